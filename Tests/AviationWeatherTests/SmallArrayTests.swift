import Foundation
import Testing

import TestSupport

@testable import AviationWeather

/// `SmallArray`, the storage of sky layers and weather groups: inline up to two elements, an array
/// from the third; it must behave as the array it replaced on every real report (same elements,
/// same equality and hashing, same `Codable` form) and as a value when mutated.
@Suite("SmallArray")
struct SmallArrayTests {
  /// Four sky layers and one weather group, a real corpus report.
  static let fourLayers = "AGGA 220200Z 36012KT 9999 TS FEW017 FEW018CB SCT030 BKN110 28/23 Q1007"

  @Test func everyCorpusReportKeepsItsListsAsAnArrayWould() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    var (inline, onHeap, checked) = (0, 0, 0)
    let sample = try CorpusSweep.lines("metar_corpus.txt", every: CorpusSweep.metarStride)
    for line in sample.lines {
      guard let metar = try? METAR(line) else { continue }
      let sky = metar.sky
      let skyArray = Array(sky)
      expectEqual(sky.count, skyArray.count)
      #expect(sky.isInline == (skyArray.count <= 2), "\(line)")
      expectEqual(SmallArray(skyArray), sky)
      expectEqual(SmallArray(skyArray).hashValue, sky.hashValue)
      #expect(try encoder.encode(sky) == encoder.encode(skyArray), "\(line)")
      let weather = metar.weather
      #expect(weather.isInline == (weather.count <= 2), "\(line)")
      #expect(try encoder.encode(weather) == encoder.encode(Array(weather)), "\(line)")
      if sky.isInline { inline += 1 } else { onHeap += 1 }
      checked += 1
    }
    // The corpus has both kinds, so both paths were checked.
    #expect(checked > sample.atLeast(48_000))
    #expect(inline > 0 && onHeap > 0)
  }

  @Test func aReportWithFourLayersKeepsThemInOrder() throws {
    let metar = try METAR(Self.fourLayers)
    expectEqual(metar.sky.map(\.heightFeet), [1700, 1800, 3000, 11_000])
    expectEqual(metar.sky[1].cloudType, .cumulonimbus)
    #expect(!metar.sky.isInline)
    #expect(metar.weather.count == 1 && metar.weather.isInline)
    expectEqual(metar.sky.description, Array(metar.sky).description)
  }

  @Test func decodingFromJSONGivesTheSameValue() throws {
    let metar = try METAR(Self.fourLayers)
    let data = try JSONEncoder().encode(metar)
    let back = try JSONDecoder().decode(METAR.self, from: data)
    expectEqual(back, metar)
    expectEqual(back.sky, metar.sky)
    // An array written by hand reads as a small array, inline when short.
    let two = try JSONDecoder().decode(
      SmallArray<SkyCondition>.self, from: Data(#"[{"cover":"FEW","heightFeet":1700},{"cover":"BKN","heightFeet":11000}]"#.utf8))
    #expect(two.isInline && two.count == 2 && two.last?.heightFeet == 11_000)
  }

  @Test func equalElementsAreEqualWhateverTheStorage() throws {
    let layers = try METAR(Self.fourLayers).sky
    var onHeap = SmallArray<SkyCondition>()
    onHeap.reserveCapacity(8)  // an array from the start
    onHeap.append(layers[0])
    onHeap.append(layers[1])
    #expect(!onHeap.isInline)
    let inline: SmallArray<SkyCondition> = [layers[0], layers[1]]
    #expect(inline.isInline)
    expectEqual(onHeap, inline)
    expectEqual(onHeap.hashValue, inline.hashValue)
    #expect(onHeap != [layers[1], layers[0]])
    expectEqual(Set([onHeap, inline]).count, 1)
  }

  @Test func mutationsKeepValueSemantics() throws {
    let original = try METAR(Self.fourLayers).sky
    var copy = original
    copy[3].cloudType = .toweringCumulus
    copy.append(SkyCondition(cover: .overcast, heightFeet: 25_000))
    #expect(original.count == 4 && original[3].cloudType == nil)
    #expect(copy.count == 5 && copy[3].cloudType == .toweringCumulus)

    var short = SmallArray(original.prefix(1))
    let before = short
    short[0].heightFeet = 100
    #expect(before[0].heightFeet == 1700 && short[0].heightFeet == 100)

    // Removing down to two makes it inline again; growing past two moves it out.
    var shrinking = original
    shrinking.removeLast(2)
    #expect(shrinking.isInline && Array(shrinking) == Array(original.prefix(2)))
    shrinking.append(original[2])
    #expect(!shrinking.isInline && Array(shrinking) == Array(original.prefix(3)))
    shrinking.removeAll()
    #expect(shrinking.isEmpty && shrinking.isInline)
    let filtered = original.filter { $0.cloudType == .cumulonimbus }
    #expect(filtered.count == 1 && filtered.isInline)
  }

  @Test func aTAFForecastsListsAreSmallArraysToo() throws {
    let lines = try Fixture.lines("taf_corpus.txt")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    var checked = 0
    for line in lines.prefix(400) {
      guard let taf = try? TAF(line) else { continue }
      for forecast in taf.forecasts {
        expectEqual(forecast.sky.isInline, (forecast.sky.count <= 2))
        try expectEqual(encoder.encode(forecast.sky), encoder.encode(Array(forecast.sky)))
        checked += 1
      }
    }
    #expect(checked > 1000)
  }
}
