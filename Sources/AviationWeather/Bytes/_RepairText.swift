/// A repaired reading of one token (one or two groups) built in place, in 64 bytes on the stack:
/// repair trials try many readings per token (every place a token may be split at), and an array
/// per reading would allocate once each. A token is tried only up to 24 bytes (with the next one
/// up to 8), so every reading fits; one that would not is no reading (`append` returns false).
struct _RepairText {
  /// The most bytes a reading holds.
  static let capacity = 64
  private var storage: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
  /// Bytes in the reading.
  private(set) var count = 0

  init() {}

  /// Appends `byte`; false, with nothing appended, when the reading is full.
  @discardableResult
  mutating func append(_ byte: UInt8) -> Bool {
    guard count < Self.capacity else { return false }
    let index = count
    withUnsafeMutableBytes(of: &storage) { $0[index] = byte }
    count = index + 1
    return true
  }

  /// Appends `bytes`; false, with nothing appended, when they do not fit.
  @discardableResult
  mutating func append<Bytes: Collection<UInt8>>(contentsOf bytes: Bytes) -> Bool {
    guard bytes.count <= Self.capacity - count else { return false }
    for byte in bytes { append(byte) }
    return true
  }

  /// Empties the reading (for the next place tried).
  mutating func removeAll() { count = 0 }

  /// Calls `body` with the reading's bytes (valid only inside `body`).
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    withUnsafeBytes(of: storage) { raw in
      body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[..<count]))
    }
  }

  /// The reading as text (kept in a repair's record).
  var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }
}
