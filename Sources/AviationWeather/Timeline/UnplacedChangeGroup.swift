/// A change group of the TAF that a ``ForecastTimeline`` could not place in time, and why.
///
/// The timeline applies a change group only at its own time, so a group whose time is unknown is
/// never applied to any row: applied to a guessed period, it would show conditions where the
/// forecaster did not put them. It is not dropped either. The timeline lists it in
/// ``ForecastTimeline/unplacedGroups``, and since its time is unknown it may apply at any time
/// within the validity, so every row lists it too (``ForecastRow/unplacedGroups``).
///
/// ```swift
/// // `PROB30 4000 TSRA SCT020CB` written without its window.
/// let taf = try TAF("TAF KXYZ 181730Z 1818/1924 18010KT P6SM SCT040 PROB30 4000 TSRA SCT020CB FM190600 22010KT P6SM")
/// let issued = Date(timeIntervalSince1970: 1_795_023_000)  // 2026-11-18 17:30 UTC
/// let timeline = ForecastTimeline(taf: taf, referenceDate: issued, sunTransitions: [])
/// let group = timeline?.unplacedGroups.first
/// group?.text    // "PROB30 4000 TSRA SCT020CB"
/// group?.reason  // .timeMissing
/// group?.index   // 1: taf.forecasts[1]
/// ```
public struct UnplacedChangeGroup: Sendable, Hashable, Codable {
  /// Why a change group could not be placed in time.
  ///
  /// A struct rather than an enum, as ``DecodeWarning/Code``, so that a code added later breaks no
  /// caller's `switch`: compare with the static members (`== .from`, or `case .from:` with a `default`).
  public struct Reason: RawRepresentable, Sendable, Hashable, Codable, CaseIterable {
    /// The code as the record writes it (`timeMissing`).
    public let rawValue: String
    /// The code `rawValue`: any text, since a record written by a later version may hold a code
    /// this version does not know (compare with the static members).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Its time is written but does not decode (`FM187200`, hour 72; `TEMPO 1825/1903`):
    /// ``DecodeWarning/Code/changeGroupTimeInvalid``.
    public static let timeInvalid = Reason(rawValue: "timeInvalid")
    /// It is written without its time (`PROB30 4000 TSRA`, `TEMPO 3000 BR`):
    /// ``DecodeWarning/Code/changeGroupWithoutTime``. Also a group built without a time in code.
    public static let timeMissing = Reason(rawValue: "timeMissing")
    /// It is written after an `FM` group that could not be placed, before the next `FM`: it
    /// changes that group's period, which has no place in time, and applied to the period before
    /// it, it would be wrong.
    public static let followsUnplacedFrom = Reason(rawValue: "followsUnplacedFrom")
    /// Its time decodes but names no instant near the validity.
    public static let cannotBePlaced = Reason(rawValue: "cannotBePlaced")
    /// Its kind is not one of ``TAFForecast/Kind/allCases`` (a record written by a later version,
    /// or a group built in code): what it would change, and how, is not known.
    public static let kindUnknown = Reason(rawValue: "kindUnknown")

    /// The codes this version knows, in the order above.
    public static let allCases: [Reason] = [.timeInvalid, .timeMissing, .followsUnplacedFrom, .cannotBePlaced, .kindUnknown]
  }

  /// The group's position in the TAF's ``TAF/forecasts``.
  public var index: Int
  /// The group's kind.
  public var kind: TAFForecast.Kind
  /// `30` or `40` for `PROB` groups; `nil` otherwise.
  public var probability: Int?
  /// The group as written (`PROB30 4000 TSRA SCT020CB`): from its first word to the next change
  /// group, `TX`/`TN` group, `RMK`, forecaster's note or the end, tokens joined by single spaces;
  /// `nil` when the TAF's text does not show where the group is (a TAF built in code).
  public var text: String?
  /// Byte offset of the group's first token in the TAF's text (``TAF/raw``); `nil` with ``text``.
  public var offset: Int?
  /// Why the group could not be placed.
  public var reason: Reason
  /// The conditions the group forecasts, only the elements it names.
  public var conditions: WeatherConditions

  /// Creates the note of an unplaced group.
  public init(
    index: Int, kind: TAFForecast.Kind, probability: Int? = nil, text: String? = nil, offset: Int? = nil,
    reason: Reason, conditions: WeatherConditions
  ) {
    self.index = index
    self.kind = kind
    self.probability = probability
    self.text = text
    self.offset = offset
    self.reason = reason
    self.conditions = conditions
  }
}

extension UnplacedChangeGroup.Reason: CustomStringConvertible {
  /// Plain-English reason: `written without its time`.
  public var description: String {
    switch self {
    case .timeInvalid: return "its time does not decode"
    case .timeMissing: return "written without its time"
    case .followsUnplacedFrom: return "after an FM group that could not be placed"
    case .cannotBePlaced: return "its time cannot be placed in the validity"
    case .kindUnknown: return "its kind is one this version does not know"
    default: return rawValue
    }
  }
}

extension UnplacedChangeGroup: CustomStringConvertible {
  /// `PROB30 4000 TSRA SCT020CB (written without its time)`.
  public var description: String { "\(label) (\(reason))" }

  /// The group's text as written, or its kind (`PROB30`, `FM`) when the text is not known.
  public var label: String { text ?? _ChangeGroupHeading.code(kind, probability: probability) }
}
