import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// A record batch held in the writer's columns (`RecordStream._holdArrowBatch()`) and written
/// from there with `writev` (`wxparse --arrow`): the bytes are those of the copying path, in the
/// same place in the stream, whether the run writes them to a file descriptor, hands them to a
/// sink, or the stream is written to again before they are taken.
@Suite struct ArrowHeldBatchTests {
  /// METARs (two thousand of the corpus), TAFs and lines that do not decode: rows of every kind,
  /// and batches whose TAF or METAR columns are all null.
  static func mixedInput() throws -> [UInt8] {
    let metars = try Fixture.lines("metar_corpus.txt").prefix(2_000).joined(separator: "\n")
    let tafs = try Fixture.lines("taf_corpus.txt").prefix(300).joined(separator: "\n")
    return Array((metars + "\n" + tafs + "\n").utf8) + Fixture.bytes("wxparse_mixed_taf_metar.txt")
      + Fixture.bytes("metar_worst.txt")
  }

  /// A file of its own under the temporary directory.
  static func temporaryURL() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("held-batch-\(UUID().uuidString)")
  }

  /// `bytes` as `pieces`: the runs of zeros at least `zeroRun` long as zero pieces, the rest as
  /// pieces of at most `chunk` bytes.
  static func pieces(of bytes: UnsafeRawBufferPointer, zeroRun: Int, chunk: Int) -> [_ArrowPiece] {
    var pieces: [_ArrowPiece] = []
    guard let base = bytes.baseAddress else { return pieces }
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count && bytes[end] == 0 { end += 1 }
      if end - start >= zeroRun {
        pieces.append(_ArrowPiece(base: nil, count: end - start))
        start = end
        continue
      }
      end = min(bytes.count, start + chunk)
      pieces.append(_ArrowPiece(base: base + start, count: end - start))
      start = end
    }
    return pieces
  }

  /// More than 1024 pieces (one `writev` call's most) and runs of zeros longer than the block
  /// they are written from: the file holds the bytes, in order.
  @Test func writeAllWritesEveryPieceAndRunOfZerosInOrder() throws {
    var bytes: [UInt8] = []
    var generator = SystemRandomNumberGenerator()
    for round in 0..<3_000 {
      bytes += (0..<(1 + round % 37)).map { _ in UInt8.random(in: 1...255, using: &generator) }
      if round % 500 == 0 { bytes += [UInt8](repeating: 0, count: (_ZeroBlock.shared.count * 5) / 2 + round) }
      if round % 7 == 0 { bytes += [0, 0, 0] }
    }
    let url = Self.temporaryURL()
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try bytes.withUnsafeBytes { raw in
      let pieces = Self.pieces(of: raw, zeroRun: 2, chunk: 29)
      #expect(pieces.count > 1024)
      #expect(pieces.contains { $0.base == nil && $0.count > 2 * _ZeroBlock.shared.count })
      try writeAll(pieces, to: handle.fileDescriptor)
    }
    try handle.close()
    let written = try [UInt8](Data(contentsOf: url))
    expectEqual(written.count, bytes.count)
    #expect(written == bytes)
  }

  /// A stream written to after a batch is held writes the held batch first: the output is that
  /// of a stream flushed at the same place, also when the output is taken with the batch held.
  @Test func aHeldBatchIsCopiedBeforeTheNextRowOrWhenTheOutputIsTaken() throws {
    let reports = ReportSplitter.reports(in: try Self.mixedInput())
    #expect(reports.count > 2_300)
    for split in [1, 700, 2_100] {
      let held = RecordStream(options: RecordStream.Options(format: .arrow))
      let flushed = RecordStream(options: RecordStream.Options(format: .arrow))
      for report in reports.prefix(split) {
        held.write(report)
        flushed.write(report)
      }
      held._holdArrowBatch()
      flushed.flush()
      #expect(held._heldArrowBatch != nil)
      if split == 700 {
        // Taken while held: the held batch is in the output.
        expectEqual(held.takeOutput(), flushed.takeOutput())
        #expect(held._heldArrowBatch == nil)
      }
      for report in reports.dropFirst(split) {
        held.write(report)
        flushed.write(report)
      }
      held.flush()
      flushed.flush()
      let bytes = held.takeOutput()
      #expect(bytes.count > 100_000)
      #expect(bytes == flushed.takeOutput(), "split \(split)")
    }
  }

  /// A run to a file descriptor (the batches written from the columns with `writev`) writes the
  /// bytes a run to a sink (the batches copied) writes, at one and two threads, for the record
  /// stream and the timeline stream.
  @Test(arguments: [false, true])
  func aRunToADescriptorWritesWhatASinkGets(timeline: Bool) throws {
    let input = Self.temporaryURL()
    defer { try? FileManager.default.removeItem(at: input) }
    try Data(try Self.mixedInput()).write(to: input)
    let options = RecordStream.Options(
      format: .arrow, referenceDate: Date(timeIntervalSince1970: 1_795_478_400), timeline: timeline)
    for threads in [1, 2] {
      var sunk: [UInt8] = []
      let pipeline = RecordPipeline(options: options, threads: threads)
      let sinkCounts = pipeline.run([.file(input.path)], output: { sunk += $0 }) { _ in }
      let output = Self.temporaryURL()
      defer { try? FileManager.default.removeItem(at: output) }
      #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
      let handle = try FileHandle(forWritingTo: output)
      let counts = try pipeline.run([.file(input.path)], writingTo: handle.fileDescriptor) { _ in }
      try handle.close()
      let written = try [UInt8](Data(contentsOf: output))
      #expect(sunk.count > 100_000)
      #expect(written == sunk, "threads \(threads)")
      expectEqual(counts, sinkCounts)
    }
  }
}
