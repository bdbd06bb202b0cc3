// The record format's JSON Schema, built at run time: the described types (`_DescribedRecord`)
// give their own parts from their descriptions; the parts still written by hand are below.

extension RecordFormat {
  /// The JSON Schema (draft 2020-12) of every record: METAR and SPECI, TAF, timeline and
  /// error records. The same text as `DocC/record.schema.json`; `wxparse --schema` prints it.
  public static let jsonSchema: String = _RecordSchema.document.indentedText
}

/// The parts of the record schema not yet read from a description, and the document.
///
/// Its parts are computed, never held in static storage: `_JSONValue` is an indirect enum whose
/// payload pointers carry tag bits, so the leak sanitizer cannot see them from a global and
/// reports every held part as leaked. Only the finished text (``RecordFormat/jsonSchema``) is kept.
enum _RecordSchema {
  private typealias V = _JSONValue
  private static var int: V { V.type("integer") }
  private static var number: V { V.type("number") }
  private static var string: V { V.type("string") }
  private static var bool: V { V.type("boolean") }
  private static var nonNegative: V { V.object([("type", .string("integer")), ("minimum", .int(0))]) }
  /// An instant's schema (`_RecordSink.instant`).
  static var utc: _JSONValue {
    V.object([
      ("type", .string("string")),
      ("pattern", .string("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$")),
      ("description", .string("An instant in UTC, ISO 8601: 2026-11-24T21:20:00Z.")),
    ])
  }

  private static func obj(
    _ properties: [(String, V)], _ required: [String] = [], closed: Bool = true, _ extra: [(String, V)] = []
  ) -> V {
    .schemaObject(properties, required: required, closed: closed, extra: extra)
  }

  private static func ref(_ name: String) -> V { .ref(name) }
  private static func arr(_ item: V) -> V { .arrayOf(item) }
  private static func enumOf(_ codes: [String]) -> V { .enumOf(codes) }
  private static func described(_ text: String) -> [(String, V)] { [("description", .string(text))] }

  private static func measurement(_ units: [String]) -> V {
    obj([("value", number), ("unit", enumOf(units))], ["value", "unit"])
  }

  /// A described type's part of `$defs`: its schema under its own name, the one its `$ref`s use
  /// (``_DescribedRecord/_schemaName``).
  private static func def<T: _DescribedRecord>(_ type: T.Type) -> (String, V) {
    (T._schemaName ?? String(describing: T.self), T._schemaObject)
  }

  private static var defs: [(String, V)] {
    // After the parts written here, in the document's order.
    let describedTypes: [any _DescribedRecord.Type] = [
      WeatherConditions.self, UnparsedToken.self, DecodeWarning.self, RepairedToken.self, RunwayVisualRange.self,
      RunwayState.self, ColorState.self, Trend.self, Remarks.PrecipitationAmount.self, Remarks.Time.self, Remarks.self,
      IcingForecast.self, TurbulenceForecast.self, TAFForecast.self, TemperatureForecast.self, ForecastOverlay.self,
      UnplacedChangeGroup.self, ForecastRow.self,
    ]
    return [
      (
        "dayTime",
        obj(
          [
            ("day", .object([("type", .string("integer")), ("minimum", .int(1)), ("maximum", .int(31))])),
            ("hour", .object([("type", .string("integer")), ("minimum", .int(0)), ("maximum", .int(24))])),
            ("minute", .object([("type", .string("integer")), ("minimum", .int(0)), ("maximum", .int(59))])),
          ], ["minute"],
          described(
            "A day-of-month time as the report writes it (UTC); day and hour absent where the group has none."))
      ),
      ("speed", measurement(["kt", "m/s", "km/h", "mph"])),
      ("distance", measurement(["m", "km", "SM", "ft"])),
      ("temperature", measurement(["C", "F"])),
      (
        "pressure",
        obj(
          [
            ("value", number), ("unit", enumOf(["hPa", "inHg"])),
            (
              "hPa",
              .object([
                ("type", .string("number")),
                ("description", .string("The same pressure in hectopascals, to a tenth.")),
              ])
            ),
          ], ["value", "unit", "hPa"])
      ),
      (
        "wind",
        obj(
          [
            (
              "direction",
              .object([
                ("type", .array([.string("integer"), .string("null")])), ("minimum", .int(0)), ("maximum", .int(360)),
                (
                  "description",
                  .string("Degrees true; null when variable (then variable is true) or not reported.")
                ),
              ])
            ),
            ("variable", bool), ("speed", ref("speed")), ("gust", ref("speed")), ("speedExceedsValue", bool),
            ("variableSector", obj([("from", int), ("to", int)], ["from", "to"])), ("isEstimated", bool),
          ], ["direction", "variable", "speedExceedsValue", "isEstimated"])
      ),
      def(Visibility.self),
      (
        "weatherGroup",
        obj(
          [
            ("code", string), ("intensity", enumOf(["-", "moderate", "+", "VC"])), ("descriptor", string),
            ("phenomena", arr(string)), ("isMissing", bool),
          ], ["code", "intensity", "phenomena"])
      ),
      def(SkyCondition.self),
      (
        "windShear",
        obj(
          [
            (
              "location",
              obj(
                [
                  ("kind", enumOf(["allRunways", "runway", "aloft"])), ("runway", string), ("heightFeet", int),
                  ("wind", ref("wind")),
                ], ["kind"])
            )
          ], ["location"], closed: false)
      ),
    ] + describedTypes.map { def($0) }
  }

  /// `schemaVersion`'s schema (`_RecordSink.schemaVersion()`).
  static var version: _JSONValue {
    V.object([
      ("const", .int(1)), ("description", .string("The record format's version; raised when a field's shape changes.")),
    ])
  }

  private static var error: V {
    obj(
      [
        ("schemaVersion", version), ("kind", .constant("error")), ("file", string),
        ("line", .object([("type", .string("integer")), ("minimum", .int(1))])), ("raw", string), ("error", string),
        ("code", string), ("offset", nonNegative),
      ], ["schemaVersion", "kind", "line", "raw", "error", "code", "offset"],
      [("title", .string("Error record: a report that could not be decoded"))])
  }

  /// The whole schema.
  static var document: _JSONValue {
    .object([
      ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
      (
        "$id",
        .string("https://github.com/aviationweather-swift/AviationWeather/blob/main/DocC/record.schema.json")
      ),
      ("title", .string("AviationWeather record")),
      (
        "description",
        .string(
          "One JSON object per report, as wxparse --json writes it and the library's Codable reads it. "
            + "Units are ASCII codes: kt, m/s, km/h, mph, m, km, SM, ft, hPa, inHg, C, F (mm for rainfall).")
      ),
      ("oneOf", .array([ref("metarRecord"), ref("tafRecord"), ref("timelineRecord"), ref("errorRecord")])),
      ("$defs", .object([("metarRecord", METAR._schemaObject), ("tafRecord", TAF._schemaObject), ("timelineRecord", TimelineRecord._schemaObject), ("errorRecord", error)] + defs)),
    ])
  }
}
