import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// Display rounding never shows a visibility or a ceiling across a flight-category boundary that
/// the value is not across (issue 28, item 7): every distance around every boundary, in both unit
/// systems, read back from the text shown and categorised again.
@Suite("Display rounding keeps the flight category")
struct CategoryBoundaryRoundingTests {
  /// The number a shown distance stands for, in metres, statute miles or feet: `7/8 SM`,
  /// `1 1/2 SM`, `1,600 m`, `8 km`, `540 m`, `2,400 ft`.
  static func readBack(_ text: String) -> (value: Double, unit: String)? {
    let parts = text.split(separator: " ").map(String.init)
    guard let unit = parts.last, parts.count >= 2 else { return nil }
    var value = 0.0
    for part in parts.dropLast() {
      if let slash = part.firstIndex(of: "/") {
        guard let n = Double(part[..<slash]), let d = Double(part[part.index(after: slash)...]) else { return nil }
        value += n / d
      } else {
        guard let n = Double(part.replacingOccurrences(of: ",", with: "")) else { return nil }
        value += n
      }
    }
    return (value, unit)
  }

  /// The category of a shown visibility, its number read in its own unit (1,600 m is 0.994 SM).
  static func visibilityCategory(_ text: String) -> FlightCategory? {
    guard let (value, unit) = readBack(text) else { return nil }
    switch unit {
    case "SM": return FlightCategory.ofVisibility(miles: value)
    case "m": return FlightCategory.ofVisibility(miles: value / 1609.344)
    case "km": return FlightCategory.ofVisibility(miles: value * 1000 / 1609.344)
    default: return nil
    }
  }

  /// The category of a shown ceiling height: feet as shown, metres on the scale cloud bases are
  /// coded on (30 m for 100 ft, ICAO's 150 m for 500 ft, 300 m for 1,000 ft, 900 m for 3,000 ft).
  static func ceilingCategory(_ text: String) -> FlightCategory? {
    guard let (value, unit) = readBack(text) else { return nil }
    switch unit {
    case "ft": return ceilingCategoryOf(steps: value / 100)
    case "m": return ceilingCategoryOf(steps: value / 30)
    default: return nil
    }
  }

  static func ceilingCategoryOf(steps: Double) -> FlightCategory {
    steps < 5 ? .lifr : steps < 10 ? .ifr : steps <= 30 ? .mvfr : .vfr
  }

  @Test("the issue's row: 1,600 m (LIFR, below 1 SM) shows 7/8 SM, not 1 SM; 1 SM shows 1,700 m")
  func issueExample() {
    let row = Visibility(distance: Distance(1600, .meters))
    expectEqual(row.describe(in: .imperial), "7/8 SM")
    expectEqual(FlightCategory(ceilingFeet: nil, visibility: row), .lifr)
    expectEqual(Visibility(distance: Distance(1, .statuteMiles)).describe(in: .metric), "1,700 m")
    expectEqual(Visibility(distance: Distance(3, .statuteMiles)).describe(in: .metric), "4,900 m")
    // Away from a boundary the nearest step stays: 3/4 SM is 1,200 m, 1,500 m is 7/8 SM.
    expectEqual(Visibility(distance: Distance(0.75, .statuteMiles)).describe(in: .metric), "1,200 m")
    expectEqual(Visibility(distance: Distance(1500, .meters)).describe(in: .imperial), "7/8 SM")
  }

  @Test("visibility in metres, 0 to 12 km by 1 m, shown in statute miles keeps its category")
  func metresToMiles() {
    var checked = 0
    for meters in stride(from: 0.0, through: 12_000, by: 1) {
      let visibility = Visibility(distance: Distance(meters, .meters))
      guard meters < 9999 else { continue }
      let shown = visibility.describe(in: .imperial)
      let category = FlightCategory.ofVisibility(miles: meters / 1609.344)
      #expect(Self.visibilityCategory(shown) == category, "\(meters) m shown as \(shown)")
      checked += 1
    }
    expectEqual(checked, 9999)
  }

  @Test("visibility in statute miles, sixteenths and hundredths to 12 SM, shown in metres keeps its category")
  func milesToMetres() {
    var values = stride(from: 0.0, through: 12, by: 1.0 / 16).map { $0 }
    values += stride(from: 0.0, through: 12, by: 0.01).map { $0 }
    for miles in values {
      let shown = Visibility(distance: Distance(miles, .statuteMiles)).describe(in: .metric)
      #expect(Self.visibilityCategory(shown) == FlightCategory.ofVisibility(miles: miles), "\(miles) SM shown as \(shown)")
    }
  }

  @Test("ceilings from 0 to 4,000 ft by 10 ft, shown in metres, keep their category; feet stay as reported")
  func feetToMetres() {
    for feet in stride(from: 0, through: 4000, by: 10) {
      let layer = SkyCondition(cover: .broken, heightFeet: feet)
      let category = FlightCategory.ofCeiling(feet: feet)
      let metric = layer.height?.describeHeight(in: .metric) ?? ""
      #expect(Self.ceilingCategory(metric) == category, "\(feet) ft shown as \(metric)")
      let imperial = layer.height?.describeHeight(in: .imperial) ?? ""
      #expect(Self.ceilingCategory(imperial) == category, "\(feet) ft shown as \(imperial)")
    }
    // The coded steps themselves are exact: BKN005 is 150 m, BKN030 900 m; 480 ft is 120 m.
    expectEqual(Distance(500, .feet).describeHeight(in: .metric), "150 m")
    expectEqual(Distance(3000, .feet).describeHeight(in: .metric), "900 m")
    expectEqual(Distance(480, .feet).describeHeight(in: .metric), "120 m")
    expectEqual(Distance(3040, .feet).describeHeight(in: .metric), "930 m")
  }

  @Test("heights from 0 to 1,200 m by 1 m, shown in feet, keep their category on the 30 m scale")
  func metresToFeet() {
    for meters in stride(from: 0.0, through: 1200, by: 1) {
      let shown = Distance(meters, .meters).describeHeight(in: .imperial)
      #expect(Self.ceilingCategory(shown) == Self.ceilingCategoryOf(steps: meters / 30), "\(meters) m shown as \(shown)")
    }
  }
}
