// The defaults of the sink calls the timeline record's description added (`date`,
// `optionalDate`, `flag`, `nonEmptyArray`: `TimelineRecord+Record.swift`), which the Arrow sinks
// keep: there every member is a column with a value in each row, a date a timestamp (null when
// `nil`), a flag `false` and an array `[]` rather than left out. The fast writer, `Codable` and
// the schema implement them in their own sinks.

import Foundation

extension _RecordSink {
  @inline(__always)
  mutating func date(_ name: StaticString, _ path: WritableKeyPath<Root, Date>) {
    derived(name, { _RecordInstant(seconds: $0[keyPath: path].timeIntervalSinceReferenceDate) }, schema: _RecordSchema.utc)
  }

  @inline(__always)
  mutating func optionalDate(_ name: StaticString, _ path: WritableKeyPath<Root, Date?>) {
    derived(
      name, { $0[keyPath: path].map { _RecordInstant(seconds: $0.timeIntervalSinceReferenceDate) } },
      schema: _RecordSchema.utc)
  }

  @inline(__always)
  mutating func flag(_ name: StaticString, _ path: WritableKeyPath<Root, Bool>) { field(name, path, schema: nil) }

  @inline(__always)
  mutating func nonEmptyArray<C: _RecordArray>(
    _ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?
  ) {
    array(name, path, schema: schema())
  }
}
