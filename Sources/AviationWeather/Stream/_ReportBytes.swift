/// The bytes of the report a ``ReportSplitter`` is building: an array used as storage, with a
/// count of its own, so that emptying it once a report is handed out keeps the memory without
/// `Array.removeAll(keepingCapacity:)`, which replaces a range (about 100 instructions a report).
struct _ReportBytes: Sendable {
  /// The memory; bytes `0..<count` are the report's, the rest is room.
  private var storage: [UInt8] = []
  /// How many bytes the report holds.
  private(set) var count = 0

  /// Room for `capacity` bytes from the start.
  init(capacity: Int) {
    storage = [UInt8](repeating: 0, count: capacity)
  }

  var isEmpty: Bool { count == 0 }

  /// The last byte, if any.
  var last: UInt8? { count > 0 ? storage[count - 1] : nil }

  /// The memory held (bytes and room).
  var capacity: Int { storage.count }

  /// Appends one byte.
  mutating func append(_ byte: UInt8) {
    withUnsafeBytes(of: byte) { append(contentsOf: $0.assumingMemoryBound(to: UInt8.self)) }
  }

  /// Appends `bytes`, growing the memory when they do not fit.
  mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    let start = count
    let end = start + bytes.count
    if end > storage.count {
      storage.append(contentsOf: repeatElement(0, count: max(end, storage.count * 2) - storage.count))
    }
    storage.withUnsafeMutableBufferPointer { target in
      target.baseAddress.map { ($0 + start).update(from: source, count: bytes.count) }
    }
    count = end
  }

  /// Calls `body` with the report's bytes (valid only during the call), read in place: a
  /// mutating access, so the storage is neither retained and released around `body` (as a
  /// non-mutating access is when `body` calls code it cannot see: the splitter's `emit`, once a
  /// report) nor checked for uniqueness (as `Array.withUnsafeMutableBufferPointer` is).
  mutating func withBytesInPlace<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    let count = count
    return try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[0..<count])) }
  }

  /// Empties the report; keeps the memory when `keepingCapacity`.
  mutating func removeAll(keepingCapacity: Bool) {
    count = 0
    if !keepingCapacity { storage = [] }
  }
}
