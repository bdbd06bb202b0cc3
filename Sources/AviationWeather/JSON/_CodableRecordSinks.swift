import Foundation

// The sinks that give a described record its Codable conformance: one encodes, one decodes.

/// `encode(to:)`'s sink: `Codable`'s form, which is the fast writer's byte for byte.
struct _EncodingRecordSink<Root>: _RecordSink {
  /// A `var` only so that `derived` can lend it to its closure (which reads it).
  var root: Root
  var container: KeyedEncodingContainer<_RecordKey>
  /// The first error met; the members after it are not encoded.
  var error: (any Error)?

  mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?) {
    guard error == nil else { return }
    do { try container.encode(root[keyPath: path], forKey: _RecordKey(name)) } catch { self.error = error }
  }

  mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>, schema: @autoclosure () -> _JSONValue?) {
    guard error == nil else { return }
    do { try container.encodeIfPresent(root[keyPath: path], forKey: _RecordKey(name)) } catch { self.error = error }
  }

  mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?) {
    guard error == nil else { return }
    do { try container.encode(root[keyPath: path], forKey: _RecordKey(name)) } catch { self.error = error }
  }

  mutating func constant(_ name: StaticString, _ value: StaticString) {
    guard error == nil else { return }
    do { try container.encode(value.description, forKey: _RecordKey(name)) } catch { self.error = error }
  }

  mutating func schemaVersion() {
    guard error == nil else { return }
    do { try container.encode(RecordFormat.schemaVersion, forKey: _RecordKey("schemaVersion")) } catch { self.error = error }
  }

  mutating func derived<V: _RecordValue>(_ name: StaticString, _ value: (inout Root) -> V?, schema: @autoclosure () -> _JSONValue) {
    guard error == nil else { return }
    do {
      if let member = value(&root) {
        try container.encode(member, forKey: _RecordKey(name))
      } else {
        try container.encodeNil(forKey: _RecordKey(name))
      }
    } catch {
      self.error = error
    }
  }

  mutating func instant(_ name: StaticString, _ path: WritableKeyPath<Root, Double?>) {
    guard error == nil else { return }
    let date = root[keyPath: path].map(Date.init(timeIntervalSinceReferenceDate:))
    do { try container.encodeISO8601IfPresent(date, forKey: _RecordKey(name)) } catch { self.error = error }
  }

  mutating func instant(_ name: StaticString, value: Double?) {
    guard error == nil else { return }
    let date = value.map(Date.init(timeIntervalSinceReferenceDate:))
    do { try container.encodeISO8601IfPresent(date, forKey: _RecordKey(name)) } catch { self.error = error }
  }
}

extension _EncodingRecordSink {
  mutating func date(_ name: StaticString, _ path: WritableKeyPath<Root, Date>) {
    guard error == nil else { return }
    do { try container.encodeISO8601IfPresent(root[keyPath: path], forKey: _RecordKey(name)) } catch { self.error = error }
  }

  mutating func optionalDate(_ name: StaticString, _ path: WritableKeyPath<Root, Date?>) {
    guard error == nil else { return }
    do { try container.encodeISO8601IfPresent(root[keyPath: path], forKey: _RecordKey(name)) } catch { self.error = error }
  }

  mutating func flag(_ name: StaticString, _ path: WritableKeyPath<Root, Bool>) {
    guard error == nil, root[keyPath: path] else { return }
    do { try container.encode(true, forKey: _RecordKey(name)) } catch { self.error = error }
  }

  mutating func nonEmptyArray<C: _RecordArray>(
    _ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?
  ) {
    guard error == nil, !root[keyPath: path].isEmpty else { return }
    do { try container.encode(root[keyPath: path], forKey: _RecordKey(name)) } catch { self.error = error }
  }
}

/// `init(from:)`'s sink: sets each member of `value` from the container.
struct _DecodingRecordSink<Root>: _RecordSink {
  var value: Root
  let container: KeyedDecodingContainer<_RecordKey>
  /// The first error met; the members after it are not decoded.
  var error: (any Error)?

  mutating func field<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?) {
    guard error == nil else { return }
    do { value[keyPath: path] = try container.decode(V.self, forKey: _RecordKey(name)) } catch { self.error = error }
  }

  mutating func optional<V: _RecordValue>(_ name: StaticString, _ path: WritableKeyPath<Root, V?>, schema: @autoclosure () -> _JSONValue?) {
    guard error == nil else { return }
    do { value[keyPath: path] = try container.decodeIfPresent(V.self, forKey: _RecordKey(name)) } catch {
      self.error = error
    }
  }

  mutating func array<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, schema: @autoclosure () -> _JSONValue?) {
    guard error == nil else { return }
    do { value[keyPath: path] = try container.decode(C.self, forKey: _RecordKey(name)) } catch { self.error = error }
  }

  mutating func constant(_ name: StaticString, _ value: StaticString) {
    guard error == nil else { return }
    let key = _RecordKey(name)
    do {
      if let text = try container.decodeIfPresent(String.self, forKey: key), text != value.description {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "\(name) is \(value), not \(text)")
      }
    } catch {
      self.error = error
    }
  }

  mutating func schemaVersion() {
    guard error == nil else { return }
    do { try container.checkSchemaVersion(forKey: _RecordKey("schemaVersion")) } catch { self.error = error }
  }

  mutating func addedArray<C: _RecordArray>(_ name: StaticString, _ path: WritableKeyPath<Root, C>, required: Bool) {
    guard error == nil else { return }
    do {
      if let array = try container.decodeIfPresent(C.self, forKey: _RecordKey(name)) { value[keyPath: path] = array }
    } catch {
      self.error = error
    }
  }

  mutating func addedField<V: _RecordValue>(
    _ name: StaticString, _ path: WritableKeyPath<Root, V>, schema: @autoclosure () -> _JSONValue?, required: Bool
  ) {
    guard error == nil else { return }
    do {
      if let member = try container.decodeIfPresent(V.self, forKey: _RecordKey(name)) { value[keyPath: path] = member }
    } catch {
      self.error = error
    }
  }

  mutating func derived<V: _RecordValue>(_ name: StaticString, _ value: (inout Root) -> V?, schema: @autoclosure () -> _JSONValue) {}

  mutating func instant(_ name: StaticString, _ path: WritableKeyPath<Root, Double?>) {
    guard error == nil else { return }
    do {
      value[keyPath: path] = _finiteInterval(try container.decodeISO8601IfPresent(forKey: _RecordKey(name)))
    } catch {
      self.error = error
    }
  }

  /// The elements alone: their placement follows from the record (and is checked, not kept).
  mutating func placedArray<E: _PlacedRecord>(
    _ name: StaticString, _ path: WritableKeyPath<Root, [E]>, context: (inout Root) -> E._Context
  ) {
    guard error == nil else { return }
    do { value[keyPath: path] = try container.decode([E].self, forKey: _RecordKey(name)) } catch { self.error = error }
  }

  /// Checked (a malformed instant throws), not kept: it follows from the record.
  mutating func instant(_ name: StaticString, value: Double?) {
    guard error == nil else { return }
    do { _ = try container.decodeISO8601IfPresent(forKey: _RecordKey(name)) } catch { self.error = error }
  }
}

extension _DecodingRecordSink {
  mutating func date(_ name: StaticString, _ path: WritableKeyPath<Root, Date>) {
    guard error == nil else { return }
    do { value[keyPath: path] = try container.decodeISO8601(forKey: _RecordKey(name)) } catch { self.error = error }
  }

  mutating func optionalDate(_ name: StaticString, _ path: WritableKeyPath<Root, Date?>) {
    guard error == nil else { return }
    do { value[keyPath: path] = try container.decodeISO8601IfPresent(forKey: _RecordKey(name)) } catch {
      self.error = error
    }
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
