import Foundation

/// `json` with its object keys sorted, for comparing records member by member (Foundation's
/// encoder does not keep the order of keys on every platform).
public func canonicalJSON(_ json: Data) throws -> String {
  let object = try JSONSerialization.jsonObject(with: json)
  return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
}
