import Foundation

// The sink that writes a described record as compact JSON (the records wxparse writes).

/// The fast writer's sink: each member as a hand-written `writer.member(...)` call wrote it.
///
/// It reads the record in place, through a pointer to the value its caller borrows
/// (``_DescribedRecord/_writeRecord(_:to:)``): a sink holding the record by value copied it for
/// every record written (a retain and a release of each of its references, hundreds of bytes
/// moved: 11 % more instructions on `wxparse --json`). Each member is read by a static helper
/// that takes the record `inout` (`&root.pointee`, the record's own address; nothing writes
/// it): there the optimizer knows that nothing else touches the record, so it reads a member
/// where it is (`root.pointee[keyPath:]` itself copied the record for a computed member, and
/// for a closure's argument).
struct _JSONRecordSink<Root>: _RecordSink {
  /// The record, borrowed for as long as the sink lives (within `withUnsafePointer(to:)`);
  /// mutable only to be lent `inout`, never written.
  let root: UnsafeMutablePointer<Root>
  var writer: _JSONWriter
  /// Whether a member was written, so that the next one follows a comma. Every member's key is
  /// written with it rather than after a look at the last byte written: the description is
  /// specialized and inlined for the sink, so the flag is a constant at nearly every member.
  var commaDue = false

  @inline(__always)
  mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?) {
    // The value type's own static helper takes the record `inout`.
    V._writeRecordMember(name, of: &root.pointee, path, comma: commaDue, to: &writer)
    commaDue = true
  }

  @inline(__always)
  mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>, schema: @autoclosure () -> _JSONValue?) {
    if Self.optional(name, of: &root.pointee, path, comma: commaDue, to: &writer) { commaDue = true }
  }

  @inline(__always)
  private static func optional<V: _RecordValue>(
    _ name: StaticString, of root: inout Root, _ path: WritableKeyPath<Root, V?>, comma: Bool,
    to writer: inout _JSONWriter
  ) -> Bool {
    guard let value = root[keyPath: path] else { return false }
    V._writeRecordMember(name, value, comma: comma, to: &writer)
    return true
  }

  @inline(__always)
  mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?) {
    Self.array(name, of: &root.pointee, path, comma: commaDue, to: &writer)
    commaDue = true
  }

  @inline(__always)
  private static func array<C: _RecordArray>(
    _ name: StaticString, of root: inout Root, _ path: WritableKeyPath<Root, C>, comma: Bool,
    to writer: inout _JSONWriter
  ) {
    writer.member(name, array: root[keyPath: path], comma: comma) { C.Element._writeRecord($1, to: &$0) }
  }

  @inline(__always)
  mutating func constant(_ name: StaticString, _ value: StaticString) {
    writer.member(name, static: value, comma: commaDue)
    commaDue = true
  }

  @inline(__always)
  mutating func schemaVersion() {
    writer.member("schemaVersion", RecordFormat.schemaVersion, comma: commaDue)
    commaDue = true
  }

  @inline(__always)
  mutating func derived<V: _RecordValue>(
    _ name: StaticString, _ value: (inout Root) -> V?, schema: @autoclosure () -> _JSONValue
  ) {
    if let member = value(&root.pointee) {
      V._writeRecordMember(name, member, comma: commaDue, to: &writer)
    } else {
      // One check for room: the key and `null`.
      writer.ensure(name.utf8CodeUnitCount + 4 + 4)
      writer.putKey(name, comma: commaDue)
      writer.putLiteral("null")
    }
    commaDue = true
  }

  @inline(__always)
  mutating func instant(_ name: StaticString, _ path: WritableKeyPath<Root, Double?>) {
    if Self.instant(name, of: &root.pointee, path, comma: commaDue, to: &writer) { commaDue = true }
  }

  @inline(__always)
  private static func instant(
    _ name: StaticString, of root: inout Root, _ path: WritableKeyPath<Root, Double?>, comma: Bool,
    to writer: inout _JSONWriter
  ) -> Bool {
    guard let interval = root[keyPath: path] else { return false }
    writer.date(name, Date(timeIntervalSinceReferenceDate: interval), comma: comma)
    return true
  }

  /// The elements are read where the record holds them (`path` is stored), each placed as it is
  /// written (`_PlacedRecord.swift`).
  @inline(__always)
  mutating func placedArray<E: _PlacedRecord>(
    _ name: StaticString, _ path: WritableKeyPath<Root, [E]>, context: (inout Root) -> E._Context
  ) {
    Self.placedArray(name, of: &root.pointee, path, context: context, comma: commaDue, to: &writer)
    commaDue = true
  }

  @inline(__always)
  private static func placedArray<E: _PlacedRecord>(
    _ name: StaticString, of root: inout Root, _ path: WritableKeyPath<Root, [E]>,
    context: (inout Root) -> E._Context, comma: Bool, to writer: inout _JSONWriter
  ) {
    _assertStored(path)
    writer.key(name, comma: comma)
    let context = context(&root)
    E._writeRecords(&root[keyPath: path], in: context, to: &writer)
  }

  @inline(__always)
  mutating func instant(_ name: StaticString, value: Double?) {
    guard let value else { return }
    writer.date(name, Date(timeIntervalSinceReferenceDate: value), comma: commaDue)
    commaDue = true
  }

  @inline(__always)
  mutating func date(_ name: StaticString, _ path: WritableKeyPath<Root, Date>) {
    writer.date(name, Self.member(of: &root.pointee, path), comma: commaDue)
    commaDue = true
  }

  @inline(__always)
  mutating func optionalDate(_ name: StaticString, _ path: WritableKeyPath<Root, Date?>) {
    instant(name, value: Self.member(of: &root.pointee, path)?.timeIntervalSinceReferenceDate)
  }

  @inline(__always)
  mutating func flag(_ name: StaticString, _ path: WritableKeyPath<Root, Bool>) {
    guard Self.member(of: &root.pointee, path) else { return }
    writer.member(name, true, comma: commaDue)
    commaDue = true
  }

  /// The member at `path` of `root`, the record read in place (a plain value: a flag, a date).
  @inline(__always)
  private static func member<V>(of root: inout Root, _ path: WritableKeyPath<Root, V>) -> V { root[keyPath: path] }

  @inline(__always)
  mutating func nonEmptyArray<C: _RecordArray>(
    _ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?
  ) {
    if Self.nonEmptyArray(name, of: &root.pointee, path, comma: commaDue, to: &writer) { commaDue = true }
  }

  @inline(__always)
  private static func nonEmptyArray<C: _RecordArray>(
    _ name: StaticString, of root: inout Root, _ path: WritableKeyPath<Root, C>, comma: Bool,
    to writer: inout _JSONWriter
  ) -> Bool {
    guard !root[keyPath: path].isEmpty else { return false }
    array(name, of: &root, path, comma: comma, to: &writer)
    return true
  }

  @inline(__always)
  mutating func block(_ literal: StaticString, isDefault: (inout Root) -> Bool) -> Bool {
    guard isDefault(&root.pointee) else { return true }
    // The literal's members each follow a comma (a block is never an object's first member).
    writer.literal(literal)
    commaDue = true
    return false
  }
}
