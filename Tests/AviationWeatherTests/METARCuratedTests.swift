import TestSupport
import Testing
@testable import AviationWeather

/// Fixtures/metar_curated.txt: one real report per group or edge case, tagged with the case.
/// Each tag names what the report must show once decoded.
@Suite("METAR curated cases")
struct METARCuratedTests {
  static let cases: [Fixture.Curated] = (try? Fixture.curated("metar_curated.txt")) ?? []

  /// Curated oddities whose unparsed tokens are expected (the report is real, the group is not standard).
  static let unparsedExpected: Set<String> = [
    "odd-vis-sky-glued", "odd-pressure-bare-number",
    "odd-free-text-no-rmk", "odd-typo-ttempo", "odd-transmission-garbage", "odd-wind-6digit", "odd-wind-calmkt",
    "odd-rmk-glued",
  ]

  @Test func fileHasEnoughCases() {
    #expect(Self.cases.count >= 150)
  }

  @Test(arguments: cases)
  func curatedReportShowsItsCase(_ fixture: Fixture.Curated) throws {
    let metar = try METAR(fixture.report)
    if !Self.unparsedExpected.contains(fixture.tag) {
      #expect(metar.unparsed.isEmpty, "unparsed: \(metar.unparsed)")
    }
    #expect(Self.shows(fixture.tag, metar), "\(fixture.tag) not shown by \(fixture.report)")
  }

  /// A mistyped tag is no pass: it records an issue and shows nothing, also within a family of
  /// tags that share a check (`wx-…`, `sky-…`: each is listed by name).
  @Test func mistypedTagFails() throws {
    let metar = try METAR("KAID 031859Z 340006KT 10SM SCT036 29/18 A2997")
    #expect(Self.shows("odd-wind-6digit", metar))
    #expect(Self.shows("sky-ovc", metar))
    withKnownIssue {
      #expect(!Self.shows("odd-wind-6digt", metar))
    }
    withKnownIssue {
      #expect(!Self.shows("sky-ovcc", metar))
    }
  }

  /// Whether the decoded report shows what its tag names.
  static func shows(_ tag: String, _ m: METAR) -> Bool {
    let allWeather = m.weather + m.trends.flatMap(\.conditions.weather)
    switch tag {
    case "header-speci-word": return m.kind == .speci
    case "header-metar-word", "header-no-word": return m.kind == .metar && m.time != nil
    case "header-auto": return m.isAutomated
    case "header-cor", "header-cca", "header-cor-before-station": return m.isCorrected
    case "header-cor-auto": return m.isCorrected && m.isAutomated
    case "header-nil": return m.isNil && m.conditions.isEmpty
    case "header-station-digits": return m.station.contains { $0.isNumber }
    case "wind-gust", "wind-gust-3digit", "wind-mps-gust": return m.wind?.gust != nil
    case "wind-vrb": return m.wind?.direction == .variable
    case "wind-vrb-gust": return m.wind?.direction == .variable && m.wind?.gust != nil
    case "wind-calm": return m.wind?.isCalm == true
    case "wind-mps": return m.wind?.speed?.unit == .metersPerSecond
    case "wind-variable-sector", "wind-variable-sector-across-north": return m.wind?.variableSector != nil
    case "wind-missing": return m.wind?.direction == .missing && m.wind?.speed == nil
    case "wind-missing-direction-only": return m.wind?.direction == .missing && m.wind?.speed != nil
    case "wind-missing-speed-only": return m.wind?.speed == nil
    case "wind-missing-variable-sector": return m.wind != nil && m.wind?.variableSector == nil
    case "vis-fraction", "vis-fraction-two-tokens":
      return m.visibility?.distance.map { $0.value != $0.value.rounded() } == true
    case "vis-less-than": return m.visibility?.qualifier == .lessThan
    case "vis-metres-9999": return m.visibility?.distance == Distance(10_000, .meters)
    case "vis-directional-minimum": return m.conditions.minimumVisibility?.direction != nil
    case "vis-ndv", "vis-missing-ndv": return m.visibility?.noDirectionalVariation == true
    case "vis-cavok": return m.isCAVOK
    case "vis-missing", "vis-missing-sm": return m.visibility != nil && m.visibility?.distance == nil
    case "wind-kt": return m.wind?.speed != nil
    case "vis-sm-10", "vis-sm-over-10", "vis-metres-0800", "vis-metres-0050": return m.visibility?.distance != nil
    case "rvr-missing": return m.runwayVisualRanges.contains { $0.visualRange == nil }
    case "rvr-multiple": return m.runwayVisualRanges.count >= 2
    case "rvr-variable-feet", "rvr-variable-feet-plus", "rvr-variable-metres-trend":
      return m.runwayVisualRanges.contains { $0.variableMaximum != nil }
    case "rvr-minus": return m.runwayVisualRanges.contains { $0.visualRange?.qualifier == .lessThan }
    case "rvr-feet-plus", "rvr-feet-trend", "rvr-feet-plus-trend", "rvr-plus-trend", "rvr-metres-trend":
      return !m.runwayVisualRanges.isEmpty
    case "wx-light": return allWeather.contains { $0.intensity == .light }
    case "wx-heavy": return allWeather.contains { $0.intensity == .heavy }
    case "wx-vcsh", "wx-vcts", "wx-vcfg": return allWeather.contains { $0.intensity == .inVicinity }
    case "wx-missing": return allWeather.contains(where: \.isMissing)
    case "wx-mi", "wx-bc-pr", "wx-dr", "wx-bl", "wx-sh", "wx-ts-alone", "wx-fz", "wx-dz", "wx-sg", "wx-ic", "wx-pl",
      "wx-gr", "wx-gs", "wx-up", "wx-fu-hz", "wx-hz", "wx-va", "wx-du", "wx-sa", "wx-po", "wx-sq", "wx-fc", "wx-ds",
      "wx-combined-shrasn", "wx-combined-tsragr", "wx-combined-tsra", "wx-combined-fzdz", "wx-combined-long":
      return !allWeather.isEmpty
    case "sky-vv", "sky-vv-missing": return m.sky.contains { $0.cover == .verticalVisibility }
    case "sky-skc": return m.sky.contains { $0.cover == .skyClear }
    case "sky-clr": return m.sky.contains { $0.cover == .clear }
    case "sky-nsc": return m.sky.contains { $0.cover == .noSignificantCloud }
    case "sky-ncd": return m.sky.contains { $0.cover == .noCloudDetected }
    case "sky-tcu": return m.sky.contains { $0.cloudType == .toweringCumulus }
    case "sky-few-sct-bkn-cb", "sky-ovc", "sky-auto-type-missing", "sky-height-missing", "sky-cover-missing",
      "sky-cover-and-type-missing", "sky-cb-cover-height-missing", "sky-few-height-missing-cb", "sky-all-missing":
      return !m.sky.isEmpty
    case "temp-negative": return (m.temperature?.celsius ?? 0) < 0
    case "temp-all-missing", "temp-xx-missing": return m.temperature == nil && m.dewPoint == nil
    case "temp-dewpoint-missing-slash", "temp-dewpoint-missing-slashes":
      return m.temperature != nil && m.dewPoint == nil
    case "pressure-a": return m.altimeter != nil
    case "pressure-q": return m.qnh != nil
    case "pressure-q-then-a", "pressure-a-then-q": return m.altimeter != nil && m.qnh != nil
    case "pressure-q-missing", "pressure-a-missing", "pressure-q-and-a-missing": return m.pressure == nil
    case "recent-rera", "recent-retsra", "recent-reshsn", "recent-missing": return !m.recentWeather.isEmpty
    case "windshear-runway", "windshear-all-rwy", "windshear-rwy-nn": return !m.conditions.windShear.isEmpty
    case "runway-state-6digit", "runway-state-slashes", "runway-state-r88-clrd", "runway-state-r88-missing",
      "runway-state-r99", "runway-state-snoclo", "runway-state-clrd":
      return !m.runwayStates.isEmpty
    case "sea-state", "sea-state-temp-missing", "sea-state-wave-height-2digit": return m.seaState != nil
    case "trend-nosig": return m.trends.contains { $0.kind == .noSignificantChange }
    case "trend-becmg-then-tempo": return m.trends.map(\.kind) == [.becoming, .temporary]
    case "trend-becmg-fm", "trend-tempo-fm": return m.trends.contains { $0.from != nil }
    case "trend-becmg-tl": return m.trends.contains { $0.until != nil }
    case "trend-becmg-at": return m.trends.contains { $0.at != nil }
    case "trend-becmg-nsw", "trend-tempo-nsw": return m.trends.contains { $0.conditions.isNoSignificantWeather }
    case "trend-tempo", "trend-tempo-wind": return !m.trends.isEmpty
    case "rmk-ao1-slp-t-6h-tendency", "rmk-6h-max-min-negative", "rmk-24h-max-min", "rmk-precip-6h-24h",
      "rmk-t-temp-only", "rmk-pk-wnd", "rmk-pk-wnd-3digit-speed", "rmk-wshft", "rmk-wshft-minutes-only",
      "rmk-begin-end-minutes", "rmk-begin-end-hhmm", "rmk-end-then-begin", "rmk-rvrno", "rmk-pwino-fzrano-pno",
      "rmk-visno-chino", "rmk-ltg-dsnt-ltgiccg", "rmk-presrr", "rmk-presfr":
      return m.remarks.map { !$0.text.isEmpty } == true
    case "odd-colour-blu", "odd-colour-amb-then-tempo", "odd-colour-black-in-trend", "odd-colour-ylo1-becmg":
      return !m.colorStates.isEmpty || m.trends.contains { $0.colorState != nil }
    case "odd-runway-state-8digit", "odd-runway-state-clrd-no-r": return !m.runwayStates.isEmpty
    case "odd-runway-state-abbreviated": return m.runwayStates.first?.isCleared == true
    case "odd-wind-estimated-e-prefix": return m.wind?.isEstimated == true
    case "odd-vis-km", "odd-vis-m-metres", "odd-vis-p6000-metres": return m.visibility?.distance != nil
    case "odd-pressure-qfe-body": return m.qfe != nil
    case "odd-pressure-q-slash-a": return m.qnh != nil && m.altimeter != nil
    case "odd-australian-rainfall": return m.rainfall != nil
    // Each remaining oddity, with what its real report shows once decoded.
    case "odd-ao1-typed-a01": return m.remarks?.stationType == .withoutPrecipitationDiscriminator  // RMK A01
    case "odd-australian-inter":  // INTER 0000/0300 23022G35KT 5000 SHRA SCT012 BKN020
      return m.trends.first.map {
        $0.kind == .intermittent && $0.from == DayTime(day: nil, hour: 0, minute: 0) && $0.until == DayTime(day: nil, hour: 3, minute: 0)
          && $0.conditions.wind?.gust == Speed(35, .knots)
      } == true
    case "odd-canadian-cloud-remarks":  // SN2SF1SC2NS4 … / SC2AS1CI1 … and an SLP group
      return m.remarks.map { !$0.cloudTypes.isEmpty && $0.seaLevelPressure != nil } == true
    case "odd-degenerate-no-body":  // METAR KMRH 140958Z AUTO RMK AO2 SLPNO PWINO $
      return m.wind == nil && m.visibility == nil && m.sky.isEmpty && m.temperature == nil
        && m.remarks?.needsMaintenance == true
    case "odd-degenerate-wind-only":  // K8S0 180740Z 22007KT
      return m.wind?.speed == Speed(7, .knots) && m.visibility == nil && m.sky.isEmpty && m.temperature == nil
    case "odd-everything-missing":  // /////KT //// R09///// // ////// ///// Q////
      return m.wind?.direction == .missing && m.wind?.speed == nil && m.visibility?.distance == nil
        && m.pressure == nil && m.temperature == nil && m.flightCategory == nil
    case "odd-free-text-no-rmk":  // … Q1015 A2997 HZ VOL. SANTA MARIA Y SANTIAGUITO EN ACTIVIDAD
      return m.plainLanguage?.text == "VOL. SANTA MARIA Y SANTIAGUITO EN ACTIVIDAD" && m.altimeter != nil
    case "odd-m-before-rmk":  // 08/M09 M RMK AO2 SLPNO T00811089 $
      return m.temperature == Temperature(8, .celsius) && m.dewPoint == Temperature(-9, .celsius)
        && m.remarks?.stationType == .withPrecipitationDiscriminator
    case "odd-m-missing-groups":  // 01011KT M M CLR M A2996
      return m.wind?.speed == Speed(11, .knots) && m.visibility?.distance == nil && m.temperature == nil
        && m.altimeter != nil
    case "odd-pressure-bare-number":  // 26/22 1008: a QNH sent without its Q
      return m.repaired.contains { $0.text == "1008" && $0.readAs == "Q1008" } && m.qnh == Pressure(1008, .hectopascals)
    case "odd-rmk-glued":  // Q1009RMK CB TO NE
      return m.repaired.contains { $0.text == "Q1009RMK" } && m.qnh == Pressure(1009, .hectopascals)
        && m.remarks?.text == "CB TO NE"
    case "odd-russian-qfe":  // RMK QFE763/1017
      return m.remarks?.qfe?.hectopascals == 1017
    case "odd-transmission-garbage":  // 20/ NO CARRIER RING CONNECT …: modem text after the body
      return m.temperature == Temperature(20, .celsius) && m.dewPoint == nil
        && m.unparsed.first.map { $0.text == "NO" && $0.offset == 43 } == true
    case "odd-typo-ttempo":  // AMB TTEMPO 0400 SN BLSN …: the trend is still read
      return m.trends.contains { $0.kind == .temporary && $0.conditions.visibility?.distance == Distance(400, .meters) }
    case "odd-vis-sky-glued":  // 9999FEW023
      return m.repaired.contains { $0.text == "9999FEW023" } && m.visibility?.distance == Distance(10_000, .meters)
        && m.sky.first.map { $0.cover == .few && $0.height == Distance(2300, .feet) } == true
    case "odd-wind-6digit":  // 340006KT: a three-digit speed
      return m.wind?.direction == .degrees(340) && m.wind?.speed == Speed(6, .knots)
    case "odd-wind-calmkt":  // CALMKT
      return m.wind?.isCalm == true && m.repaired.contains { $0.text == "CALMKT" }
    default:
      Issue.record("no check for the curated tag '\(tag)': add one, or fix the tag")
      return false
    }
  }
}
