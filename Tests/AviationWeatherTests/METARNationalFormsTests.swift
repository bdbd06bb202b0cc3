import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// Groups that stations send outside FM 15's code form, or in a national form of it, decoded on
/// real reports (each copied verbatim from Fixtures/metar_corpus.txt).
@Suite("METAR national forms")
struct METARNationalFormsTests {
  // MARK: Locations after the observation

  @Test func weatherWithADirectionIsAWeatherLocation() throws {
    let trinidad = try METAR("TTPP 272200Z 00000KT 9999 VCSH FEW016 27/24 Q1012 NOSIG VCSH-NE")
    expectEqual(trinidad.weatherLocations.count, 1)
    let showers = try #require(trinidad.weatherLocations.first)
    expectEqual(showers.phenomenon, "VCSH")
    expectEqual(showers.weather?.intensity, .inVicinity)
    expectEqual(showers.weather?.descriptor, .showers)
    expectEqual(showers.directions, ["NE"])
    expectEqual(showers.description, "Showers in the vicinity to the NE")
    // After `TEMPO` the location may be part of the forecast: it is not added to the observation.
    let tempo = try METAR("TTPP 272200Z 00000KT 9999 VCSH FEW016 27/24 Q1012 TEMPO SHRA VCSH-NE")
    #expect(tempo.weatherLocations.isEmpty)
    expectEqual(tempo.unparsed.map(\.text), ["VCSH-NE"])
    expectEqual(trinidad.trends, [Trend(kind: .noSignificantChange)])
    #expect(trinidad.unparsed.isEmpty)

    let guyana = try METAR("SYCJ 180700Z 26004KT 4000 BR FEW010 22/22 Q1011 BR-ALQDS REFG NOSIG")
    expectEqual(guyana.weatherLocations.map(\.description), ["Mist in all quadrants"])
    expectEqual(guyana.recentWeather.map(\.code), ["FG"])
    #expect(guyana.unparsed.isEmpty)
  }

  @Test func precipitationLocationsTakeTheirDirections() throws {
    // Directions as separate tokens, then a cloud location and weather after them.
    let honduras = try METAR("MHYR 262100Z 09005KT 9999 SCT025TCU BKN080 26/21 PCPN N W TCU ALL HZ")
    expectEqual(honduras.weatherLocations, [WeatherLocation(phenomenon: "PCPN", directions: ["N", "W"])])
    expectEqual(honduras.cloudLocations, [CloudLocation(cloudType: .toweringCumulus, directions: ["ALL"])])
    expectEqual(honduras.weather.map(\.code), ["HZ"])
    #expect(honduras.unparsed.isEmpty)
    // Directions joined by slashes; plain language after them stays plain language.
    let guatemala = try METAR(
      "MGRT 262100Z 21006KT 9999 BKN018 OVC090 28/24 Q1011 A2985 PCPN ESE/SE/S/SW VOL. STA. MARIA Y SANTIAGUITO EN ACTIVIDAD"
    )
    expectEqual(guatemala.weatherLocations.first?.directions, ["ESE", "SE", "S", "SW"])
    expectEqual(guatemala.weatherLocations.first?.description, "Precipitation to the ESE, SE, S, SW")
    expectEqual(guatemala.plainLanguage?.text, "VOL. STA. MARIA Y SANTIAGUITO EN ACTIVIDAD")
    // `PCPN` with nothing after it says nothing: it stays unparsed.
    let alone = try METAR("MHYR 262100Z 09005KT 9999 SCT025TCU BKN080 26/21 PCPN")
    #expect(alone.weatherLocations.isEmpty)
    expectEqual(alone.plainLanguage?.text, "PCPN")
  }

  @Test func aDistanceDirectionAndWeatherIsAWeatherLocation() throws {
    let metar = try METAR("MHGS 020000Z 28008KT 4000 FU SCT032TCU BKN250 28/18 TCU ALL 4 KM ALL FU")
    let smoke = try #require(metar.weatherLocations.first)
    expectEqual(smoke.phenomenon, "FU")
    expectEqual(smoke.directions, ["ALL"])
    expectEqual(smoke.distance, Distance(4, .kilometers))
    expectEqual(smoke.description, "Smoke in all quadrants, 4 km")
    #expect(metar.unparsed.isEmpty)
    // Without the weather code the tokens are no location.
    let cut = try METAR("MHGS 020000Z 28008KT 4000 FU SCT032TCU BKN250 28/18 4 KM ALL")
    #expect(cut.weatherLocations.isEmpty)
    expectEqual(cut.unparsed.map(\.text), ["4", "KM", "ALL"])
  }

  @Test func lightningAloneIsAWeatherLocation() throws {
    let metar = try METAR("VTBU 262100Z 07002KT 9999 FEW020CB BKN300 26/25 Q1010 A2985 CB W LTG")
    expectEqual(metar.cloudLocations, [CloudLocation(cloudType: .cumulonimbus, directions: ["W"])])
    expectEqual(metar.weatherLocations, [WeatherLocation(phenomenon: "LTG", directions: [])])
    expectEqual(metar.weatherLocations.first?.description, "Lightning")
    #expect(metar.unparsed.isEmpty)
    // Followed by remark words (no `RMK`), it is left as sent with them.
    let remark = try METAR("VTBU 262100Z 07002KT 9999 FEW020CB BKN300 26/25 Q1010 A2985 CB W LTG DSNT N")
    #expect(remark.weatherLocations.isEmpty)
    expectEqual(remark.unparsed.map(\.text), ["LTG", "DSNT", "N"])
  }

  @Test func unknownCodeWithADirectionStaysUnparsed() throws {
    // `DL` is no weather code.
    let metar = try METAR("YBRK 220230Z AUTO 13008KT 9999 // OVC100 24/19 Q1008 RF00.0/007.4 DL-NE")
    #expect(metar.weatherLocations.isEmpty)
    expectEqual(metar.unparsed.map(\.text), ["DL-NE"])
  }

  @Test func directionsAreCompassPointsNotAnyCompassLetters() throws {
    // `FG-SN` is fog and light snow run together (a slip, repaired), not fog "to the SN".
    let slip = try METAR("SYCJ 180700Z 26004KT 4000 BR FEW010 22/22 Q1011 FG-SN")
    #expect(slip.weatherLocations.isEmpty)
    expectEqual(slip.repaired.map(\.readAs), ["FG -SN"])
    // `PCPN NS` names no direction: kept whole as the station's words.
    let words = try METAR("SYCJ 180700Z 26004KT 4000 BR FEW010 22/22 Q1011 PCPN NS")
    #expect(words.weatherLocations.isEmpty)
    expectEqual(words.plainLanguage?.text, "PCPN NS")
    for point in ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"] {
      #expect(decodeToken(point, { _DirectionList.isDirection($0) ? true : nil }) == true, "\(point)")
    }
    for letters in ["SN", "NS", "EW", "WE", "SSS", "NEN", "ENW", "NNW/SN"] {
      #expect(decodeToken(letters, { _DirectionList.isList($0) ? true : nil }) == nil, "\(letters)")
    }
  }

  @Test func cloudLocationsCarryTheirWeather() throws {
    let guatemala = try METAR(
      "METAR MGGT 152300Z 18004KT 9999 TS FEW020TCU FEW025CB BKN090 24/17 Q1021 A3015 FEW200 CB/TS/PCPN SE/SSE/S CB WSW/W TCU N/NNW"
    )
    expectEqual(guatemala.cloudLocations, [
        CloudLocation(cloudType: .cumulonimbus, directions: ["SE", "SSE", "S"], weatherCode: "TS/PCPN"),
        CloudLocation(cloudType: .cumulonimbus, directions: ["WSW", "W"]),
        CloudLocation(cloudType: .toweringCumulus, directions: ["N", "NNW"]),
      ])
    expectEqual(guatemala.cloudLocations[0].description, "Cumulonimbus with TS, precipitation to the SE, SSE, S")
    expectEqual(guatemala.sky.last, SkyCondition(cover: .few, heightFeet: 20_000))
    #expect(guatemala.unparsed.isEmpty)

    let esquintla = try METAR(
      "MGES 262100Z 00000KT 9999 SCT018TCU FEW025CB BKN090 25/21 QFE907.1 CB/PCPN/WSW/W TCU N/NNE/NE")
    expectEqual(esquintla.cloudLocations.first, CloudLocation(cloudType: .cumulonimbus, directions: ["WSW", "W"], weatherCode: "PCPN"))
    #expect(esquintla.unparsed.isEmpty)

    let honduras = try METAR("MHCH 262100Z 07004KT 9999 TS BKN030CB SCT070 29/25 CB TS NE TCU ALL")
    expectEqual(honduras.cloudLocations, [
        CloudLocation(cloudType: .cumulonimbus, directions: ["NE"], weatherCode: "TS"),
        CloudLocation(cloudType: .toweringCumulus, directions: ["ALL"]),
      ])
    #expect(honduras.unparsed.isEmpty)
    // Weather after `CB` with no direction after it is weather of the observation's own.
    let noDirection = try METAR("MHCH 262100Z 07004KT 9999 BKN030CB SCT070 29/25 CB TS")
    #expect(noDirection.cloudLocations.isEmpty)
    expectEqual(noDirection.unparsed.map(\.text), ["CB"])
    // Haze is no weather a cloud brings: `TCU HZ ALL` is no "towering cumulus with haze".
    let haze = try METAR("MHYR 262100Z 09005KT 9999 SCT025TCU BKN080 26/21 TCU HZ ALL")
    #expect(haze.cloudLocations.isEmpty)
    expectEqual(haze.unparsed.map(\.text), ["TCU", "ALL"])
    let glued = try METAR("MHYR 262100Z 09005KT 9999 SCT025TCU BKN080 26/21 CBHZ/N")
    #expect(glued.cloudLocations.isEmpty)
    expectEqual(glued.unparsed.map(\.text), ["CBHZ/N"])
  }

  // MARK: Cloud types

  @Test func aLayerMayCarryItsGenus() throws {
    let metar = try METAR("LOXZ 180750Z VRB01KT 0800 BCFG FEW010ST SCT060SC M01/M01 Q1017 RMK VIS ABV FG 20KM/BKN")
    expectEqual(metar.sky, [
        SkyCondition(cover: .few, heightFeet: 1_000, cloudType: .stratus),
        SkyCondition(cover: .scattered, heightFeet: 6_000, cloudType: .stratocumulus),
      ])
    expectEqual(metar.sky[0].description, "Few clouds at 1,000 ft (stratus)")
    #expect(metar.unparsed.isEmpty)
    // A genus needs a height, and two letters of the ten genera.
    for token in ["FEW///SC", "FEW010XX", "FEW010S", "VV002ST"] {
      #expect(decodeToken(token, SkyCondition.decode) == nil, "\(token)")
    }
  }

  @Test func oktasTypeAndBaseAfterTheObservationAreCloudTypes() throws {
    let metar = try METAR("MNPC 262100Z 08006KT 6000 TSRA SCT016 30/27 Q1008 1AC100 2CS300 TCURA/E/SE")
    expectEqual(metar.cloudTypes, [
        Remarks.CloudTypeAmount(type: "AC", oktas: 1, height: Distance(10_000, .feet)),
        Remarks.CloudTypeAmount(type: "CS", oktas: 2, height: Distance(30_000, .feet)),
      ])
    expectEqual(metar.cloudLocations, [CloudLocation(cloudType: .toweringCumulus, directions: ["E", "SE"], weatherCode: "RA")])
    #expect(metar.unparsed.isEmpty)
    #expect(metar.description.contains("Cloud types altocumulus 1/8 at 10,000 ft, cirrostratus 2/8 at 30,000 ft"))
    // `CB/4/C` (its meaning undocumented) stays unparsed beside a decoded cloud type.
    let unknown = try METAR("MNJU 262100Z 00000KT 8000 TSRA BKN020CB 25/24 Q1010 2AC080 CB/4/C")
    expectEqual(unknown.cloudTypes.map(\.type), ["AC"])
    expectEqual(unknown.unparsed.map(\.text), ["CB/4/C"])
    // A weather code in the genus's place is no layer.
    let rain = try METAR("MNJU 262100Z 00000KT 8000 TSRA BKN020CB 25/24 Q1010 2RA080")
    #expect(rain.cloudTypes.isEmpty)
    expectEqual(rain.unparsed.map(\.text), ["2RA080"])
  }

  // MARK: Temperature, runway, visibility, pressure, rainfall

  @Test func missingTemperatureForms() throws {
    // FM 15's `T'T'/T'dT'd` with the temperature's figures as slashes.
    let venezuela = try METAR("SVMT 220203Z AUTO 00000KT NCD ///22 Q1011")
    expectNil(venezuela.temperature)
    expectEqual(venezuela.dewPoint, Temperature(22, .celsius))
    #expect(venezuela.unparsed.isEmpty)
    // US `M` for missing.
    let texas = try METAR("KBCT 262050Z 08009KT 10SM FEW020 SCT040 BKN070 M/M A2993")
    #expect(texas.temperature == nil && texas.dewPoint == nil)
    expectEqual(texas.altimeter, Pressure(29.93, .inchesOfMercury))
    #expect(texas.unparsed.isEmpty)
    // `MM/MM` too, and a cover sent without its height.
    let arcata = try METAR("KHUM 262047Z 06011KT 7SM FEW MM/MM A3003 RMK ATIS VVA RY36 MS")
    #expect(arcata.temperature == nil && arcata.dewPoint == nil)
    expectEqual(arcata.sky, [SkyCondition(cover: .few)])
    #expect(arcata.unparsed.isEmpty)
    // Short tokens of slashes or `M` alone are no temperature group.
    for token in ["//", "M/", "/M", "///2", "M/M/"] {
      #expect(decodeToken(token, TemperatureGroup.decode) == nil, "\(token)")
    }
    // One half `M` and the other a value is a cut group (`12/M` of `12/M05`), not a missing value.
    for token in ["12/M", "M/12", "MM/12", "M05/MM"] {
      #expect(decodeToken(token, TemperatureGroup.decode) == nil, "\(token)")
    }
    // A cover alone is a layer only before the US missing marks; elsewhere it is a cut group.
    let cut = try METAR("KHUM 262047Z 06011KT 7SM SCT BKN040 12/10 A3003")
    expectEqual(cut.sky, [SkyCondition(cover: .broken, heightFeet: 4_000)])
    expectEqual(cut.unparsed.map(\.text), ["SCT"])
  }

  @Test func clearedRunwayWithoutFriction() throws {
    let metar = try METAR("UTAV 020000Z 19004KT CAVOK 14/13 Q1010 R31/CLRD NOSIG")
    expectEqual(metar.runwayStates, [RunwayState(runway: "31", isCleared: true)])
    #expect(metar.unparsed.isEmpty)
    // One friction figure is no group.
    let truncated = try METAR("UTAM 231100Z 05010KT CAVOK 20/09 Q1025 R88/CLRD7 NOSIG")
    expectEqual(truncated.unparsed.map(\.text), ["R88/CLRD7"])
  }

  @Test func surfaceVisibilityInATrend() throws {
    let metar = try METAR("VGHS 180750Z 30005KT 1800HZ NSC 20/13 Q1016 BECMG S/VIS 2000M")
    expectEqual(metar.visibility?.distance, Distance(1_800, .meters))
    expectEqual(metar.trends.first?.kind, .becoming)
    expectEqual(metar.trends.first?.conditions.visibility?.distance, Distance(2_000, .meters))
    #expect(metar.unparsed.isEmpty)
    // `S/VIS` needs its metres.
    let cut = try METAR("VGHS 180750Z 30005KT 1800HZ NSC 20/13 Q1016 BECMG S/VIS")
    expectEqual(cut.unparsed.map(\.text), ["S/VIS"])
  }

  @Test func aPressureSentAfterTheTrendIsTheObservations() throws {
    let metar = try METAR("SKRG 221900Z 02007KT 9999 BKN020TCU 22/12 BECMG RA BKN015CB Q1023 RMK TCUS/N A3020")
    expectEqual(metar.qnh, Pressure(1023, .hectopascals))
    expectEqual(metar.trends.first?.conditions.weather.map(\.code), ["RA"])
    #expect(metar.unparsed.isEmpty)
    // Not when the observation has its own.
    let twice = try METAR("SKRG 221900Z 02007KT 9999 BKN020TCU 22/12 Q1022 BECMG RA BKN015CB Q1023")
    expectEqual(twice.qnh, Pressure(1022, .hectopascals))
    expectEqual(twice.unparsed.map(\.text), ["Q1023"])
    // Nor when it disagrees with the observation's setting in the other unit (1050 hPa is not
    // 30.20 inHg); one that agrees is taken.
    let disagreeing = try METAR("SKRG 221900Z 02007KT 9999 BKN020TCU 22/12 A3020 BECMG RA BKN015CB Q1050")
    expectNil(disagreeing.qnh)
    expectEqual(disagreeing.unparsed.map(\.text), ["Q1050"])
    let agreeing = try METAR("SKRG 221900Z 02007KT 9999 BKN020TCU 22/12 A3020 BECMG RA BKN015CB Q1023")
    expectEqual(agreeing.qnh, Pressure(1023, .hectopascals))
    #expect(agreeing.unparsed.isEmpty)
  }

  @Test func rainfallWithSlashesForDecimalPoints() throws {
    let metar = try METAR("YSRI 020035Z AUTO 29020G30KT 9999 // NCD 16/04 Q1006 RF00/0/000/0")
    expectEqual(metar.rainfall, Rainfall(lastTenMinutes: 0, sinceNineAM: 0))
    #expect(metar.unparsed.isEmpty)
    expectEqual(decodeToken("RF02/5/010/4", Rainfall.decode), Rainfall(lastTenMinutes: 2.5, sinceNineAM: 10.4))
    expectNil(decodeToken("RF02/5/01/04", Rainfall.decode))
  }

  // MARK: Military forecasts

  @Test func forecastAfterAColourStateWithoutChangeIndicator() throws {
    let metar = try METAR(
      "EHKD 180725Z AUTO 23014KT 8000 BR FEW004 SCT012 BKN025 10/10 Q1006 GRN 23012KT 8000 SCT005 BKN010 BKN025 TEMPO 4500 BR -DZ SCT004 BKN007"
    )
    // The observation keeps its own groups; the forecast is not added to them.
    expectEqual(metar.wind?.speed, Speed(14, .knots))
    expectEqual(metar.sky.count, 3)
    expectEqual(metar.colorStates.map(\.code), ["GRN"])
    expectEqual(metar.trends.map(\.kind), [.unindicated, .temporary])
    let forecast = metar.trends[0].conditions
    expectEqual(forecast.wind?.speed, Speed(12, .knots))
    expectEqual(forecast.visibility?.distance, Distance(8_000, .meters))
    expectEqual(forecast.sky.map(\.heightFeet), [500, 1_000, 2_500])
    expectEqual(metar.trends[1].conditions.weather.map(\.code), ["BR", "-DZ"])
    #expect(metar.unparsed.isEmpty)
    #expect(metar.description.contains("Trend       Forecast (no change indicator): wind From the SW (230°) at 12 kt"))
    // A colour state amid the body ends nothing: the groups after it are no forecast.
    let amid = try METAR("EHKD 180725Z AUTO 23014KT 8000 BR GRN FEW004 SCT012 BKN025 10/10 Q1006")
    #expect(amid.trends.isEmpty)
    #expect(amid.sky.isEmpty)
    expectEqual(amid.unparsed.map(\.text), ["FEW004", "SCT012", "BKN025"])
  }

  // MARK: Codable

  @Test func newGroupsSurviveJSONAndOldRecordsDecode() throws {
    for report in [
      "MNPC 262100Z 08006KT 6000 TSRA SCT016 30/27 Q1008 1AC100 2CS300 TCURA/E/SE",
      "MHGS 020000Z 28008KT 4000 FU SCT032TCU BKN250 28/18 TCU ALL 4 KM ALL FU",
      "EHKD 180725Z AUTO 23014KT 8000 BR FEW004 SCT012 BKN025 10/10 Q1006 GRN 23012KT 8000 SCT005 BKN010 BKN025 TEMPO 4500 BR -DZ SCT004 BKN007",
      "LOXZ 262050Z 04004KT 30KM -SHRA FEW030SC BKN060SC 09/08 Q1024 RMK BKN",
    ] {
      let metar = try METAR(report)
      try expectEqual(JSONDecoder().decode(METAR.self, from: JSONEncoder().encode(metar)), metar)
      var written: [UInt8] = []
      #expect(metar.writeJSON(into: &written))
      try expectEqual(JSONDecoder().decode(METAR.self, from: Data(written)), metar)
    }
    var written: [UInt8] = []
    // Records written before these groups were decoded have neither key.
    let plain = try METAR("TLPC 230000Z 08003KT 9999 FEW024 27/24 Q1012 NOSIG")
    written = []
    #expect(plain.writeJSON(into: &written))
    let old = String(decoding: written, as: UTF8.self).replacing(#","weatherLocations":[],"cloudTypes":[]"#, with: "")
    #expect(!old.contains("weatherLocations"))
    try expectEqual(JSONDecoder().decode(METAR.self, from: Data(old.utf8)), plain)
  }
}
