/// Plain-language text a station added after its last coded group without `RMK`, kept whole:
/// `VOL. SANTA MARIA Y SANTIAGUITO EN ACTIVIDAD` (Guatemala), `UNMONITORED` (Denmark),
/// `PRESENT WEATHER SENSOR US` (Australia), `INFO H RWY 04` (Thailand).
public struct PlainLanguage: Sendable, Hashable, Codable {
  /// The text as sent, from its first word to its last, spacing kept.
  public var text: String
  /// Byte offset of the text in the report.
  public var offset: Int

  /// Creates plain-language text.
  public init(text: String, offset: Int) {
    self.text = text
    self.offset = offset
  }
}

extension PlainLanguage: CustomStringConvertible {
  /// `'UNMONITORED' at byte 91`.
  public var description: String { "'\(text)' at byte \(offset)" }
}
