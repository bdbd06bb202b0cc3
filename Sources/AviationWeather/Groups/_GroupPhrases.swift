// The words written for every group, in one language, looked up once (the `Units` table's wind,
// compass, sky, cloud and visibility phrases, and the `Forecast` table's line labels): a
// description writes a wind, a visibility and sky layers for every report, and finding each text
// by its key cost more than writing the value. The quantities' texts are `_UnitPhrases`.

/// The groups' phrases of the `Units` table and the line labels of the `Forecast` table, in one
/// table language, with their placeholders found.
///
/// A key the table lacks reads as the key itself, as ``_L10n`` and ``_UnitText/text(_:_:_:)`` do.
final class _GroupPhrases: Sendable {
  /// `wind.calm`.
  let windCalm: String
  /// `wind.notReported`.
  let windNotReported: String
  /// `wind.moreThan`: a speed above the value reported.
  let windMoreThan: _TextTemplate
  /// `wind.from`: compass point, degrees, speed.
  let windFrom: _TextTemplate
  /// `wind.variable`.
  let windVariable: _TextTemplate
  /// `wind.directionMissing`.
  let windDirectionMissing: _TextTemplate
  /// `wind.gusting`: the phrase, the gust.
  let windGusting: _TextTemplate
  /// `wind.varying`: the phrase, from, to.
  let windVarying: _TextTemplate
  /// `wind.estimated`.
  let windEstimated: _TextTemplate
  /// `compass.<point>` for the 16 points of `compassPointNames`, in its order.
  let compassPoints: [String]
  /// `compass.<direction>` for each ``CompassDirection``.
  let directions: [CompassDirection: String]

  /// `sky.<cover>` for each ``SkyCover``.
  let skyCovers: [SkyCover: String]
  /// `sky.at`: cover, height.
  let skyAt: _TextTemplate
  /// `sky.verticalVisibility`: cover, height.
  let skyVerticalVisibility: _TextTemplate
  /// `sky.withType`: layer, cloud.
  let skyWithType: _TextTemplate
  /// `cloud.<type>` for each ``CloudType``.
  let clouds: [CloudType: String]

  /// `visibility.notReported`.
  let visibilityNotReported: String
  /// `visibility.orMore`.
  let visibilityOrMore: _TextTemplate
  /// `visibility.lessThan`.
  let visibilityLessThan: _TextTemplate
  /// `visibility.moreThan`.
  let visibilityMoreThan: _TextTemplate
  /// `visibility.toward`: the visibility, the direction.
  let visibilityToward: _TextTemplate

  /// The `Forecast` table's line labels: `label.wind`, `label.visibility`, `label.weather`,
  /// `label.sky`, `label.windShear`.
  let labelWind: String, labelVisibility: String, labelWeather: String, labelSky: String, labelWindShear: String
  /// The same labels inside a sentence (a trend's parts): `label.wind.lower`…
  let labelWindLower: String, labelVisibilityLower: String, labelWeatherLower: String, labelSkyLower: String,
    labelWindShearLower: String

  /// The texts of the language at `languageIndex` in `_L10n.languages`.
  private init(languageIndex: Int) {
    func template(_ key: String, _ table: _StringTable = .units) -> _TextTemplate {
      table.template(key, languageIndex: languageIndex) ?? _TextTemplate(key)
    }
    func text(_ key: String, _ table: _StringTable = .units) -> String { template(key, table).filled() }

    windCalm = text("wind.calm")
    windNotReported = text("wind.notReported")
    windMoreThan = template("wind.moreThan")
    windFrom = template("wind.from")
    windVariable = template("wind.variable")
    windDirectionMissing = template("wind.directionMissing")
    windGusting = template("wind.gusting")
    windVarying = template("wind.varying")
    windEstimated = template("wind.estimated")
    compassPoints = compassPointNames.map { text("compass." + $0) }
    /// The text of every code of `Code`, under `prefix` and the code (`sky.` + `BKN`).
    func texts<Code: CaseIterable & RawRepresentable & Hashable>(_ prefix: String, _: Code.Type) -> [Code: String]
    where Code.RawValue == String {
      Dictionary(uniqueKeysWithValues: Code.allCases.map { ($0, text(prefix + $0.rawValue)) })
    }
    directions = texts("compass.", CompassDirection.self)

    skyCovers = texts("sky.", SkyCover.self)
    skyAt = template("sky.at")
    skyVerticalVisibility = template("sky.verticalVisibility")
    skyWithType = template("sky.withType")
    clouds = texts("cloud.", CloudType.self)

    visibilityNotReported = text("visibility.notReported")
    visibilityOrMore = template("visibility.orMore")
    visibilityLessThan = template("visibility.lessThan")
    visibilityMoreThan = template("visibility.moreThan")
    visibilityToward = template("visibility.toward")

    labelWind = text("label.wind", .forecast)
    labelVisibility = text("label.visibility", .forecast)
    labelWeather = text("label.weather", .forecast)
    labelSky = text("label.sky", .forecast)
    labelWindShear = text("label.windShear", .forecast)
    labelWindLower = text("label.wind.lower", .forecast)
    labelVisibilityLower = text("label.visibility.lower", .forecast)
    labelWeatherLower = text("label.weather.lower", .forecast)
    labelSkyLower = text("label.sky.lower", .forecast)
    labelWindShearLower = text("label.windShear.lower", .forecast)
  }

  /// The label of a line (``labelWind``…) as written inside a sentence (``labelWindLower``…);
  /// another text as it is.
  func lowerLabel(_ label: String) -> String {
    switch label {
    case labelWind: return labelWindLower
    case labelVisibility: return labelVisibilityLower
    case labelWeather: return labelWeatherLower
    case labelSky: return labelSkyLower
    case labelWindShear: return labelWindShearLower
    default: return label
    }
  }

  /// One for each language of `_L10n.languages`: built once, on first use.
  private static let all = _PerLanguage { _GroupPhrases(languageIndex: $0) }

  /// The texts of the language at `languageIndex` (English for an index out of range).
  static func of(languageIndex: Int) -> _GroupPhrases { all[languageIndex: languageIndex] }

  /// The texts of `language` (a table language code; English for one no table holds).
  static func of(language: String) -> _GroupPhrases { all[language: language] }
}

extension _UnitText {
  /// The groups' words in this text's language (``_GroupPhrases``).
  var groupPhrases: _GroupPhrases { _GroupPhrases.of(languageIndex: languageIndex) }
}
