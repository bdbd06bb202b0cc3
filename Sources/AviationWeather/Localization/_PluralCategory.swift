// CLDR plural categories of the languages the tables hold, for whole numbers: the rule that picks
// "1 minute" / "2 minutes" (and French "0 minute"). Unicode CLDR, Language Plural Rules
// (cardinal, integer operand i with no visible fraction digits).

/// A CLDR plural category: the key suffix (`#one`, `#other`) of a plural variant.
enum _PluralCategory: String, Sendable {
  /// Zero (no language of the tables uses it for cardinals; a table may still give the variant).
  case zero
  /// One.
  case one
  /// Two.
  case two
  /// Few.
  case few
  /// Many.
  case many
  /// Every other count.
  case other

  /// The category of the whole number `count` in `language` (a language code: `en`, `pt`).
  ///
  /// - en, de, es: `one` for 1 (Spanish `many` applies to fractions and exponents only, never to
  ///   a whole count shown in digits); fr and pt (Brazilian, the CLDR `pt` rule): `one` for 0 and
  ///   1; any other language: the English rule.
  init(count: Int, language: String) {
    switch language {
    case "fr", "pt": self = count == 0 || count == 1 ? .one : .other
    default: self = count == 1 ? .one : .other
    }
  }
}
