import AviationWeather
import Foundation
import TestSupport
import Testing

/// `RecordPipeline` through the public API, as an app or a server decodes a file or a byte
/// stream on several cores: real fixture input, several threads, records in input order, lines
/// over 16 MiB, invalid UTF-8, inputs that cannot be read, a file descriptor in and out.
@Suite struct RecordPipelineTests {
  /// A file of its own under the temporary directory holding `bytes`.
  static func temporaryFile(_ bytes: [UInt8]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-\(UUID().uuidString).txt")
    try Data(bytes).write(to: url)
    return url
  }

  /// A run's output (through the sink) and what it told.
  struct Run {
    var output: [UInt8] = []
    var counts = RecordStream.Counts()
    var events: [RecordPipeline.Event] = []
    /// The output's lines (JSON records), as text.
    var lines: [String] { String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init) }
  }

  static func run(_ inputs: [RecordPipeline.Input], options: RecordStream.Options, threads: Int) -> Run {
    var run = Run()
    run.counts = RecordPipeline(options: options, threads: threads).run(inputs, output: { run.output += $0 }) {
      run.events.append($0)
    }
    return run
  }

  /// The records a single `RecordStream` writes for `bytes`, split by `ReportSplitter.reports(in:)`:
  /// the order the pipeline must keep.
  static func reference(_ bytes: [UInt8], options: RecordStream.Options, name: String) -> (output: [UInt8], counts: RecordStream.Counts) {
    let stream = RecordStream(options: options)
    stream.inputName = name
    for report in ReportSplitter.reports(in: bytes) { stream.write(report) }
    return (stream.takeOutput(), stream.counts)
  }

  /// METARs and TAFs of the fixtures, more than 512 reports (several batches), some of which do
  /// not decode: every thread count writes what one stream writes, in input order.
  @Test func everyThreadCountWritesTheRecordsOfOneStreamInInputOrder() throws {
    let metars = Fixture.bytes("metar_curated.txt") + Fixture.bytes("metar_worst.txt")
    let tafs = try Fixture.lines("taf_corpus.txt").prefix(700).joined(separator: "\n")
    let bytes = metars + Array(tafs.utf8) + Fixture.bytes("wxparse_mixed_taf_metar.txt")
    let url = try Self.temporaryFile(bytes)
    defer { try? FileManager.default.removeItem(at: url) }
    let options = RecordStream.Options(format: .json, referenceDate: Date(timeIntervalSince1970: 1_780_000_000))
    let expected = Self.reference(bytes, options: options, name: url.path)
    #expect(expected.counts.reports > 900)
    #expect(expected.counts.errors > 0)
    for threads in [1, 2, 4] {
      let run = Self.run([.file(url.path)], options: options, threads: threads)
      #expect(run.output == expected.output, "threads \(threads)")
      #expect(run.counts == expected.counts, "threads \(threads)")
      expectEqual(run.lines.count, expected.counts.reports)
      // Error records carry their line: they come in increasing order.
      let errorLines = run.lines.compactMap { line -> Int? in
        guard line.contains("\"kind\":\"error\""), let range = line.range(of: "\"line\":") else { return nil }
        return Int(line[range.upperBound...].prefix { $0.isNumber })
      }
      expectEqual(errorLines.count, expected.counts.errors)
      expectEqual(errorLines, errorLines.sorted())
      // One diagnostic for each error record, in input order.
      let diagnosed = run.events.compactMap { event -> Int? in
        if case .diagnostic(let diagnostic) = event, diagnostic.message.hasPrefix("error:") { return diagnostic.source.line }
        return nil
      }
      expectEqual(diagnosed, errorLines)
    }
  }

  /// A line longer than 16 MiB is an error record holding its first 200 bytes, on its own line;
  /// the reports around it decode.
  @Test func aLineOverSixteenMiBIsAnErrorRecordAndTheReportsAroundItDecode() throws {
    let first = "AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020"
    let last = "AYMH 230000Z VRB03KT 9999 HZ SCT030 21/16 Q1022"
    let bytes = Array("\(first)\n".utf8) + [UInt8](repeating: UInt8(ascii: "A"), count: 17 << 20) + Array("\n\(last)\n".utf8)
    let url = try Self.temporaryFile(bytes)
    defer { try? FileManager.default.removeItem(at: url) }
    for threads in [1, 3] {
      let run = Self.run([.file(url.path)], options: RecordStream.Options(format: .json), threads: threads)
      let lines = run.lines
      expectEqual(lines.count, 3)
      guard lines.count == 3 else { continue }
      #expect(lines[0].contains("\"raw\":\"\(first)\""))
      #expect(lines[1].contains("\"kind\":\"error\""))
      #expect(lines[1].contains("\"code\":\"lineTooLong\""))
      #expect(lines[1].contains("\"line\":2"))
      #expect(lines[1].contains("\"raw\":\"" + String(repeating: "A", count: 200) + "…\""))
      #expect(lines[2].contains("\"raw\":\"\(last)\""))
      expectEqual(run.counts.reports, 3)
      expectEqual(run.counts.decoded, 2)
      expectEqual(run.counts.errors, 1)
    }
  }

  /// Invalid UTF-8 is replaced with U+FFFD in the record, and a warning names the line.
  @Test func invalidUTF8IsReplacedAndTheLineNamed() throws {
    let bytes: [UInt8] =
      Array("AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020\nAYMH 230000Z VRB03KT 9999 HZ SCT030 21/16 Q1022 RMK ".utf8)
      + [0xFF, 0xC3] + Array("\n".utf8)
    let url = try Self.temporaryFile(bytes)
    defer { try? FileManager.default.removeItem(at: url) }
    let run = Self.run([.file(url.path)], options: RecordStream.Options(format: .json), threads: 2)
    expectEqual(run.lines.count, 2)
    expectEqual(run.lines.last?.contains("\u{FFFD}"), true)
    expectEqual(run.events, [
        .diagnostic(
          RecordStream.Diagnostic(
            source: RecordSource(file: url.path, line: 2), message: "warning: invalid UTF-8 bytes replaced with U+FFFD"))
      ])
  }

  /// An input that cannot be read is an event, and the run goes on; a pipe is read as a file is,
  /// and the records go to a file descriptor as they go to a sink.
  @Test func readsAPipeWritesADescriptorAndGoesOnAfterAnUnreadableInput() throws {
    let bytes = Fixture.bytes("wxparse_mixed_taf_metar.txt")
    let options = RecordStream.Options(format: .json)
    let missing = "/nonexistent/pipeline-input.txt"
    let expected = Self.reference(bytes, options: options, name: "pipe")
    // Both fit in a pipe's buffer: the input is written whole, the output read after the run.
    let input = Pipe()
    let output = Pipe()
    WxparseProcess.writeAll(input.fileHandleForWriting, Data(bytes))
    try input.fileHandleForWriting.close()
    var events: [RecordPipeline.Event] = []
    let counts = try RecordPipeline(options: options, threads: 2).run(
      [.file(missing), .fileDescriptor(input.fileHandleForReading.fileDescriptor, name: "pipe")],
      writingTo: output.fileHandleForWriting.fileDescriptor
    ) { events.append($0) }
    try output.fileHandleForWriting.close()
    let written = output.fileHandleForReading.readDataToEndOfFile()
    expectEqual(Array(written), expected.output)
    expectEqual(counts, expected.counts)
    expectEqual(events.first, .inputFailed(.file(missing), reason: "cannot open '\(missing)': No such file or directory"))
  }

  /// With Arrow, a run is one stream: the schema, then the end-of-stream marker, also with no
  /// input at all.
  @Test func anArrowRunIsOneStreamEvenWithoutInput() {
    let run = Self.run([], options: RecordStream.Options(format: .arrow), threads: 2)
    expectEqual(run.output, ArrowRecordWriter.schema() + ArrowRecordWriter.endOfStream)
    expectEqual(run.counts, RecordStream.Counts())
  }

  /// With Arrow, a report too long to decode is an error row the run writes outside its batches
  /// (its own stream, whose writer is made at that row): one stream still, the same at every
  /// thread count, with the error row between the reports' batches.
  @Test func anArrowRunWritesATooLongReportAsAnErrorRowAtEveryThreadCount() throws {
    let metars = Fixture.bytes("metar_curated.txt")
    let tooLong = Array("METAR KJFK 281251Z RMK ".utf8) + [UInt8](repeating: UInt8(ascii: "X"), count: 70_000)
    let bytes = metars + tooLong + [UInt8(ascii: "\n")] + metars
    let url = try Self.temporaryFile(bytes)
    defer { try? FileManager.default.removeItem(at: url) }
    let options = RecordStream.Options(format: .arrow)
    let runs = [1, 2, 3].map { Self.run([.file(url.path)], options: options, threads: $0) }
    // The fixture's own reports that do not decode, twice, and the report too long.
    let fixtureErrors = RecordPipelineTests.reference(metars, options: options, name: "").counts.errors
    for run in runs {
      expectEqual(run.counts.errors, 2 * fixtureErrors + 1)
      expectEqual(Array(run.output.prefix(ArrowRecordWriter.schema().count)), ArrowRecordWriter.schema())
      expectEqual(Array(run.output.suffix(ArrowRecordWriter.endOfStream.count)), ArrowRecordWriter.endOfStream)
      #expect(String(decoding: run.output, as: UTF8.self).contains("reportTooLong"))
    }
    expectEqual(runs[1].output, runs[0].output)
    expectEqual(runs[2].output, runs[0].output)
  }

  /// A stream whose Arrow writer is made at its first row (a run's stream of the records written
  /// outside batches, which writes only error rows today) writes a decoded METAR's, a TAF's and a
  /// timeline's rows as a stream whose writer was made at once: every row makes the writer.
  @Test func aStreamWhoseArrowWriterIsMadeAtItsFirstRowWritesEveryKindOfRow() throws {
    let corpora = try Fixture.lines("metar_corpus.txt").prefix(60) + Fixture.lines("taf_corpus.txt").prefix(30)
    let bytes = Fixture.bytes("wxparse_mixed_taf_metar.txt") + Array(corpora.joined(separator: "\n").utf8)
    let reference = Date(timeIntervalSince1970: 1_780_000_000)
    for options in [
      RecordStream.Options(format: .arrow, referenceDate: reference),
      RecordStream.Options(format: .arrow, referenceDate: reference, timeline: true),
    ] {
      func rows(_ stream: RecordStream) -> [UInt8] {
        for report in ReportSplitter.reports(in: bytes) { stream.write(report) }
        stream.flush()
        return stream.takeOutput()
      }
      let shape = RecordStream(options: options)
      let lazy = RecordStream(options: options, capacity: 1 << 12, copyingArrowWritersOf: shape, lazily: true)
      let expected = RecordStream(options: options)
      expectEqual(rows(lazy), rows(expected))
      expectEqual(lazy.counts, expected.counts)
      // Decoded rows, not only error rows.
      #expect(expected.counts.decoded > (options.timeline ? 20 : 80), "timeline \(options.timeline)")
    }
  }
}
