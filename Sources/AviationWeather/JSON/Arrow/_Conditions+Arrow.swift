// The Arrow row of `WeatherConditions` (their description's, `WeatherConditions+Record.swift`,
// read in place), and the Arrow form of its groups whose JSON objects are still written by hand
// (`_JSONWriter+Groups.swift`): wind, weather groups and wind shear, as structs with the members
// their JSON objects have, by the same names, so that the conditions are a struct of structs and
// lists. A member the JSON object leaves out (`gust`, `variableSector`, `descriptor`, `isMissing`
// when false) is null; one it writes as `null` (`direction` of a variable wind) is null too.

extension WeatherConditions {
  /// The conditions appended where they are, as their description lists their members (through
  /// ``_ArrowRecordSink``): read as a value they were copied first (through the value witness,
  /// a retain and a release of each reference), for every row.
  @inline(__always)
  static func _appendArrowMember<Root>(
    of root: inout Root, _ path: WritableKeyPath<Root, WeatherConditions>, to column: _ArrowColumn
  ) {
    _appendArrowMember(of: &root, path) { _appendArrow(inPlace: &$0, to: column) }
  }

  /// Appends the conditions at `c` (read in place, never written) as a struct of their
  /// described members. Not inlined, so that the description's member that calls it is (its key
  /// path then folds into an address), and the conditions' members are written once in the
  /// binary.
  @inline(never)
  static func _appendArrow(inPlace c: inout WeatherConditions, to column: _ArrowColumn) {
    let fields = _ArrowRowWriter.fields(ofStructAppendedTo: column)
    withUnsafeMutablePointer(to: &c) { _appendArrowMembers(at: $0, to: fields) }
  }
}

extension Wind {
  /// `{direction, variable, speed, gust, speedExceedsValue, variableSector: {from, to},
  /// isEstimated}`.
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn {
    _ArrowStructColumn(
      names: ["direction", "variable", "speed", "gust", "speedExceedsValue", "variableSector", "isEstimated"],
      fields: [
        _ArrowInt64Column(isNullable: true), _ArrowBoolColumn(isNullable: false),
        Speed._arrowColumn(isNullable: true), Speed._arrowColumn(isNullable: true),
        _ArrowBoolColumn(isNullable: false),
        _ArrowStructColumn(
          names: ["from", "to"], fields: [_ArrowInt64Column(isNullable: false), _ArrowInt64Column(isNullable: false)],
          isNullable: true),
        _ArrowBoolColumn(isNullable: false),
      ],
      isNullable: isNullable)
  }

  static func _appendArrow(_ value: Wind, to column: _ArrowColumn) {
    var row = _ArrowRowWriter.fields(ofStructAppendedTo: column)
    switch value.direction {
    case .degrees(let degrees):
      row.value(degrees)
      row.value(false)
    case .variable:
      row.null()
      row.value(true)
    case .missing:
      row.null()
      row.value(false)
    }
    row.optional(value.speed)
    row.optional(value.gust)
    row.value(value.speedExceedsValue)
    if let sector = value.variableSector {
      row.structure {
        $0.value(sector.from)
        $0.value(sector.to)
      }
    } else {
      row.null()
    }
    row.value(value.isEstimated)
  }
}

extension WeatherGroup {
  /// `{code, intensity, descriptor, phenomena: [text], isMissing}`: `isMissing` true or null
  /// (the JSON object has it only when true).
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn {
    _ArrowStructColumn(
      names: ["code", "intensity", "descriptor", "phenomena", "isMissing"],
      fields: [
        _ArrowUtf8Column(isNullable: false), _ArrowUtf8Column(isNullable: false), _ArrowUtf8Column(isNullable: true),
        _ArrowListColumn(element: _ArrowUtf8Column(isNullable: false), isNullable: false),
        _ArrowBoolColumn(isNullable: true),
      ],
      isNullable: isNullable)
  }

  static func _appendArrow(_ g: WeatherGroup, to column: _ArrowColumn) {
    let structure = unsafeDowncast(column, to: _ArrowStructColumn.self)
    structure.appendValid()
    // `code` built from its fixed parts, as the JSON writer builds it, without a String.
    structure.field(0, as: _ArrowUtf8Column.self)._withUnsafeGuaranteedRef { code in
      if g.isMissing {
        code.appendPiece("//")
      } else {
        code.appendPiece(g.intensity._jsonName)
        if let descriptor = g.descriptor { code.appendPiece(descriptor._jsonName) }
        g.forEachPhenomenon { code.appendPiece($0._jsonName) }
      }
      code.endPieces()
    }
    structure.field(1, as: _ArrowUtf8Column.self)._withUnsafeGuaranteedRef { $0.append(g.intensity._recordName) }
    structure.field(2, as: _ArrowUtf8Column.self)._withUnsafeGuaranteedRef { column in
      if let descriptor = g.descriptor { column.append(descriptor._jsonName) } else { column.appendNull() }
    }
    structure.field(3, as: _ArrowListColumn.self)._withUnsafeGuaranteedRef { list in
      list.elementRef._withUnsafeGuaranteedRef { element in
        let text = unsafeDowncast(element, to: _ArrowUtf8Column.self)
        g.forEachPhenomenon { text.append($0._jsonName) }
      }
      list.endList()
    }
    structure.field(4, as: _ArrowBoolColumn.self)._withUnsafeGuaranteedRef { column in
      if g.isMissing { column.append(true) } else { column.appendNull() }
    }
  }
}

extension WindShear {
  /// `{location: {kind, runway, heightFeet, wind}}`, as its JSON object.
  static func _arrowColumn(isNullable: Bool) -> _ArrowColumn {
    let location = _ArrowStructColumn(
      names: ["kind", "runway", "heightFeet", "wind"],
      fields: [
        _ArrowUtf8Column(isNullable: false), _ArrowUtf8Column(isNullable: true), _ArrowInt64Column(isNullable: true),
        Wind._arrowColumn(isNullable: true),
      ],
      isNullable: false)
    return _ArrowStructColumn(names: ["location"], fields: [location], isNullable: isNullable)
  }

  static func _appendArrow(_ value: WindShear, to column: _ArrowColumn) {
    var row = _ArrowRowWriter.fields(ofStructAppendedTo: column)
    row.structure { location in
      switch value.location {
      case .allRunways:
        location.constant("allRunways")
        location.null()
        location.null()
        location.null()
      case .runway(let runway):
        location.constant("runway")
        location.value(runway)
        location.null()
        location.null()
      case .aloft(let height, let wind):
        location.constant("aloft")
        location.null()
        location.value(height)
        location.value(wind)
      }
    }
  }
}
