import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// The Arrow IPC stream writer (`JSON/Arrow/`) on the described record types: the columns come
/// from each type's description, and pyarrow reads the streams written from the groups of the
/// real reports of both corpora, validates them fully and finds every row equal, member by
/// member, to the JSON record of the same value.
///
/// The pyarrow checks run when `AVIATIONWEATHER_ARROW_PYTHON` names a Python with pyarrow
/// (`Scripts/check-arrow-stream.sh` sets it) or the ignored `.venv-arrow` holds one.
@Suite struct ArrowStreamTests {
  /// A Python that imports pyarrow, if any.
  static let python: String? = {
    if let path = ProcessInfo.processInfo.environment["AVIATIONWEATHER_ARROW_PYTHON"] { return path }
    let venv = Repository.root.appendingPathComponent(".venv-arrow/bin/python").path
    return FileManager.default.isExecutableFile(atPath: venv) ? venv : nil
  }()

  /// The stream of `values` (batches of `rowsPerBatch` rows) and their JSON records, a line each.
  static func streamAndRecords<T: _DescribedRecord>(_ values: [T], rowsPerBatch: Int = 1000) -> (
    stream: [UInt8], records: [UInt8]
  ) {
    var writer = _ArrowStreamWriter(rowsOf: T.self, rowsPerBatch: rowsPerBatch)
    var stream: [UInt8] = []
    writer.writeSchema(into: &stream)
    for value in values { writer.append(value, into: &stream) }
    writer.finish(into: &stream)
    var json = _JSONWriter(capacity: 1 << 16)
    for value in values {
      T._writeRecord(value, to: &json)
      json.literal("\n")
    }
    var records: [UInt8] = []
    json.finish(into: &records)
    return (stream, records)
  }

  /// Runs `Scripts/check_arrow_records.py` on the streams and records (`--lines`, `--timeline`
  /// when asked); returns its exit status and output.
  static func checkWithPyarrow(
    _ pairs: [(name: String, stream: [UInt8], records: [UInt8])], lines: Bool = false, timeline: Bool = false
  ) throws -> (status: Int32, output: String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrow-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var arguments = [Repository.root.appendingPathComponent("Scripts/check_arrow_records.py").path]
    if lines { arguments.append("--lines") }
    if timeline { arguments.append("--timeline") }
    for pair in pairs {
      let stream = directory.appendingPathComponent("\(pair.name).arrows")
      let records = directory.appendingPathComponent("\(pair.name).jsonl")
      try Data(pair.stream).write(to: stream)
      try Data(pair.records).write(to: records)
      arguments += [stream.path, records.path]
    }
    return try runPython(arguments)
  }

  /// Runs the Python with pyarrow (``python``) with `arguments`; returns its exit status and
  /// output (standard output and error together).
  static func runPython(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(python))
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  @Test func columnsFollowTheDescription() throws {
    let column = RunwayVisualRange._arrowStructColumn(isNullable: false)
    #expect(column.names == ["runway", "visualRange", "variableMaximum", "tendency"])
    #expect(column.fields.map(\.isNullable) == [false, true, true, true])
    #expect(column.fields.map(\.type) == [.utf8, .structure, .structure, .utf8])
    // A nested described record is a struct of its own members; a measurement is {value, unit}.
    let range = try #require(column.fields[1] as? _ArrowStructColumn)
    #expect(range.names == ["distance", "qualifier"])
    let distance = try #require(range.fields[0] as? _ArrowStructColumn)
    #expect(distance.names == ["value", "unit"])
    #expect(distance.fields.map(\.type) == [.float64, .utf8])
    // An array member is a list; a constant member a text column.
    let location = CloudLocation._arrowStructColumn(isNullable: true)
    #expect(location.fields.map(\.type) == [.utf8, .list, .utf8])
    let rainfall = Rainfall._arrowStructColumn(isNullable: true)
    #expect(rainfall.names == ["lastTenMinutes", "sinceNineAM", "unit"])
    #expect(rainfall.fields.map(\.type) == [.float64, .float64, .utf8])
    // The conditions: a struct of structs and lists, no JSON text.
    let conditions = WeatherConditions._arrowStructColumn(isNullable: false)
    #expect(
      conditions.names == [
        "wind", "visibility", "minimumVisibility", "weather", "sky", "isCAVOK", "isNoSignificantWeather", "windShear",
      ])
    #expect(conditions.fields.map(\.type) == [.structure, .structure, .structure, .list, .list, .bool, .bool, .list])
    let wind = try #require(conditions.fields[0] as? _ArrowStructColumn)
    #expect(wind.names == ["direction", "variable", "speed", "gust", "speedExceedsValue", "variableSector", "isEstimated"])
    let weather = try #require((conditions.fields[3] as? _ArrowListColumn)?.element as? _ArrowStructColumn)
    #expect(weather.names == ["code", "intensity", "descriptor", "phenomena", "isMissing"])
  }

  @Test func streamIsFramedInEightByteSteps() throws {
    let sky = try RecordDescriptionTests.corpusGroups().sky
    #expect(sky.count > 2000)
    let (stream, _) = Self.streamAndRecords(sky, rowsPerBatch: 1000)
    // Messages: continuation marker, metadata length (a multiple of 8), metadata, body; the
    // stream ends with the end-of-stream marker.
    #expect(Array(stream.prefix(4)) == [0xFF, 0xFF, 0xFF, 0xFF])
    let metadataLength = Int(stream[4]) | Int(stream[5]) << 8 | Int(stream[6]) << 16 | Int(stream[7]) << 24
    #expect(metadataLength > 0 && metadataLength % 8 == 0)
    #expect(Array(stream.suffix(8)) == [0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0])
    #expect(stream.count % 8 == 0)
    // One schema, one message per started batch, the end marker.
    let markers = stride(from: 0, to: stream.count - 3, by: 8).filter {
      stream[$0] == 0xFF && stream[$0 + 1] == 0xFF && stream[$0 + 2] == 0xFF && stream[$0 + 3] == 0xFF
    }
    #expect(markers.count >= 1 + (sky.count + 999) / 1000 + 1)
  }

  @Test(.enabled(if: python != nil, "needs a Python with pyarrow"))
  func pyarrowReadsTheDescribedGroupsOfBothCorpora() throws {
    let groups = try RecordDescriptionTests.corpusGroups()
    var pairs: [(name: String, stream: [UInt8], records: [UInt8])] = []
    func add<T: _DescribedRecord>(_ name: String, _ values: [T]) {
      #expect(!values.isEmpty, "no \(name) in the corpora")
      let (stream, records) = Self.streamAndRecords(values)
      pairs.append((name, stream, records))
    }
    add("sky", groups.sky)
    add("runwayStates", groups.runwayStates)
    add("seaStates", groups.seaStates)
    add("rainfall", groups.rainfall)
    add("cloudLocations", groups.cloudLocations)
    add("weatherLocations", groups.weatherLocations)
    add("colorStates", groups.colorStates)
    add("trends", groups.trends)
    add("unparsed", groups.unparsed)
    add("repaired", groups.repaired)
    add("runwayVisualRanges", groups.runwayVisualRanges)
    add("icing", groups.icing)
    add("turbulence", groups.turbulence)
    add("temperatures", groups.temperatures)
    add("conditions", groups.conditions)
    let (status, output) = try Self.checkWithPyarrow(pairs)
    #expect(status == 0, "\(output)")
    #expect(output.split(separator: "\n").count == pairs.count, "\(output)")
  }

  @Test(.enabled(if: python != nil, "needs a Python with pyarrow"))
  func emptyStreamHoldsTheSchemaOnly() throws {
    let (stream, records) = Self.streamAndRecords([RunwayVisualRange]())
    let (status, output) = try Self.checkWithPyarrow([("empty", stream, records)])
    #expect(status == 0, "\(output)")
    #expect(output.contains(": 0 rows in 0 batches, 4 columns"), "\(output)")
  }

  @Test(.enabled(if: python != nil, "needs a Python with pyarrow"))
  func pyarrowFindsARowThatDiffersFromItsRecord() throws {
    // The check can fail: the same layers, their JSON records in the reverse order.
    let sky = Array(try RecordDescriptionTests.corpusGroups().sky.prefix(300))
    let (stream, _) = Self.streamAndRecords(sky)
    let (_, records) = Self.streamAndRecords(Array(sky.reversed()))
    let (status, output) = try Self.checkWithPyarrow([("reversed", stream, records)])
    #expect(status != 0)
    #expect(output.contains("row 0"), "\(output)")
  }

  /// Rows of two types in one stream: shared members share a column, a member whose name the
  /// other type uses with another type gets its own, the members a type lacks are null.
  static func mixedStream<A: _DescribedRecord, B: _DescribedRecord>(
    _ first: [A], _ second: [B], secondPrefix: String, rowsPerBatch: Int = 500
  ) -> (table: _ArrowRecordTable, stream: [UInt8], records: [UInt8]) {
    let table = _ArrowRecordTable()
    let line = _ArrowInt64Column(isNullable: false)
    table.addColumn("line", line)
    let firstLayout = table.addRows(of: A.self, prefix: "first")
    let secondLayout = table.addRows(of: B.self, prefix: secondPrefix)
    var writer = _ArrowStreamWriter(root: table.makeRoot(), rowsPerBatch: rowsPerBatch)
    var stream: [UInt8] = []
    writer.writeSchema(into: &stream)
    var json = _JSONWriter(capacity: 1 << 16)
    // Alternating, so that every batch holds both.
    for i in 0..<max(first.count, second.count) {
      if i < first.count {
        line.append(Int64(2 * i + 1))
        writer.append(first[i], layout: firstLayout, table: table, into: &stream)
        json.literal("{\"line\":")
        json.int(2 * i + 1)
        json.literal(",\"value\":")
        A._writeRecord(first[i], to: &json)
        json.literal("}\n")
      }
      if i < second.count {
        line.append(Int64(2 * i + 2))
        writer.append(second[i], layout: secondLayout, table: table, into: &stream)
        json.literal("{\"line\":")
        json.int(2 * i + 2)
        json.literal(",\"value\":")
        B._writeRecord(second[i], to: &json)
        json.literal("}\n")
      }
    }
    writer.finish(into: &stream)
    var wrapped: [UInt8] = []
    json.finish(into: &wrapped)
    // Each record's members at the top level beside `line`.
    var records: [UInt8] = []
    for text in String(decoding: wrapped, as: UTF8.self).split(separator: "\n") {
      var line = String(text).replacingOccurrences(of: ",\"value\":{}", with: "")
      if line.contains(",\"value\":{") {
        line = line.replacingOccurrences(of: ",\"value\":{", with: ",")
        line.removeLast()
      }
      records += Array(line.utf8) + [10]
    }
    return (table, stream, records)
  }

  @Test(.enabled(if: python != nil, "needs a Python with pyarrow"))
  func rowsOfTwoTypesShareOneSchema() throws {
    let groups = try RecordDescriptionTests.corpusGroups()
    // Icing and turbulence layers have the same members: three shared columns.
    let (layers, stream, records) = Self.mixedStream(groups.icing, groups.turbulence, secondPrefix: "turbulence")
    #expect(layers.names == ["line", "code", "baseFeet", "thicknessFeet"])
    // Runway visual ranges and runway states share `runway` (text in both).
    let (runways, runwayStream, runwayRecords) = Self.mixedStream(
      groups.runwayVisualRanges, groups.runwayStates, secondPrefix: "state")
    #expect(runways.names.filter { $0 == "runway" }.count == 1)
    #expect(runways.names.count == 1 + 4 + 7 - 1)
    let (status, output) = try Self.checkWithPyarrow([
      ("layers", stream, records), ("runways", runwayStream, runwayRecords),
    ])
    #expect(status == 0, "\(output)")
  }

  @Test func aMemberOfAnotherTypeUnderATakenNameGetsItsOwnColumn() {
    let table = _ArrowRecordTable()
    _ = table.addRows(of: IcingForecast.self, prefix: "icing")
    let layout = table.addRows(of: ColorState.self, prefix: "colorState")
    // `code` is an integer in icing layers and text in colour states.
    #expect(table.names == ["code", "baseFeet", "thicknessFeet", "colorStateCode", "isBlack"])
    #expect(layout == [3, 4])
    #expect(layout.map { table.fields[$0].type } == [.utf8, .bool])
    #expect(table.fields.map(\.isNullable) == Array(repeating: true, count: 5))
  }

  @Test(.enabled(if: python != nil, "needs a Python with pyarrow"))
  func pyarrowReadsErrorRowsAsTheirRecords() throws {
    // Strict decoding refuses every report with a warning or an unparsed token.
    let strict = DecodingOptions(isStrict: true, repairsMalformedGroups: true)
    var errors: [ErrorRecord] = []
    let lines = try Fixture.lines("metar_corpus.txt") + Fixture.lines("metar_worst.txt")
    for (index, line) in lines.enumerated() {
      do {
        _ = try METAR(line, options: strict)
      } catch {
        errors.append(
          ErrorRecord(
            file: index % 2 == 0 ? nil : "metar_corpus.txt", line: index + 1, raw: line, error: error.reason,
            code: error.code.description, offset: error.offset))
      }
    }
    #expect(errors.count > 100)
    var writer = _ArrowStreamWriter(rowsOf: _ArrowErrorRow.self, rowsPerBatch: 256)
    var stream: [UInt8] = []
    writer.writeSchema(into: &stream)
    var records: [UInt8] = []
    for error in errors {
      writer.append(_ArrowErrorRow(record: error), into: &stream)
      error.writeJSON(into: &records)
      records.append(10)
    }
    writer.finish(into: &stream)
    let (status, output) = try Self.checkWithPyarrow([("errors", stream, records)])
    #expect(status == 0, "\(output)")
  }
}
