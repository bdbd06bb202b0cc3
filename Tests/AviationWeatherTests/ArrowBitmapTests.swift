import TestSupport
import Testing

@testable import AviationWeather

/// One bit layout for Arrow's bitmaps: a validity bitmap appended in runs (``_ArrowBitmap``)
/// and a boolean column's values stored a row at a time (``_ArrowBitmap/store(_:row:in:)``) give
/// the same bytes for the same bits, least significant bit first.
@Suite struct ArrowBitmapTests {
  /// Bits of uneven runs across byte boundaries.
  static let bits: [Bool] = {
    var bits: [Bool] = []
    for (length, bit) in [(3, true), (1, false), (9, true), (2, false), (1, true), (17, false), (5, true), (1, false)] {
      bits += Array(repeating: bit, count: length)
    }
    return bits
  }()

  /// The bytes of `bits`, written out by hand: bit `i % 8` of byte `i / 8`.
  static func expected(_ bits: [Bool]) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: (bits.count + 7) / 8)
    for (i, bit) in bits.enumerated() where bit { bytes[i / 8] |= UInt8(1) << UInt8(i % 8) }
    return bytes
  }

  @Test func runsAndSingleRowsLayTheBitsOutAlike() {
    var runs = _ArrowBitmap()
    defer { runs.deallocate() }
    var start = 0
    while start < Self.bits.count {
      var end = start
      while end < Self.bits.count && Self.bits[end] == Self.bits[start] { end += 1 }
      runs.append(Self.bits[start], count: end - start)
      start = end
    }
    expectEqual(Array(runs.bytes), Self.expected(Self.bits))
    expectEqual(runs.zeroCount, Self.bits.filter { !$0 }.count)

    // Stale bytes in the memory: a row that starts a byte writes all of it.
    var rows = [UInt8](repeating: 0xA5, count: (Self.bits.count + 7) / 8)
    rows.withUnsafeMutableBytes { memory in
      for (row, bit) in Self.bits.enumerated() { _ArrowBitmap.store(bit, row: row, in: memory.baseAddress!) }
    }
    expectEqual(rows, Self.expected(Self.bits))
  }

  @Test func aMaskHoldsItsRowsBits() {
    expectEqual(_ArrowBitmap.mask(rows: 0, upTo: 8), 0xFF)
    expectEqual(_ArrowBitmap.mask(rows: 0, upTo: 3), 0b0000_0111)
    expectEqual(_ArrowBitmap.mask(rows: 5, upTo: 8), 0b1110_0000)
    expectEqual(_ArrowBitmap.mask(rows: 2, upTo: 3), 0b0000_0100)
    expectEqual(_ArrowBitmap.mask(rows: 4, upTo: 4), 0)
  }
}
