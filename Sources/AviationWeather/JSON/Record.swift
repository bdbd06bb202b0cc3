/// Any one record of the record format (``RecordFormat``), told apart by its `kind`: what a
/// reader of `wxparse --json` output decodes each line as.
///
/// ```swift
/// for line in output.split(separator: "\n") {
///   switch try JSONDecoder().decode(Record.self, from: Data(line.utf8)) {
///   case .metar(let metar): print(metar.station, metar.flightCategory as Any)
///   case .taf(let taf): print(taf.station, taf.forecasts.count)
///   case .timeline(let timeline): print(timeline.station, timeline.rows.count)
///   case .error(let error): print(error.line, error.code)
///   }
/// }
/// ```
public enum Record: Sendable, Hashable, Codable {
  /// A METAR or SPECI record (`kind` `METAR` or `SPECI`).
  case metar(METAR)
  /// A TAF record.
  case taf(TAF)
  /// A timeline record (`wxparse --timeline`).
  case timeline(TimelineRecord)
  /// An error record: a report that could not be decoded.
  case error(ErrorRecord)

  private enum CodingKeys: String, CodingKey { case kind }

  /// Decodes the record its `kind` names; an unknown `kind` throws `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try c.decode(String.self, forKey: .kind)
    switch kind {
    case "METAR", "SPECI": self = .metar(try METAR(from: decoder))
    case "TAF": self = .taf(try TAF(from: decoder))
    case "timeline": self = .timeline(try TimelineRecord(from: decoder))
    case "error": self = .error(try ErrorRecord(from: decoder))
    default:
      throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: "unknown record kind '\(kind)'")
    }
  }

  /// Encodes the record it holds, as that record's own `Codable` form.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .metar(let metar): try metar.encode(to: encoder)
    case .taf(let taf): try taf.encode(to: encoder)
    case .timeline(let timeline): try timeline.encode(to: encoder)
    case .error(let error): try error.encode(to: encoder)
    }
  }
}
