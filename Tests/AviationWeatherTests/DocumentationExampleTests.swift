import AviationWeather
import AviationWeatherStations
import Foundation
import TestSupport
import Testing

/// The code examples of the DocC catalog (`DocC/AviationWeather.docc`), run and checked.
///
/// Each test copies an article's example verbatim (same lines, in the same order; only
/// `#expect` lines and lines marked `// test only` are added) and asserts the values the article's comments claim.
/// `everySwiftExampleIsCopiedHere` fails when an article gains or changes an example that
/// this file does not run, and the output blocks are compared with the article's text.
@Suite("Documentation examples")
struct DocumentationExampleTests {
  // MARK: - AviationWeather.md (landing page)

  @Test func landingPage() throws {
    let metar = try METAR(
      "METAR LEXJ 091030Z 30033G47KT 280V340 3000 R29/1100U R11/P2000 RA SCT040 BKN060 BKN085 09/06 Q1019")
    let gust = metar.wind?.gust?.knots  // 47.0
    let category = metar.flightCategory  // .ifr
    expectEqual(gust, 47)
    expectEqual(category, .ifr)
  }

  // MARK: - Getting Started

  @Test func gettingStartedMETAR() throws {
    let metar = try METAR(
      "METAR LEXJ 091030Z 30033G47KT 280V340 3000 R29/1100U R11/P2000 RA SCT040 BKN060 BKN085 09/06 Q1019")
    let station = metar.station  // "LEXJ"
    let gust = metar.wind?.gust?.knots  // 47.0
    let visibility = metar.visibility?.distance  // 3000 m
    let category = metar.flightCategory  // .ifr: 3 km is under 3 statute miles
    let humidity = metar.relativeHumidity  // about 81.5 (percent)
    expectEqual(station, "LEXJ")
    expectEqual(gust, 47)
    expectEqual(visibility, Distance(3000, .meters))
    expectEqual(visibility?.description, "3,000 m")
    expectEqual(category, .ifr)
    #expect((visibility?.statuteMiles ?? 0) < 3)
    #expect(abs((humidity ?? 0) - 81.5) < 0.05)

    let summary = metar.describe(in: .metric)
    let expected = """
      METAR LEXJ observed day 9 10:30Z
        Wind        From the WNW (300°) at 61 km/h, gusting 87 km/h, varying 280° to 340°
        Visibility  3,000 m
        Weather     Rain
        Sky         Scattered clouds at 1,200 m; Broken clouds at 1,800 m; Broken clouds at 2,550 m
        RVR         runway 29 1,100 m, increasing
        RVR         runway 11 more than 2,000 m
        Temperature 9 °C, dew point 6 °C, humidity 81%
        Pressure    1019 hPa
        Category    IFR
      """
    expectEqual(summary, expected)
    #expect(try Docs.article("GettingStarted").contains(expected))
  }

  @Test func gettingStartedFiveLines() throws {
    let metar = try METAR(
      "METAR LEXJ 091030Z 30033G47KT 280V340 3000 R29/1100U R11/P2000 RA SCT040 BKN060 BKN085 09/06 Q1019")
    let taf = try TAF(
      "TAF LFLL 052300Z 0600/0706 34006KT CAVOK PROB30 TEMPO 0600/0608 BKN006 BECMG 0608/0610 BKN012 SCT038 PROB30 TEMPO 0610/0618 -SN FM061800 36013KT 9999 BKN016"
    )
    print(metar.describe(in: .metric))
    print(taf.describe(in: .metric))
    #expect(metar.unparsed.isEmpty)
    #expect(taf.unparsed.isEmpty)
    #expect(
      taf.describe(in: .metric).hasPrefix("TAF LFLL issued day 5 23:00Z, valid from day 6 00:00Z to day 7 06:00Z"))
  }

  @Test func gettingStartedTAF() throws {
    let taf = try TAF(
      "TAF LFLL 052300Z 0600/0706 34006KT CAVOK PROB30 TEMPO 0600/0608 BKN006 BECMG 0608/0610 BKN012 SCT038 PROB30 TEMPO 0610/0618 -SN FM061800 36013KT 9999 BKN016"
    )
    let baseWind = taf.base?.wind?.speed?.knots  // 6.0
    let groups = taf.changeGroups.count  // 4: PROB30 TEMPO, BECMG, PROB30 TEMPO, FM
    let last = taf.changeGroups.last?.kind  // .from
    let lastFrom = taf.changeGroups.last?.from  // day 6, 18:00 UTC
    expectEqual(baseWind, 6)
    expectEqual(taf.base?.conditions.isCAVOK, true)
    expectEqual(groups, 4)
    expectEqual(taf.changeGroups.map(\.kind), [.temporary, .becoming, .temporary, .from])
    expectEqual(taf.changeGroups.map(\.probability), [30, nil, 30, nil])
    expectEqual(last, .from)
    expectEqual(lastFrom, DayTime(day: 6, hour: 18, minute: 0))
  }

  // MARK: - Reading a METAR

  @Test func readingAMETARTaitung() throws {
    let report =
      "SPECI COR RCFN 142242Z 35013G28KT 270V040 1000 R04/P2000 +SHRA FEW006 FEW012CB BKN015 OVC030 25/24 Q1005 NOSIG RMK CB E-SE A2970"
    let metar = try METAR(report)

    let kind = metar.kind  // .speci
    let corrected = metar.isCorrected  // true
    let time = metar.time  // day 14, 22:42 UTC
    let direction = metar.wind?.degrees  // 350
    let sector = metar.wind?.variableSector  // from 270 to 40
    let rvr = metar.runwayVisualRanges.first  // runway "04", more than 2000 m
    let intensity = metar.weather.first?.intensity  // .heavy
    let bases = metar.sky.map(\.heightFeet)  // [600, 1200, 1500, 3000]
    let ceiling = metar.ceilingFeet  // 1500: the lowest broken layer
    let qnh = metar.qnh?.hectopascals  // 1005.0
    let trend = metar.trends.first?.kind  // .noSignificantChange
    let remarks = metar.remarks?.text  // "CB E-SE A2970"
    expectEqual(kind, .speci)
    #expect(corrected)
    expectEqual(time, DayTime(day: 14, hour: 22, minute: 42))
    expectEqual(direction, 350)
    expectEqual(sector, Wind.VariableSector(from: 270, to: 40))
    expectEqual(rvr?.runway, "04")
    expectEqual(rvr?.visualRange, RunwayVisualRange.Value(distance: Distance(2000, .meters), qualifier: .greaterThan))
    expectEqual(intensity, .heavy)
    expectEqual(metar.weather.first?.descriptor, .showers)
    expectEqual(metar.weather.first?.phenomena, [.rain])
    expectEqual(bases, [600, 1200, 1500, 3000])
    expectEqual(metar.sky.map(\.cover), [.few, .few, .broken, .overcast])
    expectEqual(metar.sky[1].cloudType, .cumulonimbus)
    expectEqual(ceiling, 1500)
    expectEqual(qnh, 1005)
    expectEqual(trend, .noSignificantChange)
    expectEqual(remarks, "CB E-SE A2970")
    expectEqual(metar.station, "RCFN")
    expectEqual(metar.visibility?.distance, Distance(1000, .meters))
    expectEqual(metar.temperature, Temperature(25, .celsius))
    expectEqual(metar.dewPoint, Temperature(24, .celsius))
    #expect(metar.unparsed.isEmpty)
    // The Wind section: "N" for 350°.
    expectEqual(metar.wind?.compassPoint, "N")
  }

  @Test func readingAMETARVisibilityNotes() throws {
    // "`9999` means 10 km or more and decodes as 10,000 metres qualified as greaterThan"
    // (real report: Bosaso, from the Errors and Leniency article).
    let metar = try METAR("HCMF 231100Z 36014KT 9999 FEWO46 28/24 Q1012")
    expectEqual(metar.visibility?.distance, Distance(10_000, .meters))
    expectEqual(metar.visibility?.qualifier, .greaterThan)
  }

  @Test func readingAMETAREindhoven() throws {
    let eindhoven = try METAR(
      "METAR EHEH 090825Z AUTO 16015G25KT 100V210 9000 -SHUP SCT013 BKN015CB OVC019 05/03 Q0980 REDZ WHT TEMPO 17012G25KT 4000 -RA SCT015 BKN020 RMK TREND REMOTE BY EHWX"
    )
    let automated = eindhoven.isAutomated  // true
    let recent = eindhoven.recentWeather.map(\.description)  // ["Drizzle"]
    let colour = eindhoven.colorStates.first?.code  // "WHT"
    let tempo = eindhoven.trends.first
    let tempoKind = tempo?.kind  // .temporary
    let tempoVisibility = tempo?.conditions.visibility  // 4000 m
    let tempoRain = tempo?.conditions.weather.first?.description  // "Light rain"
    #expect(automated)
    expectEqual(recent, ["Drizzle"])
    expectEqual(colour, "WHT")
    expectEqual(eindhoven.trends.count, 1)
    expectEqual(tempoKind, .temporary)
    expectEqual(tempoVisibility?.distance, Distance(4000, .meters))
    expectEqual(tempoRain, "Light rain")
    expectEqual(tempo?.conditions.wind?.gust?.knots, 25)
    expectEqual(tempo?.conditions.sky.map(\.heightFeet), [1500, 2000])
    #expect(eindhoven.unparsed.isEmpty)
  }

  @Test func readingAMETARBismarck() throws {
    let bismarck = try METAR(
      "KBIS 051614Z 07008KT 1/2SM R31/2800V5000FT SN FZFG VV013 M04/M06 A3000 RMK AO2 P0001 T10391061")
    let miles = bismarck.visibility?.distance?.statuteMiles  // 0.5
    let rvrMaximum = bismarck.runwayVisualRanges.first?.variableMaximum?.distance  // 5000 ft
    let obscured = bismarck.sky.first?.cover  // .verticalVisibility
    let verticalVisibility = bismarck.sky.first?.heightFeet  // 1300
    let altimeter = bismarck.altimeter?.inchesOfMercury  // 30.0
    let temperature = bismarck.temperature?.celsius  // -4.0
    let category = bismarck.flightCategory  // .lifr
    expectEqual(miles, 0.5)
    expectEqual(rvrMaximum, Distance(5000, .feet))
    expectEqual(bismarck.runwayVisualRanges.first?.visualRange?.distance, Distance(2800, .feet))
    expectEqual(obscured, .verticalVisibility)
    expectEqual(verticalVisibility, 1300)
    expectEqual(altimeter, 30)
    expectEqual(temperature, -4)
    expectEqual(category, .lifr)
    expectEqual(bismarck.kind, .metar)
    expectEqual(bismarck.remarks?.text, "AO2 P0001 T10391061")
    expectEqual(bismarck.remarks?.stationType, .withPrecipitationDiscriminator)
    expectEqual(bismarck.remarks?.hourlyPrecipitation, Remarks.PrecipitationAmount(inches: 0.01))
    expectEqual(bismarck.remarks?.preciseTemperature, Temperature(-3.9, .celsius))
    expectEqual(bismarck.remarks?.undecoded.isEmpty, true)
  }

  // MARK: - The Forecast Timeline

  @Test func forecastTimeline() throws {
    let taf = try TAF(
      "TAF LFLL 052300Z 0600/0706 34006KT CAVOK PROB30 TEMPO 0600/0608 BKN006 BECMG 0608/0610 BKN012 SCT038 PROB30 TEMPO 0610/0618 -SN FM061800 36013KT 9999 BKN016"
    )
    let kinds = taf.changeGroups.map(\.kind)  // [.temporary, .becoming, .temporary, .from]
    let chance = taf.changeGroups.first?.probability  // 30
    let validity = taf.validity  // from day 6 00:00Z to day 7 06:00Z
    expectEqual(kinds, [.temporary, .becoming, .temporary, .from])
    expectEqual(chance, 30)
    expectEqual(validity?.description, "from day 6 00:00Z to day 7 06:00Z")
    expectEqual(taf.changeGroups[1].window, TAFValidity(from: DayTime(day: 6, hour: 8, minute: 0), to: DayTime(day: 6, hour: 10, minute: 0)))

    let reference = Date(timeIntervalSince1970: 1_767_654_000)  // 2026-01-05 23:00 UTC
    let timeline = ForecastTimeline(taf: taf, referenceDate: reference, latitude: 45.73, longitude: 5.08)
    let rows = timeline?.rows ?? []
    let hourly = rows.filter { $0.kind == .step }.count  // 30: one an hour, 00:00 to 05:00 the next day
    let sunrise = rows.first { $0.kind == .sunrise }?.date  // 07:20 UTC
    expectEqual(ISO8601DateFormatter().string(from: reference), "2026-01-05T23:00:00Z")
    expectEqual(hourly, 30)
    expectEqual(rows.count, 32)
    let sixth = reference.addingTimeInterval(3600)  // 2026-01-06 00:00 UTC
    expectEqual(timeline?.start, sixth)
    expectEqual(timeline?.end, sixth.addingTimeInterval(30 * 3600))
    let sunriseMinutes = (sunrise?.timeIntervalSince(sixth) ?? 0) / 60
    #expect(sunriseMinutes >= 7 * 60 + 20 && sunriseMinutes < 7 * 60 + 21)

    let text = timeline?.describe(in: nil)
    expectEqual(text, Self.lyonTimeline)
    #expect(try Docs.article("TheForecastTimeline").contains(Self.lyonTimeline))

    let tenOClock = reference.addingTimeInterval(11 * 3600)  // 2026-01-06 10:00 UTC
    let row = rows.first { $0.kind == .step && $0.date == tenOClock }
    let ceiling = row?.ceilingFeet  // 1200: the BECMG cloud now prevails
    let category = row?.flightCategory  // .mvfr
    let snow = row?.overlays.first?.conditions.weather.first?.description  // "Light snow"
    let snowChance = row?.highestProbability  // 30
    let fromRow = rows.first { $0.isFromTime }
    let newWind = fromRow?.wind?.speed?.knots  // 13.0
    expectEqual(ceiling, 1200)
    expectEqual(category, .mvfr)
    expectEqual(snow, "Light snow")
    expectEqual(snowChance, 30)
    expectEqual(row?.wind?.degrees, 340)
    expectEqual(fromRow?.date, sixth.addingTimeInterval(18 * 3600))
    expectEqual(newWind, 13)
    // The rules in the article, row by row.
    for row in rows where row.kind == .step {
      let hours = Int(row.date.timeIntervalSince(sixth) / 3600)
      #expect((row.overlays.first?.probability == 30) == (hours < 8 || (10..<18).contains(hours)), "hour \(hours)")
      #expect(row.isChangeInProgress == (8..<10).contains(hours), "hour \(hours)")
      #expect(row.prevailing.isCAVOK == (hours < 10), "hour \(hours)")
      #expect(row.wind?.degrees == (hours < 18 ? 340 : 360), "hour \(hours)")
    }
  }

  static let lyonTimeline = """
    Timeline for LFLL from 2026-01-06 00:00Z to 2026-01-07 06:00Z
    2026-01-06 00:00Z  night  From the NNW (340°) at 6 kt, CAVOK (10 km or more, no significant cloud or weather), VFR
        30% chance, temporarily 2026-01-06 00:00Z to 2026-01-06 08:00Z: sky Broken clouds at 600 ft (IFR)
    2026-01-06 01:00Z  night  From the NNW (340°) at 6 kt, CAVOK (10 km or more, no significant cloud or weather), VFR
        30% chance, temporarily 2026-01-06 00:00Z to 2026-01-06 08:00Z: sky Broken clouds at 600 ft (IFR)
    2026-01-06 02:00Z  night  From the NNW (340°) at 6 kt, CAVOK (10 km or more, no significant cloud or weather), VFR
        30% chance, temporarily 2026-01-06 00:00Z to 2026-01-06 08:00Z: sky Broken clouds at 600 ft (IFR)
    2026-01-06 03:00Z  night  From the NNW (340°) at 6 kt, CAVOK (10 km or more, no significant cloud or weather), VFR
        30% chance, temporarily 2026-01-06 00:00Z to 2026-01-06 08:00Z: sky Broken clouds at 600 ft (IFR)
    2026-01-06 04:00Z  night  From the NNW (340°) at 6 kt, CAVOK (10 km or more, no significant cloud or weather), VFR
        30% chance, temporarily 2026-01-06 00:00Z to 2026-01-06 08:00Z: sky Broken clouds at 600 ft (IFR)
    2026-01-06 05:00Z  night  From the NNW (340°) at 6 kt, CAVOK (10 km or more, no significant cloud or weather), VFR
        30% chance, temporarily 2026-01-06 00:00Z to 2026-01-06 08:00Z: sky Broken clouds at 600 ft (IFR)
    2026-01-06 06:00Z  night  From the NNW (340°) at 6 kt, CAVOK (10 km or more, no significant cloud or weather), VFR
        30% chance, temporarily 2026-01-06 00:00Z to 2026-01-06 08:00Z: sky Broken clouds at 600 ft (IFR)
    2026-01-06 07:00Z  night  From the NNW (340°) at 6 kt, CAVOK (10 km or more, no significant cloud or weather), VFR
        30% chance, temporarily 2026-01-06 00:00Z to 2026-01-06 08:00Z: sky Broken clouds at 600 ft (IFR)
    2026-01-06 07:20Z  Sunrise
    2026-01-06 08:00Z  day    From the NNW (340°) at 6 kt, CAVOK (10 km or more, no significant cloud or weather), VFR
        change in progress: Becoming 2026-01-06 08:00Z to 2026-01-06 10:00Z: sky Broken clouds at 1,200 ft; Scattered clouds at 3,800 ft (MVFR)
    2026-01-06 09:00Z  day    From the NNW (340°) at 6 kt, CAVOK (10 km or more, no significant cloud or weather), VFR
        change in progress: Becoming 2026-01-06 08:00Z to 2026-01-06 10:00Z: sky Broken clouds at 1,200 ft; Scattered clouds at 3,800 ft (MVFR)
    2026-01-06 10:00Z  day    From the NNW (340°) at 6 kt, 10 km or more, Broken clouds at 1,200 ft; Scattered clouds at 3,800 ft, MVFR
        30% chance, temporarily 2026-01-06 10:00Z to 2026-01-06 18:00Z: weather light snow (MVFR)
    2026-01-06 11:00Z  day    From the NNW (340°) at 6 kt, 10 km or more, Broken clouds at 1,200 ft; Scattered clouds at 3,800 ft, MVFR
        30% chance, temporarily 2026-01-06 10:00Z to 2026-01-06 18:00Z: weather light snow (MVFR)
    2026-01-06 12:00Z  day    From the NNW (340°) at 6 kt, 10 km or more, Broken clouds at 1,200 ft; Scattered clouds at 3,800 ft, MVFR
        30% chance, temporarily 2026-01-06 10:00Z to 2026-01-06 18:00Z: weather light snow (MVFR)
    2026-01-06 13:00Z  day    From the NNW (340°) at 6 kt, 10 km or more, Broken clouds at 1,200 ft; Scattered clouds at 3,800 ft, MVFR
        30% chance, temporarily 2026-01-06 10:00Z to 2026-01-06 18:00Z: weather light snow (MVFR)
    2026-01-06 14:00Z  day    From the NNW (340°) at 6 kt, 10 km or more, Broken clouds at 1,200 ft; Scattered clouds at 3,800 ft, MVFR
        30% chance, temporarily 2026-01-06 10:00Z to 2026-01-06 18:00Z: weather light snow (MVFR)
    2026-01-06 15:00Z  day    From the NNW (340°) at 6 kt, 10 km or more, Broken clouds at 1,200 ft; Scattered clouds at 3,800 ft, MVFR
        30% chance, temporarily 2026-01-06 10:00Z to 2026-01-06 18:00Z: weather light snow (MVFR)
    2026-01-06 16:00Z  day    From the NNW (340°) at 6 kt, 10 km or more, Broken clouds at 1,200 ft; Scattered clouds at 3,800 ft, MVFR
        30% chance, temporarily 2026-01-06 10:00Z to 2026-01-06 18:00Z: weather light snow (MVFR)
    2026-01-06 16:11Z  Sunset
    2026-01-06 17:00Z  night  From the NNW (340°) at 6 kt, 10 km or more, Broken clouds at 1,200 ft; Scattered clouds at 3,800 ft, MVFR
        30% chance, temporarily 2026-01-06 10:00Z to 2026-01-06 18:00Z: weather light snow (MVFR)
    2026-01-06 18:00Z  night  From now: From the N (360°) at 13 kt, 10 km or more, Broken clouds at 1,600 ft, MVFR
    2026-01-06 19:00Z  night  From the N (360°) at 13 kt, 10 km or more, Broken clouds at 1,600 ft, MVFR
    2026-01-06 20:00Z  night  From the N (360°) at 13 kt, 10 km or more, Broken clouds at 1,600 ft, MVFR
    2026-01-06 21:00Z  night  From the N (360°) at 13 kt, 10 km or more, Broken clouds at 1,600 ft, MVFR
    2026-01-06 22:00Z  night  From the N (360°) at 13 kt, 10 km or more, Broken clouds at 1,600 ft, MVFR
    2026-01-06 23:00Z  night  From the N (360°) at 13 kt, 10 km or more, Broken clouds at 1,600 ft, MVFR
    2026-01-07 00:00Z  night  From the N (360°) at 13 kt, 10 km or more, Broken clouds at 1,600 ft, MVFR
    2026-01-07 01:00Z  night  From the N (360°) at 13 kt, 10 km or more, Broken clouds at 1,600 ft, MVFR
    2026-01-07 02:00Z  night  From the N (360°) at 13 kt, 10 km or more, Broken clouds at 1,600 ft, MVFR
    2026-01-07 03:00Z  night  From the N (360°) at 13 kt, 10 km or more, Broken clouds at 1,600 ft, MVFR
    2026-01-07 04:00Z  night  From the N (360°) at 13 kt, 10 km or more, Broken clouds at 1,600 ft, MVFR
    2026-01-07 05:00Z  night  From the N (360°) at 13 kt, 10 km or more, Broken clouds at 1,600 ft, MVFR
    """

  // MARK: - Units and Display

  @Test func unitsAndDisplay() throws {
    let bismarck = try METAR(
      "KBIS 051614Z 07008KT 1/2SM R31/2800V5000FT SN FZFG VV013 M04/M06 A3000 RMK AO2 P0001 T10391061")

    let reported = bismarck.wind?.speed  // 8 kt
    let kilometersPerHour = reported?.kilometersPerHour  // 14.816
    let meters = bismarck.visibility?.distance?.meters  // 804.672
    let fahrenheit = bismarck.temperature?.fahrenheit  // 24.8
    let hectopascals = bismarck.altimeter?.hectopascals  // about 1015.9
    let converted = bismarck.temperature?.converted(to: .fahrenheit)  // 24.8 °F
    expectEqual(reported, Speed(8, .knots))
    expectEqual(reported?.description, "8 kt")
    #expect(abs((kilometersPerHour ?? 0) - 14.816) < 1e-9)
    #expect(abs((meters ?? 0) - 804.672) < 1e-9)
    #expect(abs((fahrenheit ?? 0) - 24.8) < 1e-9)
    #expect(abs((hectopascals ?? 0) - 1015.9) < 0.05)
    expectEqual(converted?.unit, .fahrenheit)
    expectEqual(converted?.description, "24.8 °F")
    // "Cloud bases are always in feet": `height` is the same base as a Distance.
    expectEqual(bismarck.sky.first?.height, Distance(1300, .feet))

    let pressure = bismarck.altimeter?.measurement  // Measurement<UnitPressure>, 30.0 inHg
    let inHectopascals = pressure?.converted(to: .hectopascals).value  // about 1015.9
    expectEqual(pressure?.value, 30)
    expectEqual(pressure?.unit, .inchesOfMercury)
    #expect(abs((inHectopascals ?? 0) - 1015.9) < 0.05)

    let windForEurope = bismarck.wind?.describe(in: .metric)  // "From the ENE (70°) at 15 km/h"
    let summary = bismarck.describe(in: .imperial)
    expectEqual(windForEurope, "From the ENE (70°) at 15 km/h")
    let expected = """
      METAR KBIS observed day 5 16:14Z
        Wind        From the ENE (70°) at 9 mph
        Visibility  1/2 SM
        Weather     Snow, freezing fog
        Sky         Sky obscured, vertical visibility 1,300 ft
        RVR         runway 31 2,800 ft to 5,000 ft
        Temperature 25 °F, dew point 21 °F, humidity 86%
        Pressure    30.00 inHg
        Category    LIFR
        Remarks     Automated station with precipitation discriminator (AO2)
                    Temperature 25 °F, dew point 21 °F
                    Precipitation in the last hour: 0.01 in
      """
    expectEqual(summary, expected)
    #expect(try Docs.article("UnitsAndDisplay").contains(expected))
  }

  @Test func unitSystemTable() {
    // The table of display units in Units and Display.
    expectEqual(UnitSystem.metric.temperatureUnit, .celsius)
    expectEqual(UnitSystem.metric.speedUnit, .kilometersPerHour)
    expectEqual(UnitSystem.metric.visibilityUnit, .kilometers)
    expectEqual(UnitSystem.metric.heightUnit, .meters)
    expectEqual(UnitSystem.metric.pressureUnit, .hectopascals)
    expectEqual(UnitSystem.imperial.temperatureUnit, .fahrenheit)
    expectEqual(UnitSystem.imperial.speedUnit, .milesPerHour)
    expectEqual(UnitSystem.imperial.visibilityUnit, .statuteMiles)
    expectEqual(UnitSystem.imperial.heightUnit, .feet)
    expectEqual(UnitSystem.imperial.pressureUnit, .inchesOfMercury)
  }

  @Test func unitsAndDisplayForALocale() throws {
    let metar = try METAR("KJFK 131800Z 07008G16KT 3/4SM BKN018CB 12/10 A2992")  // test only
    let visibility = try #require(metar.visibility)  // test only
    let wind = try #require(metar.wind)  // test only
    let layer = try #require(metar.sky.first)  // test only
    let german = Locale(identifier: "de_DE")
    let distance = visibility.formatted(.visibility(.metric).locale(german))  // "1.200 m"
    let phrase = wind.formatted(.wind.locale(german))  // "Aus ONO (70°) mit 15 km/h, Böen 30 km/h"
    let cloud = layer.describe(in: .aviation, locale: german)  // "Durchbrochene Bewölkung in 1.800 ft (Cumulonimbus)"
    expectEqual(distance, "1.200 m")
    expectEqual(phrase, "Aus ONO (70°) mit 15 km/h, Böen 30 km/h")
    expectEqual(cloud, "Durchbrochene Bewölkung in 1.800 ft (Cumulonimbus)")
  }

  // MARK: - Errors and Leniency

  @Test func errorsLenientTAF() throws {
    let taf = try TAF(
      "TAF VIDP 020800Z 0209/0218 10008G18KT 4000 BLDU FEW035 TEMPO 0212/0218 11010G20KT 1000 DSTS SCT030 FEW035CB BKN090 BECMG 0214/0216 13006KT 3000 HZ BR"
    )
    let tempo = taf.changeGroups.first?.weather.map(\.code)  // ["DS", "TS"]
    let slip = taf.repaired.first?.description  // "'DSTS' at byte 87 read as 'DS TS'"
    expectEqual(tempo, ["DS", "TS"])
    expectEqual(slip, "'DSTS' at byte 87 read as 'DS TS'")
    #expect(taf.unparsed.isEmpty)
  }

  @Test func errorsLenient() throws {
    let metar = try METAR("HCMF 231100Z 36014KT 9999 FEWO46 28/24 Q1012")
    let sky = metar.sky  // [Few clouds at 4,600 ft]
    let repair = metar.repaired.first  // FEWO46 at byte 26, read as FEW046
    let reason = repair?.reason  // .letterForDigit
    let note = repair?.description  // "'FEWO46' at byte 26 read as 'FEW046'"
    expectEqual(sky.map(\.description), ["Few clouds at 4,600 ft"])
    expectEqual(repair, RepairedToken(text: "FEWO46", offset: 26, readAs: "FEW046", reason: .letterForDigit))
    expectEqual(reason, .letterForDigit)
    expectEqual(note, "'FEWO46' at byte 26 read as 'FEW046'")
    let unrepaired = try METAR(
      "HCMF 231100Z 36014KT 9999 FEWO46 28/24 Q1012", options: DecodingOptions(repairsMalformedGroups: false))
    #expect(unrepaired.sky.isEmpty)
    expectEqual(unrepaired.unparsed, [UnparsedToken(text: "FEWO46", offset: 26)])
  }

  @Test func errorsUnreadable() throws {
    let metar = try METAR("SUAA 031900Z 23009KT 9999 BKN020 14/12 Q10110")
    let temperature = metar.temperature?.celsius  // 14.0
    let qnh = metar.qnh  // nil: 1011 or 1010?
    let unparsed = metar.unparsed  // [UnparsedToken(text: "Q10110", offset: 39)]
    let note = metar.unparsed.first?.description  // "'Q10110' at byte 39"
    expectEqual(temperature, 14)
    expectNil(qnh)
    expectEqual(unparsed, [UnparsedToken(text: "Q10110", offset: 39)])
    expectEqual(note, "'Q10110' at byte 39")
    // The offset counts UTF-8 bytes of the text passed in.
    #expect(Array(metar.raw.utf8)[39...].starts(with: Array("Q10110".utf8)))
  }

  @Test func errorsStrict() throws {
    var caught = false
    do {
      _ = try METAR("HCMF 231100Z 36014KT 9999 FEWO46 28/24 Q1012", options: .strict)
    } catch {
      let code = error.code  // .unexpectedToken
      let token = error.token  // "FEWO46"
      let offset = error.offset  // 26
      let message = error.description
      expectEqual(code, .unexpectedToken)
      expectEqual(token, "FEWO46")
      expectEqual(offset, 26)
      expectEqual(message, Self.strictMessage)
      caught = true  // test only
    }
    #expect(caught, "strict decoding must throw on 'FEWO46'")
    #expect(try Docs.article("ErrorsAndLeniency").contains(Self.strictMessage))
  }

  static let strictMessage = """
    error: unexpected group 'FEWO46' at byte 26
    HCMF 231100Z 36014KT 9999 FEWO46 28/24 Q1012
                              ^
    """

  @Test func errorsEmptyInput() throws {
    var caught = false
    do {
      _ = try METAR("")
    } catch {
      let isEmpty = error.code == .emptyInput  // true
      #expect(isEmpty)
      caught = true  // test only
    }
    #expect(caught)
  }

  @Test func errorsCodeTable() {
    // The table in Errors and Leniency, in lenient mode (the default).
    // Synthetic input: these are bad-input cases, not reports.
    expectEqual(Self.code(of: "  \n "), .emptyInput)
    expectEqual(Self.code(of: "hello world"), .notAWeatherReport)
    expectEqual(Self.code(of: "TAF KJFK"), .wrongReportType)
    expectEqual(Self.code(of: "METAR"), .truncatedReport)
    // A station identifier followed by nothing that decodes.
    expectEqual(Self.code(of: "KJFK hello"), .missingTimeAndWind)
    expectEqual(Self.code(of: "KXYZ 1234 garbage"), .missingTimeAndWind)
  }

  static func code(of text: String) -> DecodeError.Code? {
    do {
      _ = try METAR(text)
      return nil
    } catch {
      return error.code
    }
  }

  // MARK: - The record format

  @Test func recordStreamExample() throws {
    let answer = "KJFK 221651Z 31012KT 10SM FEW250 22/08 A3012\nTAF KJFK\n"  // test only
    let stream = RecordStream(options: .init(format: .json, referenceDate: Date()))
    for report in ReportSplitter.reports(in: answer.utf8) { stream.write(report) }
    let lines = stream.takeOutput()  // the bytes `wxparse --json` prints for them
    let records = try lines.split(separator: asciiLineFeed).map { try JSONDecoder().decode(Record.self, from: Data($0)) }
    expectEqual(records.count, 2)
    guard case .metar(let metar) = records.first, case .error(let error) = records.last else {
      Issue.record("expected a METAR record, then an error record: \(records)")
      return
    }
    #expect(metar.station == "KJFK" && metar.observedAt != nil)
    #expect(error.line == 2 && error.raw == "TAF KJFK")
    #expect(stream.counts.reports == 2 && stream.counts.decoded == 1 && stream.counts.errors == 1)
    expectEqual(stream.takeDiagnostics().map(\.source.line), [2])
  }

  // MARK: - Performance

  @Test func performanceTokenizer() {
    let report = "METAR LEXJ 091030Z 30033G47KT 280V340 3000 R29/1100U R11/P2000 RA SCT040 BKN060 BKN085 09/06 Q1019"
    let tokens = Tokenizer.tokens(in: report)
    let count = tokens.count
    let longest = tokens.max { $0.length < $1.length } ?? Token(offset: 0, length: 0)
    // count is 14; longest is Token(offset: 19, length: 10), the wind group "30033G47KT"
    expectEqual(count, 14)
    expectEqual(longest, Token(offset: 19, length: 10))
    #expect(Array(report.utf8)[19..<29].elementsEqual("30033G47KT".utf8))
  }

  @Test func performanceClaims() {
    // "A Token is just an offset and a length, 16 bytes on a 64-bit platform."
    expectEqual(MemoryLayout<Token>.size, 2 * MemoryLayout<Int>.size)
    // Separators: bytes at or below space, `=` and DEL; every other byte is part of a token.
    for byte in UInt8.min...UInt8.max {
      let expected = byte <= 0x20 || byte == UInt8(ascii: "=") || byte == 0x7F
      #expect(Tokenizer.isSeparator(byte) == expected, "byte \(byte)")
    }
  }

  // MARK: - Fetching Weather

  @Test func fetchingWithYourOwnTransport() async throws {
    struct RecordedTransport: WeatherTransport {
      var answer: String

      func send(_ request: TransportRequest) async throws -> TransportResponse {
        TransportResponse(status: 200, body: Array(answer.utf8))
      }
    }

    let recorded = RecordedTransport(
      answer: [
        "METAR KEWN 131854Z AUTO 03020G42KT 3SM RA BR FEW028 BKN070 OVC095 26/24 A2974 RMK AO2 PK WND 03042/1849 PRESFR SLP069 P0002 T02560239",
        "METAR KNCA 131856Z AUTO 01024G40KT 6SM -RA BR FEW028 SCT060 OVC100 26/24 A2970 RMK AO2 PK WND 02045/1827 RAB06 SLP058 P0006 T02610239",
      ].joined(separator: "\n"))

    let client = AviationWeatherClient(transport: recorded)
    let batch = try await client.metars(for: ["KEWN", "KNCA"])
    let stations = batch.reports.map(\.station)  // ["KEWN", "KNCA"]
    let gust = batch.reports.first?.wind?.gust?.knots  // 42.0
    expectEqual(stations, ["KEWN", "KNCA"])
    expectEqual(gust, 42)
    #expect(batch.failures.isEmpty)
  }

  // MARK: - Localization

  @Test func localizationArticle() throws {
    let metar = try METAR("METAR EGPF 061120Z 05004KT 7000 -RA BKN014CB BKN025 OVC039 01/00 Q1007")
    let german = Locale(identifier: "de_DE")
    let card = metar.summary(locale: german)
    // "Leichter Regen, 1 °C, Wind NO 7 km/h, Hauptwolkenuntergrenze 420 m (CB)"
    let pilot = metar.summary(in: .aviation, locale: german)
    // "Leichter Regen, 1 °C, Wind NO 4 kt, Hauptwolkenuntergrenze 1.400 ft (CB)"
    let log = metar.wind?.description  // "From the NE (50°) at 4 kt" on every device
    expectEqual(card, "Leichter Regen, 1 °C, Wind NO 7 km/h, Hauptwolkenuntergrenze 420 m (CB)")
    expectEqual(pilot, "Leichter Regen, 1 °C, Wind NO 4 kt, Hauptwolkenuntergrenze 1.400 ft (CB)")
    expectEqual(log, "From the NE (50°) at 4 kt")

    let snow = try METAR("METAR EGPD 051250Z 33006KT 1200 R34/1300U SN BKN004 M00/M01 Q1014 RESN TEMPO 4000 -SHSN BKN008")
    let block = snow.describe(in: .metric, locale: german)
    // "METAR EGPD beobachtet Tag 5 12:50Z", then "  Sichtweite  1.200 m", "  RVR         Piste 34 1.300 m, zunehmend", …
    let range = snow.runwayVisualRanges.first?.describe(in: .imperial, locale: german)
    // "Piste 34 4.500 ft, zunehmend"
    #expect(block.hasPrefix("METAR EGPD beobachtet Tag 5 12:50Z\n"))
    #expect(block.contains("\n  Sichtweite  1.200 m\n"))
    #expect(block.contains("\n  RVR         Piste 34 1.300 m, zunehmend\n"))
    expectEqual(range, "Piste 34 4.500 ft, zunehmend")
  }

  // MARK: - Stations

  @Test func stationsArticle() throws {
    let stations = AviationWeatherStations.directory
    let heathrow = stations["EGLL"]            // exact, upper-case identifier
    let zone = heathrow?.timeZone              // Europe/London
    expectEqual(zone?.identifier, "Europe/London")

    let near = stations.nearest(toLatitude: 51.5, longitude: -0.13, count: 10)
    let close = stations.stations(within: Distance(50, .kilometers), ofLatitude: 51.5, longitude: -0.13)
    expectEqual(near.count, 10)
    #expect(close.contains { $0.station.icaoID == "EGLC" })  // London City, 10 km east

    struct Row { var id: String; var name: String; var lat: Double; var lon: Double; var zone: String }  // test only
    let myRows = [Row(id: "ZZZA", name: "Test field", lat: 47.0, lon: 8.0, zone: "Europe/Zurich")]  // test only
    let mine = StationDirectory(
      stations: myRows.map {
        Station(icaoID: $0.id, name: $0.name, latitude: $0.lat, longitude: $0.lon, products: [],
                timeZoneIdentifier: $0.zone)
      },
      dataVersion: StationDirectory.DataVersion(source: "my table", date: "2026-11-01"))
    expectEqual(mine["ZZZA"]?.timeZone?.identifier, "Europe/Zurich")
  }

  // MARK: - Every example is here

  /// Every ```swift block of the catalog appears in this file, in order (whitespace outside
  /// string literals aside, so that formatting either side does not matter).
  @Test func everySwiftExampleIsCopiedHere() throws {
    // This file and the `*DocumentationTests.swift` files beside it.
    let here = URL(fileURLWithPath: #filePath)
    let siblings = try FileManager.default.contentsOfDirectory(atPath: here.deletingLastPathComponent().path)
      .filter { $0.hasSuffix("DocumentationTests.swift") }.sorted()
      .map { here.deletingLastPathComponent().appendingPathComponent($0) }
    let source = try ([here] + siblings).map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    let kept = source.components(separatedBy: "\n").filter { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      // The checks between an example's lines (`#expect`, or its plain-call form in TestSupport).
      let isCheck = ["#expect(", "expectEqual(", "expectNil(", "try expectEqual(", "try expectNil("].contains {
        trimmed.hasPrefix($0)
      }
      return !isCheck && !trimmed.hasSuffix("// test only")
    }
    let code = Docs.withoutWhitespace(kept.joined(separator: "\n"))
    for (file, block) in try Docs.swiftBlocks() {
      // The manifest fragment in Getting Started is package configuration, not library code.
      if block.contains(".package(path:") { continue }
      // Imports sit at the top of this file, not inside a test.
      let lines = block.components(separatedBy: "\n")
      for line in lines where line.hasPrefix("import ") {
        let isImported = ("\n" + source).contains("\n\(line)\n")
        #expect(isImported, "\(file): this file lacks '\(line)'")
      }
      let body = lines.filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
      let isCopied = code.contains(Docs.withoutWhitespace(body))
      #expect(isCopied, "\(file): example not run here:\n\(block)")
    }
  }

  @Test func whitespaceNormalization() {
    expectEqual(Docs.withoutWhitespace("let a = f( \"K  X\" )  // 1\n  b"), "leta=f(\"K  X\")//1b")
    expectEqual(Docs.withoutWhitespace("x = \"a \\\" b\" + y"), "x=\"a \\\" b\"+y")
  }
}

/// Reads the DocC catalog's markdown.
enum Docs {
  static let catalog = Repository.root.appendingPathComponent("DocC/AviationWeather.docc")

  /// The text of `Articles/<name>.md`.
  static func article(_ name: String) throws -> String {
    try String(contentsOf: catalog.appendingPathComponent("Articles/\(name).md"), encoding: .utf8)
  }

  /// Every markdown file of the catalog, by path relative to the catalog.
  static func markdownFiles() throws -> [(String, String)] {
    let enumerator = FileManager.default.enumerator(atPath: catalog.path)
    var files: [(String, String)] = []
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".md") else { continue }
      let text = try String(contentsOf: catalog.appendingPathComponent(path), encoding: .utf8)
      files.append((path, text))
    }
    return files.sorted { $0.0 < $1.0 }
  }

  /// The bodies of the ```swift blocks of every markdown file, with the file they are in.
  static func swiftBlocks() throws -> [(String, String)] {
    var blocks: [(String, String)] = []
    for (path, text) in try markdownFiles() {
      var current: [String]?
      for line in text.components(separatedBy: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if current == nil, trimmed == "```swift" {
          current = []
        } else if let lines = current, trimmed == "```" {
          blocks.append((path, lines.joined(separator: "\n")))
          current = nil
        } else if current != nil {
          current?.append(line)
        }
      }
    }
    return blocks
  }

  /// `text` without whitespace outside string literals (inside them, every byte counts).
  static func withoutWhitespace(_ text: String) -> String {
    var result = ""
    var inString = false
    var escaped = false
    for character in text {
      if inString {
        result.append(character)
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if !character.isWhitespace {
        result.append(character)
        if character == "\"" { inString = true }
      }
    }
    return result
  }
}
