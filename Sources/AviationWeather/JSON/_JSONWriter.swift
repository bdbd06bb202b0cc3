/// A small compact-JSON writer into a byte array, for the hand-written `writeJSON` methods.
///
/// Its output is that of `JSONEncoder` with `.withoutEscapingSlashes` and keys in the order
/// the synthesized `Codable` conformances encode them: integral doubles below 2^53 without a
/// fraction, other doubles as Swift's shortest `description` without a trailing `.0`, strings
/// with `"` and `\` escaped and control bytes as `\n`, `\t`… or `\u00XX`.
///
/// Commas are placed by looking at the last byte written: a member or element follows a comma
/// unless it is the first in its container (the last byte is then `{` or `[`).
struct _JSONWriter {
  /// The JSON written so far.
  var out: [UInt8]
  /// Set when a non-finite number was met (JSON cannot hold it).
  var failed = false

  init(out: [UInt8]) {
    self.out = out
  }

  // MARK: - Structure

  @inline(__always)
  mutating func beginObject() { out.append(0x7B) }

  @inline(__always)
  mutating func endObject() { out.append(0x7D) }

  @inline(__always)
  mutating func beginArray() { out.append(0x5B) }

  @inline(__always)
  mutating func endArray() { out.append(0x5D) }

  /// Before an array element: a comma unless it is the first.
  @inline(__always)
  mutating func element() {
    if let last = out.last, last != 0x5B { out.append(0x2C) }
  }

  /// Writes `"name":`, after a comma unless it is the object's first member. `name` is
  /// plain ASCII (a Swift property name), so it needs no escaping.
  @inline(__always)
  mutating func key(_ name: StaticString) {
    if let last = out.last, last != 0x7B { out.append(0x2C) }
    out.append(0x22)
    out.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    out.append(0x22)
    out.append(0x3A)
  }

  // MARK: - Scalars

  @inline(__always)
  mutating func bool(_ value: Bool) {
    if value {
      out.append(contentsOf: [0x74, 0x72, 0x75, 0x65])
    } else {
      out.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])
    }
  }

  /// Writes an integer in decimal.
  mutating func int(_ value: Int) {
    if value >= 0 && value < 10 {
      out.append(UInt8(truncatingIfNeeded: value) &+ 0x30)
      return
    }
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                 UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var magnitude = value.magnitude
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[19 - count] = UInt8(truncatingIfNeeded: magnitude % 10) &+ 0x30
        magnitude /= 10
        count += 1
      } while magnitude > 0
    }
    if value < 0 { out.append(0x2D) }
    withUnsafeBytes(of: &digits) { buffer in
      out.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(20 - count)...]))
    }
  }

  /// Writes a double as `JSONEncoder` does; a non-finite value sets ``failed``.
  mutating func double(_ value: Double) {
    guard value.isFinite else {
      failed = true
      out.append(0x30)
      return
    }
    if let exact = Int(exactly: value), exact.magnitude < 1 << 53, !(value == 0 && value.sign == .minus) {
      int(exact)
      return
    }
    var text = value.description
    text.withUTF8 { bytes in
      var count = bytes.count
      if count > 2, bytes[count - 2] == 0x2E, bytes[count - 1] == 0x30 { count -= 2 }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[0..<count]))
    }
  }

  /// Writes a JSON string.
  mutating func string(_ text: String) {
    var copy = text
    copy.withUTF8 { string(bytes: $0) }
  }

  /// Writes UTF-8 bytes (assumed valid) as a JSON string.
  mutating func string(bytes: UnsafeBufferPointer<UInt8>) {
    out.append(0x22)
    var clean = true
    for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C {
      clean = false
      break
    }
    if clean {
      out.append(contentsOf: bytes)
    } else {
      for byte in bytes {
        if byte >= 0x20 && byte != 0x22 && byte != 0x5C {
          out.append(byte)
          continue
        }
        out.append(0x5C)
        switch byte {
        case 0x22: out.append(0x22)
        case 0x5C: out.append(0x5C)
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "t"))
        case 0x08: out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(UInt8(ascii: "f"))
        default:
          out.append(UInt8(ascii: "u"))
          out.append(0x30)
          out.append(0x30)
          out.append(_JSONWriter.hex(byte >> 4))
          out.append(_JSONWriter.hex(byte & 0x0F))
        }
      }
    }
    out.append(0x22)
  }

  @inline(__always)
  private static func hex(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? 0x30 &+ nibble : 0x61 &+ (nibble &- 10)
  }

  // MARK: - Members

  /// `"name":"text"`.
  @inline(__always)
  mutating func member(_ name: StaticString, _ text: String) {
    key(name)
    string(text)
  }

  /// `"name":"text"` when `text` is present.
  @inline(__always)
  mutating func member(_ name: StaticString, _ text: String?) {
    guard let text else { return }
    key(name)
    string(text)
  }

  /// `"name":n`.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Int) {
    key(name)
    int(value)
  }

  /// `"name":n` when `value` is present.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Int?) {
    guard let value else { return }
    key(name)
    int(value)
  }

  /// `"name":x`.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Double) {
    key(name)
    double(value)
  }

  /// `"name":x` when `value` is present.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Double?) {
    guard let value else { return }
    key(name)
    double(value)
  }

  /// `"name":true|false`.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Bool) {
    key(name)
    bool(value)
  }

  /// `"name":` and the value written by `write`, when `value` is present.
  @inline(__always)
  mutating func member<T>(_ name: StaticString, _ value: T?, _ write: (inout _JSONWriter, T) -> Void) {
    guard let value else { return }
    key(name)
    write(&self, value)
  }

  /// `"name":[…]` with each element written by `write`.
  @inline(__always)
  mutating func member<T>(_ name: StaticString, array: [T], _ write: (inout _JSONWriter, T) -> Void) {
    key(name)
    beginArray()
    for item in array {
      element()
      write(&self, item)
    }
    endArray()
  }
}
