import Foundation

// The sink that writes a described record as compact JSON (the records wxparse writes).

/// The fast writer's sink: each member as the hand-written writer wrote it.
struct _JSONRecordSink<Root>: _RecordSink {
  let root: Root
  var writer: _JSONWriter

  @inline(__always)
  mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: _JSONValue?) {
    V._writeRecordMember(name, root[keyPath: path], to: &writer)
  }

  @inline(__always)
  mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>, schema: _JSONValue?) {
    if let value = root[keyPath: path] { V._writeRecordMember(name, value, to: &writer) }
  }

  @inline(__always)
  mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: _JSONValue?) {
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
  mutating func derived<V: _RecordValue>(_ name: StaticString, _ value: (Root) -> V?, schema: @autoclosure () -> _JSONValue) {
    if let member = value(root) {
      V._writeRecordMember(name, member, to: &writer)
    } else {
      writer.key(name)
      writer.literal("null")
    }
  }

  @inline(__always)
  mutating func instant(_ name: StaticString, _ path: WritableKeyPath<Root, Double?>) {
    guard let interval = root[keyPath: path] else { return }
    writer.date(name, Date(timeIntervalSinceReferenceDate: interval))
  }

  @inline(__always)
  mutating func block(_ literal: StaticString, isDefault: (Root) -> Bool) -> Bool {
    guard isDefault(root) else { return true }
    writer.literal(literal)
    return false
  }
}
