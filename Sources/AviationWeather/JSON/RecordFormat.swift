/// The record format: one JSON object per report, as `wxparse --json` writes it and the
/// library's `Codable` forms of ``METAR`` and ``TAF`` read and write it.
///
/// Every record starts with `schemaVersion` and `kind` (`METAR`, `SPECI`, `TAF`, `timeline`
/// or `error`). Units are ASCII codes (`kt`, `m/s`, `km/h`, `mph`, `m`, `km`, `SM`, `ft`,
/// `hPa`, `inHg`, `C`, `F`, and `mm` for rainfall). The format is published as a JSON Schema,
/// ``jsonSchema`` (`DocC/record.schema.json`, `wxparse --schema`).
public enum RecordFormat {
  /// The version of the record format this library writes: raised whenever a field's shape
  /// changes. Records that carry a newer version are refused when decoded.
  public static let schemaVersion = 1
}

extension KeyedDecodingContainer {
  /// Checks the record's `schemaVersion` under `key`, when present (records written before
  /// the format had one carry none): a version newer than ``RecordFormat/schemaVersion``
  /// throws `DecodingError.dataCorrupted`.
  func checkSchemaVersion(forKey key: Key) throws {
    guard let version = try decodeIfPresent(Int.self, forKey: key) else { return }
    guard version >= 1, version <= RecordFormat.schemaVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription: "schema version \(version) is not one this library reads (1–\(RecordFormat.schemaVersion))")
    }
  }

  /// Checks the record's `kind` under `key`: one of `expected`, or absent when `required` is
  /// false (records written before schema version 1); anything else throws
  /// `DecodingError.dataCorrupted`.
  func checkKind(forKey key: Key, is expected: String, required: Bool = true) throws {
    let kind = required ? try decode(String.self, forKey: key) : try decodeIfPresent(String.self, forKey: key)
    guard let kind, kind != expected else { return }
    throw DecodingError.dataCorruptedError(
      forKey: key, in: self, debugDescription: "a \(kind) record is not a \(expected) record")
  }
}
