// A JSON value with its object members in order, for the documents the library writes as text
// (the record format's JSON Schema), and the schema's building blocks.

/// A JSON value whose objects keep their members' order.
indirect enum _JSONValue: Sendable {
  case object([(String, _JSONValue)])
  case array([_JSONValue])
  case string(String)
  case int(Int)
  case bool(Bool)
  case null

  /// `{"type": name}`.
  static func type(_ name: String) -> _JSONValue { .object([("type", .string(name))]) }
  /// `{"$ref": "#" + "/$defs/name"}` (spelt in two parts: no regex-literal opener in source).
  static func ref(_ name: String) -> _JSONValue { .object([("$ref", .string("#" + "/$defs/" + name))]) }
  /// `{"type": "array", "items": item}`.
  static func arrayOf(_ item: _JSONValue) -> _JSONValue { .object([("type", .string("array")), ("items", item)]) }
  /// `{"enum": [codes]}`.
  static func enumOf(_ codes: [String]) -> _JSONValue { .object([("enum", .array(codes.map { .string($0) }))]) }
  /// `{"type": "integer", "minimum": 0}`.
  static var nonNegativeInteger: _JSONValue { .object([("type", .string("integer")), ("minimum", .int(0))]) }
  /// `{"const": text}`.
  static func constant(_ text: String) -> _JSONValue { .object([("const", .string(text))]) }

  /// An object schema: `type`, `properties`, `required` (when any), `additionalProperties: false`
  /// when `closed`, then `extra` members (`description`, `title`).
  static func schemaObject(
    _ properties: [(String, _JSONValue)], required: [String] = [], closed: Bool = true,
    extra: [(String, _JSONValue)] = []
  ) -> _JSONValue {
    var members: [(String, _JSONValue)] = [("type", .string("object")), ("properties", .object(properties))]
    if !required.isEmpty { members.append(("required", .array(required.map { .string($0) }))) }
    if closed { members.append(("additionalProperties", .bool(false))) }
    return .object(members + extra)
  }

  /// This value with `member` added (or replaced) when it is an object.
  func adding(_ name: String, _ value: _JSONValue) -> _JSONValue {
    guard case .object(var members) = self else { return self }
    if let index = members.firstIndex(where: { $0.0 == name }) {
      members[index].1 = value
    } else {
      members.append((name, value))
    }
    return .object(members)
  }

  /// The text, indented by two spaces a level, `": "` after names, non-ASCII characters as
  /// they are (the layout of Python's `json.dump(indent=2, ensure_ascii=False)`).
  var indentedText: String {
    var text = ""
    write(to: &text, indent: "")
    return text
  }

  private func write(to text: inout String, indent: String) {
    switch self {
    case .object(let members):
      writeContainer(members, open: "{", close: "}", to: &text, indent: indent) { text, member, inner in
        _JSONValue.writeString(member.0, to: &text)
        text += ": "
        member.1.write(to: &text, indent: inner)
      }
    case .array(let elements):
      writeContainer(elements, open: "[", close: "]", to: &text, indent: indent) { text, value, inner in
        value.write(to: &text, indent: inner)
      }
    case .string(let string): _JSONValue.writeString(string, to: &text)
    case .int(let value): text += String(value)
    case .bool(let value): text += value ? "true" : "false"
    case .null: text += "null"
    }
  }

  /// An object's members or an array's elements between `open` and `close`, one a line
  /// indented a level deeper (`{}`, `[]` when empty), each written by `write`.
  private func writeContainer<Element>(
    _ items: [Element], open: String, close: String, to text: inout String, indent: String,
    _ write: (inout String, Element, String) -> Void
  ) {
    guard !items.isEmpty else {
      text += open + close
      return
    }
    let inner = indent + "  "
    text += open + "\n"
    for (index, item) in items.enumerated() {
      if index > 0 { text += ",\n" }
      text += inner
      write(&text, item, inner)
    }
    text += "\n" + indent + close
  }

  /// `string` quoted and escaped as the record writer escapes every string (``_JSONWriter/string(_:)``):
  /// `"` and `\` escaped, control characters as `\n`, `\t`… or `\u00XX`, the rest as it is.
  private static func writeString(_ string: String, to text: inout String) {
    var writer = _JSONWriter(capacity: 64)
    writer.string(string)
    var bytes: [UInt8] = []
    writer.finish(into: &bytes)
    text += String(decoding: bytes, as: UTF8.self)
  }
}
