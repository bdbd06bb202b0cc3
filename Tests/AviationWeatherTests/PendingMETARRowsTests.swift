import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// A record stream holds a few decoded METARs before it writes their Arrow rows
/// (`_PendingMETARRows`): its output is, byte for byte, that of a stream that writes each row as
/// its report is decoded, wherever TAF rows, error rows, ended batches and taken output come
/// between them.
@Suite struct PendingMETARRowsTests {
  /// `reports` through a stream holding `held` METARs at a time, flushed after each report
  /// whose index is in `flushes` and its output taken after each in `takes`.
  static func output(
    _ reports: [ReportText], held: Int, flushes: Set<Int>, takes: Set<Int>
  ) -> [UInt8] {
    let stream = RecordStream(options: RecordStream.Options(format: .arrow))
    stream._pendingMETARRows = _PendingMETARRows(capacity: held)
    var bytes: [UInt8] = []
    for (index, report) in reports.enumerated() {
      stream.write(report)
      if flushes.contains(index) { stream.flush() }
      if takes.contains(index) { bytes += stream.takeOutput() }
    }
    stream.flush()
    return bytes + stream.takeOutput()
  }

  /// Expects `bytes` to be `expected`, naming the first byte that differs (not the megabytes).
  static func expectSameBytes(
    _ bytes: [UInt8], _ expected: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let differing = zip(bytes, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    let first = differing ?? (bytes.count == expected.count ? nil : min(bytes.count, expected.count))
    #expect(first == nil, "first differing byte: \(first ?? -1) of \(expected.count)", sourceLocation: sourceLocation)
  }

  /// METARs, TAFs and lines that do not decode, interleaved (every kind of row comes between
  /// held METARs), as one stream writes them.
  @Test func heldRowsAreWrittenInInputOrder() throws {
    let reports = ReportSplitter.reports(in: try ArrowHeldBatchTests.mixedInput())
    let metars = Array(reports.filter { $0.kind == .metar }.prefix(900))
    let others = reports.filter { $0.kind != .metar }
    #expect(metars.count == 900 && others.count > 300)
    // Three METARs, then one of the others, over and over: each other row comes while METARs
    // are held.
    var mixed: [ReportText] = []
    var next = 0
    for (index, metar) in metars.enumerated() {
      mixed.append(metar)
      if index % 3 == 2, next < others.count {
        mixed.append(others[next])
        next += 1
      }
    }
    mixed += others.dropFirst(next)
    let oneByOne = Self.output(mixed, held: 1, flushes: [], takes: [])
    #expect(oneByOne.count > 200_000)
    Self.expectSameBytes(Self.output(mixed, held: _PendingMETARRows.defaultCapacity, flushes: [], takes: []), oneByOne)
    // Batches ended and output taken while METARs are held (not at a multiple of the capacity).
    let flushes: Set<Int> = [4, 5, 700, 1_003]
    let takes: Set<Int> = [2, 701, 1_101]
    Self.expectSameBytes(
      Self.output(mixed, held: _PendingMETARRows.defaultCapacity, flushes: flushes, takes: takes),
      Self.output(mixed, held: 1, flushes: flushes, takes: takes))
  }

  /// A batch held while METARs are held holds their rows too (the pipeline's batches: the rows
  /// of every report decoded into it).
  @Test func aHeldBatchHoldsTheRowsOfTheMETARsHeld() throws {
    let reports = try Fixture.lines("metar_corpus.txt").prefix(13).enumerated().map { ReportText(text: $1, line: $0 + 1, kind: .metar) }
    let stream = RecordStream(options: RecordStream.Options(format: .arrow))
    for report in reports { stream.write(report) }
    let heldBefore = stream._pendingMETARRows.count
    expectEqual(heldBefore, 13 % _PendingMETARRows.defaultCapacity)
    stream._holdArrowBatch()
    let heldAfter = stream._pendingMETARRows.count
    expectEqual(heldAfter, 0)
    // The first column's field node: the batch's length, every METAR's row.
    expectEqual(stream._heldArrowBatch?.body.nodes.first, 13)
  }
}
