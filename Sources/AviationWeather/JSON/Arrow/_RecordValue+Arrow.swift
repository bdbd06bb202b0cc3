// The Arrow form of the record format's leaf values: numbers and flags as Arrow numbers and
// booleans, text and codes as UTF-8 (plain, not dictionary-encoded), measurements and day-times
// as structs with the members their JSON objects have. A value type with no Arrow form of its
// own (a group not yet described member by member) is its record's JSON text.

extension _RecordValue {
  /// A text column holding the value's JSON record text.
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn { _ArrowUtf8Column(isNullable: isNullable) }

  static func _appendArrow(_ value: Self, to column: _ArrowColumn) {
    unsafeDowncast(column, to: _ArrowUtf8Column.self).appendJSONRecord(value)
  }

  @inline(__always)
  static func _appendArrowMember<Root>(of root: inout Root, _ path: WritableKeyPath<Root, Self>, to column: _ArrowColumn) {
    _appendArrow(root[keyPath: path], to: column)
  }

  @inline(__always)
  static func _appendArrowElements<C: _RecordArray>(of array: inout C, to column: _ArrowColumn) where C.Element == Self {
    array._forEach { _appendArrow($0, to: column) }
  }

  /// Appends the stored member at `path` of `root` by `append`, which gets the member itself,
  /// `inout` (never written): the in-place form of ``_appendArrowMember(of:_:to:)`` for a type
  /// whose append is not inlined (read as a value, the member was copied first, its references
  /// retained and released).
  @inline(__always)
  static func _appendArrowMember<Root>(
    of root: inout Root, _ path: WritableKeyPath<Root, Self>, inPlace append: (inout Self) -> Void
  ) {
    _assertStored(path)
    append(&root[keyPath: path])
  }
}

extension Int {
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn { _ArrowInt64Column(isNullable: isNullable) }

  @inline(__always)
  static func _appendArrow(_ value: Int, to column: _ArrowColumn) {
    unsafeDowncast(column, to: _ArrowInt64Column.self).append(Int64(value))
  }
}

extension Double {
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn { _ArrowFloat64Column(isNullable: isNullable) }

  @inline(__always)
  static func _appendArrow(_ value: Double, to column: _ArrowColumn) {
    unsafeDowncast(column, to: _ArrowFloat64Column.self).append(value)
  }
}

extension Bool {
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn { _ArrowBoolColumn(isNullable: isNullable) }

  @inline(__always)
  static func _appendArrow(_ value: Bool, to column: _ArrowColumn) {
    unsafeDowncast(column, to: _ArrowBoolColumn.self).append(value)
  }
}

extension String {
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn { _ArrowUtf8Column(isNullable: isNullable) }

  @inline(__always)
  static func _appendArrow(_ value: String, to column: _ArrowColumn) {
    unsafeDowncast(column, to: _ArrowUtf8Column.self).append(value)
  }

  /// A stored text member appended where it is: read as a value it was retained and released.
  @inline(__always)
  static func _appendArrowMember<Root>(of root: inout Root, _ path: WritableKeyPath<Root, String>, to column: _ArrowColumn) {
    _appendArrowMember(of: &root, path) { unsafeDowncast(column, to: _ArrowUtf8Column.self)._append(inPlace: &$0) }
  }
}

extension _ArrowUtf8Column {
  /// ``append(_:)-(String)`` of text read where it is (a member of a record read in place; never
  /// written).
  @inline(__always)
  func _append(inPlace text: inout String) { append(text) }
}

extension _RecordCode {
  /// The code as text.
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn { _ArrowUtf8Column(isNullable: isNullable) }

  @inline(__always)
  static func _appendArrow(_ value: Self, to column: _ArrowColumn) {
    unsafeDowncast(column, to: _ArrowUtf8Column.self).append(value._jsonName)
  }
}

extension _RecordRawCode {
  /// The code as text.
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn { _ArrowUtf8Column(isNullable: isNullable) }

  static func _appendArrow(_ value: Self, to column: _ArrowColumn) {
    unsafeDowncast(column, to: _ArrowUtf8Column.self).append(value.rawValue)
  }
}

/// The Arrow form of a measurement: `{value, unit}` as its JSON object (and `hPa` for a pressure).
enum _ArrowMeasurement {
  static func column(isNullable: Bool, hectopascals: Bool = false) -> _ArrowColumn {
    var names = ["value", "unit"]
    var fields: [_ArrowColumn] = [_ArrowFloat64Column(isNullable: false), _ArrowUtf8Column(isNullable: false)]
    if hectopascals {
      names.append("hPa")
      fields.append(_ArrowFloat64Column(isNullable: false))
    }
    return _ArrowStructColumn(names: names, fields: fields, isNullable: isNullable)
  }

  @inline(__always)
  static func append(_ value: Double, unit: StaticString, hectopascals: Double? = nil, to column: _ArrowColumn) {
    let structure = unsafeDowncast(column, to: _ArrowStructColumn.self)
    structure.appendValid()
    structure.field(0, as: _ArrowFloat64Column.self)._withUnsafeGuaranteedRef { $0.append(value) }
    structure.field(1, as: _ArrowUtf8Column.self)._withUnsafeGuaranteedRef { $0.append(unit) }
    if let hectopascals {
      structure.field(2, as: _ArrowFloat64Column.self)._withUnsafeGuaranteedRef { $0.append(hectopascals) }
    }
  }
}

extension Speed {
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn { _ArrowMeasurement.column(isNullable: isNullable) }

  @inline(__always)
  static func _appendArrow(_ value: Speed, to column: _ArrowColumn) {
    _ArrowMeasurement.append(value.value, unit: value.unit._jsonName, to: column)
  }
}

extension Distance {
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn { _ArrowMeasurement.column(isNullable: isNullable) }

  @inline(__always)
  static func _appendArrow(_ value: Distance, to column: _ArrowColumn) {
    _ArrowMeasurement.append(value.value, unit: value.unit._jsonName, to: column)
  }
}

extension Temperature {
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn { _ArrowMeasurement.column(isNullable: isNullable) }

  @inline(__always)
  static func _appendArrow(_ value: Temperature, to column: _ArrowColumn) {
    _ArrowMeasurement.append(value.value, unit: value.unit._jsonName, to: column)
  }
}

extension Pressure {
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn {
    _ArrowMeasurement.column(isNullable: isNullable, hectopascals: true)
  }

  @inline(__always)
  static func _appendArrow(_ value: Pressure, to column: _ArrowColumn) {
    _ArrowMeasurement.append(
      value.value, unit: value.unit._jsonName, hectopascals: value.recordHectopascals, to: column)
  }
}

extension DayTime {
  /// `{day, hour, minute}` as 32-bit integers, `day` null when the time has none.
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn {
    _ArrowStructColumn(
      names: ["day", "hour", "minute"],
      fields: [
        _ArrowInt32Column(isNullable: true), _ArrowInt32Column(isNullable: false),
        _ArrowInt32Column(isNullable: false),
      ],
      isNullable: isNullable)
  }

  @inline(__always)
  static func _appendArrow(_ value: DayTime, to column: _ArrowColumn) {
    let structure = unsafeDowncast(column, to: _ArrowStructColumn.self)
    structure.appendValid()
    structure.field(0, as: _ArrowInt32Column.self)._withUnsafeGuaranteedRef { day in
      if let d = value.day { day.append(Int32(clamping: d)) } else { day.appendNull() }
    }
    structure.field(1, as: _ArrowInt32Column.self)._withUnsafeGuaranteedRef { $0.append(Int32(clamping: value.hour)) }
    structure.field(2, as: _ArrowInt32Column.self)._withUnsafeGuaranteedRef { $0.append(Int32(clamping: value.minute)) }
  }
}

extension DecodeWarning.Code {
  /// The code's name as text, as its record writes it.
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn { _ArrowUtf8Column(isNullable: isNullable) }

  static func _appendArrow(_ value: DecodeWarning.Code, to column: _ArrowColumn) {
    unsafeDowncast(column, to: _ArrowUtf8Column.self).append(value.description)
  }
}
