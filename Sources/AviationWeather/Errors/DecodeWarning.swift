/// A value that breaks its code form's own rules, kept as decoded but flagged: a code, the token
/// it was read from and the token's byte offset.
///
/// A warning never changes a value: `253012KT` is still a wind from 253°, `///18` still a dew
/// point of 18 °C. It says that the report breaks a rule of the code form it is written in
/// (WMO No. 306 FM 15 METAR / FM 51 TAF, ICAO Annex 3, FMH-1), so that a value a forecaster or
/// an observer would not have sent can be told from one they did. The warnings are listed on
/// ``METAR/warnings`` and ``TAF/warnings``, in the record format, and by `wxparse` (which rejects
/// them with `--strict`).
///
/// A struct rather than an enum, as ``DecodeError``, so that new checks can be added without
/// breaking callers; compare against the static members (`warning.code == .windDirectionNotInTens`).
///
/// ```swift
/// let metar = try METAR("KXYZ 121853Z 253012KT 10SM CLR 18/20 A3001")
/// metar.warnings.map(\.code)  // [.windDirectionNotInTens, .dewPointAboveTemperature]
/// metar.wind?.degrees         // 253: the value is kept
/// ```
public struct DecodeWarning: Sendable, Hashable, Codable {
  /// What rule of the code form a value breaks.
  public struct Code: Sendable, Hashable, Codable, CustomStringConvertible {
    private let name: String
    /// Creates a code; the known ones are the static members.
    init(_ name: String) { self.name = name }

    /// The dew point is above the air temperature (`18/20`): FM 15 `T'T'/T'dT'd` reports the
    /// dew point of the same air, which is never warmer than the air itself (equal when the air is
    /// saturated).
    public static let dewPointAboveTemperature = Code("dewPointAboveTemperature")
    /// A dew point without an air temperature (`///18`): the group's first value is missing.
    public static let dewPointWithoutTemperature = Code("dewPointWithoutTemperature")
    /// A wind direction not in tens of degrees (`253012KT`): FM 15 and FM 51 `ddd` is "rounded
    /// off to the nearest 10 degrees" (ICAO Annex 3, Attachment C); FMH-1 encodes it "in tens of
    /// degrees".
    public static let windDirectionNotInTens = Code("windDirectionNotInTens")
    /// A visibility in metres off the reporting steps (`1234`, `7500`): 50 m steps below 800 m,
    /// 100 m steps from 800 m to 5 km, 1 km steps from 5 km to 10 km (ICAO Annex 3: Appendix 3
    /// for reports, Appendix 5 1.2.2 for forecasts; the `VVVV` of FM 15 and FM 51).
    public static let visibilityOffReportingSteps = Code("visibilityOffReportingSteps")
    /// A minimum visibility not below the prevailing one (`3000 5000NE`): FM 15 adds the
    /// lowest visibility `VNVNVNVNDv` only when it is below the prevailing visibility `VVVV`.
    public static let minimumVisibilityNotBelowPrevailing = Code("minimumVisibilityNotBelowPrevailing")
    /// A minimum visibility sent without its direction by a staffed station (`3000 0700 BR`): FM 15
    /// (WMO No. 306, 15.6.2) gives the lowest visibility as `VNVNVNVNDv`, with the direction `Dv`
    /// it lies in; only an automatic station, which cannot tell the direction, leaves it out. The
    /// value is read as the minimum visibility (it follows the prevailing one and is below it).
    public static let minimumVisibilityWithoutDirection = Code("minimumVisibilityWithoutDirection")
    /// A gust not above the mean wind speed (`22008G06KT`, `22008G08KT`): FM 15 and FM 51 add
    /// `Gfmfm` for the maximum wind speed, which exceeds the mean (by 10 kt or more, ICAO Annex 3,
    /// Appendix 3 4.1.5.2 and Appendix 5 1.2.1); a gust at or below the mean is no gust.
    public static let gustNotAboveMeanSpeed = Code("gustNotAboveMeanSpeed")
    /// A TAF change group whose window (or `FM` time) lies outside the TAF's period of validity
    /// (`TEMPO 2003/2006` in a TAF valid `1912/2012`): FM 51 change groups divide that period.
    public static let changeGroupOutsideValidity = Code("changeGroupOutsideValidity")
    /// A TAF change group whose time does not decode (`FM187200`, hour 72): the group is kept,
    /// with its conditions and no time, never merged into another period.
    public static let changeGroupTimeInvalid = Code("changeGroupTimeInvalid")
    /// A TAF change group written without its window (`PROB30 4000 TSRA`, `TEMPO 3000 BR`): FM 51
    /// writes `PROB C2C2 YYGG/YeYeGeGe` and `TTTTT YYGG/YeYeGeGe`. The group is kept without a time.
    public static let changeGroupWithoutTime = Code("changeGroupWithoutTime")

    /// The code's name.
    public var description: String { name }

    /// Decodes the name (any name: a record written by a later version may hold a code this one
    /// does not know).
    public init(from decoder: any Decoder) throws {
      name = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the name as a string (`"windDirectionNotInTens"`).
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.singleValueContainer()
      try c.encode(name)
    }
  }

  /// What rule the value breaks.
  public var code: Code
  /// The token the value was read from, as sent (for a repaired group, as read).
  public var token: String
  /// Byte offset of the token in the report.
  public var offset: Int

  /// Creates a warning.
  public init(code: Code, token: String, offset: Int) {
    self.code = code
    self.token = token
    self.offset = offset
  }

  /// Plain-English reason (`wind direction not in tens of degrees`).
  public var reason: String {
    switch code {
    case .dewPointAboveTemperature: return "dew point above the temperature"
    case .dewPointWithoutTemperature: return "dew point without a temperature"
    case .windDirectionNotInTens: return "wind direction not in tens of degrees"
    case .visibilityOffReportingSteps: return "visibility off the reporting steps"
    case .minimumVisibilityNotBelowPrevailing: return "minimum visibility not below the prevailing visibility"
    case .minimumVisibilityWithoutDirection: return "minimum visibility without its direction"
    case .gustNotAboveMeanSpeed: return "gust not above the mean wind speed"
    case .changeGroupOutsideValidity: return "change group outside the period of validity"
    case .changeGroupTimeInvalid: return "change group time does not decode"
    case .changeGroupWithoutTime: return "change group without its time"
    default: return code.description
    }
  }
}

extension DecodeWarning: CustomStringConvertible {
  /// `'253012KT' at byte 13: wind direction not in tens of degrees`.
  public var description: String { "'\(token)' at byte \(offset): \(reason)" }
}
