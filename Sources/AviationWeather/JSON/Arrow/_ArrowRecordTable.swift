// The columns of a stream whose rows are records of several described types (METARs, TAFs and
// error records in one stream, one schema): the union of their members, by name. Members of the
// same name and Arrow type share a column; a member whose name another type already uses with a
// different type gets a name of its own (the type's prefix before it: `tafRemarks`). Every
// top-level column is nullable, and a row leaves null the columns its type lacks.

/// The top-level columns of a stream of several record types, and which of them each type fills.
final class _ArrowRecordTable {
  private(set) var names: [String] = []
  private(set) var fields: [_ArrowColumn] = []
  /// Each column's type, with its children's names and types (``signature(of:)``).
  private var signatures: [String] = []

  /// Adds a top-level column of its own (not from a description, such as the input `line`).
  @discardableResult
  func addColumn(_ name: String, _ column: _ArrowColumn) -> _ArrowColumn {
    names.append(uniqueName(name, prefix: "extra"))
    fields.append(column)
    signatures.append(Self.signature(of: column))
    return column
  }

  /// Adds `Root`'s members; returns the columns a row of `Root` fills, in its description's
  /// order (for ``_ArrowRecordSink``). A member whose name is taken by a column of another type
  /// is named `prefix` + its name with a capital (`prefix` `taf`: `tafRemarks`).
  func addRows<Root: _DescribedRecord>(of type: Root.Type, prefix: String) -> [_ArrowColumn] {
    var sink = _ArrowSchemaSink<Root>()
    sink.allNullable = true
    Root._describe(into: &sink)
    var layout: [_ArrowColumn] = []
    for (name, column) in zip(sink.names, sink.columns) {
      let signature = Self.signature(of: column)
      if let i = names.firstIndex(of: name), signatures[i] == signature {
        layout.append(fields[i])
        continue
      }
      names.append(uniqueName(name, prefix: prefix))
      fields.append(column)
      signatures.append(signature)
      layout.append(column)
    }
    return layout
  }

  /// The struct whose fields are the stream's columns (for ``_ArrowStreamWriter``).
  func makeRoot() -> _ArrowStructColumn { _ArrowStructColumn(names: names, fields: fields, isNullable: false) }

  /// Appends a null to every column that a row, now `rows` long, left unfilled.
  @inline(__always)
  func endRow(rows: Int) {
    for field in fields where field.count < rows { field.appendNull() }
  }

  private func uniqueName(_ name: String, prefix: String) -> String {
    guard names.contains(name) else { return name }
    var candidate = prefix + name.prefix(1).uppercased() + name.dropFirst()
    var number = 2
    while names.contains(candidate) {
      candidate = prefix + name.prefix(1).uppercased() + name.dropFirst() + String(number)
      number += 1
    }
    return candidate
  }

  /// The column's type and nullability, with its children's names and signatures: two columns
  /// with the same signature hold the same values.
  static func signature(of column: _ArrowColumn) -> String {
    var text = "\(column.type)\(column.isNullable ? "?" : "")"
    let children = column.children
    if !children.isEmpty {
      text += "<" + children.map { "\($0.name):\(signature(of: $0.column))" }.joined(separator: ",") + ">"
    }
    return text
  }
}
