import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// One real report (copied verbatim from the corpus) and its hand-checked remark expectations.
struct RemarkCase: CustomTestStringConvertible, Sendable {
  var kind: String
  var raw: String
  var check: @Sendable (Remarks) -> Void
  var testDescription: String { "\(kind): \(raw)" }
}

private func celsius(_ v: Double) -> Temperature { Temperature(v, .celsius) }
private func hPa(_ v: Double) -> Pressure { Pressure(v, .hectopascals) }
private func inches(_ v: Double?) -> Remarks.PrecipitationAmount { Remarks.PrecipitationAmount(inches: v) }
private func at(_ hour: Int?, _ minute: Int) -> Remarks.Time { Remarks.Time(hour: hour, minute: minute) }
private func miles(_ v: Double) -> Distance { Distance(v, .statuteMiles) }
private func feet(_ v: Double) -> Distance { Distance(v, .feet) }

/// Remarks decoded from real METARs (FAA Order JO 7900.5 / FMH-1 remark formats).
@Suite("METAR remarks")
struct RemarksTests {
  static let cases: [RemarkCase] = [
    // MARK: Station type, SLP, T group, PK WND, $
    RemarkCase(
      kind: "AO2 PK WND SLP T $",
      raw: "KSFO 221856Z 29023G28KT 10SM FEW015 SCT170 BKN200 19/09 A2982 RMK AO2 PK WND 29030/1806 SLP097 T01890094 $"
    ) { r in
      expectEqual(r.stationType, .withPrecipitationDiscriminator)
      expectEqual(r.peakWind, Remarks.PeakWind(direction: 290, speed: Speed(30, .knots), time: at(18, 6)))
      expectEqual(r.seaLevelPressure, hPa(1009.7))
      expectEqual(r.preciseTemperature, celsius(18.9))
      expectEqual(r.preciseDewPoint, celsius(9.4))
      #expect(r.needsMaintenance)
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(kind: "AO2A", raw: "OKAS 222355Z 18010KT 9999 CLR 27/07 A2996 RMK AO2A SLP140 $") { r in
      expectEqual(r.stationType, .augmentedWithPrecipitationDiscriminator)
      expectEqual(r.stationType?.isAugmented, true)
      expectEqual(r.seaLevelPressure, hPa(1014.0))
      #expect(r.needsMaintenance)
    },
    RemarkCase(kind: "AO1 T temperature only", raw: "CXEC 180700Z AUTO M07/ RMK AO1 T1067") { r in
      expectEqual(r.stationType, .withoutPrecipitationDiscriminator)
      expectEqual(r.stationType?.hasPrecipitationDiscriminator, false)
      expectEqual(r.preciseTemperature, celsius(-6.7))
      expectNil(r.preciseDewPoint)
    },
    RemarkCase(kind: "T temperature only", raw: "CXEC 262100Z AUTO 08/ RMK AO1 T0082") { r in
      expectEqual(r.preciseTemperature, celsius(8.2))
      expectNil(r.preciseDewPoint)
    },
    RemarkCase(kind: "A01 typo for AO1", raw: "K18H 020035Z AUTO VRB04G10KT 8SM CLR 25/15 A3007 RMK A01") { r in
      expectEqual(r.stationType, .withoutPrecipitationDiscriminator)
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(kind: "SLP 9xx", raw: "CYMH 272200Z AUTO 20008KT 9SM CLR M11/M12 A2945 RMK SLP975") { r in
      expectEqual(r.seaLevelPressure, hPa(997.5))
    },
    RemarkCase(kind: "SLP 9xx", raw: "CWYM 180700Z AUTO 30012KT M16/ A2931 RMK SLP993") { r in
      expectEqual(r.seaLevelPressure, hPa(999.3))
    },
    RemarkCase(kind: "SLP 10xx", raw: "PAMR 221853Z 00000KT 10SM CLR M02/M03 A2989 RMK AO2 SLP123 I1001 T10171028") {
      r in
      expectEqual(r.seaLevelPressure, hPa(1012.3))
      expectEqual(r.oneHourIceAccretion, inches(0.01))
      expectEqual(r.preciseTemperature, celsius(-1.7))
      expectEqual(r.preciseDewPoint, celsius(-2.8))
    },
    RemarkCase(kind: "SLPNO 5appp", raw: "KAVP 222354Z A3025 RMK AO2 SLPNO 53017 $") { r in
      expectNil(r.seaLevelPressure)
      expectEqual(r.sensorOutages, [.seaLevelPressure])
      expectEqual(r.pressureTendency, Remarks.PressureTendency(character: .decreasingThenIncreasingMoreRapidly, change: 1.7))
      expectEqual(r.pressureTendency?.netChange, 1)
    },
    RemarkCase(kind: "SLPNO", raw: "KAVP 221854Z A3020 RMK AO2 SLPNO") { r in
      expectEqual(r.sensorOutages, [.seaLevelPressure])
      #expect(r.undecoded.isEmpty)
    },
    // MARK: Peak wind, wind shift
    RemarkCase(
      kind: "PK WND minutes only", raw: "KHYX 272215Z AUTO 24020G30KT 10SM CLR 01/M08 A2950 RMK AO2 PK WND 25030/10"
    ) {
      r in
      expectEqual(r.peakWind, Remarks.PeakWind(direction: 250, speed: Speed(30, .knots), time: at(nil, 10)))
      expectEqual(r.peakWind?.time.dayTime(observedAt: DayTime(day: 27, hour: 22, minute: 15)), DayTime(day: nil, hour: 22, minute: 10))
    },
    RemarkCase(
      kind: "PK WND 3-digit speed",
      raw: "PATL 051555Z AUTO 07003G92KT 10SM BKN180 M18/M22 A3034 RMK AO2 PK WND 080113/1534 SLP314 T11821216 TSNO $"
    ) { r in
      expectEqual(r.peakWind, Remarks.PeakWind(direction: 80, speed: Speed(113, .knots), time: at(15, 34)))
      expectEqual(r.seaLevelPressure, hPa(1031.4))
      expectEqual(r.preciseTemperature, celsius(-18.2))
      expectEqual(r.preciseDewPoint, celsius(-21.6))
      expectEqual(r.sensorOutages, [.lightning])
    },
    RemarkCase(kind: "WSHFT hhmm", raw: "KMKT 020006Z AUTO 28013KT 10SM FEW090 29/09 A2962 RMK AO2 WSHFT 2346") { r in
      expectEqual(r.windShift, Remarks.WindShift(time: at(23, 46), isFrontalPassage: false))
    },
    RemarkCase(kind: "WSHFT mm", raw: "KDAA 031930Z AUTO 14012G18KT 10SM CLR 34/22 A2977 RMK AO2 WSHFT 28 SLP083 $") {
      r in
      expectEqual(r.windShift, Remarks.WindShift(time: at(nil, 28)))
      expectEqual(r.windShift?.time.dayTime(observedAt: DayTime(day: 3, hour: 19, minute: 30)), DayTime(day: nil, hour: 19, minute: 28))
      expectEqual(r.seaLevelPressure, hPa(1008.3))
    },
    RemarkCase(
      kind: "PK WND WSHFT 5appp",
      raw:
        "K40B 272216Z AUTO 20015G24KT 170V280 M02/M06 A2920 RMK AO1 PK WND 20029/2155 WSHFT 2155 SLP913 T10191064 56036"
    ) { r in
      expectEqual(r.peakWind?.time, at(21, 55))
      expectEqual(r.windShift?.time, at(21, 55))
      expectEqual(r.seaLevelPressure, hPa(991.3))
      expectEqual(r.preciseTemperature, celsius(-1.9))
      expectEqual(r.preciseDewPoint, celsius(-6.4))
      expectEqual(r.pressureTendency, Remarks.PressureTendency(character: .decreasingThenSteady, change: 3.6))
    },
    // MARK: Max/min temperatures, pressure tendency
    RemarkCase(
      kind: "1snTTT 2snTTT 5appp",
      raw: "KSXS 012358Z AUTO 34003KT 10SM CLR 24/08 A3005 RMK AO2 SLP176 T02370081 10261 20237 55000"
    ) { r in
      expectEqual(r.sixHourMaximumTemperature, celsius(26.1))
      expectEqual(r.sixHourMinimumTemperature, celsius(23.7))
      expectEqual(r.pressureTendency, Remarks.PressureTendency(character: .decreasingThenIncreasing, change: 0))
      expectEqual(r.pressureTendency?.netChange, 0)
    },
    RemarkCase(
      kind: "negative 6-hour min, 4/sss",
      raw: "KJFK 181151Z 04005KT 10SM SCT250 M01/M02 A3030 RMK SLP260 4/001 T10061022 10033 21011 53001 $"
    ) { r in
      expectNil(r.stationType)
      expectEqual(r.seaLevelPressure, hPa(1026.0))
      expectEqual(r.snowDepth, inches(1))
      expectEqual(r.preciseTemperature, celsius(-0.6))
      expectEqual(r.preciseDewPoint, celsius(-2.2))
      expectEqual(r.sixHourMaximumTemperature, celsius(3.3))
      expectEqual(r.sixHourMinimumTemperature, celsius(-1.1))
      expectEqual(r.pressureTendency, Remarks.PressureTendency(character: .decreasingThenIncreasingMoreRapidly, change: 0.1))
    },
    RemarkCase(kind: "4snTTTsnTTT", raw: "KD07 180656Z AUTO 15010KT M06/M09 A3005 RMK AO1 SLP222 T10611089 410611089") {
      r in
      expectEqual(r.twentyFourHourMaximumTemperature, celsius(-6.1))
      expectEqual(r.twentyFourHourMinimumTemperature, celsius(-8.9))
    },
    RemarkCase(kind: "4snTTTsnTTT", raw: "KJFK 210451Z 29013KT 10SM CLR M07/M18 A3052 RMK SLP335 T10721178 410281083") {
      r in
      expectEqual(r.twentyFourHourMaximumTemperature, celsius(-2.8))
      expectEqual(r.twentyFourHourMinimumTemperature, celsius(-8.3))
      expectEqual(r.seaLevelPressure, hPa(1033.5))
      expectEqual(r.preciseTemperature, celsius(-7.2))
      expectEqual(r.preciseDewPoint, celsius(-17.8))
    },
    // MARK: Precipitation, snow, ice
    RemarkCase(
      kind: "7RRRR",
      raw: "KJFK 061151Z 25010KT 10SM BKN008 26/24 A3013 RMK SLP202 70004 T02560239 10256 20239 53009"
    ) { r in
      expectEqual(r.twentyFourHourPrecipitation, inches(0.04))
      expectEqual(r.sixHourMaximumTemperature, celsius(25.6))
      expectEqual(r.sixHourMinimumTemperature, celsius(23.9))
      expectEqual(r.pressureTendency, Remarks.PressureTendency(character: .decreasingThenIncreasingMoreRapidly, change: 0.9))
    },
    RemarkCase(
      kind: "7RRRR, dew point 0.0",
      raw:
        "KJFK 041151Z 29019G25KT 10SM FEW037 FEW250 09/00 A3004 RMK AO2 PK WND 30028/1125 SLP171 70001 T00940000 10117 20089 51019 $"
    ) { r in
      expectEqual(r.twentyFourHourPrecipitation, inches(0.01))
      expectEqual(r.preciseTemperature, celsius(9.4))
      expectEqual(r.preciseDewPoint, celsius(0))
      expectEqual(r.pressureTendency, Remarks.PressureTendency(character: .increasingThenSteady, change: 1.9))
    },
    RemarkCase(
      kind: "6//// indeterminate", raw: "KRBG 262053Z AUTO VRB03KT 10SM CLR 22/08 A3003 RMK AO2 SLP169 6//// T02220083"
    ) {
      r in
      expectEqual(r.threeOrSixHourPrecipitation, inches(nil))
      expectEqual(r.threeOrSixHourPrecipitation?.isIndeterminate, true)
    },
    RemarkCase(kind: "6//// and outages", raw: "KPVC 012356Z AUTO 00000KT RMK AO2 SLPNO 6//// PWINO FZRANO PNO $") {
      r in
      expectEqual(r.threeOrSixHourPrecipitation?.isIndeterminate, true)
      expectEqual(r.sensorOutages, [.seaLevelPressure, .presentWeather, .freezingRain, .precipitation])
      expectEqual(r.stationType, .withPrecipitationDiscriminator)
      expectEqual(r.stationType?.hasPrecipitationDiscriminator, true)
      #expect(r.needsMaintenance)
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(
      kind: "60000 trace", raw: "PGUM 262054Z 20004KT 10SM CLR 27/26 A2979 RMK AO2 SLP078 60000 T02670256 53008"
    ) {
      r in
      expectEqual(r.threeOrSixHourPrecipitation?.isTrace, true)
      expectEqual(r.seaLevelPressure, hPa(1007.8))
    },
    RemarkCase(
      kind: "Prrrr SFC VIS",
      raw: "KJFK 021851Z 36014KT 3SM RA BR BKN005 OVC012 05/04 A2974 RMK AO2 SFC VIS 4 SLP069 P0018 T00500044 $"
    ) { r in
      expectEqual(r.hourlyPrecipitation, inches(0.18))
      expectEqual(r.surfaceVisibility, Visibility(distance: miles(4)))
      expectEqual(r.seaLevelPressure, hPa(1006.9))
    },
    RemarkCase(
      kind: "Prrrr CIG variable",
      raw: "KSRC 180756Z AUTO 04005KT 7SM -RA OVC005 02/02 A3027 RMK AO2 CIG 004V008 SLP258 P0006 T00220017 FZRANO TSNO"
    ) { r in
      expectEqual(r.hourlyPrecipitation, inches(0.06))
      expectEqual(r.variableCeiling, Remarks.VariableRange(minimum: feet(400), maximum: feet(800)))
      expectEqual(r.sensorOutages, [.freezingRain, .lightning])
    },
    RemarkCase(
      kind: "4/sss 933RRR",
      raw: "KJFK 281751Z 27008KT 10SM BKN250 M06/M16 A3010 RMK AO2 SLP193 4/007 933014 T10561161 11056 21094 58024 $"
    ) { r in
      expectEqual(r.snowDepth, inches(7))
      expectEqual(r.snowWaterEquivalent, inches(1.4))
      expectEqual(r.sixHourMaximumTemperature, celsius(-5.6))
      expectEqual(r.sixHourMinimumTemperature, celsius(-9.4))
      expectEqual(r.pressureTendency, Remarks.PressureTendency(character: .increasingThenDecreasingMoreRapidly, change: 2.4))
    },
    RemarkCase(
      kind: "4/sss 933RRR I6nnn",
      raw:
        "METAR PAJN 231753Z 07005KT 7SM OVC037 M02/M02 A3028 RMK AO2 SLP254 4/010 933021 I6002 T10171022 11017 21033 51015"
    ) { r in
      expectEqual(r.snowDepth, inches(10))
      expectEqual(r.snowWaterEquivalent, inches(2.1))
      expectEqual(r.sixHourIceAccretion, inches(0.02))
      expectEqual(r.sixHourMaximumTemperature, celsius(-1.7))
      expectEqual(r.sixHourMinimumTemperature, celsius(-3.3))
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(
      kind: "FZRA began, I1 and I6///",
      raw:
        "METAR PAYA 141753Z AUTO 05003KT 6SM -FZRA BR FEW026 OVC034 01/01 A3002 RMK AO2 FZRAB31 SLP166 P0001 60004 I1001 I6/// T00060006 10006 21044 TSNO $"
    ) { r in
      expectEqual(r.weatherEvents, [Remarks.WeatherEvent(phenomenon: "FZRA", began: at(nil, 31))])
      expectEqual(r.hourlyPrecipitation, inches(0.01))
      expectEqual(r.threeOrSixHourPrecipitation, inches(0.04))
      expectEqual(r.oneHourIceAccretion, inches(0.01))
      expectEqual(r.sixHourIceAccretion?.isIndeterminate, true)
      expectEqual(r.sixHourMinimumTemperature, celsius(-4.4))
      #expect(r.undecoded.isEmpty)
    },
    // MARK: Sensor outages
    RemarkCase(kind: "RVRNO", raw: "K1NN 051555Z AUTO M M M M M M RMK AO2 SLPNO RVRNO $") { r in
      expectEqual(r.sensorOutages, [.seaLevelPressure, .runwayVisualRange])
    },
    RemarkCase(kind: "RVRNO", raw: "KBHB 020019Z AUTO 19007KT 1SM BR OVC002 08/08 A2963 RMK AO2 RVRNO") { r in
      expectEqual(r.sensorOutages, [.runwayVisualRange])
    },
    RemarkCase(kind: "PWINO PNO", raw: "KPIL 051553Z AUTO A3003 RMK AO2 SLP170 PWINO FZRANO PNO $") { r in
      expectEqual(r.sensorOutages, [.presentWeather, .freezingRain, .precipitation])
    },
    RemarkCase(
      kind: "VISNO location",
      raw: "KBAB 231055Z AUTO 35006KT 10SM CLR 10/01 A2985 RMK AO2 SLP111 T00980014 VISNO RWY33 $"
    ) { r in
      expectEqual(r.sensorOutages, [.secondaryVisibility])
      expectEqual(r.visibilitySensorLocation, "RWY33")
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(
      kind: "VISNO location",
      raw: "KLSF 272210Z AUTO 20004KT 10SM OVC005 13/12 A3005 RMK AO2 SLP181 RVRNO VISNO RWY33 $"
    ) { r in
      expectEqual(r.sensorOutages, [.runwayVisualRange, .secondaryVisibility])
      expectEqual(r.visibilitySensorLocation, "RWY33")
    },
    RemarkCase(
      kind: "CHINO location", raw: "PGUA 031925Z AUTO 27012KT 10SM -RA CLR 24/23 A2984 RMK AO2 SLP095 CHINO RWY06R $"
    ) {
      r in
      expectEqual(r.sensorOutages, [.secondaryCeiling])
      expectEqual(r.ceilingSensorLocation, "RWY06R")
    },
    // MARK: Weather begin and end
    RemarkCase(
      kind: "RAB hhmm E hhmm", raw: "KSUU 262105Z AUTO VRB02KT 10SM SCT047 BKN070 22/12 A2993 RMK AO2 RAB2103E2106 $"
    ) {
      r in
      expectEqual(r.weatherEvents, [Remarks.WeatherEvent(phenomenon: "RA", began: at(21, 3), ended: at(21, 6))])
    },
    RemarkCase(
      kind: "RAB hhmm E mm",
      raw: "PADU 221856Z 29006KT 10SM OVC022 06/03 A2999 RMK AO2 RAB1757E41 SLP159 P0001 T00560028"
    ) { r in
      expectEqual(r.weatherEvents, [Remarks.WeatherEvent(phenomenon: "RA", began: at(17, 57), ended: at(nil, 41))])
    },
    RemarkCase(kind: "TSB E", raw: "K0J4 231111Z AUTO 00000KT 10SM CLR 06/03 A3018 RMK AO2 TSB04E08 T00610033 $") { r in
      expectEqual(r.weatherEvents, [Remarks.WeatherEvent(phenomenon: "TS", began: at(nil, 4), ended: at(nil, 8))])
    },
    RemarkCase(kind: "SNE", raw: "K1ON 051615Z AUTO 04013KT 4SM BLSN BR OVC003 M11/M12 M RMK AO2 SNE15 SLPNO $") { r in
      expectEqual(r.weatherEvents, [Remarks.WeatherEvent(phenomenon: "SN", ended: at(nil, 15))])
    },
    RemarkCase(
      kind: "-RAB intensity",
      raw:
        "MMTO 222344Z 27008KT 6SM -RA BKN015CB BKN080 OVC200 15/11 A3031 RMK SLP099 52021 902 8/362 -RAB44 BINOVC HZY"
    ) { r in
      expectEqual(r.weatherEvents, [Remarks.WeatherEvent(phenomenon: "-RA", began: at(nil, 44))])
      expectEqual(r.seaLevelPressure, hPa(1009.9))
      expectEqual(r.pressureTendency, Remarks.PressureTendency(character: .increasing, change: 2.1))
      expectEqual(r.cloudTypeCodes, Remarks.CloudTypeCodes(low: 3, middle: 6, high: 2))
      expectEqual(r.undecoded.map(\.text), ["902", "BINOVC", "HZY"])
    },
    RemarkCase(
      kind: "chain RA then SN",
      raw: "KBAN 230034Z AUTO 36003KT 5SM -SN BKN033 03/M02 A2970 RMK AO2 RAB2355E27SNB27 P0001 T00331022 $"
    ) { r in
      expectEqual(r.weatherEvents, [
          Remarks.WeatherEvent(phenomenon: "RA", began: at(23, 55), ended: at(nil, 27)),
          Remarks.WeatherEvent(phenomenon: "SN", began: at(nil, 27)),
        ])
    },
    RemarkCase(
      kind: "chain UP FZRA SN",
      raw:
        "PABE 231123Z 20007KT 1SM -SN BR VV002 M04/M04 A3006 RMK AO2 UPB03E05FZRAB05E09SNB09 P0000 I1000 T10391044 RVRNO"
    ) { r in
      expectEqual(r.weatherEvents, [
          Remarks.WeatherEvent(phenomenon: "UP", began: at(nil, 3), ended: at(nil, 5)),
          Remarks.WeatherEvent(phenomenon: "FZRA", began: at(nil, 5), ended: at(nil, 9)),
          Remarks.WeatherEvent(phenomenon: "SN", began: at(nil, 9)),
        ])
      expectEqual(r.hourlyPrecipitation?.isTrace, true)
      expectEqual(r.oneHourIceAccretion, inches(0))
    },
    RemarkCase(
      kind: "chain RA E then UP B E",
      raw: "PFEL 220251Z AUTO 23005KT 7SM -SN BKN010 OVC017 01/M01 A2974 RMK AO2 RAE12UPB12E36SNB36 P0005 FZRANO"
    ) { r in
      expectEqual(r.weatherEvents, [
          Remarks.WeatherEvent(phenomenon: "RA", ended: at(nil, 12)),
          Remarks.WeatherEvent(phenomenon: "UP", began: at(nil, 12), ended: at(nil, 36)),
          Remarks.WeatherEvent(phenomenon: "SN", began: at(nil, 36)),
        ])
    },
    RemarkCase(
      kind: "same phenomenon repeated",
      raw: "KBAD 031935Z AUTO 10008KT 10SM FEW180 34/23 A2992 RMK AO2 DZB1857E1858DZB06E07DZB27E35 SLP134"
    ) { r in
      expectEqual(r.weatherEvents, [
          Remarks.WeatherEvent(phenomenon: "DZ", began: at(18, 57), ended: at(18, 58)),
          Remarks.WeatherEvent(phenomenon: "DZ", began: at(nil, 6), ended: at(nil, 7)),
          Remarks.WeatherEvent(phenomenon: "DZ", began: at(nil, 27), ended: at(nil, 35)),
        ])
    },
    // MARK: Lightning, thunderstorm and cloud locations
    RemarkCase(kind: "LTG DSNT W", raw: "KCDI 031935Z AUTO 18005KT 10SM CLR 28/22 A2988 RMK AO2 LTG DSNT W T02770220") {
      r in
      expectEqual(r.lightning, [Remarks.Lightning(frequency: nil, types: [], location: "DSNT W")])
    },
    RemarkCase(
      kind: "OCNL LTGCGIC TS MOV",
      raw: "KUNV 031853Z 18006KT 4SM -TSRA BKN020 22/21 A2990 RMK OCNL LTGCGIC E-S TS SE MOV NE"
    ) { r in
      expectEqual(r.lightning, [Remarks.Lightning(frequency: .occasional, types: [.cloudToGround, .inCloud], location: "E-S")])
      expectEqual(r.phenomenonLocations, [Remarks.PhenomenonLocation(phenomenon: "TS", location: "SE", movement: "NE")])
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(
      kind: "FRQ LTGICCG NE-S",
      raw:
        "KJFK 072304Z 29010KT 3SM R04R/3500V6000FT TSRA BR FEW009 SCT015 OVC027CB 22/21 A3011 RMK SFC VIS 4 FRQ LTGICCG NE-S TS NE-S MOV NE P0029 T02220211"
    ) { r in
      expectEqual(r.lightning, [Remarks.Lightning(frequency: .frequent, types: [.inCloud, .cloudToGround], location: "NE-S")])
      expectEqual(r.phenomenonLocations, [Remarks.PhenomenonLocation(phenomenon: "TS", location: "NE-S", movement: "NE")])
      expectEqual(r.surfaceVisibility, Visibility(distance: miles(4)))
      expectEqual(r.hourlyPrecipitation, inches(0.29))
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(
      kind: "LTG DSNT with AND, TSB E",
      raw: "KMCN 031933Z 30007KT 8SM BKN095 OVC110 26/24 A2990 RMK AO2 LTG DSNT NE AND SW AND W TSB05E32 T02560239 $"
    ) { r in
      expectEqual(r.lightning, [Remarks.Lightning(location: "DSNT NE AND SW AND W")])
      expectEqual(r.weatherEvents, [Remarks.WeatherEvent(phenomenon: "TS", began: at(nil, 5), ended: at(nil, 32))])
    },
    RemarkCase(
      kind: "CB VC ALQDS MOV", raw: "PTRO 180753Z 06006KT 15SM SCT016CB BKN120 BKN300 28/26 A2983 RMK CB VC ALQDS MOV W"
    ) {
      r in
      expectEqual(r.phenomenonLocations, [Remarks.PhenomenonLocation(phenomenon: "CB", location: "VC ALQDS", movement: "W")])
    },
    RemarkCase(
      kind: "CB DSNT MOV",
      raw:
        "KGXF 031855Z 04005KT 10SM FEW080 FEW150 FEW250 43/16 A2989 RMK AO2A CB DSNT N MOV N SLP104 T04250155 FZRANO $"
    ) { r in
      expectEqual(r.phenomenonLocations, [Remarks.PhenomenonLocation(phenomenon: "CB", location: "DSNT N", movement: "N")])
      expectEqual(r.preciseTemperature, celsius(42.5))
      #expect(r.undecoded.isEmpty)
    },
    // MARK: Rapid pressure change
    RemarkCase(kind: "PRESRR", raw: "K12N 031854Z AUTO A2987 RMK AO1 PRESRR SLPNO PNO $") { r in
      expectEqual(r.rapidPressureChange, .risingRapidly)
      expectEqual(r.sensorOutages, [.seaLevelPressure, .precipitation])
    },
    RemarkCase(kind: "PRESRR", raw: "CYQX 230000Z 24016G23KT 20SM SKC 11/06 A3022 RMK PRESRR SLP241") { r in
      expectEqual(r.rapidPressureChange, .risingRapidly)
      expectEqual(r.seaLevelPressure, hPa(1024.1))
    },
    RemarkCase(kind: "PRESFR", raw: "CZSP 180700Z AUTO 07009G15KT 02/01 RMK AO1 PRESFR SLP032 T00160007 58046") { r in
      expectEqual(r.rapidPressureChange, .fallingRapidly)
      expectEqual(r.seaLevelPressure, hPa(1003.2))
      expectEqual(r.pressureTendency, Remarks.PressureTendency(character: .increasingThenDecreasingMoreRapidly, change: 4.6))
    },
    RemarkCase(kind: "PRESFR", raw: "CYGV 262100Z AUTO 17004KT 9SM BKN075 BKN091 09/07 A2997 RMK PRESFR SLP149") { r in
      expectEqual(r.rapidPressureChange, .fallingRapidly)
    },
    // MARK: Variable visibility and ceiling, surface visibility
    RemarkCase(kind: "VIS aVb", raw: "KEBG 272215Z AUTO 36010KT 2 1/2SM BR OVC002 14/14 A3011 RMK AO2 VIS 2V3") { r in
      expectEqual(r.variableVisibility, Remarks.VariableRange(minimum: miles(2), maximum: miles(3)))
    },
    RemarkCase(
      kind: "VIS mixed lower bound",
      raw: "K1EN 051625Z AUTO 07011KT 2 3/4SM -SN BR FEW025 BKN033 OVC046 M07/M08 A2974 RMK AO2 VIS 2 3/4V4 SLP119 $"
    ) { r in
      expectEqual(r.variableVisibility, Remarks.VariableRange(minimum: miles(2.75), maximum: miles(4)))
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(
      kind: "VIS mixed upper bound",
      raw: "KLSF 231125Z AUTO 00000KT 1 1/8SM R33/6000FT BR CLR 04/03 M RMK AO2 VIS 7/8V2 3/4 SLPNO CHINO RWY15 $"
    ) { r in
      expectEqual(r.variableVisibility, Remarks.VariableRange(minimum: miles(0.875), maximum: miles(2.75)))
      expectEqual(r.ceilingSensorLocation, "RWY15")
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(kind: "CIG variable", raw: "KFUL 220249Z 17004KT 10SM BKN010 19/17 A2986 RMK AO2 CIG 009V015") { r in
      expectEqual(r.variableCeiling, Remarks.VariableRange(minimum: feet(900), maximum: feet(1500)))
    },
    RemarkCase(
      kind: "SFC VIS", raw: "KJFK 180751Z 18009G16KT 3SM OVC004 20/19 A2977 RMK AO2 SFC VIS 10 SLP080 T02000189 $"
    ) {
      r in
      expectEqual(r.surfaceVisibility, Visibility(distance: miles(10)))
      expectEqual(r.seaLevelPressure, hPa(1008.0))
    },
    RemarkCase(
      kind: "SFC VIS fraction",
      raw: "KCLT 272152Z 21004KT 1/8SM R18C/5000V5500FT BR OVC002 08/07 A2996 RMK AO2 SFC VIS 3/4 SLP162 T00830072"
    ) { r in
      expectEqual(r.surfaceVisibility, Visibility(distance: miles(0.75)))
    },
    // MARK: Indicators
    RemarkCase(kind: "NOSPECI", raw: "PALJ 031855Z 26007KT 30SM FEW030 16/09 A3025 RMK EST PASS OPN NOSPECI") { r in
      expectEqual(r.indicators, [.noSpecials])
      expectEqual(r.undecoded.map(\.text), ["EST", "PASS", "OPN"])
    },
    RemarkCase(kind: "NOSPECI", raw: "PAEL 221856Z 00000KT 20SM SKC 06/04 A2990 RMK SEA 0 SWELL 3 SW NOSPECI") { r in
      expectEqual(r.indicators, [.noSpecials])
    },
    RemarkCase(
      kind: "FROIN, Canadian ST1",
      raw: "METAR CYLT 171300Z 33003KT 15SM FEW012 M16/M17 A3002 RMK ST1 FROIN FZFG OVR WTR SLP171"
    ) { r in
      expectEqual(r.indicators, [.frostOnIndicator])
      expectEqual(r.cloudTypes, [Remarks.CloudTypeAmount(type: "ST", oktas: 1)])
      expectEqual(r.seaLevelPressure, hPa(1017.1))
    },
    RemarkCase(
      kind: "FROIN, Canadian SC2AS1CI1",
      raw: "CYPW 051600Z 00000KT 25SM FEW060 FEW140 SCT250 00/00 A2971 RMK SC2AS1CI1 AS TR FROIN SLP069"
    ) { r in
      expectEqual(r.indicators, [.frostOnIndicator])
      expectEqual(r.cloudTypes, [
          Remarks.CloudTypeAmount(type: "SC", oktas: 2), Remarks.CloudTypeAmount(type: "AS", oktas: 1),
          Remarks.CloudTypeAmount(type: "CI", oktas: 1),
        ])
    },
    RemarkCase(kind: "VIRGA", raw: "CYXU 272200Z 22018G30KT 15SM DRSN BKN170 M02/M10 A2955 RMK AS7 VIRGA SLP021") { r in
      expectEqual(r.indicators, [.virga])
      expectEqual(r.cloudTypes, [Remarks.CloudTypeAmount(type: "AS", oktas: 7)])
      expectEqual(r.seaLevelPressure, hPa(1002.1))
    },
    RemarkCase(
      kind: "VIRGA OHD",
      raw: "KIND 012354Z 00000KT 10SM BKN130 BKN250 18/03 A3004 RMK AO2 SLP173 VIRGA OHD T01780033 10189 20161 50004"
    ) { r in
      expectEqual(r.indicators, [])
      expectEqual(r.phenomenonLocations, [Remarks.PhenomenonLocation(phenomenon: "VIRGA", location: "OHD")])
      expectEqual(r.pressureTendency, Remarks.PressureTendency(character: .increasingThenDecreasing, change: 0.4))
      #expect(r.undecoded.isEmpty)
    },
    // MARK: Canadian cloud types, CIS QFE/QBB
    RemarkCase(kind: "Canadian SF3SC5", raw: "CYBG 020000Z 28010KT 15SM SCT010 OVC028 04/03 A2975 RMK SF3SC5 SLP081") {
      r in
      expectEqual(r.cloudTypes, [Remarks.CloudTypeAmount(type: "SF", oktas: 3), Remarks.CloudTypeAmount(type: "SC", oktas: 5)])
      expectEqual(r.seaLevelPressure, hPa(1008.1))
    },
    RemarkCase(kind: "Canadian SC4", raw: "CYBG 262100Z 24005KT 25SM SCT050 23/13 A3006 RMK SC4 SLP181") { r in
      expectEqual(r.cloudTypes, [Remarks.CloudTypeAmount(type: "SC", oktas: 4)])
    },
    RemarkCase(kind: "QFE mmHg/hPa", raw: "UHMD 272200Z 01007MPS CAVOK M22/M27 Q1018 RMK QFE763/1017") { r in
      expectEqual(r.qfe, Remarks.StationPressure(millimetersOfMercury: 763, hectopascals: 1017))
    },
    RemarkCase(kind: "QFE mmHg", raw: "ULOO 262100Z 19004MPS P6000 NSC 09/07 Q1011 NOSIG RMK QFE754") { r in
      expectEqual(r.qfe, Remarks.StationPressure(millimetersOfMercury: 754))
    },
    RemarkCase(kind: "QBB", raw: "UMGG 231130Z 28005MPS 7000 OVC006 10/08 Q1012 NOSIG RMK QBB180") { r in
      expectEqual(r.cloudBaseMeters, 180)
    },
    RemarkCase(
      kind: "QBB QFE",
      raw: "ULPB 231130Z 24003MPS 9999 SCT010 BKN040 06/05 Q1001 R19/120055 NOSIG RMK QBB320 QFE747/0996"
    ) { r in
      expectEqual(r.cloudBaseMeters, 320)
      expectEqual(r.qfe, Remarks.StationPressure(millimetersOfMercury: 747, hectopascals: 996))
      #expect(r.undecoded.isEmpty)
    },
    // MARK: Local winds, density altitude, snow on ground (non-US)
    RemarkCase(kind: "runway wind with sector", raw: "LTBU 031920Z 30004KT CAVOK 24/13 Q1007 RMK RWY22 30004KT 260V350")
    { r in
      expectEqual(r.localWinds.map(\.location), ["RWY22"])
      expectEqual(r.localWinds.first?.wind.degrees, 300)
      expectEqual(r.localWinds.first?.wind.speed, Speed(4, .knots))
      expectEqual(r.localWinds.first?.wind.variableSector, Wind.VariableSector(from: 260, to: 350))
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(
      kind: "runway winds",
      raw:
        "METAR LTFM 070950Z 21017KT 9999 FEW040 BKN080 17/09 Q1012 NOSIG RMK RWY17L 21017KT RWY34L 21016KT RWY16R 22016KT RWY36 21016KT RWY18 22017KT"
    ) { r in
      expectEqual(r.localWinds.map(\.location), ["RWY17L", "RWY34L", "RWY16R", "RWY36", "RWY18"])
      expectEqual(r.localWinds.map(\.wind.degrees), [210, 210, 220, 210, 220])
      expectEqual(r.localWinds.map(\.wind.speed), [17, 16, 16, 16, 17].map { Speed($0, .knots) })
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(
      kind: "threshold wind",
      raw: "LICT 221855Z 14007KT CAVOK 20/18 Q1023 RMK SKC VIS MIN 9999 WIND THR13 14006KT BLU"
    ) { r in
      expectEqual(r.localWinds.map(\.location), ["THR13"])
      expectEqual(r.localWinds.first?.wind.degrees, 140)
      expectEqual(r.localWinds.first?.wind.speed, Speed(6, .knots))
      expectEqual(r.undecoded.map(\.text), ["SKC", "VIS", "MIN", "9999", "BLU"])
    },
    RemarkCase(kind: "wind aloft", raw: "ENVA 272220Z 11015KT CAVOK 03/M05 Q0987 RMK WIND 670FT 14022KT") { r in
      expectEqual(r.localWinds.map(\.location), ["670FT"])
      expectEqual(r.localWinds.first?.wind.degrees, 140)
      expectEqual(r.localWinds.first?.wind.speed, Speed(22, .knots))
    },
    RemarkCase(
      kind: "negative density altitude", raw: "CYTR 231100Z 02002KT 15SM SKC 04/03 A3026 RMK DENSITY ALT -1338FT SLP250"
    ) {
      r in
      expectEqual(r.densityAltitude, feet(-1338))
      expectEqual(r.seaLevelPressure, hPa(1025.0))
    },
    RemarkCase(kind: "density altitude", raw: "CYGK 221900Z 18008KT 15SM SKC 17/10 A3011 RMK SLP199 DENSITY ALT 400FT")
    { r in
      expectEqual(r.densityAltitude, feet(400))
      expectEqual(r.seaLevelPressure, hPa(1019.9))
    },
    RemarkCase(kind: "SOG", raw: "CWBA 051600Z AUTO 33004KT 02/M04 RMK AO1 SOG 51 T00221037") { r in
      expectEqual(r.snowOnGroundCentimeters, 51)
      expectEqual(r.preciseTemperature, celsius(2.2))
      expectEqual(r.preciseDewPoint, celsius(-3.7))
    },
    RemarkCase(kind: "SOG", raw: "CWQH 180700Z AUTO 00000KT M00/M00 RMK AO1 SOG 10 T10031001") { r in
      expectEqual(r.snowOnGroundCentimeters, 10)
      expectEqual(r.preciseTemperature, celsius(-0.3))
      expectEqual(r.preciseDewPoint, celsius(-0.1))
    },
    // MARK: Japanese/Korean cloud layers and altimeter, 8/CLCMCH
    RemarkCase(kind: "nTThhh altimeter", raw: "RJFK 231100Z 34006KT 9999 FEW030 17/13 Q1013 RMK 1CU030 A2994") { r in
      expectEqual(r.cloudTypes, [Remarks.CloudTypeAmount(type: "CU", oktas: 1, height: feet(3000))])
      expectEqual(r.altimeter, Pressure(29.94, .inchesOfMercury))
    },
    RemarkCase(
      kind: "nTThhh layers, TCU location left undecoded",
      raw:
        "SPECI RJAA 261945Z 36020KT 4000 -SHRA BR FEW003 SCT004 BKN006 FEW020TCU 15/15 Q1014 RMK 1ST003 3ST004 5ST006 1TCU020 A2995 TCU 10KM N-NE MOV NE"
    ) { r in
      expectEqual(r.cloudTypes, [
          Remarks.CloudTypeAmount(type: "ST", oktas: 1, height: feet(300)),
          Remarks.CloudTypeAmount(type: "ST", oktas: 3, height: feet(400)),
          Remarks.CloudTypeAmount(type: "ST", oktas: 5, height: feet(600)),
          Remarks.CloudTypeAmount(type: "TCU", oktas: 1, height: feet(2000)),
        ])
      expectEqual(r.altimeter, Pressure(29.95, .inchesOfMercury))
      expectEqual(r.undecoded.map(\.text), ["TCU", "10KM", "N-NE", "MOV", "NE"])
    },
    RemarkCase(kind: "8/CLCMCH", raw: "MMEP 220140Z 00000KT 8SM BKN020 23/20 A3000 RMK 8/500") { r in
      expectEqual(r.cloudTypeCodes, Remarks.CloudTypeCodes(low: 5, middle: 0, high: 0))
    },
    RemarkCase(
      kind: "8/CLCMCH high not observable",
      raw:
        "PTTP 262054Z 14003KT 15SM BKN018CB OVC130 25/25 A2983 RMK SHRAE36 CB NE-SE MOV NW SLP100 60090 8/37/ T02530250 50012"
    ) { r in
      expectEqual(r.cloudTypeCodes, Remarks.CloudTypeCodes(low: 3, middle: 7, high: nil))
      expectEqual(r.weatherEvents, [Remarks.WeatherEvent(phenomenon: "SHRA", ended: at(nil, 36))])
      expectEqual(r.phenomenonLocations, [Remarks.PhenomenonLocation(phenomenon: "CB", location: "NE-SE", movement: "NW")])
      expectEqual(r.seaLevelPressure, hPa(1010.0))
      expectEqual(r.threeOrSixHourPrecipitation, inches(0.9))
      expectEqual(r.pressureTendency, Remarks.PressureTendency(character: .increasingThenDecreasing, change: 1.2))
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(
      kind: "8/CLCMCH middle and high not observable",
      raw: "MMNL 272140Z 36009KT 1 1/2SM -DZ BR BKN003 OVC005 11/11 A3016 RMK 60015 8/7//"
    ) { r in
      expectEqual(r.cloudTypeCodes, Remarks.CloudTypeCodes(low: 7, middle: nil, high: nil))
      expectEqual(r.threeOrSixHourPrecipitation, inches(0.15))
    },
    // MARK: Estimated values, variable sky, snow increasing, correction time, T group without dew point
    RemarkCase(
      kind: "WND DATA ESTMD",
      raw: "KQD3 031855Z VRB04KT 9999 BKN170 35/19 A2976 RMK AO2A SLP062 WND DATA ESTMD T03530190"
    ) { r in
      expectEqual(r.indicators, [.windEstimated])
      expectEqual(r.stationType, .augmentedWithPrecipitationDiscriminator)
      expectEqual(r.seaLevelPressure, hPa(1006.2))
      expectEqual(r.preciseTemperature, celsius(35.3))
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(kind: "ALSTG ESTMD", raw: "K1FN 031855Z AUTO 01011KT M M CLR M A2996 RMK AO2 SLPNO ALSTG ESTMD RVRNO $")
    { r in
      expectEqual(r.indicators, [.altimeterEstimated])
      expectEqual(r.sensorOutages, [.seaLevelPressure, .runwayVisualRange])
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(kind: "variable sky", raw: "PHSF 230038Z AUTO 22005KT 9SM BKN023 22/13 A3029 RMK AO2 BKN V FEW SLP139 $")
    { r in
      expectEqual(r.variableSky, Remarks.VariableSky(from: "BKN", to: "FEW"))
      expectEqual(r.seaLevelPressure, hPa(1013.9))
    },
    RemarkCase(
      kind: "variable sky with height",
      raw:
        "KBAB 180745Z AUTO 09004KT 10SM BKN026 BKN055 10/10 A3011 RMK AO2 RAB0658E10DZB10E25 CIG 026V055 BKN026 V FEW $"
    ) { r in
      expectEqual(r.variableSky, Remarks.VariableSky(from: "BKN", to: "FEW", height: feet(2600)))
      expectEqual(r.variableCeiling, Remarks.VariableRange(minimum: feet(2600), maximum: feet(5500)))
      expectEqual(r.weatherEvents, [
          Remarks.WeatherEvent(phenomenon: "RA", began: at(6, 58), ended: at(nil, 10)),
          Remarks.WeatherEvent(phenomenon: "DZ", began: at(nil, 10), ended: at(nil, 25)),
        ])
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(
      kind: "SNINCR",
      raw:
        "KJFK 251351Z 04012G20KT 1/2SM R04R/3000V4000FT -SN BR VV007 M11/M13 A3053 RMK AO2 SFC VIS 3/4 SLP338 SNINCR 1/2 P0009 T11061128 $"
    ) { r in
      expectEqual(r.snowIncrease, Remarks.SnowIncrease(pastHour: 1, onGround: 2))
      expectEqual(r.surfaceVisibility, Visibility(distance: miles(0.75)))
      expectEqual(r.hourlyPrecipitation, inches(0.09))
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(
      kind: "COR time",
      raw: "KBIF 031855Z COR 12006KT 10SM SCT120 SCT250 36/09 A3014 RMK AO2 SLP127 T03550091 $ COR 1857"
    ) { r in
      expectEqual(r.correctionTime, at(18, 57))
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(
      kind: "COR time after 57appp",
      raw: "KRIV 012358Z COR 32007KT 10SM CLR 26/13 A2990 RMK AO2A SLP116 T02640131 10269 20197 57013 COR 0002"
    ) { r in
      expectEqual(r.correctionTime, at(0, 2))
      expectEqual(r.pressureTendency, Remarks.PressureTendency(character: .decreasing, change: 1.3))
    },
    RemarkCase(
      kind: "T group, dew point slashes", raw: "KJCA 272215Z AUTO 28006KT 1 1/2SM BR OVC004 09/ A3003 RMK AO2 T0089////"
    ) {
      r in
      expectEqual(r.preciseTemperature, celsius(8.9))
      expectNil(r.preciseDewPoint)
      #expect(r.undecoded.isEmpty)
    },
    RemarkCase(kind: "LTG DSNT S THRU W", raw: "KZPH 262115Z AUTO 04006KT VCTS 25/23 A3000 RMK AO2 LTG DSNT S THRU W") {
      r in
      expectEqual(r.lightning, [Remarks.Lightning(location: "DSNT S THRU W")])
    },
    RemarkCase(
      kind: "SFC VIS less than",
      raw: "METAR KFAT 111553Z 10005KT 1/8SM R29R/1200FT FG VV002 08/07 A3005 RMK AO2 SFC VIS M1/4 SLP174 T00780072"
    ) { r in
      expectEqual(r.surfaceVisibility, Visibility(distance: miles(0.25), qualifier: .lessThan))
      #expect(r.undecoded.isEmpty)
    },
  ]

  @Test(arguments: cases)
  func decodes(_ c: RemarkCase) throws {
    let metar = try METAR(c.raw)
    let remarks = try #require(metar.remarks)
    let rmk = try #require(c.raw.range(of: " RMK "))
    expectEqual(remarks.text, String(c.raw[rmk.upperBound...]))
    c.check(remarks)
  }

  @Test func summaryLines() throws {
    let raw =
      "KSFO 221856Z 29023G28KT 10SM FEW015 SCT170 BKN200 19/09 A2982 RMK AO2 PK WND 29030/1806 SLP097 T01890094 $"
    let remarks = try #require(try METAR(raw).remarks)
    expectEqual(remarks.summaryLines, [
        "Automated station with precipitation discriminator (AO2)",
        "Sea-level pressure 1009.7 hPa",
        "Temperature 18.9 °C, dew point 9.4 °C",
        "Peak wind 290° at 30 kt at 18:06Z",
        "Station needs maintenance ($)",
      ])
  }

  @Test func summaryLinesKeepUndecodedText() throws {
    let raw = "PALJ 031855Z 26007KT 30SM FEW030 16/09 A3025 RMK EST PASS OPN NOSPECI"
    let remarks = try #require(try METAR(raw).remarks)
    expectEqual(remarks.summaryLines, ["No special reports issued (NOSPECI)", "Other remarks: EST PASS OPN"])
  }

  @Test func remarksRoundTripThroughCodable() throws {
    let raw =
      "KUNV 031853Z 18006KT 4SM -TSRA BKN020 22/21 A2990 RMK OCNL LTGCGIC E-S TS SE MOV NE"
    let remarks = try #require(try METAR(raw).remarks)
    let data = try JSONEncoder().encode(remarks)
    try expectEqual(JSONDecoder().decode(Remarks.self, from: data), remarks)
  }

  /// Cut-off and malformed remark groups (synthetic bytes: robustness only): nothing traps and
  /// every token that does not decode is kept, in order, with its offset.
  @Test(arguments: [
    ("KXXX 010000Z RMK PK WND", ["PK", "WND"]),
    ("KXXX 010000Z RMK PK WND 2803/", ["PK", "WND", "2803/"]),
    ("KXXX 010000Z RMK PK", ["PK"]),
    ("KXXX 010000Z RMK WSHFT", ["WSHFT"]),
    ("KXXX 010000Z RMK WSHFT 7", ["WSHFT", "7"]),
    ("KXXX 010000Z RMK VIS 1/2V", ["VIS", "1/2V"]),
    ("KXXX 010000Z RMK VIS 2", ["VIS", "2"]),
    ("KXXX 010000Z RMK SFC VIS", ["SFC", "VIS"]),
    ("KXXX 010000Z RMK RAB", ["RAB"]),
    ("KXXX 010000Z RMK RAB1", ["RAB1"]),
    ("KXXX 010000Z RMK RAB123", ["RAB123"]),
    ("KXXX 010000Z RMK XXB12", ["XXB12"]),
    ("KXXX 010000Z RMK T1 T123456789 T20001000", ["T1", "T123456789", "T20001000"]),
    ("KXXX 010000Z RMK SLP SLP12 SLP1234", ["SLP", "SLP12", "SLP1234"]),
    ("KXXX 010000Z RMK 4/ 933 59123 6123", ["4/", "933", "59123", "6123"]),
    ("KXXX 010000Z RMK OCNL CIG 12V3 QFE7", ["OCNL", "CIG", "12V3", "QFE7"]),
    ("KXXX 010000Z RMK SLP123 SLP456", ["SLP456"]),
    ("KXXX 010000Z RMK $ $", ["$"]),
    ("KXXX 010000Z RMK", []),
    ("KXXX 010000Z RMK   =", []),
  ])
  func malformedRemarksStayUndecoded(_ raw: String, _ expected: [String]) throws {
    let remarks = try #require(try METAR(raw).remarks)
    expectEqual(remarks.undecoded.map(\.text), expected)
    let bytes = Array(raw.utf8)
    for token in remarks.undecoded {
      let slice = bytes[token.offset..<(token.offset + token.text.utf8.count)]
      expectEqual(String(decoding: slice, as: UTF8.self), token.text)
    }
  }
}

/// Every report of the public corpus with remarks: nothing traps, the text is kept, undecoded
/// tokens point at their bytes; the share decoded and the top undecoded tokens are printed.
@Suite("METAR remarks corpus sweep")
struct RemarksCorpusSweepTests {
  /// Whether an ICAO code is a US station (contiguous states, Alaska, Hawaii, Pacific, Puerto Rico).
  static func isUS(_ station: Substring) -> Bool {
    station.hasPrefix("K") || station.hasPrefix("PA") || station.hasPrefix("PH") || station.hasPrefix("PG")
      || station.hasPrefix("TJ")
  }

  /// Every corpus report (a stride of them unless `AVIATIONWEATHER_FULL_CORPUS=1`: CorpusSweep).
  @Test func corpusRemarks() throws {
    let sample = try CorpusSweep.lines("metar_corpus.txt", every: CorpusSweep.metarStride)
    let lines = sample.lines
    var withRemarks = 0
    var tokens = 0
    var undecoded = 0
    var usTokens = 0
    var usUndecoded = 0
    var shapes: [String: Int] = [:]
    var usShapes: [String: Int] = [:]
    for line in lines {
      guard let metar = try? METAR(line), let remarks = metar.remarks else { continue }
      withRemarks += 1
      let words = line.split(separator: " ")
      guard let rmk = words.firstIndex(of: "RMK") else {
        // `RMK/A2981`, `Q1009RMK`: a repaired token started the remarks (METARRepairTests).
        if metar.repaired.contains(where: { $0.readAs.hasPrefix("RMK ") || $0.readAs.hasSuffix(" RMK") }) {
          #expect(
            line.hasSuffix(" " + remarks.text) || line.hasSuffix("/" + remarks.text)
              || line.hasSuffix(":" + remarks.text))
          continue
        }
        Issue.record("remarks decoded but no RMK token: \(line)")
        continue
      }
      let after = words[(rmk + 1)...]
      #expect(remarks.text == after.joined(separator: " "), "\(line)")
      let station = words.first == "METAR" || words.first == "SPECI" ? words[1] : words[0]
      let us = Self.isUS(station)
      tokens += after.count
      undecoded += remarks.undecoded.count
      if us {
        usTokens += after.count
        usUndecoded += remarks.undecoded.count
      }
      #expect(remarks.undecoded.count <= after.count, "\(line)")
      let bytes = Array(line.utf8)
      for token in remarks.undecoded {
        let end = token.offset + token.text.utf8.count
        guard token.offset >= 0, end <= bytes.count else {
          Issue.record("undecoded token out of range: \(token) in \(line)")
          continue
        }
        #expect(String(decoding: bytes[token.offset..<end], as: UTF8.self) == token.text, "\(line)")
        let shape = String(token.text.map { $0.isNumber ? "9" : $0 })
        shapes[shape, default: 0] += 1
        if us { usShapes[shape, default: 0] += 1 }
      }
      // The summary never loses the undecoded text.
      if !remarks.undecoded.isEmpty { expectEqual(remarks.summaryLines.last?.hasPrefix("Other remarks: "), true) }
    }
    #expect(withRemarks > sample.atLeast(15_000))
    func share(_ undecoded: Int, of total: Int) -> String {
      total == 0 ? "-" : "\(Double((total - undecoded) * 1000 / total) / 10)%"
    }
    print(
      "Remarks: \(withRemarks) reports, \(tokens) tokens, \(undecoded) undecoded (\(share(undecoded, of: tokens)) decoded)"
    )
    print("US remarks: \(usTokens) tokens, \(usUndecoded) undecoded (\(share(usUndecoded, of: usTokens)) decoded)")
    func top(_ counts: [String: Int]) -> String {
      counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(40)
        .map { "\($0.key)×\($0.value)" }.joined(separator: " ")
    }
    print("Top undecoded remark tokens (digits as 9): \(top(shapes))")
    print("Top undecoded US remark tokens (digits as 9): \(top(usShapes))")
    // A floor that catches a regression in the US decoders (98.4% at the time of writing).
    #expect(usTokens > 0 && Double(usTokens - usUndecoded) / Double(usTokens) > 0.97)
  }

  /// Real remark lines cut at every byte after `RMK` (every 25th corpus report with remarks):
  /// nothing traps, the text is the cut remark text, undecoded tokens point at their bytes.
  @Test func truncatedRemarksNeverTrap() throws {
    let lines = try Fixture.lines("metar_corpus.txt").filter { $0.contains(" RMK ") }
    var decoded = 0
    for (index, line) in lines.enumerated() where index % 25 == 0 {
      let bytes = Array(line.utf8)
      guard let rmk = line.range(of: " RMK ") else { continue }
      let start = line.utf8.distance(from: line.startIndex, to: rmk.upperBound)
      for cut in start...bytes.count {
        let prefix = Array(bytes[..<cut])
        guard let remarks = try? METAR(utf8: prefix).remarks else { continue }
        decoded += 1
        let expected = String(decoding: prefix[start...], as: UTF8.self)
        #expect(remarks.text == expected.trimmingCharacters(in: .whitespaces), "\(line) cut at \(cut)")
        for token in remarks.undecoded {
          let end = token.offset + token.text.utf8.count
          #expect(token.offset >= start && end <= cut, "\(line) cut at \(cut)")
        }
      }
    }
    #expect(decoded > 10_000)
  }
}
