import TestSupport
import Testing

@testable import AviationWeather

/// Hand-checked group decoding on real reports from the corpus (each report copied verbatim).
@Suite("METAR groups")
struct METARGroupTests {
  // MARK: Wind

  static let winds: [(String, Wind.Direction, Double?, Double?, SpeedUnit)] = [
    (
      "UASP 230030Z 25016G21MPS 9999 OVC038CB 07/02 Q1001 NOSIG RMK QFE739/0986", .degrees(250), 16, 21,
      .metersPerSecond
    ),
    ("KAID 031859Z 340006KT 10SM SCT036 29/18 A2997", .degrees(340), 6, nil, .knots),
    ("SPECI CYUS 162147Z AUTO VRB13G28KT ////SM //// FEW009 BKN015 OVC065 M01/M02 A2987", .variable, 13, 28, .knots),
    ("CYET 272200Z AUTO /////KT 9SM CLR 06/M08 A2990 RMK WIND MISG SLP158", .missing, nil, nil, .knots),
    ("K0S9 231135Z AUTO 00000KT M1/4SM FG OVC001 02/02 A2998 RMK AO2", .degrees(0), 0, nil, .knots),
    (
      "CYAM 272207Z 34022G29KT 2SM -SN BLSN FEW007 SCT014 OVC022 M03/M04 A2928 RMK SN2SF1SC2NS4 SF TR VIS CHGG RPDLY PRESRR SLP927",
      .degrees(340), 22, 29, .knots
    ),
  ]

  @Test(arguments: winds)
  func wind(_ report: String, _ direction: Wind.Direction, _ speed: Double?, _ gust: Double?, _ unit: SpeedUnit) throws
  {
    let wind = try #require(try METAR(report).wind)
    expectEqual(wind.direction, direction)
    expectEqual(wind.speed?.value, speed)
    expectEqual(wind.gust?.value, gust)
    if let speed { expectEqual(wind.speed, Speed(speed, unit)) }
  }

  @Test func variableSector() throws {
    let metar = try METAR(
      "DFFD 031900Z 23006KT 200V280 9999 TS SCT020 FEW033CB 30/22 Q1012 TEMPO 10025G45KT 2500 BLSA SQ TSRA")
    expectEqual(metar.wind?.variableSector, Wind.VariableSector(from: 200, to: 280))
    expectEqual(metar.trends.first?.conditions.wind?.gust, Speed(45, .knots))
  }

  @Test func estimatedWindOfMexicanStations() throws {
    let metar = try METAR("MMZC 031840Z E36006KT 8SM FEW040 SCT200 23/09 A3035 RMK 8/101 HZY")
    expectEqual(metar.wind?.isEstimated, true)
    expectEqual(metar.wind?.degrees, 360)
    #expect(metar.unparsed.isEmpty)
  }

  // MARK: Visibility

  static let visibilities: [(String, Distance?, ValueQualifier)] = [
    (
      "SPECI CYBB 171940Z 22016KT 5/8SM SN OVC007 00/M01 A2977 RMK SN6ST2 SLP084", Distance(0.625, .statuteMiles),
      .exactly
    ),
    ("SPECI CYBN 121023Z AUTO 22002KT 1 1/4SM VV000 05/05 A3026", Distance(1.25, .statuteMiles), .exactly),
    ("CYDP 051600Z 33011KT 1 1/2SM -SN OVC011 M02/M03 A2983 RMK SN5SC3 SLP105", Distance(1.5, .statuteMiles), .exactly),
    ("K2A0 231135Z AUTO 00000KT M1/4SM FG OVC002 04/04 A3022 RMK A01", Distance(0.25, .statuteMiles), .lessThan),
    (
      "METAR CYBG 260900Z 08011KT 1/2SM R11/P6000FT -RA FG VV002 11/11 A2981 RMK FG8 VIS VRB 1/8-1 SLP099",
      Distance(0.5, .statuteMiles), .exactly
    ),
    ("KWDG 221850Z 20020G33KT 10 SM FEW250 31/06 A2952", Distance(10, .statuteMiles), .exactly),
    ("BIKF 230030Z 09005KT 4000 -DZ BR BKN003 OVC010 05/05 Q1012", Distance(4000, .meters), .exactly),
    (
      "LBGO 180700Z VRB01MPS 0150 0100W R09/0150N FG VV001 02/02 Q1016 R88/19//95 NOSIG", Distance(150, .meters),
      .exactly
    ),
    ("AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020", Distance(10_000, .meters), .greaterThan),
    ("KQEV 262130Z AUTO 33001KT M0400 FG CLR 15/14 A3006 RMK A02 TSNO", Distance(400, .meters), .lessThan),
    ("NZOH 032000Z 11014KT 30KM FEW035 SCT200 20/14 Q1016 RMK VATSIM USE ONLY", Distance(30, .kilometers), .exactly),
    ("SPECI CYUS 162147Z AUTO VRB13G28KT ////SM //// FEW009 BKN015 OVC065 M01/M02 A2987", nil, .exactly),
  ]

  @Test(arguments: visibilities)
  func visibility(_ report: String, _ distance: Distance?, _ qualifier: ValueQualifier) throws {
    let metar = try METAR(report)
    let visibility = try #require(metar.visibility)
    expectEqual(visibility.distance, distance)
    expectEqual(visibility.qualifier, qualifier)
  }

  @Test func directionalMinimumVisibility() throws {
    let metar = try METAR("BIVO 301500Z 33009KT 4000 2000NE OVC007 09/M12 Q0991")
    expectEqual(metar.visibility?.distance, Distance(4000, .meters))
    expectEqual(metar.conditions.minimumVisibility, Visibility(distance: Distance(2000, .meters), direction: .northEast))
    let lbgo = try METAR("LBGO 180700Z VRB01MPS 0150 0100W R09/0150N FG VV001 02/02 Q1016 R88/19//95 NOSIG")
    expectEqual(lbgo.conditions.minimumVisibility?.direction, .west)
    expectEqual(lbgo.conditions.minimumVisibility?.distance, Distance(100, .meters))
  }

  @Test func minimumVisibilityWithoutDirection() throws {
    let metar = try METAR(
      "METAR EDDB 061620Z AUTO 22006KT 6000 0350 R24R/P2000N R24L/1900N BCFG BKN032 M05/M06 Q1015 NOSIG")
    expectEqual(metar.conditions.minimumVisibility?.distance, Distance(350, .meters))
    expectNil(metar.conditions.minimumVisibility?.direction)
  }

  @Test func noDirectionalVariationAndCAVOK() throws {
    let ndv = try METAR("BGBW 012350Z AUTO 22008KT 9999NDV BKN055/// 04/M03 Q1018")
    expectEqual(ndv.visibility?.noDirectionalVariation, true)
    let cavok = try METAR("BIEG 231100Z 20010KT CAVOK 02/M01 Q1011")
    #expect(cavok.isCAVOK)
    expectNil(cavok.visibility)
    expectEqual(cavok.flightCategory, .vfr)
  }

  // MARK: Runway visual range

  static let rvrs: [(String, Int, String, Distance?, ValueQualifier, Distance?, RunwayVisualRange.Tendency?)] = [
    (
      "CYBC 020016Z AUTO 04002KT 3/8SM R10/4500FT/N -RA FG VV005 05/05 A2962 RMK SLP031", 0, "10",
      Distance(4500, .feet), .exactly, nil, .noChange
    ),
    (
      "KBGR 231053Z 00000KT 1/8SM R15/1000V1400FT FG VV002 07/07 A3036 RMK AO2 SLP281 T00720072", 0, "15",
      Distance(1000, .feet), .exactly, Distance(1400, .feet), nil
    ),
    (
      "METAR CYBG 260900Z 08011KT 1/2SM R11/P6000FT -RA FG VV002 11/11 A2981 RMK FG8 VIS VRB 1/8-1 SLP099", 0, "11",
      Distance(6000, .feet), .greaterThan, nil, nil
    ),
    (
      "METAR EDDB 061620Z AUTO 22006KT 6000 0350 R24R/P2000N R24L/1900N BCFG BKN032 M05/M06 Q1015 NOSIG", 0, "24R",
      Distance(2000, .meters), .greaterThan, nil, .noChange
    ),
    (
      "METAR EDDB 061620Z AUTO 22006KT 6000 0350 R24R/P2000N R24L/1900N BCFG BKN032 M05/M06 Q1015 NOSIG", 1, "24L",
      Distance(1900, .meters), .exactly, nil, .noChange
    ),
    (
      "METAR USPP 100330Z 26002MPS 0100 R21/M0200 FG VV001 02/02 Q1028 R21/090060 NOSIG RMK QBB030 QFE760", 0, "21",
      Distance(200, .meters), .lessThan, nil, nil
    ),
    (
      "SPECI BGTL 060926Z AUTO 00000KT 1400 R08/1400VP1500 BR VV001 01/01 A2983 RMK AO2 VIS 1400V9999 SLP086 PNO TSNO $",
      0, "08", Distance(1400, .meters), .exactly, Distance(1500, .meters), nil
    ),
    (
      "EDDG 262120Z 25004KT 3500 0700NE R25/0600VP2000D BCFG BR NSC 13/13 Q1025 BECMG 2000", 0, "25",
      Distance(600, .meters), .exactly, Distance(2000, .meters), .decreasing
    ),
    ("DTTX 031900Z 01015KT 9999 R15///// FEW033 31/24 Q1008", 0, "15", nil, .exactly, nil, nil),
  ]

  @Test(arguments: rvrs)
  func runwayVisualRange(
    _ report: String, _ index: Int, _ runway: String, _ range: Distance?, _ qualifier: ValueQualifier,
    _ maximum: Distance?, _ tendency: RunwayVisualRange.Tendency?
  ) throws {
    let metar = try METAR(report)
    #expect(metar.unparsed.isEmpty)
    let rvr = try #require(metar.runwayVisualRanges.dropFirst(index).first)
    expectEqual(rvr.runway, runway)
    expectEqual(rvr.visualRange?.distance, range)
    if range != nil { expectEqual(rvr.visualRange?.qualifier, qualifier) }
    expectEqual(rvr.variableMaximum?.distance, maximum)
    expectEqual(rvr.tendency, tendency)
  }

  // MARK: Present weather

  static let weather: [(String, [String], [String])] = [
    (
      "METAR UKLI 101730Z 28003MPS 230V310 9999 FEW025CB BKN046 15/13 Q1020 R28/190068 TEMPO VRB10G15MPS 0500 +TSRAGR BKN010CB",
      [], []
    ),
    (
      "FKKD 230000Z VRB02KT 1200 +TSRA SCT004 OVC010 FEW015CB 25/25 Q1013 TEMPO 2000 TSRA", ["+TSRA"],
      ["Thunderstorm with heavy rain"]
    ),
    (
      "EDDE 031920Z AUTO 20009KT 160V230 7000 SHRA VCTS FEW018 FEW///CB 20/17 Q1012 TEMPO 22015KT 4000 TSRA",
      ["SHRA", "VCTS"], ["Rain showers", "Thunderstorm in the vicinity"]
    ),
    (
      "CYGT 221900Z 16005KT 1/4SM -SN FZFG VV001 M01/M01 A2922 RMK FG8 LAST STFD OBS/NXT231600Z SLP901",
      ["-SN", "FZFG"], ["Light snow", "Freezing fog"]
    ),
    (
      "CYAM 272207Z 34022G29KT 2SM -SN BLSN FEW007 SCT014 OVC022 M03/M04 A2928 RMK SN2SF1SC2NS4 SF TR VIS CHGG RPDLY PRESRR SLP927",
      ["-SN", "BLSN"], ["Light snow", "Blowing snow"]
    ),
    ("METAR BIKF 051200Z 05004KT 9999 MIFG FEW010 M01/M01 Q1018", ["MIFG"], ["Shallow fog"]),
    (
      "BGBW 221850Z 08002KT 2000 BCFG PRFG FEW001 SCT006 BKN025 04/03 Q1009", ["BCFG", "PRFG"],
      ["Patches of fog", "Partial fog"]
    ),
    (
      "CYAB 191800Z 13017G22KT 5SM DRSN BKN030 OVC100 M27/M31 A3058 RMK SC5AS3 LAST STFD OBS/NXT 201200Z SLP361",
      ["DRSN"], ["Low drifting snow"]
    ),
    ("EDAC 020020Z AUTO 20009KT 9999 // FEW073/// BKN140/// 08/05 Q1003", ["//"], ["Weather not observed"]),
    ("METAR LQSA 061930Z 30007KT 5000 PL BKN012 OVC022 M02/M02 Q1007 NOSIG", ["PL"], ["Ice pellets"]),
    ("BGJN 022250Z AUTO 07002KT 8000NDV -SG SCT055/// BKN070/// M16/M19 Q1003", ["-SG"], ["Light snow grains"]),
    ("DAAY 051600Z 25016KT 4000 DRDU NSC 19/M06 Q1017", ["DRDU"], ["Low drifting dust"]),
    (
      "METAR LLBG 110620Z 19014KT 1200 R08/2000 R26/2000 R30/2000 DS VV012 12/M00 Q1010 BECMG 20020G30KT 2500 DU NSC RMK REP AT 0535Z VIS 2500M IN APCH RWY21",
      ["DS"], ["Duststorm"]
    ),
    ("METAR KIWA 182248Z VRB05KT 45SM PO FEW150 38/13 A2975", ["PO"], ["Dust or sand whirls"]),
    (
      "METAR LIMJ 070850Z 02005KT 360V060 9999 VCFC BKN022 14/11 Q1006 RETS", ["VCFC"], ["Funnel cloud in the vicinity"]
    ),
    (
      "METAR RJFK 132200Z VRB02KT 9999 VCVA BCFG FEW005 SCT030 BKN150 22/22 Q1016", ["VCVA", "BCFG"],
      ["Volcanic ash in the vicinity", "Patches of fog"]
    ),
    ("K20U 051615Z AUTO 04018KT 3/4SM +UP BKN003 M04/M04 A2986 RMK AO2", ["+UP"], ["Heavy unknown precipitation"]),
    ("CYBB 272200Z 24006KT 12SM IC BKN030 M31/M34 A2956 RMK SC6 SLP015", ["IC"], ["Ice crystals"]),
    ("AYMH 272200Z 11005KT 9999 FUHZ FEW030 18/16 Q1021", ["FUHZ"], ["Smoke and haze"]),
  ]

  @Test(arguments: weather)
  func presentWeather(_ report: String, _ codes: [String], _ descriptions: [String]) throws {
    let metar = try METAR(report)
    expectEqual(metar.weather.map(\.code), codes)
    expectEqual(metar.weather.map(\.description), descriptions)
  }

  /// An intensity written before VC (issue 19, pattern 1) is no published form: FMH-1 codes no
  /// intensity with VC ("Intensity qualifiers will not be encoded with VC", AFMAN 15-111 §10.3.2,
  /// which follows FMH-1), and WMO code table 4678 has one qualifier, -, + or VC. The group stays
  /// unparsed, with its text and offset: it was read as `-TSRA`, a thunderstorm at the station.
  @Test func intensityBeforeVicinityStaysUnparsed() throws {
    let reports: [(report: String, token: String, offset: Int)] = [
      // Real (the public corpus).
      ("KVWU 031935Z AUTO 07008KT 10SM -VCTSRA SCT032 BKN050 19/18 A2993 RMK AO2 LTG DSNT S THRU W", "-VCTSRA", 31),
      // The shapes.
      ("KXYZ 031935Z AUTO 07008KT 10SM +VCTSRA SCT032 BKN050 19/18 A2993", "+VCTSRA", 31),
      ("KXYZ 031935Z AUTO 07008KT 10SM -VCTSDZ SCT032 BKN050 19/18 A2993", "-VCTSDZ", 31),
      ("EXYZ 031930Z 07008KT 9999 +VCSH SCT032 19/18 Q1013", "+VCSH", 26),
    ]
    for (report, token, offset) in reports {
      let metar = try METAR(report)
      #expect(metar.weather.isEmpty, "\(report)")
      expectEqual(metar.unparsed.map(\.text), [token])
      expectEqual(metar.unparsed.map(\.offset), [offset])
      expectEqual(metar.sky.count, (report.hasPrefix("EXYZ") ? 1 : 2))
      expectEqual(metar.temperature, Temperature(19, .celsius))
    }
    // In a trend the same: nothing in the trend's weather.
    let trend = try METAR("EXYZ 031930Z 07008KT 9999 FEW032 19/18 Q1013 TEMPO -VCTSRA BKN030CB")
    expectEqual(trend.trends.first?.conditions.weather, [])
    expectEqual(trend.unparsed.map(\.text), ["-VCTSRA"])
    expectEqual(trend.unparsed.map(\.offset), [51])
    // The group decoder itself reads none of them; VC alone keeps its place.
    for token in ["+VCTSRA", "-VCTSRA", "-VCTSDZ", "+VCSH", "-VCFG", "+VC"] {
      #expect(decodeToken(token, WeatherGroup.decode) == nil, "\(token)")
    }
    let vicinity = try #require(decodeToken("VCTS", WeatherGroup.decode))
    expectEqual(vicinity.intensity, .inVicinity)
    expectEqual(vicinity.phrase, "thunderstorm in the vicinity")
  }

  @Test func weatherInTrendsIsTheTrends() throws {
    let metar = try METAR(
      "METAR UKLI 101730Z 28003MPS 230V310 9999 FEW025CB BKN046 15/13 Q1020 R28/190068 TEMPO VRB10G15MPS 0500 +TSRAGR BKN010CB"
    )
    let trend = try #require(metar.trends.first)
    expectEqual(trend.kind, .temporary)
    expectEqual(trend.conditions.weather.map(\.code), ["+TSRAGR"])
    expectEqual(trend.conditions.visibility?.distance, Distance(500, .meters))
    expectEqual(trend.conditions.sky, [SkyCondition(cover: .broken, heightFeet: 1000, cloudType: .cumulonimbus)])
  }

  // MARK: Sky

  static let skies: [(String, [SkyCondition])] = [
    ("BGBW 180650Z 08003KT 9999 SKC M16/M23 Q0999", [SkyCondition(cover: .skyClear)]),
    ("BGTL 180658Z AUTO 09010KT 9999 CLR M29/M32 A2968 RMK AO2 SLP044 T12911322", [SkyCondition(cover: .clear)]),
    ("DAAY 051600Z 25016KT 4000 DRDU NSC 19/M06 Q1017", [SkyCondition(cover: .noSignificantCloud)]),
    ("BGJN 051550Z AUTO 33002KT 9999NDV NCD M02/M04 Q1033", [SkyCondition(cover: .noCloudDetected)]),
    ("EDVE 220220Z AUTO 00000KT 9999 0800 R26/1000D VV/// 12/11 Q1010", [SkyCondition(cover: .verticalVisibility)]),
    (
      "METAR CYBG 260900Z 08011KT 1/2SM R11/P6000FT -RA FG VV002 11/11 A2981 RMK FG8 VIS VRB 1/8-1 SLP099",
      [SkyCondition(cover: .verticalVisibility, heightFeet: 200)]
    ),
    (
      "RJBT 230016Z 15003KT 120V190 6000 BCFG FEW000 BKN/// 15/15 Q1015 RMK 1ST000 A2998 1200S FG BANK AROUND",
      [SkyCondition(cover: .few, heightFeet: 0), SkyCondition(cover: .broken)]
    ),
    ("UUOL 272200Z AUTO 22004MPS 3700 BR ///008 03/03 Q1019", [SkyCondition(cover: .missing, heightFeet: 800)]),
    (
      "EFKU 220220Z AUTO 21005KT 9999 -SHRA BKN006 BKN024 OVC047 //////CB 04/04 Q1014",
      [
        SkyCondition(cover: .broken, heightFeet: 600), SkyCondition(cover: .broken, heightFeet: 2400),
        SkyCondition(cover: .overcast, heightFeet: 4700), SkyCondition(cover: .missing, cloudType: .cumulonimbus),
      ]
    ),
    (
      "CYBG 031900Z 34011KT 20SM SCT050TCU BKN250 30/20 A2965 RMK TCU3CI3 DENSITY ALT 2982FT TCU ALQDS MOV E SLP039",
      [
        SkyCondition(cover: .scattered, heightFeet: 5000, cloudType: .toweringCumulus),
        SkyCondition(cover: .broken, heightFeet: 25_000),
      ]
    ),
    (
      "BGBW 012350Z AUTO 22008KT 9999NDV BKN055/// 04/M03 Q1018",
      [SkyCondition(cover: .broken, heightFeet: 5500, cloudType: .missing)]
    ),
    ("LFAQ 020030Z AUTO 24007KT 9999 ///TCU 06/05 Q1007", [SkyCondition(cover: .missing, cloudType: .toweringCumulus)]),
  ]

  @Test(arguments: skies)
  func sky(_ report: String, _ expected: [SkyCondition]) throws {
    let metar = try METAR(report)
    expectEqual(Array(metar.sky), expected)
    #expect(metar.unparsed.isEmpty)
  }

  @Test func skyDescriptions() throws {
    let metar = try METAR(
      "CYBG 031900Z 34011KT 20SM SCT050TCU BKN250 30/20 A2965 RMK TCU3CI3 DENSITY ALT 2982FT TCU ALQDS MOV E SLP039")
    expectEqual(metar.sky.map(\.description), ["Scattered clouds at 5,000 ft (towering cumulus)", "Broken clouds at 25,000 ft"])
    expectEqual(metar.ceilingFeet, 25_000)
  }

  // MARK: Temperature and pressure

  static let temperatures: [(String, Double?, Double?)] = [
    ("CYGT 221900Z 16005KT 1/4SM -SN FZFG VV001 M01/M01 A2922 RMK FG8 LAST STFD OBS/NXT231600Z SLP901", -1, -1),
    (
      "CYAB 191800Z 13017G22KT 5SM DRSN BKN030 OVC100 M27/M31 A3058 RMK SC5AS3 LAST STFD OBS/NXT 201200Z SLP361", -27,
      -31
    ),
    ("CMGB 020030Z AUTO 35004KT 09/ RMK AO1 SLP079 T0088 53036", 9, nil),
    ("DAOR 031900Z 21006KT CAVOK 40/// Q1014", 40, nil),
    ("CWIL 051600Z AUTO ///// ////SM ////// M33/M36 A3032", -33, -36),
    ("SVPC 262100Z 05004KT 9999 OVC030 XX/XX Q1009", nil, nil),
    ("KMEM 031854Z COR 10SM 350/04 SCT075 BKN100 31/19 A2998 RMK AO2 SLP147 T03110194", 31, 19),
  ]

  @Test(arguments: temperatures)
  func temperatureAndDewPoint(_ report: String, _ temperature: Double?, _ dewPoint: Double?) throws {
    let metar = try METAR(report)
    expectEqual(metar.temperature?.celsius, temperature)
    expectEqual(metar.dewPoint?.celsius, dewPoint)
  }

  @Test func bothPressureGroups() throws {
    let us = try METAR("OTBH 031855Z 28005KT 9000 HZ CLR 36/12 A2943 Q0997 RMK AO2A SLP966 T03580120 FZRANO $")
    expectEqual(us.altimeter, Pressure(29.43, .inchesOfMercury))
    expectEqual(us.qnh, Pressure(997, .hectopascals))
    expectEqual(us.pressure, Pressure(997, .hectopascals))
    let missing = try METAR("EHJR 020025Z AUTO 28013KT //// // ///////// 09/07 Q//// RE// W10/H11")
    expectNil(missing.qnh)
    #expect(missing.unparsed.isEmpty)
    let qfe = try METAR("MGCB 020000Z 00000KT 9999 FEW018 20/17 QFE 871.6")
    expectEqual(qfe.qfe, Pressure(871.6, .hectopascals))
    #expect(qfe.unparsed.isEmpty)
  }

  /// Pakistani stations' QNH with tenths, alone or with the altimeter setting in the same group.
  static let pakistaniPressures: [(report: String, qnh: Double, altimeter: Double?)] = [
    ("OPPS 180700Z 00000KT 1200 HZ FEW250 14/06 Q1020.5", 1020.5, nil),
    ("OPRN 262100Z 09004KT 6000 FEW040 23/19 Q1012.3/29.89", 1012.3, 29.89),
    ("OPRN 180700Z 23006KT 1000 HZ SKC 15/05 Q1022.3/30.18", 1022.3, 30.18),
    ("OPLA 180725Z 12003KT 0800 FG NSC 10/09 Q1021/A30.15 BECMG 1000 BR", 1021, 30.15),
  ]

  @Test(arguments: pakistaniPressures)
  func qnhWithTenthsOrInches(_ report: String, _ qnh: Double, _ altimeter: Double?) throws {
    let metar = try METAR(report)
    #expect(metar.unparsed.isEmpty)
    expectEqual(metar.qnh, Pressure(qnh, .hectopascals))
    expectEqual(metar.altimeter, altimeter.map { Pressure($0, .inchesOfMercury) })
    if let inches = metar.altimeter?.inchesOfMercury, let hectopascals = metar.qnh {
      // The two values of one group are the same pressure (inches rounded down to hundredths).
      #expect(abs(hectopascals.inchesOfMercury - inches) < 0.01)
    }
    try expectEqual(METAR(report, options: .strict), metar)
  }

  @Test func malformedPressureGroupsStayUnparsed() throws {
    // Glued (`Q1009RMK`) and split (`Q10 10`) pressure groups are repaired: METARRepairTests.
    let reports: [(String, [String])] = [
      ("SUAA 031900Z 23009KT 9999 BKN020 14/12 Q10110", ["Q10110"]),
      ("MSLP 051550Z 10006KT 030V170 9999 FEW040 32/21 Q1011 A298", ["A298"]),
    ]
    for (report, tokens) in reports {
      let metar = try METAR(report)
      expectNil(metar.altimeter)
      expectEqual(metar.qnh, (report.hasPrefix("MSLP") ? Pressure(1011, .hectopascals) : nil))
      expectEqual(metar.unparsed.map(\.text), tokens)
    }
    for token in ["Q1012.", "Q1012.3/", "Q1012.3/2989", "Q1012.3/A2989", "Q1012/B29.89", "Q1012.34", "Q101.3"] {
      #expect(decodeToken(token, TemperatureGroup.decodeQNHWithTenthsOrInches) == nil, "\(token)")
    }
  }

  // MARK: Recent weather, wind shear, runway state, sea state

  @Test func recentWeather() throws {
    try expectEqual(METAR("METAR LEMG 051630Z 20004KT 110V240 9999 4000SE -TSRA FEW040CB BKN065 11/08 Q1006 RETSRA NOSIG")
        .recentWeather.map(\.code), ["TSRA"])
    try expectEqual(METAR("BIRK 180700Z 00000KT 9999 -SHSN SCT019 BKN026 M01/M02 Q0964 RESHSN R19/490248").recentWeather.map(
        \.code), ["SHSN"])
    try expectEqual(METAR("METAR EDDK 081950Z AUTO 12008KT 090V150 9999 -RA FEW018 BKN024 02/01 Q1001 RERA TEMPO RA")
        .recentWeather.map(\.code), ["RA"])
  }

  @Test func windShear() throws {
    try expectEqual(METAR("METAR LBSF 051130Z 08008KT 9999 SCT045 BKN068 11/05 Q1012 WS ALL RWY NOSIG").conditions.windShear, [
        WindShear(location: .allRunways)
      ])
    try expectEqual(METAR("METAR GCLP 051330Z 01015KT 330V040 9999 FEW020 SCT030 20/16 Q1016 WS R03 NOSIG").conditions.windShear, [WindShear(location: .runway("03"))])
    let enbr = try METAR(
      "ENBR 180750Z 22011KT 9999 VCSH FEW018 BKN025 06/04 Q0988 WS RWY17 TEMPO SHRA RMK WIND 1200FT /////KT")
    expectEqual(enbr.conditions.windShear, [WindShear(location: .runway("17"))])
    #expect(enbr.unparsed.isEmpty)
  }

  @Test func runwayStates() throws {
    let bieg = try METAR("BIEG 180700Z 17009KT 9999 FEW049 BKN080 OVC096 M03/M09 Q0966 R04/720095")
    expectEqual(bieg.runwayStates, [RunwayState(runway: "04", deposit: 7, extent: 2, depth: 0, friction: 95)])
    let lbgo = try METAR("LBGO 180700Z VRB01MPS 0150 0100W R09/0150N FG VV001 02/02 Q1016 R88/19//95 NOSIG")
    expectEqual(lbgo.runwayStates, [RunwayState(runway: "88", deposit: 1, extent: 9, depth: nil, friction: 95)])
    let snow = try METAR("METAR EGLC 280750Z AUTO 07008KT 9999 NCD M04/M07 Q1018 R/SNOCLO")
    expectEqual(snow.runwayStates, [RunwayState(runway: nil, isClosedBySnow: true)])
    let snoclo = try METAR("METAR EGMC 011020Z 08013KT 1000 R05/1100 SN OVC012 M04/M05 Q1002 SNOCLO")
    expectEqual(snoclo.runwayStates.first?.isClosedBySnow, true)
    let cleared = try METAR(
      "UAUU 262130Z 04009MPS 9999 BKN010 OVC160 07/03 Q1014 R15/CLRD70 TEMPO 04015MPS BKN005CB RMK QFE744/0992")
    expectEqual(cleared.runwayStates, [RunwayState(runway: "15", friction: 70, isCleared: true)])
    let oldForm = try METAR("UKLU 180730Z 13003MPS 6000 OVC015 03/03 Q1016 10190065 NOSIG")
    expectEqual(oldForm.runwayStates, [RunwayState(runway: "10", deposit: 1, extent: 9, depth: 0, friction: 65)])
  }

  /// `R24/95D` and `R09/D`: a `CLRD` group as aviationweather.gov distributes it. The same
  /// stations send the WMO form on other days, with the same content.
  @Test func clearedRunwayInTheDistributedForm() throws {
    let pairs: [(distributed: String, wmo: String)] = [
      (
        "UMKK 031930Z 26003MPS CAVOK 16/16 Q1009 R24/95D NOSIG RMK QFE756/1008",
        "UMKK 051600Z 27006MPS 9999 BKN030 01/M05 Q1002 R24/CLRD95 NOSIG RMK QFE751/1001"
      ),
      (
        "UTDD 020000Z VRB02MPS 9999 NSC M02/M05 Q1030 R09/D NOSIG RMK QFE703/0937",
        "UTDD 031930Z VRB01MPS 8000 NSC 26/13 Q1006 R09/CLRD// NOSIG RMK QFE687/0916"
      ),
    ]
    for (distributed, wmo) in pairs {
      let short = try METAR(distributed)
      let long = try METAR(wmo)
      #expect(short.unparsed.isEmpty)
      expectEqual(short.runwayStates, long.runwayStates)
    }
    let allRunways = try METAR("UTAA 020000Z 01002KT 9999 BKN014 16/15 Q1011 R88/70D NOSIG")
    expectEqual(allRunways.runwayStates, [RunwayState(runway: "88", friction: 70, isCleared: true)])
    expectEqual(allRunways.runwayStates.first?.description, "All runways: contamination cleared, friction code 70")
    let bare = try METAR("UMGG 262100Z VRB01MPS CAVOK 07/04 Q1019 R28/D NOSIG")
    expectEqual(bare.runwayStates, [RunwayState(runway: "28", isCleared: true)])
    #expect(bare.unparsed.isEmpty)
  }

  /// Truncated or malformed runway groups stay unparsed, with their text.
  @Test func truncatedRunwayStatesStayUnparsed() throws {
    let reports: [(String, String)] = [
      ("UTAM 231100Z 05010KT CAVOK 20/09 Q1025 R88/CLRD7 NOSIG", "R88/CLRD7"),
      ("UTAK 231100Z 08010KT 9999 -SHRA SCT033CB OVC100 12/08 Q1024 R16R//50 NOSIG", "R16R//50"),
    ]
    for (report, token) in reports {
      let metar = try METAR(report)
      #expect(metar.runwayStates.isEmpty)
      expectEqual(metar.unparsed.map(\.text), [token])
    }
    for token in ["R24/7D", "R24/070D", "R24/7AD", "R24//D", "R24/DD", "R24/70DD"] {
      #expect(decodeToken(token, RunwayState.decode) == nil, "\(token)")
    }
  }

  @Test func seaState() throws {
    try expectEqual(METAR("ENEK 180750Z 22023KT 9999 FEW008 BKN140 09/09 Q0995 W09/S4").seaState, SeaState(surfaceTemperature: Temperature(9, .celsius), stateOfSea: 4))
    #expect(
      try METAR("EHJR 020025Z AUTO 28013KT //// // ///////// 09/07 Q//// RE// W10/H11").seaState
        == SeaState(surfaceTemperature: Temperature(10, .celsius), waveHeightDecimeters: 11))
    #expect(
      try METAR("ENHE 020020Z 09017KT 9999 BKN022 07/02 Q1001 W///S4").seaState
        == SeaState(surfaceTemperature: nil, stateOfSea: 4))
  }

  // MARK: Trends, colour states, rainfall, cloud locations

  @Test func trendTimes() throws {
    let becoming = try METAR("LOWW 230020Z 15004KT 100V160 CAVOK 09/08 Q1021 BECMG FM0100 2000 BCFG")
    expectEqual(becoming.trends, [
        Trend(
          kind: .becoming, from: DayTime(day: nil, hour: 1, minute: 0),
          conditions: WeatherConditions(
            visibility: Visibility(distance: Distance(2000, .meters)),
            weather: [WeatherGroup(descriptor: .patches, phenomena: [.fog])]))
      ])
    let until = try METAR(
      "METAR LTBR 131550Z 18006KT 090V260 9999 VCSH TS FEW025CB SCT030 BKN090 23/13 Q1011 TEMPO TL1700 34015G25KT 4500 TSRA"
    )
    expectEqual(until.trends.first?.until, DayTime(day: nil, hour: 17, minute: 0))
    expectEqual(until.trends.first?.conditions.wind?.gust, Speed(25, .knots))
    let at = try METAR("ZGSZ 231100Z 18004MPS CAVOK 27/22 Q1013 BECMG AT1250 10005MPS")
    expectEqual(at.trends.first?.at, DayTime(day: nil, hour: 12, minute: 50))
    expectEqual(at.trends.first?.conditions.wind?.speed, Speed(5, .metersPerSecond))
    let nsw = try METAR("METAR LEMG 052100Z 27013KT 7000 -SHRA FEW020TCU SCT045 BKN060 11/09 Q1008 RESHRA BECMG NSW")
    expectEqual(nsw.trends.first?.conditions.isNoSignificantWeather, true)
  }

  @Test func militaryColourStates() throws {
    let egdy = try METAR(
      "METAR EGDY 211150Z 25022G33KT 9999 SCT025CB SCT050 16/06 Q1011 BLU TEMPO 6000 SHRA SCT024CB WHT")
    expectEqual(egdy.colorStates, [ColorState(code: "BLU")])
    expectEqual(egdy.trends.first?.colorState, ColorState(code: "WHT"))
    let etha = try METAR("ETHA 180720Z 24008KT 9999 BKN030 SCT050 07/04 Q1017 BLACKBLU BLU TEMPO GRN")
    expectEqual(etha.colorStates, [ColorState(code: "BLU", isBlack: true), ColorState(code: "BLU")])

    // Groups after the colour state are a forecast without a change indicator: they must not be
    // added to the observation, and are kept as a trend of that kind (real report,
    // Fixtures/metar_corpus.txt).
    let eheh = try METAR(
      "EHEH 180725Z AUTO 23010KT 4400 R21/2500 BR SCT004 BKN005 OVC006 11/11 Q1009 REDZ YLO 23010KT 4000 BR DZ"
        + " BKN006 OVC007 TEMPO 2000 +DZ SCT003 BKN004 OVC005")
    expectEqual(eheh.conditions.weather.map(\.code), ["BR"])
    expectEqual(eheh.conditions.sky.map(\.heightFeet), [400, 500, 600])
    expectEqual(eheh.conditions.visibility?.distance, Distance(4400, .meters))
    expectEqual(eheh.colorStates, [ColorState(code: "YLO")])
    expectEqual(eheh.recentWeather.map(\.code), ["DZ"])
    #expect(eheh.unparsed.isEmpty)
    expectEqual(eheh.trends.map(\.kind), [.unindicated, .temporary])
    expectEqual(eheh.trends[0].conditions.weather.map(\.code), ["BR", "DZ"])
    expectEqual(eheh.trends[0].conditions.sky.map(\.heightFeet), [600, 700])
    let misspelt = try METAR(
      "SPECI EHEH 070859Z AUTO 18014KT 150V210 1300 R21/1500N -SN SCT000 BKN004 BKN006 FEW015CB M01/M03 Q1007 AMB"
        + " TTEMPO 0400 SN BLSN SCT001 BKN003 OVC005 RMK TREND REMOTE BY EHWX LVP B")
    expectEqual(misspelt.conditions.weather.map(\.code), ["-SN"])
    expectEqual(misspelt.conditions.sky.map(\.heightFeet), [0, 400, 600, 1500])
    // `TTEMPO` is read as `TEMPO` (and listed as repaired): the groups after it are its trend.
    #expect(misspelt.unparsed.isEmpty)
    expectEqual(misspelt.repaired.map(\.readAs), ["TEMPO"])
    expectEqual(misspelt.trends.map(\.kind), [.temporary])
    expectEqual(misspelt.trends[0].conditions.sky.map(\.heightFeet), [100, 300, 500])
    let unrepaired = try METAR(misspelt.raw, options: DecodingOptions(repairsMalformedGroups: false))
    expectEqual(unrepaired.conditions.sky, misspelt.conditions.sky)
    expectEqual(unrepaired.unparsed.map(\.text), ["TTEMPO", "0400", "SN", "BLSN", "SCT001", "BKN003", "OVC005"])
  }

  @Test func australianRainfall() throws {
    let metar = try METAR("YBAS 020000Z AUTO 13009KT 9999 // NCD 14/02 Q1024 RF00.0/000.0")
    expectEqual(metar.rainfall, Rainfall(lastTenMinutes: 0, sinceNineAM: 0))
    #expect(metar.unparsed.isEmpty)
  }

  @Test func convectiveCloudLocations() throws {
    let metar = try METAR("MDJB 031900Z 15010KT 7000 -TSRA FEW016CB BKN016 SCT300 32/25 Q1014 CB/NE/W/N")
    expectEqual(metar.cloudLocations, [CloudLocation(cloudType: .cumulonimbus, directions: ["NE", "W", "N"])])
    let split = try METAR("MHCA 031900Z 06003KT 9999 SCT026TCU FEW028CB 31/25 Q1015 CB SW")
    expectEqual(split.cloudLocations, [CloudLocation(cloudType: .cumulonimbus, directions: ["SW"])])
    #expect(split.unparsed.isEmpty)
  }
}

@Suite("Visibility display")
struct VisibilityDisplayTests {
  @Test func runTogetherMilesAndMetricTenths() throws {
    expectEqual(decodeToken("11/2SM") { Visibility.decodeStatuteMiles($0) }?.distance, Distance(1.5, .statuteMiles))
    expectEqual(decodeToken("13/4SM") { Visibility.decodeStatuteMiles($0) }?.distance, Distance(1.75, .statuteMiles))
    expectNil(decodeToken("10/2SM") { Visibility.decodeStatuteMiles($0) })
    // Real report: 5/8 SM is 1,006 m, 1,000 m on FM 15's 100 m steps.
    let metar = try METAR("SPECI CYBB 171940Z 22016KT 5/8SM SN OVC007 00/M01 A2977 RMK SN6ST2 SLP084")
    #expect(metar.describe(in: .metric).contains("Visibility  1,000 m\n"))
    let boundedMetar = try METAR("K0S9 231135Z AUTO 00000KT M1/4SM FG OVC001 02/02 A2998 RMK AO2")
    #expect(boundedMetar.describe(in: .metric).contains("less than 400 m"))
  }
}
