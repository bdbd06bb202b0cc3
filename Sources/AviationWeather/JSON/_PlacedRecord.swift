// Described records that their container places (a TAF's forecast group in the TAF's validity):
// inside the container an element's record adds members (its window, `validFrom` and `validTo`)
// that follow from the element and from what the container knows (the TAF's dates). The
// element's description lists them with the rest, from a placement it is given
// (`_describeRecord(into:placement:)`); the container describes the array with
// `_RecordSink.placedArray(_:_:context:)`.
//
// The fast writer reads the elements where the container holds them: a wrapper holding each
// element with its window (the `_PlacedForecast` this replaces) copied every forecast, its
// references retained, then copied it again to be read in place, and the computed array it came
// from was read through the key path runtime (`wxparse --json` on the TAF corpus: 114.0 M
// instructions against the hand-written writer's 109.3 M; read in place, see `TAF+JSON.swift`).

import Foundation

/// A described record whose record form inside its container adds the members a placement gives
/// (`_describeRecord(into:placement:)`); alone (`Codable`, its own `_writeRecord`) it has none.
protocol _PlacedRecord: _DescribedRecord {
  /// What the container knows that places its elements (a TAF's validity as dates).
  associatedtype _Context
  /// What places one element (a forecast group's window), given to its description.
  associatedtype _Placement
  /// The placement of `element` (lent `inout`, never written) in `context`.
  static func _placement(of element: inout Self, in context: _Context) -> _Placement
  /// Drives `sink` with one call per member, those `placement` gives included (`nil`: the value
  /// alone, whose record leaves them out; the schema's and the Arrow schema's sinks list them).
  static func _describeRecord<S: _RecordSink<Self>>(into sink: inout S, placement: _Placement?)
}

extension _PlacedRecord {
  @inline(__always)
  static func _describeRecord<S: _RecordSink<Self>>(into sink: inout S) { _describeRecord(into: &sink, placement: nil) }

  /// Writes the value at `root` (read in place, never written) in its record form with the
  /// members `placement` gives.
  @inline(__always)
  static func _writeRecord(at root: UnsafeMutablePointer<Self>, placement: _Placement?, to writer: inout _JSONWriter) {
    var sink = _JSONRecordSink(root: root, writer: writer)
    sink.writer.beginObject()
    _describeRecord(into: &sink, placement: placement)
    sink.writer.endObject()
    writer = sink.writer
  }

  /// Writes `elements` (read where they are, never written) as a JSON array of their records,
  /// each placed in `context` (none when `nil`).
  @inline(__always)
  static func _writeRecords(_ elements: inout [Self], in context: _Context?, to writer: inout _JSONWriter) {
    if elements.isEmpty {
      writer.literal("[]")
      return
    }
    writer.beginArray()
    elements.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for index in buffer.indices {
        if index > 0 { writer.append(asciiComma) }
        let element = UnsafeMutablePointer(mutating: base + index)
        let placement = context.map { _placement(of: &element.pointee, in: $0) }
        _writeRecord(at: element, placement: placement, to: &writer)
      }
    }
    writer.endArray()
  }
}

/// A container's placed elements with what places them: the value a sink without a way of its
/// own to read a ``_RecordSink/placedArray(_:_:context:)`` member gets (as a derived member).
/// Written and encoded as the array of the elements' placed records; decoded as the elements
/// alone.
struct _PlacedArray<Element: _PlacedRecord>: _RecordValue {
  var elements: [Element]
  var context: Element._Context?

  init(elements: [Element], context: Element._Context?) {
    self.elements = elements
    self.context = context
  }

  static func _writeRecord(_ value: _PlacedArray, to writer: inout _JSONWriter) {
    var elements = value.elements
    Element._writeRecords(&elements, in: value.context, to: &writer)
  }

  static var _recordSchema: _JSONValue { .arrayOf(Element._recordSchema) }

  init(from decoder: any Decoder) throws {
    self.init(elements: try [Element](from: decoder), context: nil)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for var element in elements {
      try container.encode(_Placed(element: element, placement: context.map { Element._placement(of: &element, in: $0) }))
    }
  }

  /// An element and its placement, encoded as the element's placed record.
  private struct _Placed: Encodable {
    var element: Element
    var placement: Element._Placement?

    func encode(to encoder: any Encoder) throws {
      var sink = _EncodingRecordSink(root: element, container: encoder.container(keyedBy: _RecordKey.self))
      Element._describeRecord(into: &sink, placement: placement)
      if let error = sink.error { throw error }
    }
  }

  /// A list column of the elements' struct columns (those the placement adds included).
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn {
    _ArrowListColumn(element: Element._arrowColumn(isNullable: false), isNullable: isNullable)
  }

  /// Appends the elements, each read where it is and placed, as one list.
  static func _appendArrow(_ value: _PlacedArray, to column: _ArrowColumn) {
    let list = unsafeDowncast(column, to: _ArrowListColumn.self)
    list.elementRef._withUnsafeGuaranteedRef { elementColumn in
      value.elements.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        for index in buffer.indices {
          let element = UnsafeMutablePointer(mutating: base + index)
          let placement = value.context.map { Element._placement(of: &element.pointee, in: $0) }
          var sink = _ArrowRecordSink(
            root: element, columns: _ArrowRowWriter.fields(ofStructAppendedTo: elementColumn).columns)
          Element._describeRecord(into: &sink, placement: placement)
        }
      }
    }
    list.endList()
  }
}

/// An instant held as seconds since Foundation's reference date, as a record value: what a sink
/// without a way of its own to write ``_RecordSink/instant(_:value:)`` gets (as a derived member,
/// the Arrow sinks: a timestamp column).
struct _RecordInstant: _RecordValue {
  var seconds: Double

  static func _writeRecord(_ value: _RecordInstant, to writer: inout _JSONWriter) {
    if let text = _formatISO8601(Date(timeIntervalSinceReferenceDate: value.seconds)) {
      writer.string(text)
    } else {
      writer.failed = true
    }
  }

  static var _recordSchema: _JSONValue { _RecordSchema.utc }

  init(seconds: Double) { self.seconds = seconds }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = _parseISO8601(text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text.prefix(40))' is not a UTC time")
    }
    seconds = date.timeIntervalSinceReferenceDate
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    guard let text = _formatISO8601(Date(timeIntervalSinceReferenceDate: seconds)) else {
      throw EncodingError.invalidValue(
        seconds, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "not an instant of the years 1000–9999"))
    }
    try container.encode(text)
  }

  /// A timestamp column, microseconds, UTC.
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn {
    _ArrowInt64Column(isNullable: isNullable, type: .timestampMicrosecondsUTC)
  }

  /// The instant as a timestamp; null when out of a timestamp's range.
  static func _appendArrow(_ value: _RecordInstant, to column: _ArrowColumn) {
    let timestamps = unsafeDowncast(column, to: _ArrowInt64Column.self)
    if let microseconds = _ArrowTimestamp.microseconds(sinceReferenceDate: value.seconds) {
      timestamps.append(microseconds)
    } else {
      timestamps.appendNull()
    }
  }
}
