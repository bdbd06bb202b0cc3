import Foundation

/// A forecast maximum or minimum temperature with its time: `TX15/1812Z`, `TNM02/1906Z`,
/// and the older military forms `T30/1218Z` and `TM05/20Z`.
public struct TemperatureForecast: Sendable, Hashable, Codable {
  /// Whether the value is the forecast maximum or minimum.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `TX`: maximum temperature.
    case maximum = "TX"
    /// `TN`: minimum temperature.
    case minimum = "TN"
    /// `T`: a temperature at the given time, neither marked maximum nor minimum (old military form).
    case atTime = "T"
  }

  /// Maximum, minimum or a plain temperature.
  public var kind: Kind
  /// The forecast temperature.
  public var temperature: Temperature
  /// When it is expected (`1812Z`: day 18 at 12:00Z; `20Z` has no day).
  public var time: DayTime

  /// Creates a temperature forecast.
  public init(kind: Kind, temperature: Temperature, time: DayTime) {
    self.kind = kind
    self.temperature = temperature
    self.time = time
  }
}

extension TemperatureForecast: LocalizedDescribable {
  /// The forecast for a person in `locale` (POSIX English when `nil`): its words in the locale's
  /// language, the temperature in `units` with its numbers, the time as a TAF writes it (UTC,
  /// `Z`): "Maximum 15 °C at day 18 12:00Z", "Maximum 15 °C am Tag 18 12:00Z".
  ///
  /// - Parameters:
  ///   - units: The units the temperature is shown in.
  ///   - locale: The person's locale: language, digits and separators; `nil` for POSIX English.
  public func _describe(in units: DisplayUnits, locale: Locale?) -> String {
    let values = _UnitText.of(locale)
    let key: String
    switch kind {
    case .maximum: key = "temperatureForecast.maximum"
    case .minimum: key = "temperatureForecast.minimum"
    case .atTime: key = "temperatureForecast.atTime"
    }
    return values.text(key, .report, temperature.describe(in: units, text: values), _forecastTime(time, locale: locale))
  }
}

extension TemperatureForecast {
  /// Decodes `TX15/1812Z`, `TXM02/1812Z`, `TN05/1906Z`, `T30/1218Z`, `TM05/20Z`; `nil` otherwise.
  static func decode(_ b: _Bytes) -> TemperatureForecast? {
    guard b[0] == asciiT, b.count >= 6, b[b.count - 1] == asciiZ, let slash = b.firstIndex(of: asciiSlash)
    else { return nil }
    var kind = Kind.atTime
    var index = 1
    if b[1] == asciiX {
      kind = .maximum
      index = 2
    } else if b[1] == asciiN {
      kind = .minimum
      index = 2
    }
    var sign = 1.0
    if b[index] == asciiM {
      sign = -1
      index += 1
    }
    let digitCount = slash - index
    guard digitCount >= 1, digitCount <= 2, let value = b.digits(at: index, width: digitCount) else { return nil }
    let timeStart = slash + 1
    let timeLength = b.count - 1 - timeStart
    let time: DayTime
    if timeLength == 4, let day = b.digits(at: timeStart, width: 2), let hour = b.digits(at: timeStart + 2, width: 2),
      (1...31).contains(day), hour <= 24
    {
      time = DayTime(day: day, hour: hour, minute: 0)
    } else if timeLength == 2, let hour = b.digits(at: timeStart, width: 2), hour <= 24 {
      time = DayTime(day: nil, hour: hour, minute: 0)
    } else {
      return nil
    }
    return TemperatureForecast(kind: kind, temperature: Temperature(sign * Double(value), .celsius), time: time)
  }
}
