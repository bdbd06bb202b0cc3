import Foundation

/// The `Remarks` table read in one locale, and the values of remarks written for it.
struct _RemarkWords {
  /// The locale the words and numbers are written in.
  let locale: Locale

  /// The text of `key` with `arguments` filled in.
  subscript(_ key: String, _ arguments: String...) -> String {
    _L10n.text(key, .remarks, locale: locale, arguments: arguments)
  }

  /// `items` as a list joined by commas (the remark lines list codes, not a sentence).
  func list(_ items: [String]) -> String { items.joined(separator: ", ") }

  /// A number in the locale's format.
  func number(_ value: Double, maxFractionDigits: Int = 0, grouping: Bool = true) -> String {
    formatNumber(value, maxFractionDigits: maxFractionDigits, grouping: grouping, locale: locale)
  }

  /// Values in `units` through the unit formatting, in this locale's numbers and words.
  var unitText: _UnitText { _UnitText(locale: locale) }

  /// A temperature: as reported (to a tenth), else in `units`.
  func temperature(_ t: Temperature, _ units: DisplayUnits) -> String {
    t.describe(in: units, text: unitText)
  }

  /// A height in `units` (as reported when `nil`), in this locale's numbers.
  func height(_ d: Distance, _ units: DisplayUnits) -> String {
    d.describeHeight(in: units, text: unitText)
  }

  /// A visibility in `units` (as reported when `nil`), in this locale's numbers and words.
  func visibility(_ v: Visibility, _ units: DisplayUnits) -> String {
    v.describe(in: units, text: unitText)
  }

  /// A pressure: as reported, else in `units`.
  func pressure(_ p: Pressure, _ units: DisplayUnits) -> String {
    p.describe(in: units, text: unitText)
  }

  /// A depth reported in inches, in `units` (inches when `nil` or imperial).
  func depth(inches: Double, _ units: DisplayUnits, metric: MetricDepth) -> String {
    describeDepth(inches: inches, in: units, metric: metric, text: unitText)
  }

  /// A depth reported in centimetres, in `units` (centimetres when `nil` or metric).
  func depth(centimeters: Int, _ units: DisplayUnits) -> String {
    describeDepth(centimeters: centimeters, in: units, text: unitText)
  }

  /// A precipitation amount: trace, indeterminate, or a depth.
  func amount(_ a: Remarks.PrecipitationAmount, _ units: DisplayUnits, metric: MetricDepth) -> String {
    guard let inches = a.inches else { return self["amount.indeterminate"] }
    if inches == 0 { return self["amount.trace"] }
    return depth(inches: inches, units, metric: metric)
  }

  /// The 3-hour pressure tendency.
  func tendency(_ t: Remarks.PressureTendency, _ units: DisplayUnits) -> String {
    let amount =
      units.pressure == nil || units.pressure == .hectopascals
      ? "\(number(t.change, maxFractionDigits: 1)) hPa"
      : Pressure(t.change, .hectopascals).converted(to: units.pressure ?? .hectopascals).description
    let net: String
    switch t.netChange {
    case 1: net = self["tendency.higher", amount]
    case -1: net = self["tendency.lower", amount]
    default: net = t.change == 0 ? self["tendency.noNetChange"] : self["tendency.netChange", amount]
    }
    return self["tendency", self["tendency.\(t.character.rawValue)"], net]
  }

  /// The ends of a variable visibility or ceiling, in `units` (as reported when `nil`).
  func range(_ r: Remarks.VariableRange, _ units: DisplayUnits, asHeight: Bool) -> (String, String) {
    func show(_ d: Distance) -> String {
      guard (asHeight ? units.heightKind : units.visibilityKind) != nil else { return "\(number(d.value, maxFractionDigits: 2)) \(d.unit.rawValue)" }
      let text = _UnitText(locale: locale)
      return asHeight
        ? d.describeHeight(in: units, text: text)
        : d.describeVisibility(in: units, text: text, rounding: .toNearestOrAwayFromZero)
    }
    return (show(r.minimum), show(r.maximum))
  }

  /// A weather event (`RAB15E30`): its code as sent, as the description writes it, then its times.
  func event(_ e: Remarks.WeatherEvent) -> String {
    let name = e.phenomenon
    var parts: [String] = []
    if let began = e.began { parts.append(self["event.began", began.description]) }
    if let ended = e.ended { parts.append(self["event.ended", ended.description]) }
    return self["event", name, parts.joined(separator: ", ")]
  }

  /// A lightning remark (`OCNL LTGICCG DSNT NW`).
  func lightning(_ flash: Remarks.Lightning) -> String {
    var text = self[flash.frequency.map { "lightning." + $0.rawValue } ?? "lightning"]
    var kinds: [String] = []
    if flash.types.contains(.inCloud) { kinds.append(self["lightning.IC"]) }
    if flash.types.contains(.cloudToCloud) { kinds.append(self["lightning.CC"]) }
    if flash.types.contains(.cloudToGround) { kinds.append(self["lightning.CG"]) }
    if flash.types.contains(.cloudToAir) { kinds.append(self["lightning.CA"]) }
    if !kinds.isEmpty { text += " (\(kinds.joined(separator: ", ")))" }
    if let location = flash.location { text += " \(location)" }
    return text
  }

  /// A located phenomenon (`CB DSNT E MOV NE`).
  func located(_ p: Remarks.PhenomenonLocation) -> String {
    let key = "located." + p.phenomenon
    var text = _StringTable.remarks.text(key, language: "en") != nil ? self[key] : p.phenomenon
    if let location = p.location { text += " \(location)" }
    if let movement = p.movement {
      text = movement == "STNR" ? self["located.stationary", text] : self["located.moving", text, movement]
    }
    return text
  }
}
