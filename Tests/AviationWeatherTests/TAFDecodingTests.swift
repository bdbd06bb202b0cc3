import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// A real TAF from Fixtures/taf_corpus.txt with hand-checked expectations beside it.
struct TAFCase: Sendable, CustomTestStringConvertible {
  let name: String
  let raw: String
  /// Tokens expected in `unparsed` (real typos in the report); empty for almost all.
  var unparsed: [String] = []
  let check: @Sendable (TAF) -> Void

  var testDescription: String { name }

  static let all: [TAFCase] = [
    TAFCase(
      name: "PROB30 TEMPO",
      raw: "TAF EDDB 051100Z 0512/0612 19006KT 9999 SCT045 PROB30 TEMPO 0607/0610 BKN007"
    ) { taf in
      expectEqual(taf.station, "EDDB")
      expectEqual(taf.issueTime, DayTime(day: 5, hour: 11, minute: 0))
      expectEqual(taf.validity, TAFValidity(from: DayTime(day: 5, hour: 12, minute: 0), to: DayTime(day: 6, hour: 12, minute: 0)))
      #expect(!taf.isAmended && !taf.isCorrected && !taf.isNil && !taf.isCancelled)
      expectEqual(taf.base.map { tafCode($0.conditions) }, "19006KT 9999 SCT045")
      expectEqual(tafSignatures(taf), ["PROB30 TEMPO 0607/0610"])
      expectEqual(taf.changeGroups.first?.kind, .temporary)
      expectEqual(taf.changeGroups.first?.probability, 30)
      expectEqual(taf.changeGroups.first.map { tafCode($0.conditions) }, "BKN007")
    },
    TAFCase(
      name: "PROB30 alone",
      raw: "TAF EFTU 070826Z 0709/0809 09007KT 9999 BKN025 PROB30 0712/0718 3000 -SHSN BKN012"
    ) { taf in
      expectEqual(tafSignatures(taf), ["PROB30 0712/0718"])
      expectEqual(taf.changeGroups.first?.kind, .probable)
      expectEqual(taf.changeGroups.first.map { tafCode($0.conditions) }, "3000 -SHSN BKN012")
    },
    TAFCase(
      name: "Two PROB30 groups without TAF word",
      raw: "EGLL 082257Z 0900/1006 20006KT 9999 FEW045 PROB30 0903/0907 9000 PROB30 1003/1006 6000"
    ) { taf in
      expectEqual(taf.station, "EGLL")
      expectEqual(taf.validity?.from, DayTime(day: 9, hour: 0, minute: 0))
      expectEqual(tafSignatures(taf), ["PROB30 0903/0907", "PROB30 1003/1006"])
      expectEqual(taf.changeGroups.map { tafCode($0.conditions) }, ["9000", "6000"])
    },
    TAFCase(
      name: "Military turbulence, overlapping PROB40 TEMPO and PROB30 TEMPO, end hour 24",
      raw:
        "TAF EGYP 060435Z 0606/0624 35015G25KT 9999 BKN010 520003 PROB40 TEMPO 0606/0608 VRB08KT 560003 PROB40 TEMPO 0606/0618 3000 RADZ BKN006 PROB30 TEMPO 0606/0615 2000 RASN SCT003 BECMG 0607/0609 30010KT 50//// BECMG 0614/0618 23022G32KT SCT035 BECMG 0618/0621 25015KT BECMG 0621/0624 28010KT"
    ) { taf in
      expectEqual(taf.validity?.to, DayTime(day: 6, hour: 24, minute: 0))
      expectEqual(tafSignatures(taf), [
          "PROB40 TEMPO 0606/0608", "PROB40 TEMPO 0606/0618", "PROB30 TEMPO 0606/0615", "BECMG 0607/0609",
          "BECMG 0614/0618", "BECMG 0618/0621", "BECMG 0621/0624",
        ])
      // 520003: moderate turbulence in clear air, occasional, from the surface, 3,000 ft thick.
      let base = taf.base?.turbulence.first
      expectEqual(base, TurbulenceForecast(code: 2, baseFeet: 0, thicknessFeet: 3000))
      #expect(base?.intensity == .moderate && base?.isInCloud == false && base?.isFrequent == false)
      // 560003: severe turbulence in clear air, occasional.
      expectEqual(taf.changeGroups.first?.turbulence.first?.intensity, .severe)
      expectEqual(taf.changeGroups.first.map { tafCode($0.conditions) }, "VRB08KT")
      // 50////: no turbulence, layer not given.
      expectEqual(taf.forecasts[4].turbulence, [TurbulenceForecast(code: 0, baseFeet: nil, thicknessFeet: nil)])
      expectEqual(taf.forecasts[5].conditions.wind?.gust?.value, 32)
    },
    TAFCase(
      name: "Military icing, QNH INS, TX/TN, BECMG with NSW",
      raw:
        "TAF BGTL 060900Z 0609/0715 VRB06KT 8000 -SHRASN OVC003 610105 QNH2980INS BECMG 0614/0615 VRB06KT 9999 NSW BKN005 OVC015 620105 QNH2983INS TX03/0620Z TNM02/0709Z"
    ) { taf in
      expectEqual(taf.base.map { tafCode($0.conditions) }, "VRB06KT 8000 -SHRASN OVC003")
      // 610105: light icing, base 010 (1,000 ft), 5,000 ft thick.
      expectEqual(taf.base?.icing, [IcingForecast(code: 1, baseFeet: 1000, thicknessFeet: 5000)])
      expectEqual(taf.base?.icing.first?.intensity, .light)
      expectEqual(taf.base?.icing.first?.topFeet, 6000)
      expectEqual(taf.base?.altimeter, Pressure(29.80, .inchesOfMercury))
      expectEqual(tafSignatures(taf), ["BECMG 0614/0615"])
      let becoming = taf.changeGroups.first
      expectEqual(becoming.map { tafCode($0.conditions) }, "VRB06KT 9999 NSW BKN005 OVC015")
      // 620105: light icing in cloud.
      expectEqual(becoming?.icing.first?.location, .inCloud)
      expectEqual(becoming?.altimeter, Pressure(29.83, .inchesOfMercury))
      expectEqual(taf.temperatures, [
          TemperatureForecast(
            kind: .maximum, temperature: Temperature(3, .celsius), time: DayTime(day: 6, hour: 20, minute: 0)),
          TemperatureForecast(
            kind: .minimum, temperature: Temperature(-2, .celsius), time: DayTime(day: 7, hour: 9, minute: 0)),
        ])
    },
    TAFCase(
      name: "Military turbulence in cloud, frequent",
      raw:
        "TAF KPOB 141700Z 1417/1523 03030G40KT 4800 RA OVC020 530002 580204 QNH2954INS TEMPO 1417/1423 05040G55KT 1600 +RA OVC015 BECMG 1504/1505 05025G35KT 4800 RA OVC015 530002 550204 QNH2960INS"
    ) { taf in
      // 530002: moderate, clear air, frequent, surface to 2,000 ft. 580204: severe, in cloud, occasional, 2,000 to 6,000 ft.
      let layers = taf.base?.turbulence ?? []
      expectEqual(layers, [
          TurbulenceForecast(code: 3, baseFeet: 0, thicknessFeet: 2000),
          TurbulenceForecast(code: 8, baseFeet: 2000, thicknessFeet: 4000),
        ])
      #expect(layers.first?.isFrequent == true && layers.first?.isInCloud == false)
      #expect(layers.last?.intensity == .severe && layers.last?.isInCloud == true && layers.last?.isFrequent == false)
      expectEqual(layers.last?.topFeet, 6000)
      expectEqual(taf.base?.altimeter, Pressure(29.54, .inchesOfMercury))
      expectEqual(tafSignatures(taf), ["TEMPO 1417/1423", "BECMG 1504/1505"])
      expectEqual(taf.changeGroups.last?.turbulence.last, TurbulenceForecast(code: 5, baseFeet: 2000, thicknessFeet: 4000))
    },
    TAFCase(
      name: "CAVOK then NSW",
      raw:
        "TAF LTAC 051640Z 0518/0618 VRB02KT CAVOK BECMG 0600/0603 4000 BR PROB30 TEMPO 0604/0607 1400 BCFG BECMG 0607/0609 9999 NSW SCT040 BECMG 0614/0616 CAVOK"
    ) { taf in
      expectEqual(taf.base.map { tafCode($0.conditions) }, "VRB02KT CAVOK")
      expectEqual(tafSignatures(taf), ["BECMG 0600/0603", "PROB30 TEMPO 0604/0607", "BECMG 0607/0609", "BECMG 0614/0616"])
      expectEqual(taf.changeGroups.map { tafCode($0.conditions) }, ["4000 BR", "1400 BCFG", "9999 NSW SCT040", "CAVOK"])
    },
    TAFCase(
      name: "CAVOK, BECMG -FZRA, BECMG NSW",
      raw:
        "TAF EDDK 110500Z 1106/1212 12006KT CAVOK PROB30 TEMPO 1115/1120 BKN014 BECMG 1117/1120 13011KT BECMG 1200/1202 -FZRA TEMPO 1201/1207 4000 FZRA BKN008 BECMG 1206/1209 NSW TEMPO 1207/1212 BKN012"
    ) { taf in
      expectEqual(tafSignatures(taf), [
          "PROB30 TEMPO 1115/1120", "BECMG 1117/1120", "BECMG 1200/1202", "TEMPO 1201/1207", "BECMG 1206/1209",
          "TEMPO 1207/1212",
        ])
      expectEqual(taf.changeGroups.map { tafCode($0.conditions) }, [
          "BKN014", "13011KT", "-FZRA", "4000 FZRA BKN008", "NSW", "BKN012",
        ])
    },
    TAFCase(
      name: "BECMG of a single element (wind), TXM/TNM",
      raw:
        "TAF BIKF 051931Z 0521/0621 03013KT CAVOK TXM02/0521Z TNM06/0610Z BECMG 0605/0607 07010KT BECMG 0618/0620 09015G25KT"
    ) { taf in
      expectEqual(tafSignatures(taf), ["BECMG 0605/0607", "BECMG 0618/0620"])
      expectEqual(taf.changeGroups.map { tafCode($0.conditions) }, ["07010KT", "09015G25KT"])
      #expect(taf.changeGroups.allSatisfy { $0.visibility == nil && $0.sky.isEmpty && !$0.conditions.isCAVOK })
      expectEqual(taf.maximumTemperatures.map(\.temperature), [Temperature(-2, .celsius)])
      expectEqual(taf.minimumTemperatures.map(\.time), [DayTime(day: 6, hour: 10, minute: 0)])
    },
    TAFCase(
      name: "Overlapping PROB40 TEMPO groups, vertical visibility",
      raw:
        "TAF ENAL 080500Z 0806/0815 16008KT 9999 FEW030 PROB40 TEMPO 0813/0815 1200 SHSN VV008 PROB40 TEMPO 0813/0815 SCT020CB"
    ) { taf in
      expectEqual(tafSignatures(taf), ["PROB40 TEMPO 0813/0815", "PROB40 TEMPO 0813/0815"])
      expectEqual(taf.changeGroups.map { tafCode($0.conditions) }, ["1200 SHSN VV008", "SCT020CB"])
      expectEqual(taf.changeGroups.first?.conditions.ceilingFeet, 800)
    },
    TAFCase(
      name: "Three TEMPO groups and towering cumulus",
      raw:
        "TAF EDDK 052300Z 0600/0706 19004KT 9999 BKN020 TEMPO 0600/0607 2500 -SHSN BKN006TCU TEMPO 0607/0610 3000 BR BKN005 TEMPO 0610/0612 BKN012 BECMG 0700/0703 15009KT"
    ) { taf in
      expectEqual(tafSignatures(taf), ["TEMPO 0600/0607", "TEMPO 0607/0610", "TEMPO 0610/0612", "BECMG 0700/0703"])
      expectEqual(taf.changeGroups.first?.sky.first?.cloudType, .toweringCumulus)
      expectEqual(taf.changeGroups.map { tafCode($0.conditions) }, [
          "2500 -SHSN BKN006TCU", "3000 BR BKN005", "BKN012", "15009KT",
        ])
    },
    TAFCase(
      name: "TAF COR",
      raw:
        "TAF COR DAAG 111700Z 1118/1218 08010KT CAVOK PROB40 TEMPO 1118/1121 5000 -TSRA FEW026CB BECMG 1122/1201 VRB02KT PROB40 TEMPO 1208/1214 5000 -TSRA FEW026CB BECMG 1208/1212 10010KT"
    ) { taf in
      #expect(taf.isCorrected && !taf.isAmended)
      expectEqual(taf.station, "DAAG")
      expectEqual(tafSignatures(taf), [
          "PROB40 TEMPO 1118/1121", "BECMG 1122/1201", "PROB40 TEMPO 1208/1214", "BECMG 1208/1212",
        ])
      expectEqual(taf.changeGroups.first.map { tafCode($0.conditions) }, "5000 -TSRA FEW026CB")
    },
    TAFCase(
      name: "TAF COR with TEMPO drizzle",
      raw:
        "TAF COR EGDY 111703Z 1118/1203 33005KT 9999 FEW008 BKN015 TEMPO 1118/1120 4000 -DZ SCT008 BKN012 BECMG 1122/1203 SCT030"
    ) { taf in
      #expect(taf.isCorrected)
      expectEqual(taf.base.map { tafCode($0.conditions) }, "33005KT 9999 FEW008 BKN015")
      expectEqual(taf.changeGroups.last.map { tafCode($0.conditions) }, "SCT030")
    },
    TAFCase(
      name: "TAF AMD, fog",
      raw: "TAF AMD YCIN 131514Z 1315/1402 VRB05KT 0300 FG BKN001"
    ) { taf in
      #expect(taf.isAmended && !taf.isCorrected)
      expectEqual(taf.station, "YCIN")
      expectEqual(taf.base.map { tafCode($0.conditions) }, "VRB05KT 0300 FG BKN001")
      expectEqual(taf.base?.conditions.flightCategory, .lifr)
      #expect(taf.changeGroups.isEmpty)
    },
    TAFCase(
      name: "AMD before and after the station, old DDHHHH validity, HHMM FM, TM temperatures",
      raw:
        "TAF AMD PAED AMD 010021 VRB04KT 0400 SN SCT015 BKN025 620258 QNH2960INS BECMG 0405 03008KT 4800 -SN BR SCT007 BKN015 OVC025 620159 QNH2955INS BECMG 0607 VRB04KT 9999 VCSHSN SCT040 KBKN080 QNH2955INS BECMG 1617 03010KT 8000 -SN SCT020 BKN030 OVC070 620307 QNH2960INS BECMG 1920 03010KT 3200 -SN SCT007 BKN012 OVC025 620129 QNH2960INS TM05/20Z TM12/05Z AMD 0051",
      unparsed: ["KBKN080"]
    ) { taf in
      #expect(taf.isAmended)
      expectNil(taf.issueTime)
      expectEqual(taf.validity, TAFValidity(from: DayTime(day: 1, hour: 0, minute: 0), to: DayTime(day: nil, hour: 21, minute: 0)))
      expectEqual(tafSignatures(taf), ["BECMG 0405", "BECMG 0607", "BECMG 1617", "BECMG 1920"])
      // 620258: light icing in cloud from 2,500 ft, 8,000 ft thick.
      expectEqual(taf.base?.icing, [IcingForecast(code: 2, baseFeet: 2500, thicknessFeet: 8000)])
      expectEqual(taf.temperatures, [
          TemperatureForecast(
            kind: .atTime, temperature: Temperature(-5, .celsius), time: DayTime(day: nil, hour: 20, minute: 0)),
          TemperatureForecast(
            kind: .atTime, temperature: Temperature(-12, .celsius), time: DayTime(day: nil, hour: 5, minute: 0)),
        ])
      expectEqual(taf.remarks, ["AMD 0051"])
    },
    TAFCase(
      name: "Old format: DDHHHH validity, HHHH TEMPO, FMhhmm",
      raw:
        "TAF AMD PAGK 061909Z 061918 01006KT P6SM SCT020 BKN040 TEMPO 1904 5SM -SHSN BKN020 FM0400 01006KT P6SM SCT035 BKN070 TEMPO 0409 BKN035 FM0900 VRB03KT P6SM SCT020 BKN040 TEMPO 0918 3SM -SHSN BR SCT010 BKN020"
    ) { taf in
      expectEqual(taf.issueTime, DayTime(day: 6, hour: 19, minute: 9))
      expectEqual(taf.validity, TAFValidity(from: DayTime(day: 6, hour: 19, minute: 0), to: DayTime(day: nil, hour: 18, minute: 0)))
      expectEqual(tafSignatures(taf), ["TEMPO 1904", "FM0400", "TEMPO 0409", "FM0900", "TEMPO 0918"])
      expectEqual(taf.changeGroups.map { tafCode($0.conditions) }[1], "01006KT P6SM SCT035 BKN070")
    },
    TAFCase(
      name: "NIL",
      raw: "TAF EFMI 162000Z NIL"
    ) { taf in
      #expect(taf.isNil)
      expectEqual(taf.issueTime, DayTime(day: 16, hour: 20, minute: 0))
      expectNil(taf.validity)
      #expect(taf.forecasts.isEmpty && taf.base == nil)
    },
    TAFCase(
      name: "CNL",
      raw: "TAF EGDM 261557Z 2615/2618 CNL"
    ) { taf in
      #expect(taf.isCancelled && !taf.isNil)
      expectEqual(taf.validity, TAFValidity(from: DayTime(day: 26, hour: 15, minute: 0), to: DayTime(day: 26, hour: 18, minute: 0)))
      #expect(taf.forecasts.isEmpty)
    },
    TAFCase(
      name: "US FM groups with minutes, VV, fractions, P6SM",
      raw:
        "KCRW 150914Z 1509/1606 00000KT 1SM BR VV001 FM151000 00000KT 1/2SM FG OVC002 FM151330 VRB03KT P6SM BKN015 FM151800 08008KT P6SM VCTS SCT035CB OVC050 FM152300 07006KT P6SM BKN080"
    ) { taf in
      expectEqual(tafSignatures(taf), ["FM151000", "FM151330", "FM151800", "FM152300"])
      expectEqual(taf.changeGroups.map { $0.from?.minute }, [0, 30, 0, 0])
      expectEqual(taf.forecasts.map { tafCode($0.conditions) }, [
          "00000KT 1SM BR VV001", "00000KT 1/2SM FG OVC002", "VRB03KT P6SM BKN015", "08008KT P6SM VCTS SCT035CB OVC050",
          "07006KT P6SM BKN080",
        ])
      expectEqual(taf.forecasts.map { $0.conditions.flightCategory }, [.lifr, .lifr, .mvfr, .vfr, .vfr])
      expectEqual(taf.base?.wind?.isCalm, true)
    },
    TAFCase(
      name: "Validity to hour 24 and AMD LTD note",
      raw:
        "KOAJ 140335Z 1404/1424 02035G50KT 3SM +SHRA BR OVC014 FM140900 04050G70KT 3SM +SHRA BR OVC003 FM141700 09045G60KT 2SM +SHRA BR OVC007 AMD LTD TO CLD VIS AND WIND"
    ) { taf in
      expectEqual(taf.validity?.to, DayTime(day: 14, hour: 24, minute: 0))
      expectEqual(tafSignatures(taf), ["FM140900", "FM141700"])
      expectEqual(taf.remarks, ["AMD LTD TO CLD VIS AND WIND"])
      expectEqual(taf.changeGroups.last.map { tafCode($0.conditions) }, "09045G60KT 2SM +SHRA BR OVC007")
    },
    TAFCase(
      name: "Low-level wind shear WS020/05065KT",
      raw:
        "KFAY 141906Z 1419/1518 03033G45KT 2SM SHRA OVC015 WS020/05065KT FM142100 05032G44KT 2SM SHRA OVC015 WS020/05065KT TEMPO 1421/1424 1SM +SHRA OVC007 FM150200 07031G42KT 1SM +SHRA OVC015 FM151200 10029G40KT 1SM SHRA OVC015 WS020/08055KT"
    ) { taf in
      expectEqual(taf.base.map { tafCode($0.conditions) }, "03033G45KT 2SM SHRA OVC015 WS020/05065KT")
      expectEqual(tafSignatures(taf), ["FM142100", "TEMPO 1421/1424", "FM150200", "FM151200"])
      expectEqual(taf.changeGroups.last.map { tafCode($0.conditions) }, "10029G40KT 1SM SHRA OVC015 WS020/08055KT")
    },
    TAFCase(
      name: "Canadian RMK",
      raw:
        "TAF CYBG 130530Z 1306/1406 VRB03KT P6SM SKC FM130700 VRB03KT 6SM BR SCT030 TEMPO 1307/1312 2SM BR FM131200 VRB03KT P6SM SCT030 BECMG 1315/1317 29008KT FM140000 VRB03KT P6SM FEW030 RMK NXT FCST BY 131200Z"
    ) { taf in
      expectEqual(tafSignatures(taf), ["FM130700", "TEMPO 1307/1312", "FM131200", "BECMG 1315/1317", "FM140000"])
      expectEqual(taf.remarks, ["NXT FCST BY 131200Z"])
      expectEqual(taf.changeGroups.last.map { tafCode($0.conditions) }, "VRB03KT P6SM FEW030")
    },
    TAFCase(
      name: "Run-together 11/2SM, remark to the end",
      raw:
        "TAF CYSN 191938Z 1920/2002 07012G22KT 3/4SM -SN BLSN VV005 TEMPO 1920/1923 11/2SM -SN OVC010 BECMG 1920/1922 06018G28KT FM192300 06020G30KT 1/2SM -SN BLSN VV006 TEMPO 1923/2002 1SM -SN VV010 RMK NXT FCST WILL BE ISSUED AT 201345Z"
    ) { taf in
      expectEqual(taf.validity?.to, DayTime(day: 20, hour: 2, minute: 0))
      expectEqual(taf.changeGroups.first.map { tafCode($0.conditions) }, "1 1/2SM -SN OVC010")
      expectEqual(taf.remarks, ["NXT FCST WILL BE ISSUED AT 201345Z"])
    },
    TAFCase(
      name: "1 1/2SM over two tokens",
      raw:
        "PABE 011957Z 0120/0218 36022KT 6SM -SHSN SCT015 OVC030 TEMPO 0120/0122 1 1/2SM -SHSN BLSN BKN015 FM012200 34020G28KT 1 1/2SM -SN BLSN OVC015 FM020600 28018G26KT 2SM -SN BLSN OVC015 FM021500 26012G20KT 5SM -SN OVC020"
    ) { taf in
      expectEqual(tafSignatures(taf), ["TEMPO 0120/0122", "FM012200", "FM020600", "FM021500"])
      expectEqual(taf.changeGroups.first?.visibility?.distance, Distance(1.5, .statuteMiles))
      expectEqual(taf.changeGroups.map { tafCode($0.conditions) }[1], "34020G28KT 1 1/2SM -SN BLSN OVC015")
    },
    TAFCase(
      name: "Freezing fog TEMPO, VV002",
      raw: "PABE 042001Z 0420/0518 19006KT 3SM BR OVC006 TEMPO 0420/0422 1/2SM FZFG VV002 FM050300 15006KT P6SM OVC010"
    ) { taf in
      expectEqual(taf.changeGroups.first.map { tafCode($0.conditions) }, "1/2SM FZFG VV002")
      expectEqual(taf.base?.conditions.flightCategory, .ifr)
      expectEqual(taf.changeGroups.last?.conditions.flightCategory, .mvfr)
    },
    TAFCase(
      name: "Wind in metres per second",
      raw: "TAF UHSS 091700Z 0918/1024 VRB01MPS 9999 SCT040CB BECMG 0921/0923 25006MPS BECMG 1007/1009 19003MPS"
    ) { taf in
      expectEqual(taf.base?.wind?.speed, Speed(1, .metersPerSecond))
      expectEqual(taf.changeGroups.map { tafCode($0.conditions) }, ["25006MPS", "19003MPS"])
    },
    TAFCase(
      name: "Australian FM groups with CAVOK",
      raw: "TAF YBAS 082312Z 0900/0924 10014KT CAVOK FM090800 10005KT CAVOK FM091500 07005KT CAVOK"
    ) { taf in
      expectEqual(tafSignatures(taf), ["FM090800", "FM091500"])
      #expect(taf.forecasts.allSatisfy { $0.conditions.isCAVOK && $0.conditions.flightCategory == .vfr })
    },
    TAFCase(
      name: "No issue time, old T groups, LAST NO AMDS note",
      raw:
        "TAF KNCA 1215/1315 09010KT 9999 SCT120 QNH3008INS FM130000 36010G20KT 9999 SCT030 BKN050 QNH3000INS FM131500 VRB25G50KT 0800 +TSRA BR SCT025CB BKN030 QNH2950INS T30/1218Z T24/1306Z LAST NO AMDS AFT 1215 NEXT 1709"
    ) { taf in
      expectNil(taf.issueTime)
      expectEqual(taf.validity, TAFValidity(from: DayTime(day: 12, hour: 15, minute: 0), to: DayTime(day: 13, hour: 15, minute: 0)))
      expectEqual(tafSignatures(taf), ["FM130000", "FM131500"])
      expectEqual(taf.forecasts.map(\.altimeter), [3008, 3000, 2950].map { Pressure(Double($0) / 100, .inchesOfMercury) })
      expectEqual(taf.temperatures.map(\.kind), [.atTime, .atTime])
      expectEqual(taf.temperatures.map(\.temperature), [Temperature(30, .celsius), Temperature(24, .celsius)])
      expectEqual(taf.remarks, ["LAST NO AMDS AFT 1215 NEXT 1709"])
    },
    TAFCase(
      name: "QNH split over two tokens; a glued group read as two",
      raw:
        "TAF AMD KNKT 1416/1515 09040G55KT 2000 +RA BR BKN006 OVC015 570001 590109 552009 552909 543802 QNH2957INS TEMPO 1415/1422 10050G70KT 1600 +RA BR BKN004 OVC010 FM142200 12060G75KT 2000 +RA BR FEW004 BKN009 OVC015 570001 590109 552009 552909 543802 QNH 2962INS FM150000 12045G58KT 2400 +RA BR BKN005 OVC009 570001 590109 552009 552909 543802 QNH2966INS BECMG 1507/1509 14038G55KT 3200 +RA BR FEW004 BKN006 OVC015 570001 590109 552009 552909 543802QNH2974INS T26/1415Z T24/1515Z LAST NO AMDS 1715 AMD 1544"
    ) { taf in
      expectEqual(taf.forecasts[2].altimeter, Pressure(29.62, .inchesOfMercury))
      // 570001 severe clear-air turbulence from the surface to 1,000 ft; 590109 severe in cloud, frequent, 1,000 to 10,000 ft.
      expectEqual(taf.base?.turbulence.count, 5)
      expectEqual(taf.base?.turbulence.first, TurbulenceForecast(code: 7, baseFeet: 0, thicknessFeet: 1000))
      expectEqual(taf.base?.turbulence[1], TurbulenceForecast(code: 9, baseFeet: 1000, thicknessFeet: 9000))
      expectEqual(taf.forecasts[3].turbulence.count, 5)
      // `543802QNH2974INS`: the fifth turbulence layer and the QNH without the space between them.
      expectEqual(taf.forecasts[4].turbulence.count, 5)
      expectEqual(taf.forecasts[4].turbulence.last, TurbulenceForecast(code: 4, baseFeet: 38_000, thicknessFeet: 2_000))
      expectEqual(taf.forecasts[4].altimeter, Pressure(29.74, .inchesOfMercury))
      expectEqual(taf.repaired, [
          RepairedToken(text: "543802QNH2974INS", offset: 439, readAs: "543802 QNH2974INS", reason: .missingSpace)
        ])
      expectEqual(taf.remarks, ["LAST NO AMDS 1715 AMD 1544"])
    },
    TAFCase(
      name: "Military TAF without TAF word, validity over two days",
      raw:
        "KPAM 061900Z 0619/0801 36009KT 9999 SCT030 QNH3007INS TEMPO 0621/0701 35009KT 9999 VCTS BKN030CB BECMG 0713/0714 04012KT 9999 SCT030 QNH3004INS TX32/0718Z TN26/0711Z"
    ) { taf in
      expectEqual(taf.validity?.to, DayTime(day: 8, hour: 1, minute: 0))
      expectEqual(taf.changeGroups.first.map { tafCode($0.conditions) }, "35009KT 9999 VCTS BKN030CB")
      expectEqual(taf.temperatures.count, 2)
      expectEqual(taf.maximumTemperatures.first?.time, DayTime(day: 7, hour: 18, minute: 0))
    },
    TAFCase(
      name: "US Air Force WND notes and a variable sector in TEMPO",
      raw:
        "TAF ORBD 131100Z 1311/1417 35010G15KT 9999 FEW200 QNH2979INS WND 290V040 WND 33009KT AFT 1315 TEMPO 1311/1314 34015G25KT 8000 BLDU 280V020 BECMG 1407/1408 33010G15KT 9999 FEW200 QNH2962INS WND 320V040 WND 33009KT AFT 1415 TX47/1412Z TN29/1402Z"
    ) { taf in
      expectEqual(taf.remarks, ["WND 290V040", "WND 33009KT AFT 1315", "WND 320V040", "WND 33009KT AFT 1415"])
      expectEqual(taf.changeGroups.first.map { tafCode($0.conditions) }, "34015G25KT 280V020 8000 BLDU")
      expectEqual(taf.temperatures.map(\.temperature.value), [47, 29])
    },
    TAFCase(
      name: "CAVOK, BECMG rain, BECMG 9999 NSW",
      raw:
        "TAF LFPO 110500Z 1106/1212 19005KT CAVOK BECMG 1121/1122 18012G22KT 4500 -RA BECMG 1122/1124 9999 NSW BKN008 TEMPO 1200/1208 4000 -RA BECMG 1208/1209 SCT030 BKN050"
    ) { taf in
      expectEqual(tafSignatures(taf), ["BECMG 1121/1122", "BECMG 1122/1124", "TEMPO 1200/1208", "BECMG 1208/1209"])
      expectEqual(taf.changeGroups.map { tafCode($0.conditions) }, [
          "18012G22KT 4500 -RA", "9999 NSW BKN008", "4000 -RA", "SCT030 BKN050",
        ])
    },
    TAFCase(
      name: "A stray space read, a broken window read as the group's corrupt window",
      raw:
        "TAF SBBV 091600Z 0918/1018 17008KT 9999 SCT010 FEW020TCU TN25/1007Z T X33/1018Z PROB30 TEMPO 0918/0921 5000 RA BECMG 0922/0924 18005KT FEW030 BECMG 1002/1004 23005KT BECMG 1007/1009 36005KT BECMG 1011/1013 30005KT BECMG 1015/1 017 27005KT BKN035 FEW040TCU RMK PCQ",
      unparsed: ["017"]
    ) { taf in
      // `1015/1`: the window is there, its end cut short: the group's time, which does not decode
      // (issue 29, pattern 6); the rest of the split window stays unparsed.
      expectEqual(taf.unparsed.first?.offset, 227)
      expectEqual(taf.warnings.map(\.code), [.changeGroupTimeInvalid])
      expectEqual(taf.warnings.first?.offset, 220)
      // `T X33/1018Z`: the maximum temperature with a space after its `T`.
      expectEqual(taf.temperatures.map(\.kind), [.minimum, .maximum])
      expectEqual(taf.maximumTemperatures.first?.temperature, Temperature(33, .celsius))
      expectEqual(taf.repaired.map(\.readAs), ["TX33/1018Z"])
      expectEqual(taf.repaired.first?.offset, 68)
      // The broken window leaves the last BECMG without times, but its conditions are kept.
      expectEqual(taf.changeGroups.last.map { tafCode($0.conditions) }, "27005KT BKN035 FEW040TCU")
      expectNil(taf.changeGroups.last?.from)
      expectEqual(taf.remarks, ["PCQ"])
    },
  ]
}

@Suite struct TAFDecodingTests {
  @Test(arguments: TAFCase.all)
  func decodes(_ c: TAFCase) throws {
    let taf = try TAF(c.raw)
    #expect(try TAFTokenAccountingTests.unknownSilentTokens(in: c.raw).isEmpty)
    expectEqual(taf.unparsed.map(\.text), c.unparsed)
    for token in taf.unparsed {
      let bytes = Array(c.raw.utf8)
      expectEqual(String(decoding: bytes[token.offset..<(token.offset + token.text.utf8.count)], as: UTF8.self), token.text)
    }
    c.check(taf)
  }

  @Test func everyCaseIsARealCorpusLine() throws {
    let corpus = Set(try Fixture.lines("taf_corpus.txt"))
    for c in TAFCase.all {
      #expect(corpus.contains(c.raw), "\(c.name) is not verbatim from Fixtures/taf_corpus.txt")
    }
    #expect(TAFCase.all.count >= 30)
  }

  @Test func strictModeThrowsAtTheFirstUnknownToken() throws {
    let raw = try #require(TAFCase.all.first { $0.raw.hasPrefix("TAF SBBV") }?.raw)
    #expect {
      _ = try TAF(raw, options: .strict)
    } throws: { error in
      guard let error = error as? DecodeError else { return false }
      return error.code == .unexpectedToken && error.token == "T" && error.offset == 68
    }
    // A clean TAF decodes the same in both modes.
    let clean = TAFCase.all[0].raw
    try expectEqual(TAF(clean, options: .strict), TAF(clean))
  }

  @Test func rejectsWhatIsNotATAF() throws {
    #expect(throws: DecodeError.self) { _ = try TAF("") }
    #expect(throws: DecodeError.self) { _ = try TAF("   \n  ") }
    // A real METAR from Fixtures/metar_corpus.txt, with its leading word.
    let metar = "METAR BGJN 091950Z AUTO 14003KT 9999NDV SCT016/// BKN019/// 04/01 Q1003"
    #expect {
      _ = try TAF(metar)
    } throws: { ($0 as? DecodeError)?.code == .wrongReportType }
    // Bad input never traps: truncations of a real TAF at every byte.
    let raw = TAFCase.all[3].raw
    for n in 0...raw.utf8.count {
      _ = try? TAF(String(decoding: raw.utf8.prefix(n), as: UTF8.self))
    }
  }

  @Test func equalsSignEndsTheForecast() throws {
    let raw = TAFCase.all[0].raw
    let ended = try TAF(raw + "=")
    expectEqual(ended.forecasts, (try TAF(raw)).forecasts)
    #expect(ended.unparsed.isEmpty)
    // What follows the `=` is kept as unparsed, not decoded into this forecast.
    let two = try TAF(raw + "=\n" + TAFCase.all[1].raw + "=")
    expectEqual(two.forecasts, (try TAF(raw)).forecasts)
    expectEqual(two.unparsed.first?.text, "TAF")
    expectEqual(two.unparsed.first?.offset, raw.utf8.count + 2)
  }

  @Test func codableRoundTrip() throws {
    for c in TAFCase.all {
      let taf = try TAF(c.raw)
      let data = try JSONEncoder().encode(taf)
      try expectEqual(JSONDecoder().decode(TAF.self, from: data), taf)
    }
  }

  /// The group decoders are shared with METAR: a layer's genus (Austrian METARs' `FEW010ST`) and
  /// `S/VIS` (Bangladeshi trends) decode in a TAF too. Real LOWW TAF with the forms put in.
  @Test func sharedNationalFormsDecodeInATAF() throws {
    let taf = try TAF(
      "TAF LOWW 051715Z 0518/0624 30010KT 9999 BKN050SC TXM02/0613Z TNM04/0606Z PROB40 TEMPO 0518/0520 -SN S/VIS 2000M")
    expectEqual(taf.base?.conditions.sky, [SkyCondition(cover: .broken, heightFeet: 5_000, cloudType: .stratocumulus)])
    expectEqual(taf.changeGroups.first?.conditions.visibility?.distance, Distance(2_000, .meters))
    #expect(taf.unparsed.isEmpty)
    // A direction list is no TAF group.
    let located = try TAF("TAF LOWW 051715Z 0518/0624 30010KT 9999 BKN050 TXM02/0613Z TNM04/0606Z VCSH-NE")
    expectEqual(located.unparsed.map(\.text), ["VCSH-NE"])
  }

  /// Spacing slips that must not be read as groups: the reading is a guess, or not one a
  /// forecast can hold. Real TAFs with the slip put in.
  /// The repair work per forecast is bounded (Benchmarks/README.md, "Allocation bounds"): at most
  /// two repairs are checked against the rest of the forecast, and a repair that cannot be checked
  /// is not made. SBBV's forecast (a corpus line) with three stray spaces: the first two are read,
  /// the third stays unparsed, and alone it is read.
  @Test func atMostTwoRepairsAreCheckedPerForecast() throws {
    let three = try TAF(
      "TAF SBBV 091600Z 0918/1018 17008KT 9999 SCT010 FEW020TCU T N25/1007Z T X33/1018Z PROB30 TEMPO 0918/0921 5000 RA BECMG 0922/0924 18005KT BK N035"
    )
    expectEqual(three.repaired.map(\.readAs), ["TN25/1007Z", "TX33/1018Z"])
    expectEqual(three.temperatures.map(\.kind), [.minimum, .maximum])
    expectEqual(three.unparsed.map(\.text), ["BK", "N035"])
    expectEqual(three.forecasts.last?.conditions.sky.isEmpty, true)
    let one = try TAF(
      "TAF SBBV 091600Z 0918/1018 17008KT 9999 SCT010 FEW020TCU TN25/1007Z TX33/1018Z PROB30 TEMPO 0918/0921 5000 RA BECMG 0922/0924 18005KT BK N035"
    )
    expectEqual(one.repaired.map(\.readAs), ["BKN035"])
    #expect(one.unparsed.isEmpty)
    expectEqual(one.forecasts.last?.conditions.sky.first?.heightFeet, 3_500)
  }

  @Test func doubtfulSlipsStayUnparsed() throws {
    let cases: [(taf: String, token: String)] = [
      // Two visibilities out of one (the minimum would not be below the prevailing one).
      ("TAF LGAV 102300Z 1100/1124 26013KT 9999 SCT025 SCT070 BECMG 1113/1115 33012KT 99999999", "99999999"),
      // A visibility off FM 15's steps and a wind from 234°: a doubled wind, not two groups.
      ("TAF LIRF 061100Z 0612/0718 3401234012KT 9999 SCT020 TEMPO 0612/0615 3000 SHRA", "3401234012KT"),
      // `SH` alone is no group: `+SNSH` is no `+SN SH`.
      ("TAF SAWH 142300Z 1500/1524 25020G30KT 5000 SNRA BKN015 TEMPO 1501/1506 24025G35KT 1000 +SNSH OVC010", "+SNSH"),
      // A header word is never half of a glued group.
      ("TAF EDDB 051100Z 0512/0612 19006KT 9999 SCT045CNL PROB30 TEMPO 0607/0610 BKN007", "SCT045CNL"),
    ]
    for (text, token) in cases {
      let taf = try TAF(text)
      #expect(taf.repaired.isEmpty, "\(text)")
      #expect(taf.unparsed.map(\.text) == [token], "\(text)")
      #expect(!taf.isCancelled)
    }
    // A fraction after whole miles left unread is not read alone (`1 1/2 SM` is no 1/2 SM), and
    // the words after an unread `WND` are not read without it. Real PABR and ORBD TAFs.
    let miles = try TAF(
      "TAF PABR 091734Z 0918/1018 29007KT 3SM BR VCSH BKN003 OVC010 TEMPO 0918/0920 1/2SM FG BKN004 FM100000 VRB05KT 1 1/2 SM BR OVC003"
    )
    #expect(miles.repaired.isEmpty)
    expectNil(miles.changeGroups.last?.visibility)
    expectEqual(miles.unparsed.map(\.text), ["1", "1/2", "SM"])
    let wind = try TAF(
      "TAF ORBD 131100Z 1311/1417 35010G15KT 9999 FEW200 QNH2979INS WND 290 V040 WND33009KT AFT 1315 TEMPO 1311/1314 34015G25KT 8000 BLDU"
    )
    #expect(wind.repaired.isEmpty)
    expectNil(wind.base?.wind?.variableSector)
    expectEqual(wind.unparsed.map(\.text), ["WND", "290", "V040", "WND33009KT", "AFT", "1315"])
    // A lone `VC` joins only one phenomenon it may stand before (FM 15 table 4678): not `VC RA`,
    // nor `VC TSRA` (`VCTSRA` or `VCTS RA`?). The weather after it is no weather at the station
    // either (issue 19, pattern 1): both stay unparsed.
    let vicinityThunder = try TAF(
      "TAF AMD MMMM 171214Z 1712/1818 00000KT 5SM BR BKN025 FM172200 20010KT 5SM VC TSRA BKN020CB")
    #expect(vicinityThunder.repaired.isEmpty)
    expectEqual(vicinityThunder.unparsed.map(\.text), ["VC", "TSRA"])
    expectEqual(vicinityThunder.forecasts.last?.weather.isEmpty, true)
    let vicinityRain = try TAF(
      "TAF AMD MMMM 171214Z 1712/1818 00000KT 5SM BR BKN025 FM172200 20010KT 5SM VC RA BKN020CB")
    #expect(vicinityRain.repaired.isEmpty)
    expectEqual(vicinityRain.unparsed.map(\.text), ["VC", "RA"])
    expectEqual(vicinityRain.forecasts.last?.weather.isEmpty, true)
  }

  /// `FM 1500` inside a change group (issue 19, pattern 3, the issue's shape): four digits
  /// straight after a lone `FM`, `TL` or `AT` are the station's time written with a space (FM 51
  /// has the time in the same group), never a visibility of 1,500 m; both stay unparsed.
  @Test func aTimeAfterALoneTimeMarkIsNoVisibility() throws {
    let report = "TAF OXYZ 031730Z 0318/0418 27010KT 9999 FEW040 TEMPO 0320/0322 FM 1500 30025G35KT 3000 DU"
    for options in [DecodingOptions.lenient, DecodingOptions(repairsMalformedGroups: false)] {
      let taf = try TAF(report, options: options)
      let tempo = try #require(taf.forecasts.last)
      expectEqual(tempo.kind, .temporary)
      expectEqual(tempo.conditions.visibility, Visibility(distance: Distance(3000, .meters)))
      expectNil(tempo.conditions.minimumVisibility)
      expectEqual(tempo.conditions.wind?.gust, Speed(35, .knots))
      expectEqual(taf.unparsed, [UnparsedToken(text: "FM", offset: 63), UnparsedToken(text: "1500", offset: 66)])
      #expect(taf.repaired.isEmpty)
    }
  }

  @Test func describesInPlainEnglish() throws {
    let taf = try TAF(TAFCase.all[0].raw)
    let text = taf.describe(in: nil)
    #expect(text.hasPrefix("TAF EDDB issued day 5 11:00Z, valid from day 5 12:00Z to day 6 12:00Z"))
    #expect(text.contains("30% chance, temporarily from day 6 07:00Z to day 6 10:00Z:"))
    #expect(text.contains("Broken clouds at 700 ft"))
    #expect(taf.describe(in: .metric).contains("Broken clouds at 210 m"))  // 7 steps of 100 ft = 30 m
    expectEqual(taf.description, text)
  }
}
