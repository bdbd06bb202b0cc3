import Foundation

// The sink that writes a described record's JSON Schema (`wxparse --schema`).

/// The schema's sink: each member's name and schema, and which are required.
struct _SchemaRecordSink<Root>: _RecordSink {
  var properties: [(String, _JSONValue)] = []
  var required: [String] = []

  mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?) {
    properties.append((name.description, schema() ?? V._recordSchema))
    required.append(name.description)
  }

  mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>, schema: @autoclosure () -> _JSONValue?) {
    properties.append((name.description, schema() ?? V._recordSchema))
  }

  mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?) {
    properties.append((name.description, schema() ?? .arrayOf(C.Element._recordSchema)))
    required.append(name.description)
  }

  mutating func constant(_ name: StaticString, _ value: StaticString) {
    properties.append((name.description, .constant(value.description)))
    required.append(name.description)
  }

  mutating func schemaVersion() {
    properties.append(("schemaVersion", _RecordSchema.version))
    required.append("schemaVersion")
  }

  mutating func addedArray<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, required: Bool) {
    properties.append((name.description, .arrayOf(C.Element._recordSchema)))
    if required { self.required.append(name.description) }
  }

  mutating func addedField<V: _RecordValue>(
    _ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?, required: Bool
  ) {
    properties.append((name.description, schema() ?? V._recordSchema))
    if required { self.required.append(name.description) }
  }

  mutating func derived<V: _RecordValue>(_ name: StaticString, _ value: (inout Root) -> V?, schema: @autoclosure () -> _JSONValue) {
    properties.append((name.description, schema()))
    required.append(name.description)
  }

  mutating func instant(_ name: StaticString, _ path: WritableKeyPath<Root, Double?>) {
    properties.append((name.description, _RecordSchema.utc))
  }

  mutating func placedArray<E: _PlacedRecord>(
    _ name: StaticString, _ path: WritableKeyPath<Root, [E]>, context: (inout Root) -> E._Context
  ) {
    properties.append((name.description, .arrayOf(E._recordSchema)))
    required.append(name.description)
  }

  mutating func instant(_ name: StaticString, value: Double?) {
    properties.append((name.description, _RecordSchema.utc))
  }

  mutating func date(_ name: StaticString, _ path: WritableKeyPath<Root, Date>) {
    properties.append((name.description, _RecordSchema.utc))
    required.append(name.description)
  }

  mutating func optionalDate(_ name: StaticString, _ path: WritableKeyPath<Root, Date?>) {
    properties.append((name.description, _RecordSchema.utc))
  }

  /// Not required: absent when false.
  mutating func flag(_ name: StaticString, _ path: WritableKeyPath<Root, Bool>) {
    addedField(name, path, schema: nil, required: false)
  }

  mutating func nonEmptyArray<C: _RecordArray>(
    _ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?
  ) {
    properties.append((name.description, schema() ?? .arrayOf(C.Element._recordSchema)))
  }
}
