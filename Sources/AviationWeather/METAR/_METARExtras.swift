/// The groups of a METAR that most reports do not have (about one report in eighteen of the
/// corpus has any), kept together behind one reference so that `METAR` stays small: copying or
/// destroying a METAR then retains or releases one box (or nothing) instead of nine arrays.
struct _METARExtras: Sendable, Hashable {
  var runwayVisualRanges: [RunwayVisualRange] = []
  var qfe: Pressure?
  var recentWeather: [WeatherGroup] = []
  var runwayStates: [RunwayState] = []
  var seaState: SeaState?
  var rainfall: Rainfall?
  var reportedHumidity: Int?
  var cloudLocations: [CloudLocation] = []
  var weatherLocations: [WeatherLocation] = []
  var cloudTypes: [Remarks.CloudTypeAmount] = []
  var colorStates: [ColorState] = []
  var plainLanguage: PlainLanguage?
  var repaired: [RepairedToken] = []
  var unparsed: [UnparsedToken] = []
  var warnings: [DecodeWarning] = []

  /// True when none of the groups is present: the METAR then has no box.
  var isEmpty: Bool {
    runwayVisualRanges.isEmpty && qfe == nil && recentWeather.isEmpty && runwayStates.isEmpty && seaState == nil
      && rainfall == nil && reportedHumidity == nil && cloudLocations.isEmpty && weatherLocations.isEmpty && cloudTypes.isEmpty
      && colorStates.isEmpty && plainLanguage == nil
      && repaired.isEmpty && unparsed.isEmpty && warnings.isEmpty
  }
}

/// Holds a METAR's ``_METARExtras``. Immutable: setting one of the groups makes a new box (or none,
/// when all are empty), so `METAR` keeps value semantics and two equal METARs have equal boxes.
final class _METARExtrasBox: Sendable, Hashable {
  let value: _METARExtras

  init(_ value: _METARExtras) { self.value = value }

  static func == (lhs: _METARExtrasBox, rhs: _METARExtrasBox) -> Bool { lhs.value == rhs.value }

  func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}
