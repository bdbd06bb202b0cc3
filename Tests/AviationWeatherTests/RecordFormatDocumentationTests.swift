import Foundation
import TestSupport
import Testing

import AviationWeather

/// The example of the Record Format article (`Articles/TheRecordFormat.md`), copied verbatim,
/// and what its comments say.
@Suite struct RecordFormatDocumentationTests {
  @Test func articleExample() throws {
    let metar = try METAR("AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020")
    var record: [UInt8] = []
    metar.writeJSON(into: &record)  // the bytes `wxparse --json` prints for it
    let text = String(decoding: record, as: UTF8.self)
    // {"schemaVersion":1,"raw":"AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020","kind":"METAR", …
    // "wind":{"direction":null,"variable":true,"speed":{"value":4,"unit":"kt"}, …
    // "qnh":{"value":1020,"unit":"hPa","hPa":1020}, … "flightCategory":"MVFR","relativeHumidity":60.9}
    let back = try JSONDecoder().decode(METAR.self, from: Data(record))  // == metar

    #expect(text.hasPrefix(#"{"schemaVersion":1,"raw":"AYMH 220200Z VRB04KT 9999 BKN030 24/16 Q1020","kind":"METAR","#))
    #expect(text.contains(#""wind":{"direction":null,"variable":true,"speed":{"value":4,"unit":"kt"},"#))
    #expect(text.contains(#""qnh":{"value":1020,"unit":"hPa","hPa":1020},"#))
    #expect(text.hasSuffix(#""flightCategory":"MVFR","relativeHumidity":60.9}"#))
    expectEqual(back, metar)
  }
}
