import Foundation

// The one writer of a value with its unit, for descriptions (POSIX English) and for text a person
// reads (the locale's numbers and words): every `describe` of Units/, Groups/ wind, visibility and
// sky, and the flight categories go through it.

/// Where text is written for: POSIX English (`locale` `nil`: descriptions, logs, wxparse), or a
/// person's locale (its digits, separators and words from the `Units` string table).
struct _UnitText: Sendable {
  /// The person's locale; `nil` for POSIX English.
  let locale: Locale?
  /// The table language of `locale` (`_L10n.language(of:)`), resolved once: reading a locale's
  /// language code costs more than the lookup itself, and descriptions look up many phrases.
  let language: String
  /// The index of ``language`` in `_L10n.languages` (where the tables keep its texts).
  let languageIndex: Int

  /// The texts of every value in ``language``, looked up once (``_UnitPhrases``).
  let phrases: _UnitPhrases

  /// Text for `locale`, or POSIX English when `nil`.
  init(locale: Locale?) {
    self.locale = locale
    self.language = _L10n.language(of: locale)
    self.languageIndex = _L10n.languageIndex(language)
    self.phrases = _UnitPhrases.of(languageIndex: languageIndex)
  }

  /// POSIX English, the same on every device (descriptions and records).
  static let posix = _UnitText(locale: nil)

  /// Text for `locale`; the shared ``posix`` when `nil` (nothing resolved again per call).
  static func of(_ locale: Locale?) -> _UnitText { locale.map { _UnitText(locale: $0) } ?? .posix }

  /// The largest magnitude written as a number; beyond it (and for NaN and infinities) a value is
  /// "out of range": no report says a billion of any unit.
  static let largestShown = 1e9

  /// Whether `value` is written as a number (finite and below ``largestShown``).
  static func isShown(_ value: Double) -> Bool { value.isFinite && abs(value) < largestShown }

  /// The text of `key` in `table`, in this locale's language.
  ///
  /// The lookup of `_L10n.text` (this language, then English, then the key) with the language
  /// already resolved.
  func text(_ key: String, _ table: _StringTable, _ arguments: String...) -> String {
    guard let template = table.template(key, languageIndex: languageIndex) else { return key }
    return template.filled(arguments)
  }

  /// ``text(_:_:_:)`` with no argument.
  func text(_ key: String, _ table: _StringTable) -> String {
    guard let template = table.template(key, languageIndex: languageIndex) else { return key }
    return template.filled()
  }

  /// ``text(_:_:_:)`` with one argument (no array built for it).
  func text(_ key: String, _ table: _StringTable, _ argument: String) -> String {
    guard let template = table.template(key, languageIndex: languageIndex) else { return key }
    return template.filled(argument)
  }

  /// ``text(_:_:_:)`` with two arguments (no array built for them).
  func text(_ key: String, _ table: _StringTable, _ first: String, _ second: String) -> String {
    guard let template = table.template(key, languageIndex: languageIndex) else { return key }
    return template.filled(first, second)
  }

  /// ``text(_:_:_:)`` with three arguments (no array built for them).
  func text(_ key: String, _ table: _StringTable, _ first: String, _ second: String, _ third: String) -> String {
    guard let template = table.template(key, languageIndex: languageIndex) else { return key }
    return template.filled(first, second, third)
  }

  /// `value` as a number (see ``formatNumber(_:maxFractionDigits:minFractionDigits:grouping:locale:)``).
  func number(_ value: Double, maxFractionDigits: Int = 0, minFractionDigits: Int = 0, grouping: Bool = true) -> String {
    guard Self.isShown(value) else { return outOfRange }
    return formatNumber(
      value, maxFractionDigits: maxFractionDigits, minFractionDigits: minFractionDigits, grouping: grouping,
      locale: locale)
  }

  /// A whole number (a height in feet, a direction in degrees).
  func integer(_ value: Int) -> String {
    number(Double(value))
  }

  /// "out of range", for a value no report can hold.
  var outOfRange: String { phrases.outOfRange }

  /// `number` followed by the unit's symbol (`unit.<code>` in the `Units` table), as the
  /// language writes a quantity (`15 km/h`).
  func quantity(_ number: String, unit code: String) -> String {
    if let template = phrases.quantities[code] { return template.filled(number) }
    return text("unit.value", .units, number, text("unit.\(code)", .units))
  }

  /// `value` with its unit, or "out of range".
  func measure(
    _ value: Double, unit code: String, maxFractionDigits: Int = 0, minFractionDigits: Int = 0, grouping: Bool = true
  ) -> String {
    guard Self.isShown(value) else { return outOfRange }
    return quantity(
      number(value, maxFractionDigits: maxFractionDigits, minFractionDigits: minFractionDigits, grouping: grouping),
      unit: code)
  }

  /// Statute miles in whole miles and sixteenths where exact (`1 1/2`), else decimals.
  func miles(_ value: Double) -> String {
    guard Self.isShown(value) else { return outOfRange }
    let sixteenths = (value * 16).rounded()
    guard abs(value * 16 - sixteenths) < 1e-6, sixteenths >= 0 else { return number(value, maxFractionDigits: 2) }
    let n = Int(sixteenths)
    let whole = n / 16
    var numerator = n % 16
    var denominator = 16
    while numerator != 0, numerator % 2 == 0 {
      numerator /= 2
      denominator /= 2
    }
    if numerator == 0 { return integer(whole) }
    return whole == 0 ? "\(numerator)/\(denominator)" : "\(integer(whole)) \(numerator)/\(denominator)"
  }

  /// A distance in statute miles with the mile symbol (`1 1/2 SM`), or "out of range".
  func measureMiles(_ value: Double) -> String {
    guard Self.isShown(value) else { return outOfRange }
    return quantity(miles(value), unit: DistanceUnit.statuteMiles.rawValue)
  }
}
