// The units' raw values as static strings, so that the JSON writer copies them without building
// a `String` for each value it writes. `UnitsTests` checks that each one equals `rawValue`.

extension SpeedUnit: _RecordUnit {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString {
    switch self {
    case .knots: "kt"
    case .metersPerSecond: "m/s"
    case .kilometersPerHour: "km/h"
    case .milesPerHour: "mph"
    }
  }
}

extension DistanceUnit: _RecordUnit {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString {
    switch self {
    case .statuteMiles: "SM"
    case .meters: "m"
    case .kilometers: "km"
    case .feet: "ft"
    }
  }
}

extension TemperatureUnit: _RecordUnit {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString {
    switch self {
    case .celsius: "C"
    case .fahrenheit: "F"
    }
  }
}

extension PressureUnit: _RecordUnit {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString {
    switch self {
    case .inchesOfMercury: "inHg"
    case .hectopascals: "hPa"
    }
  }
}
