import Foundation

// The sinks that give a described record its Codable conformance: one encodes, one decodes.

/// A sink whose every member may throw: the first error is kept, and the members after it are
/// skipped.
protocol _FirstErrorSink {
  /// The first error met.
  var error: (any Error)? { get set }
}

extension _FirstErrorSink {
  /// Runs `step` on the sink unless an error came before; keeps the error it throws.
  mutating func attempt(_ step: (inout Self) throws -> Void) {
    guard error == nil else { return }
    do { try step(&self) } catch { self.error = error }
  }
}

/// `encode(to:)`'s sink: `Codable`'s form, which is the fast writer's byte for byte.
struct _EncodingRecordSink<Root>: _RecordSink, _FirstErrorSink {
  /// A `var` only so that `derived` can lend it to its closure (which reads it).
  var root: Root
  var container: KeyedEncodingContainer<_RecordKey>
  /// The first error met; the members after it are not encoded.
  var error: (any Error)?

  mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?) {
    attempt { try $0.container.encode($0.root[keyPath: path], forKey: _RecordKey(name)) }
  }

  mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>, schema: @autoclosure () -> _JSONValue?) {
    attempt { try $0.container.encodeIfPresent($0.root[keyPath: path], forKey: _RecordKey(name)) }
  }

  mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?) {
    attempt { try $0.container.encode($0.root[keyPath: path], forKey: _RecordKey(name)) }
  }

  mutating func constant(_ name: StaticString, _ value: StaticString) {
    attempt { try $0.container.encode(value.description, forKey: _RecordKey(name)) }
  }

  mutating func schemaVersion() {
    attempt { try $0.container.encode(RecordFormat.schemaVersion, forKey: _RecordKey("schemaVersion")) }
  }

  mutating func derived<V: _RecordValue>(_ name: StaticString, _ value: (inout Root) -> V?, schema: @autoclosure () -> _JSONValue) {
    attempt { sink in
      if let member = value(&sink.root) {
        try sink.container.encode(member, forKey: _RecordKey(name))
      } else {
        try sink.container.encodeNil(forKey: _RecordKey(name))
      }
    }
  }

  mutating func instant(_ name: StaticString, _ path: WritableKeyPath<Root, Double?>) {
    let date = root[keyPath: path].map(Date.init(timeIntervalSinceReferenceDate:))
    attempt { try $0.container.encodeISO8601IfPresent(date, forKey: _RecordKey(name)) }
  }

  mutating func instant(_ name: StaticString, value: Double?) {
    let date = value.map(Date.init(timeIntervalSinceReferenceDate:))
    attempt { try $0.container.encodeISO8601IfPresent(date, forKey: _RecordKey(name)) }
  }
}

extension _EncodingRecordSink {
  mutating func date(_ name: StaticString, _ path: WritableKeyPath<Root, Date>) {
    attempt { try $0.container.encodeISO8601IfPresent($0.root[keyPath: path], forKey: _RecordKey(name)) }
  }

  mutating func optionalDate(_ name: StaticString, _ path: WritableKeyPath<Root, Date?>) {
    attempt { try $0.container.encodeISO8601IfPresent($0.root[keyPath: path], forKey: _RecordKey(name)) }
  }

  mutating func flag(_ name: StaticString, _ path: WritableKeyPath<Root, Bool>) {
    guard root[keyPath: path] else { return }
    attempt { try $0.container.encode(true, forKey: _RecordKey(name)) }
  }

  mutating func nonEmptyArray<C: _RecordArray>(
    _ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?
  ) {
    guard !root[keyPath: path].isEmpty else { return }
    attempt { try $0.container.encode($0.root[keyPath: path], forKey: _RecordKey(name)) }
  }
}

/// `init(from:)`'s sink: sets each member of `value` from the container.
struct _DecodingRecordSink<Root>: _RecordSink, _FirstErrorSink {
  var value: Root
  let container: KeyedDecodingContainer<_RecordKey>
  /// The first error met; the members after it are not decoded.
  var error: (any Error)?

  mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?) {
    attempt { $0.value[keyPath: path] = try $0.container.decode(V.self, forKey: _RecordKey(name)) }
  }

  mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>, schema: @autoclosure () -> _JSONValue?) {
    attempt { $0.value[keyPath: path] = try $0.container.decodeIfPresent(V.self, forKey: _RecordKey(name)) }
  }

  mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?) {
    attempt { $0.value[keyPath: path] = try $0.container.decode(C.self, forKey: _RecordKey(name)) }
  }

  mutating func constant(_ name: StaticString, _ value: StaticString) {
    let key = _RecordKey(name)
    attempt { sink in
      if let text = try sink.container.decodeIfPresent(String.self, forKey: key), text != value.description {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: sink.container, debugDescription: "\(name) is \(value), not \(text)")
      }
    }
  }

  mutating func schemaVersion() {
    attempt { try $0.container.checkSchemaVersion(forKey: _RecordKey("schemaVersion")) }
  }

  mutating func addedArray<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, required: Bool) {
    attempt { sink in
      if let array = try sink.container.decodeIfPresent(C.self, forKey: _RecordKey(name)) {
        sink.value[keyPath: path] = array
      }
    }
  }

  mutating func addedField<V: _RecordValue>(
    _ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?, required: Bool
  ) {
    attempt { sink in
      if let member = try sink.container.decodeIfPresent(V.self, forKey: _RecordKey(name)) {
        sink.value[keyPath: path] = member
      }
    }
  }

  mutating func derived<V: _RecordValue>(_ name: StaticString, _ value: (inout Root) -> V?, schema: @autoclosure () -> _JSONValue) {}

  mutating func instant(_ name: StaticString, _ path: WritableKeyPath<Root, Double?>) {
    attempt { sink in
      sink.value[keyPath: path] = _finiteInterval(try sink.container.decodeISO8601IfPresent(forKey: _RecordKey(name)))
    }
  }

  /// The elements alone: their placement follows from the record (and is checked, not kept).
  mutating func placedArray<E: _PlacedRecord>(
    _ name: StaticString, _ path: WritableKeyPath<Root, [E]>, context: (inout Root) -> E._Context
  ) {
    attempt { $0.value[keyPath: path] = try $0.container.decode([E].self, forKey: _RecordKey(name)) }
  }

  /// Checked (a malformed instant throws), not kept: it follows from the record.
  mutating func instant(_ name: StaticString, value: Double?) {
    attempt { _ = try $0.container.decodeISO8601IfPresent(forKey: _RecordKey(name)) }
  }
}

extension _DecodingRecordSink {
  mutating func date(_ name: StaticString, _ path: WritableKeyPath<Root, Date>) {
    attempt { $0.value[keyPath: path] = try $0.container.decodeISO8601(forKey: _RecordKey(name)) }
  }

  mutating func optionalDate(_ name: StaticString, _ path: WritableKeyPath<Root, Date?>) {
    attempt { $0.value[keyPath: path] = try $0.container.decodeISO8601IfPresent(forKey: _RecordKey(name)) }
  }

  /// Absent: false (the blank value's), as a member added later.
  mutating func flag(_ name: StaticString, _ path: WritableKeyPath<Root, Bool>) {
    addedField(name, path, schema: nil, required: false)
  }

  /// Absent: empty (the blank value's).
  mutating func nonEmptyArray<C: _RecordArray>(
    _ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?
  ) {
    addedArray(name, path, required: false)
  }
}
