// One description per record type: its members in order, their JSON names, their types. Every
// reader of the record format is a sink that the description drives:
//
// - `_JSONRecordSink`: the fast writer (`wxparse --json`), specialized per type, so that a
//   member costs what the hand-written `writer.member(...)` call cost;
// - `_EncodingRecordSink` and `_DecodingRecordSink`: the `Codable` conformance, both ways;
// - `_SchemaRecordSink`: the type's part of the JSON Schema (`RecordFormat.jsonSchema`);
// - `_ArrowSchemaSink` and `_ArrowRecordSink`: the Arrow columns (`JSON/Arrow/`).
//
// A described type lists its members once, in `_describeRecord(into:)`:
//
//     static func _describeRecord<S: _RecordSink<Self>>(into s: inout S) {
//       s.field("cover", \.cover)
//       s.optional("heightFeet", \.heightFeet)
//     }
//
// `field` is always written; `optional` is left out when `nil`; `array` is always written,
// `[]` when empty; `constant` is a fixed text (a unit). The top levels also use `schemaVersion`,
// `addedField`/`addedArray` (members older records lack), `derived` (computed, never read back),
// `instant` (a resolved date) and `block` (a run of members nearly always at their defaults,
// with the fast writer's literal for them). Adding a member to the record is one more line here;
// METAR's, TAF's and the timeline record's fast JSON writers and every Arrow row are their
// descriptions (`METAR+JSON.swift`, `TAF+JSON.swift`, `TimelineRecord+JSON.swift`,
// `JSON/Arrow/_ArrowRecordSink.swift`). The timeline record (`TimelineRecord+Record.swift`: the
// record, its rows, their overlays, the unplaced change groups) adds `date`/`optionalDate` (a
// `Date` member), `flag` (written only when true) and `nonEmptyArray` (written only when not
// empty); the Arrow sinks keep their defaults (`_RecordSink+Timeline.swift`). Described, its
// fast writer took fewer instructions than the hand-written one (`wxparse --timeline --json
// --reference-date 2026-11-24 --threads 1` on the TAF corpus: 955.4 M against 963.6 M).
//
// The writing sinks (`_JSONRecordSink`, `_ArrowRecordSink`) read the record in place: the
// value is borrowed for the description's run (`withUnsafePointer(to:)`), the sink holds the
// pointer and reads each member through a static helper that takes the record `inout`
// (`&root.pointee`), where the optimizer knows nothing else touches it and folds a literal key
// path into a load from the record's memory. A sink holding the record by value copied it for
// every record (a retain and a release of each reference, hundreds of bytes moved). Reading in
// place, the described paths first still took more instructions than the hand-written ones
// (issue 32, release build, one thread, `callgrind`): `--json` on the METAR corpus 757 M
// against 723 M, on the TAF corpus 121 M against 109 M; `--arrow` on the METAR corpus 960 M
// against 837 M; `--timeline --arrow` on the TAF corpus 945 M against 921 M; `--timeline
// --json` with the described conditions 979 M against 966 M.
//
// The fast JSON sink then closed the gap for METAR, which lost it in three places (per function,
// against the hand-written `_JSONWriter.metar(_:)`): the conditions copied to be passed to their
// writer (a copy through the value witness, a retain and a release of each reference: 14 M),
// each key's comma decided by a look at the last byte written (the hand-written literals had
// their commas), and the schemas of members that have one built, allocated, for every record
// written (`reportedHumidity`'s; `.nonNegativeInteger` in the groups). Now the sink knows
// whether a comma is due (`commaDue`: a constant at nearly every member once the description is
// inlined), passes a member whose writer is not inlined (conditions, text) on in place, `inout`
// through its key path (`_writeRecordMember(_:of:_:comma:to:)`; debug builds assert that the
// member is stored), and `schema:` is an autoclosure only the schema's sink calls. `--json` on
// the METAR corpus: 702.1 M described against 708.9 M hand-written, so METAR's hand-written
// writer is gone; the TAF corpus 109.0 M (its writer still hand-written; described it took
// 114.0 M against 109.3 M: the forecasts are the computed `placedForecasts`, read through the
// key path runtime since the array member is not inlined, and each forecast is copied into its
// `_PlacedForecast`, its references retained, then copied again to be read in place; with the
// forecasts read where the TAF holds them, placed as they are written (`placedArray`,
// `_PlacedRecord.swift`), TAF's hand-written writer is gone too: whole `wxparse --json
// --reference-date` runs on the TAF corpus 154.7 M against 158.5 M, `--arrow` 147.3 M against
// 152.0 M, `--timeline --json` 963.6 M against 963.7 M). `--arrow`
// on the METAR corpus 714.0 M (721.4 M before), `--timeline --json` 963.5 M (968.5 M),
// `--timeline --arrow` 805.3 M (805.3 M), `--arrow` on the TAF corpus 130.1 M (133.1 M).

import Foundation

/// A value the record format holds: it writes itself fast, encodes and decodes through `Codable`
/// in the same form, and has a JSON Schema.
protocol _RecordValue: Codable {
  /// Writes `value` in its record form.
  static func _writeRecord(_ value: Self, to writer: inout _JSONWriter)
  /// Writes `"name":` and `value` in its record form (primitives write both with one check for
  /// room), after a comma when `comma` (the sink knows whether the member is its object's first).
  static func _writeRecordMember(_ name: StaticString, _ value: Self, comma: Bool, to writer: inout _JSONWriter)
  /// Writes `"name":` and the member at `path` of `root`, the record the fast writer's sink
  /// reads in place (lent `inout`, never written). Default: the member's value, as
  /// ``_writeRecordMember(_:_:comma:to:)`` writes it. A type whose writer is not inlined
  /// (`WeatherConditions`) passes the member itself on, `inout` (where `path` is stored, as it
  /// is wherever such a type is a member): read as a value, it was copied first, its references
  /// retained.
  static func _writeRecordMember<Root>(
    _ name: StaticString, of root: inout Root, _ path: WritableKeyPath<Root, Self>, comma: Bool,
    to writer: inout _JSONWriter)
  /// The JSON Schema of the record form (a `$ref` for the types with a name in `$defs`).
  static var _recordSchema: _JSONValue { get }
  /// The Arrow column that holds values of this type (`JSON/Arrow/_RecordValue+Arrow.swift`).
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn
  /// Appends `value` to `column`, one ``_arrowColumn(isNullable:)`` made.
  static func _appendArrow(_ value: Self, to column: _ArrowColumn)
  /// Appends the member at `path` of `root`, the record the Arrow sink reads in place (lent
  /// `inout`, never written), to `column`. Default: the member's value, as
  /// ``_appendArrow(_:to:)`` appends it. A type whose append is not inlined
  /// (`WeatherConditions`, `String`) passes the stored member on in place, as
  /// ``_writeRecordMember(_:of:_:comma:to:)`` does (`JSON/Arrow/_RecordValue+Arrow.swift`).
  static func _appendArrowMember<Root>(of root: inout Root, _ path: WritableKeyPath<Root, Self>, to column: _ArrowColumn)
  /// Appends the elements of `array` (a member read in place, never written) to `column`, a
  /// list's element column. Default: each element as ``_appendArrow(_:to:)`` appends it; a
  /// described record reads the elements of an `Array` where they are
  /// (`JSON/Arrow/_ArrowRecordSink.swift`).
  static func _appendArrowElements<C: _RecordArray>(of array: inout C, to column: _ArrowColumn) where C.Element == Self
}

extension _RecordValue {
  @inline(__always)
  static func _writeRecordMember(_ name: StaticString, _ value: Self, comma: Bool, to writer: inout _JSONWriter) {
    writer.key(name, comma: comma)
    _writeRecord(value, to: &writer)
  }

  @inline(__always)
  static func _writeRecordMember<Root>(
    _ name: StaticString, of root: inout Root, _ path: WritableKeyPath<Root, Self>, comma: Bool,
    to writer: inout _JSONWriter
  ) {
    _writeRecordMember(name, root[keyPath: path], comma: comma, to: &writer)
  }
}

/// Checks (in debug builds) that `path` is a stored member: a member written in place is lent
/// `inout` through its key path, which for a computed one would call its setter on the borrowed
/// record.
@inline(__always)
func _assertStored<Root, V>(_ path: WritableKeyPath<Root, V>) {
  assert(MemoryLayout<Root>.offset(of: path) != nil, "\(path) is computed: a member written in place must be stored")
}

extension _RecordValue {
  /// Writes `"name":` and the stored member at `path` of `root` by `write`, which gets the
  /// member itself, `inout` (never written): the in-place form of
  /// ``_writeRecordMember(_:of:_:comma:to:)`` for a type whose writer is not inlined.
  @inline(__always)
  static func _writeRecordMember<Root>(
    _ name: StaticString, of root: inout Root, _ path: WritableKeyPath<Root, Self>, comma: Bool,
    to writer: inout _JSONWriter, inPlace write: (inout _JSONWriter, inout Self) -> Void
  ) {
    _assertStored(path)
    writer.key(name, comma: comma)
    write(&writer, &root[keyPath: path])
  }
}

/// A collection of record values written as a JSON array.
protocol _RecordArray: _ForEachElement, Codable where Element: _RecordValue {}

extension Array: _RecordArray where Element: _RecordValue {}
extension SmallArray: _RecordArray where Element: _RecordValue {}

/// What a record description drives: one call per member, in the record's order.
protocol _RecordSink<Root> {
  /// The described type.
  associatedtype Root
  /// A member always present. `schema` replaces the value type's schema when given (an
  /// autoclosure, as for every member: only the schema's sink builds it; a schema built for every
  /// record written allocated).
  mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?)
  /// A member left out when `nil`.
  mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>, schema: @autoclosure () -> _JSONValue?)
  /// An array member, always present (`[]` when empty).
  mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?)
  /// A member whose text is always `value` (a unit the type implies, `"unit":"mm"`); decoding
  /// accepts it absent (records written before it existed) and refuses any other text.
  mutating func constant(_ name: StaticString, _ value: StaticString)

  // The members below were added after the four above; each has a default (in the extension
  // below) that a sink may keep when the difference does not concern it.

  /// `schemaVersion`, ``RecordFormat/schemaVersion``: a top-level record's first member. Decoding
  /// accepts it absent (records written before it existed) and refuses a version newer than
  /// this library's.
  mutating func schemaVersion()
  /// An array member written as ``array(_:_:schema:)`` writes it, that records written before
  /// it existed lack: decoding reads it absent as empty (the blank value's), and the schema
  /// requires it only when `required`. Default: ``array(_:_:schema:)``.
  mutating func addedArray<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, required: Bool)
  /// A member written as ``field(_:_:schema:)`` writes it, that records written before it existed
  /// lack: decoding keeps the blank value's when absent, and the schema requires it only when
  /// `required`. Default: ``field(_:_:schema:)``.
  mutating func addedField<V: _RecordValue>(
    _ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?, required: Bool)
  /// A member computed from the others by `value` (`flightCategory`): always written, `null`
  /// when `nil`; never read back (decoding skips it); `schema` is its schema, required (an
  /// autoclosure: the writing sinks must not build it). A closure, not a key path: a computed
  /// key path on the fast writer's borrowed value copied the whole record first. It reads its
  /// argument only; `inout` so that the writing sinks pass the record's address (a large
  /// record passed by value to a closure not inlined was copied, its references retained).
  mutating func derived<V: _RecordValue>(_ name: StaticString, _ value: (inout Root) -> V?, schema: @autoclosure () -> _JSONValue)
  /// An instant in UTC, held as seconds since Foundation's reference date (as reports keep
  /// resolved dates), written as ISO 8601 text to the second (`2026-11-24T21:20:00Z`), left
  /// out when `nil`. Writing one outside the years 1000–9999 fails the record (the fast writer)
  /// or throws (`Codable`); decoding other text throws.
  mutating func instant(_ name: StaticString, _ path: WritableKeyPath<Root, Double?>)
  /// Opens a run of members that nearly always hold their defaults; the description lists them
  /// right after, when it returns `true`:
  ///
  ///     if s.block(",\"isNil\":false,\"isCancelled\":false", isDefault: { !$0.isNil && !$0.isCancelled }) {
  ///       s.field("isNil", \.isNil)
  ///       s.field("isCancelled", \.isCancelled)
  ///     }
  ///
  /// When `isDefault(root)` holds, the fast writer writes `literal` and returns `false`:
  /// `literal` is exactly what the members write then, each after a comma (so a block is never
  /// an object's first member; `RecordDescriptionTests` checks each literal against its
  /// members). Every other sink returns `true` and sees the members. Default: `true`. (Not a
  /// closure over the members: one kept the fast writer from reading the record in place.
  /// `isDefault` reads its argument only: `inout` as `derived`'s closure is.)
  mutating func block(_ literal: StaticString, isDefault: (inout Root) -> Bool) -> Bool
  /// An array member, always written, whose elements the record places (a TAF's forecasts in
  /// its validity): each is written as its description with the placement
  /// ``_PlacedRecord/_placement(of:in:)`` gives it in `context(root)` (`_PlacedRecord.swift`);
  /// decoding reads the elements alone. Default: the elements with their context as a
  /// ``derived(_:_:schema:)`` member (``_PlacedArray``), which the Arrow sinks read.
  mutating func placedArray<E: _PlacedRecord>(
    _ name: StaticString, _ path: WritableKeyPath<Root, [E]>, context: (inout Root) -> E._Context)
  /// An instant given as a value (seconds since Foundation's reference date: a placement's,
  /// ``_PlacedRecord``), written as ``instant(_:_:)`` writes one, left out when `nil`; decoding
  /// checks it and keeps nothing. Default: a ``derived(_:_:schema:)`` member (``_RecordInstant``,
  /// `null` when `nil`), as the Arrow sinks, whose timestamp columns are nullable, read it.
  mutating func instant(_ name: StaticString, value: Double?)

  // The timeline record's members (`TimelineRecord+Record.swift`), each with a default that
  // the Arrow sinks keep (`_RecordSink+Timeline.swift`): a value of its column, always there.

  /// A `Date` member, always present, written as ``instant(_:_:)`` writes one. Default: a
  /// ``derived(_:_:schema:)`` ``_RecordInstant``.
  mutating func date(_ name: StaticString, _ path: WritableKeyPath<Root, Date>)
  /// A `Date` member left out when `nil`, written as ``instant(_:_:)`` writes one. Default: a
  /// ``derived(_:_:schema:)`` ``_RecordInstant``, `null` when `nil`.
  mutating func optionalDate(_ name: StaticString, _ path: WritableKeyPath<Root, Date?>)
  /// A flag written only when true (`"isWindowClamped":true`); decoding reads it absent as
  /// false, and the schema does not require it. Default: ``field(_:_:schema:)``.
  mutating func flag(_ name: StaticString, _ path: WritableKeyPath<Root, Bool>)
  /// An array member written only when not empty; decoding reads it absent as empty (the blank
  /// value's), and the schema does not require it. Default: ``array(_:_:schema:)``.
  mutating func nonEmptyArray<C: _RecordArray>(
    _ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?)
}

extension _RecordSink {
  /// A member always present, with its value type's schema.
  @inline(__always)
  mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>) {
    field(name, path, schema: nil)
  }

  /// A member left out when `nil`, with its value type's schema.
  @inline(__always)
  mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>) {
    optional(name, path, schema: nil)
  }

  /// An array member, with its element type's schema.
  @inline(__always)
  mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>) {
    array(name, path, schema: nil)
  }

  @inline(__always)
  mutating func addedArray<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, required: Bool) {
    array(name, path, schema: nil)
  }

  @inline(__always)
  mutating func addedField<V: _RecordValue>(
    _ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?, required: Bool
  ) {
    field(name, path, schema: schema())
  }

  @inline(__always)
  mutating func block(_ literal: StaticString, isDefault: (inout Root) -> Bool) -> Bool { true }

  @inline(__always)
  mutating func placedArray<E: _PlacedRecord>(
    _ name: StaticString, _ path: WritableKeyPath<Root, [E]>, context: (inout Root) -> E._Context
  ) {
    derived(name, { _PlacedArray(elements: $0[keyPath: path], context: context(&$0)) }, schema: .arrayOf(E._recordSchema))
  }

  @inline(__always)
  mutating func instant(_ name: StaticString, value: Double?) {
    derived(name, { _ in value.map(_RecordInstant.init(seconds:)) }, schema: _RecordSchema.utc)
  }
}

/// A type whose record form is a JSON object described member by member.
protocol _DescribedRecord: _RecordValue {
  /// Drives `sink` with one call per member, in the record's order.
  static func _describeRecord<S: _RecordSink<Self>>(into sink: inout S)
  /// A value every member of which decoding then sets (the start of `init(from:)`).
  static var _recordBlank: Self { get }
  /// The name under `$defs` in the schema; `nil` to write the object where it is used.
  static var _schemaName: String? { get }
  /// The schema's `title` of the object, if any (the top-level records').
  static var _schemaTitle: String? { get }
  /// The schema's `description` of the object, if any.
  static var _schemaDescription: String? { get }
  /// Whether the schema forbids members not described (`additionalProperties: false`).
  static var _schemaClosed: Bool { get }
  /// What the Arrow sink appends for the blocks' members when the record holds their defaults,
  /// without reading them; `nil` (the default) to read them (`JSON/Arrow/_ArrowBlockDefaults.swift`).
  static var _arrowBlockDefaults: _ArrowBlockDefaults? { get }
}

extension _DescribedRecord {
  static var _schemaName: String? { nil }
  static var _schemaTitle: String? { nil }
  static var _schemaDescription: String? { nil }
  static var _schemaClosed: Bool { true }

  @inline(__always)
  static func _writeRecord(_ value: Self, to writer: inout _JSONWriter) {
    // The sink reads `value` in place: no copy of it (see `_JSONRecordSink`).
    withUnsafePointer(to: value) { _writeRecord(at: UnsafeMutablePointer(mutating: $0), to: &writer) }
  }

  /// Writes the value at `root` (read in place, never written) in its record form.
  @inline(__always)
  static func _writeRecord(at root: UnsafeMutablePointer<Self>, to writer: inout _JSONWriter) {
    var sink = _JSONRecordSink(root: root, writer: writer)
    sink.writer.beginObject()
    _describeRecord(into: &sink)
    sink.writer.endObject()
    writer = sink.writer
  }

  static var _recordSchema: _JSONValue {
    if let name = _schemaName { return .ref(name) }
    return _schemaObject
  }

  /// The object's schema, members in the described order.
  static var _schemaObject: _JSONValue {
    var sink = _SchemaRecordSink<Self>()
    _describeRecord(into: &sink)
    return .schemaObject(
      sink.properties, required: sink.required, closed: _schemaClosed,
      extra: (_schemaTitle.map { [("title", .string($0))] } ?? [])
        + (_schemaDescription.map { [("description", .string($0))] } ?? []))
  }

  /// Encodes every described member (the body of `encode(to:)`).
  func _encodeRecord(to encoder: any Encoder) throws {
    var sink = _EncodingRecordSink(root: self, container: encoder.container(keyedBy: _RecordKey.self))
    Self._describeRecord(into: &sink)
    if let error = sink.error { throw error }
  }

  /// Decodes every described member (the body of `init(from:)`).
  init(_recordFrom decoder: any Decoder) throws {
    var sink = _DecodingRecordSink(value: Self._recordBlank, container: try decoder.container(keyedBy: _RecordKey.self))
    Self._describeRecord(into: &sink)
    if let error = sink.error { throw error }
    self = sink.value
  }
}

/// A member name as a coding key.
struct _RecordKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ name: StaticString) { stringValue = name.description }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
