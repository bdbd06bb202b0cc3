/// Why a report could not be decoded: a code, the offending token and its byte offset.
///
/// A struct rather than an enum so that new reasons can be added without breaking callers;
/// compare against the static members (`error.code == .unexpectedToken`).
public struct DecodeError: Error, Sendable, Hashable, Codable {
  /// The kind of failure.
  public struct Code: Sendable, Hashable, Codable, CustomStringConvertible {
    private let name: String
    /// Creates a code; other files add their codes as static members in extensions.
    init(_ name: String) { self.name = name }

    /// The input holds no token at all.
    public static let emptyInput = Code("emptyInput")
    /// The input does not start like a weather report (no station identifier).
    public static let notAWeatherReport = Code("notAWeatherReport")
    /// A token no decoder claimed (strict mode only).
    public static let unexpectedToken = Code("unexpectedToken")
    /// A report of another type (a TAF given to the METAR decoder, or the reverse).
    public static let wrongReportType = Code("wrongReportType")
    /// The report ends where a required group should be.
    public static let truncatedReport = Code("truncatedReport")
    /// A METAR with neither its day and time nor a wind group where FM 15 puts them, after the
    /// station (`KXYZ 1234 garbage`): not read as a report, so that no number in it is taken for
    /// a visibility.
    public static let missingTimeAndWind = Code("missingTimeAndWind")
    /// Lines folded into one report add up to more than ``ReportSplitter/maximumJoinedLength``:
    /// not a report; the error's report holds only the start (from the client and `wxparse`).
    public static let reportTooLong = Code("reportTooLong")

    /// The code's name.
    public var description: String { name }
  }

  /// The kind of failure.
  public var code: Code
  /// The token at fault (empty when the input ended); at most ``maximumTokenBytes`` of it, then
  /// `...`, so that an error about a huge token stays small.
  public var token: String
  /// Byte offset of the token in the report.
  public var offset: Int
  /// The report text the error belongs to.
  public var report: String

  /// The most bytes of a token an error keeps (``token``).
  public static let maximumTokenBytes = 64

  /// Creates an error; a token longer than ``maximumTokenBytes`` is kept as its start and `...`.
  public init(code: Code, token: String, offset: Int, report: String) {
    self.code = code
    self.token = Self.excerpt(token)
    self.offset = offset
    self.report = report
  }

  private enum CodingKeys: String, CodingKey { case code, token, offset, report }

  /// Decodes an error; its token is cut as ``init(code:token:offset:report:)`` cuts it.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      code: try c.decode(Code.self, forKey: .code), token: try c.decode(String.self, forKey: .token),
      offset: try c.decode(Int.self, forKey: .offset), report: try c.decode(String.self, forKey: .report))
  }

  /// `token`, or its first ``maximumTokenBytes`` bytes (whole characters) and `...`.
  private static func excerpt(_ token: String) -> String {
    guard token.utf8.count > maximumTokenBytes else { return token }
    var kept = ""
    var bytes = 0
    for scalar in token.unicodeScalars {
      bytes += UTF8.width(scalar)
      guard bytes <= maximumTokenBytes else { break }
      kept.unicodeScalars.append(scalar)
    }
    return kept + "..."
  }

  /// Plain-English reason, without the pointer lines.
  public var reason: String {
    switch code {
    case .emptyInput: return "empty input: no report to decode"
    case .notAWeatherReport: return "not a weather report: '\(token)' is not a station identifier"
    case .unexpectedToken: return "unexpected group '\(token)'"
    case .wrongReportType: return "wrong report type: '\(token)'"
    case .truncatedReport: return "report ends early"
    case .missingTimeAndWind:
      return "no observation time and no wind group after the station: not a weather report"
    case .reportTooLong:
      return "report longer than \(_maximumReportLength >> 10) KiB: not a report"
        + " (its later lines were skipped)"
    default: return code.description
    }
  }
}

extension DecodeError: CustomStringConvertible, CustomDebugStringConvertible {
  /// The reason and the report with a caret under the token:
  /// ```
  /// error: unexpected group '1O' at byte 21
  /// KJFK 221651Z 31012KT 1O SM
  ///                      ^
  /// ```
  /// For developers and logs, the same in every locale; control characters from the report
  /// or token are escaped (`\u{1B}`; line breaks and tabs in the report line are spaces), so the
  /// text is safe to print.
  public var description: String {
    var text = "error: \(_printable(reason)) at byte \(offset)"
    let line = report.utf8.count <= 200 ? report : String(decoding: report.utf8.prefix(200), as: UTF8.self) + "..."
    guard !line.isEmpty else { return text }
    let flat = line.map { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\r\n" ? " " : $0 }.reduce(into: "") {
      $0.append($1)
    }
    let shown = _printable(flat)
    text += "\n" + shown
    // The caret sits under the token when the line before it needed no escapes.
    let column = String(decoding: report.utf8.prefix(max(0, offset)), as: UTF8.self).count
    if offset >= 0, column <= 200, shown == flat {
      text += "\n" + String(repeating: " ", count: column) + "^"
    }
    return text
  }

  /// The same as ``description``.
  public var debugDescription: String { description }
}
