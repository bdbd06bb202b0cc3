import Foundation

// The one writer of a TAF change group's heading: its kind, its probability and its window, as
// the TAF writes it (`PROB40 TEMPO`) and in words ("40% chance, temporarily from … to …"). The
// change group's description (`TAFForecast.heading`), the timeline overlay's text for people
// (`ForecastOverlay.describe(in:locale:timeZone:clock:)`) and the picture (its bar labels and its
// `<desc>` sentences) all write their headings here, so that they share one wording.

/// A change group's heading: kind, probability and the texts of its two times.
enum _ChangeGroupHeading {
  /// The group as a TAF writes it: `TEMPO`, `PROB30`, `PROB40 TEMPO`, `BECMG`, `FM`.
  static func code(_ kind: TAFForecast.Kind, probability: Int?) -> String {
    guard let probability else { return kind.rawValue }
    return kind == .probable ? "PROB\(probability)" : "PROB\(probability) \(kind.rawValue)"
  }

  /// The heading in words in `language` (a table language, `_L10n.language(of:)`; `en` for POSIX
  /// English): "Base forecast", "From day 9 03:00Z", "Temporarily from … to …", "30% chance,
  /// temporarily from … to …", "Zeitweise ab … bis …".
  ///
  /// - Parameters:
  ///   - kind: The change indicator.
  ///   - probability: `PROB30` → 30; `nil` when not given.
  ///   - percent: `probability` written as a number in the reader's locale (POSIX when `nil`).
  ///   - from: The text of the group's start (an `FM` group's time); `nil` when the time is
  ///     unknown, which the heading says.
  ///   - to: The text of the window's end, when it has one.
  ///   - language: The table language.
  static func words(
    _ kind: TAFForecast.Kind, probability: Int?, percent: String? = nil, from: String?, to: String?,
    language: String
  ) -> String {
    let text = _TableText(.forecast, language: language)
    let kindKey: String
    switch kind {
    case .base: return text("heading.base")
    case .from: kindKey = "kind.from"
    case .becoming: kindKey = "kind.becoming"
    case .temporary: kindKey = "kind.temporary"
    case .intermittent: kindKey = "kind.intermittent"
    case .probable: kindKey = ""
    default: kindKey = ""  // a kind this version does not know: shown as its code
    }
    let unknownCode = kindKey.isEmpty && kind != .probable ? kind.rawValue : ""
    var shown = kindKey.isEmpty ? unknownCode : text(kindKey)
    if let probability {
      let percent = percent ?? String(probability)
      if !unknownCode.isEmpty {
        shown = text("heading.probabilityKind", percent, unknownCode)
      } else {
        shown =
          kindKey.isEmpty
          ? text("heading.probability", percent) : text("heading.probabilityKind", percent, text(kindKey + ".lower"))
      }
    }
    if let from {
      shown = text(kind == .from ? "heading.at" : "heading.from", shown, from)
    } else {
      // A change group whose time did not decode or was not given (flagged in `TAF.warnings`).
      shown = shown.isEmpty ? text("heading.timeUnknown") : text("heading.withTimeUnknown", shown)
    }
    if let to { shown = text("heading.to", shown, to) }
    return shown
  }
}
