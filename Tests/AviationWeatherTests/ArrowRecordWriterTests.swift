import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// ``ArrowRecordWriter`` on both corpora: METAR, TAF and error records as rows of one schema,
/// read by pyarrow and equal, member by member, to the JSON records of the same reports.
@Suite struct ArrowRecordWriterTests {
  @Test func oneSchemaForEveryKind() {
    let writer = ArrowRecordWriter()
    let names = writer.columnNames
    for name in ["line", "kind", "station", "raw", "conditions", "forecasts", "error", "code", "observedAt"] {
      #expect(names.contains(name), "no column \(name)")
    }
    #expect(Set(names).count == names.count)
    // A stream's schema only: pyarrow reads it in `emptyInputGivesTheSchemaOnly`.
    #expect(ArrowRecordWriter.schema().count > 1000)
  }

  @Test(.enabled(if: ArrowStreamTests.python != nil, "needs a Python with pyarrow"))
  func pyarrowReadsBothCorporaAsTheirRecords() throws {
    let reference = Date(timeIntervalSince1970: 1_795_478_400)  // 2026-11-24
    let strict = DecodingOptions(isStrict: true, repairsMalformedGroups: true)
    var writer = ArrowRecordWriter(rowsPerBatch: 1500)
    var stream: [UInt8] = []
    writer.writeSchema(into: &stream)
    var records: [UInt8] = []
    let metars = try Fixture.lines("metar_corpus.txt")
    let tafs = try Fixture.lines("taf_corpus.txt")
    // Every third METAR strictly, so that error rows sit between the others.
    for (index, text) in metars.enumerated() {
      let line = index + 1
      do {
        var metar = try METAR(text, options: index % 3 == 0 ? strict : .lenient)
        metar.resolveDates(relativeTo: reference)
        writer.append(metar, line: line, into: &stream)
        #expect(metar.writeJSON(into: &records))
      } catch {
        let record = ErrorRecord(
          file: nil, line: line, raw: text, error: error.reason, code: error.code.description, offset: error.offset)
        writer.append(record, into: &stream)
        record.writeJSON(into: &records)
      }
      records.append(10)
    }
    for (index, text) in tafs.enumerated() {
      let line = metars.count + index + 1
      do {
        var taf = try TAF(text)
        taf.resolveDates(relativeTo: reference)
        writer.append(taf, line: line, into: &stream)
        #expect(taf.writeJSON(into: &records))
      } catch {
        let record = ErrorRecord(
          file: nil, line: line, raw: text, error: error.reason, code: error.code.description, offset: error.offset)
        writer.append(record, into: &stream)
        record.writeJSON(into: &records)
      }
      records.append(10)
    }
    writer.finish(into: &stream)
    let (status, output) = try ArrowStreamTests.checkWithPyarrow([("corpora", stream, records)], lines: true)
    #expect(status == 0, "\(output)")
  }
}
