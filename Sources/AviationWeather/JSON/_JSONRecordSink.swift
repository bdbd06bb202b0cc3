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

  @inline(__always)
  mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: _JSONValue?) {
    Self.field(name, of: &root.pointee, path, to: &writer)
  }

  @inline(__always)
  private static func field<V: _RecordValue>(
    _ name: StaticString, of root: inout Root, _ path: WritableKeyPath<Root, V>, to writer: inout _JSONWriter
  ) {
    V._writeRecordMember(name, root[keyPath: path], to: &writer)
  }

  @inline(__always)
  mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>, schema: _JSONValue?) {
    Self.optional(name, of: &root.pointee, path, to: &writer)
  }

  @inline(__always)
  private static func optional<V: _RecordValue>(
    _ name: StaticString, of root: inout Root, _ path: WritableKeyPath<Root, V?>, to writer: inout _JSONWriter
  ) {
    if let value = root[keyPath: path] { V._writeRecordMember(name, value, to: &writer) }
  }

  @inline(__always)
  mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: _JSONValue?) {
    Self.array(name, of: &root.pointee, path, to: &writer)
  }

  @inline(__always)
  private static func array<C: _RecordArray>(
    _ name: StaticString, of root: inout Root, _ path: WritableKeyPath<Root, C>, to writer: inout _JSONWriter
  ) {
    writer.member(name, array: root[keyPath: path]) { C.Element._writeRecord($1, to: &$0) }
  }

  @inline(__always)
  mutating func constant(_ name: StaticString, _ value: StaticString) {
    writer.member(name, static: value)
  }

  @inline(__always)
  mutating func schemaVersion() {
    writer.member("schemaVersion", RecordFormat.schemaVersion)
  }

  @inline(__always)
  mutating func derived<V: _RecordValue>(
    _ name: StaticString, _ value: (inout Root) -> V?, schema: @autoclosure () -> _JSONValue
  ) {
    if let member = value(&root.pointee) {
      V._writeRecordMember(name, member, to: &writer)
    } else {
      writer.key(name)
      writer.literal("null")
    }
  }

  @inline(__always)
  mutating func instant(_ name: StaticString, _ path: WritableKeyPath<Root, Double?>) {
    Self.instant(name, of: &root.pointee, path, to: &writer)
  }

  @inline(__always)
  private static func instant(
    _ name: StaticString, of root: inout Root, _ path: WritableKeyPath<Root, Double?>, to writer: inout _JSONWriter
  ) {
    guard let interval = root[keyPath: path] else { return }
    writer.date(name, Date(timeIntervalSinceReferenceDate: interval))
  }

  @inline(__always)
  mutating func block(_ literal: StaticString, isDefault: (inout Root) -> Bool) -> Bool {
    guard isDefault(&root.pointee) else { return true }
    writer.literal(literal)
    return false
  }
}
