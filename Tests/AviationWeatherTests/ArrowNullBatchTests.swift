import TestSupport
import Testing

@testable import AviationWeather

/// A column that holds no value in a batch (every row null, or a filler under null structs)
/// writes its data buffers as zeros straight into the batch's message, not through its memory:
/// the bytes are those of a fresh writer's batch of the same nulls, so none of the values the
/// column's memory still holds from the batch before reaches them.
@Suite struct ArrowNullBatchTests {
  /// A byte the first batch's values are made of, which no null batch's bytes may hold.
  static let stale: UInt8 = 0x77

  /// A root of every kind of column (fixed width, text, boolean, list, struct), all nullable.
  final class Columns {
    let number = _ArrowInt64Column(isNullable: true)
    let text = _ArrowUtf8Column(isNullable: true)
    let flag = _ArrowBoolColumn(isNullable: true)
    let list = _ArrowListColumn(element: _ArrowInt32Column(isNullable: false), isNullable: true)
    let pair = _ArrowStructColumn(
      names: ["a", "b"], fields: [_ArrowFloat64Column(isNullable: false), _ArrowUtf8Column(isNullable: false)],
      isNullable: true)
    var root: _ArrowStructColumn {
      _ArrowStructColumn(
        names: ["number", "text", "flag", "list", "pair"], fields: [number, text, flag, list, pair], isNullable: false)
    }

    /// A row of values made of ``stale`` bytes.
    func appendValues() {
      let word = UInt64(0x7777_7777_7777_7777)
      number.append(Int64(bitPattern: word))
      text.append(String(repeating: "w", count: 11))  // "w" is 0x77
      flag.append(true)
      // The list's element column is the Int32 column it was made with.
      if let element = list.element as? _ArrowInt32Column {
        element.append(Int32(bitPattern: 0x7777_7777))
        element.append(Int32(bitPattern: 0x7777_7777))
      }
      list.endList()
      pair.appendValid()
      if let a = pair.fields[0] as? _ArrowFloat64Column { a.append(Double(bitPattern: word)) }
      if let b = pair.fields[1] as? _ArrowUtf8Column { b.append("www") }
    }

    /// A row of nulls.
    func appendNulls() {
      for column in [number, text, flag, list, pair] as [_ArrowColumn] { column.appendNull() }
    }
  }

  /// The stream of `valueRows` rows of values (one batch when there are any), then `nullRows`
  /// rows of nulls (a batch of their own), and where the null batch starts.
  static func stream(valueRows: Int, nullRows: Int) -> (bytes: [UInt8], nullBatchStart: Int) {
    let columns = Columns()
    var writer = _ArrowStreamWriter(root: columns.root, rowsPerBatch: 1 << 20)
    var out: [UInt8] = []
    writer.writeSchema(into: &out)
    for _ in 0..<valueRows {
      columns.appendValues()
      writer.endRow(into: &out)
    }
    writer.writeBatch(into: &out)
    let start = out.count
    for _ in 0..<nullRows {
      columns.appendNulls()
      writer.endRow(into: &out)
    }
    writer.finish(into: &out)
    return (out, start)
  }

  @Test(arguments: [1, 7, 8, 9, 300])
  func nullBatchAfterValuesIsAFreshWritersBatch(nullRows: Int) {
    let afterValues = Self.stream(valueRows: 500, nullRows: nullRows)
    let fresh = Self.stream(valueRows: 0, nullRows: nullRows)
    // The values did reach the first batch.
    #expect(afterValues.bytes[..<afterValues.nullBatchStart].filter { $0 == Self.stale }.count > 500 * 8)
    // A fresh writer's memory never held a value: the same bytes mean no stale slot.
    let nullBatch = Array(afterValues.bytes[afterValues.nullBatchStart...])
    expectEqual(nullBatch, Array(fresh.bytes[fresh.nullBatchStart...]))
    // Metadata, then a body of validity bitmaps and zero data (8 bytes a row for the numbers).
    #expect(nullBatch.count > nullRows * 16)
  }
}
