import Foundation

extension ForecastTimeline {
  /// The timeline drawn as a self-contained SVG document: a picture of the forecast that an
  /// app can show in a web view or save as a `.svg` file.
  ///
  /// Hours run across. From top to bottom the picture shows:
  /// - **Sun**: day and night from the rows' ``ForecastRow/isDaylight`` (the sunrise and
  ///   sunset rows mark the changes, with their times); night is also shaded behind the
  ///   whole chart. Polar day or night (``polarPeriod``) is said in the subtitle. Without sun
  ///   times (``hasSunTimes`` false) the lane is grey and says the sun times are not known, and
  ///   nothing is shaded.
  /// - **Prevailing**: the ``ForecastRow/flightCategory`` of the prevailing conditions as
  ///   coloured bands (VFR green, MVFR blue, IFR red, LIFR magenta, grey when unknown), with
  ///   the visibility and weather as short codes (`4000 m -SN BR`, `2 1/2 SM +TSRA`) and the
  ///   ceiling, as many lines as a band's width holds. A thin white line marks each `FM` time.
  /// - **Temporary**: each `TEMPO`, `PROB30`/`PROB40`, `PROB TEMPO` and `INTER` overlay, and
  ///   each `BECMG` change in progress, as a hatched bar in the colour of the category it
  ///   would bring, labelled with its kind and what it brings (`PROB40 TEMPO · IFR · 3000 m
  ///   +RA`; at least `PROB40 TEMPO +RA`: the lanes keep room for that label). At most 12
  ///   lanes; groups beyond them are counted beside the lanes and listed in the summary.
  /// - **Wind**: the prevailing mean wind as a line, gusts as a shaded area above it, gusts
  ///   or winds an overlay may bring as a dotted line, the ``ForecastRow/strongWindKnots``
  ///   threshold as a dashed line, and arrows that point the way the wind blows. The scale
  ///   leaves room above the strongest value.
  /// - A legend, with the weather codes drawn and their meaning.
  /// - When the TAF has change groups that could not be placed in time (``unplacedGroups``):
  ///   a note below the legend, a line per group with its text and why (none otherwise).
  ///
  /// The document carries `<title>` and `<desc>` (a text summary of the forecast: the
  /// prevailing periods with their category, ceiling, visibility, weather and wind, the
  /// temporary groups with what they bring, sunrise and sunset, and the groups that could not
  /// be placed) and `role="img"`, so a screen reader can read it. It uses no script, no external font or image, and no CSS
  /// beyond presentation attributes: it renders the same in a browser, a web view, or an
  /// image converter. The output is deterministic: the same timeline and options give the
  /// same bytes.
  ///
  /// Times are written on `clock` in `timeZone`: by default the station's own zone when `station`
  /// knows it (``Station/timeZone``, from the data API or a ``StationDirectory``), else UTC; hour
  /// ticks fall on the zone's whole hours. The title names the station with its name from
  /// `station` (`Forecast for EDDB (Berlin Brandenburg)`; control characters replaced, at most
  /// 80 characters) when given. Wind speeds and heights are in `units`: km/h and metres in
  /// ``UnitSystem/metric``, mph and feet in ``UnitSystem/imperial``, knots and feet (the
  /// aviation units, visibility as reported) when `nil`. Labels, `<title>` and `<desc>` are in
  /// the language of `locale` (English, French, German, Spanish or Portuguese; English for
  /// others), numbers with its decimal separator; codes (`TEMPO`, `+RA`, `VFR`) stay as
  /// reports write them. The default is English, so that the output does not depend on the
  /// device. Values come from the timeline's public members only. A timeline with
  /// no rows, or whose period cannot be drawn (not finite, empty, or longer than
  /// ``svgMaximumDays`` days), gives a small valid document that says so.
  ///
  /// ```swift
  /// if let timeline = ForecastTimeline(taf: taf, referenceDate: .now, latitude: 48.11, longitude: 16.57) {
  ///   // Vienna's own time and name, from the bundled directory (AviationWeatherStations).
  ///   let svg = timeline.svg(units: .metric, locale: Locale(identifier: "de_AT"), station: directory["LOWW"])
  ///   try svg.write(to: URL(fileURLWithPath: "forecast.svg"), atomically: true, encoding: .utf8)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - timeZone: The zone the times are written in (default: the station's, else UTC).
  ///   - clock: `14:00` or `2:00 PM` (default the 24-hour clock).
  ///   - units: The units of wind speeds, heights and visibility (default `nil`: knots and feet).
  ///   - locale: The language of the text and the decimal separator (default English).
  ///   - station: The station the forecast is for: its name goes into the title and its time
  ///     zone is the default `timeZone` (default `nil`: the identifier alone, UTC).
  /// - Returns: An SVG 1.1 document (UTF-8 text, starting with an XML declaration).
  public func svg(
    in timeZone: TimeZone? = nil, clock: ClockStyle = .twentyFourHour,
    units: UnitSystem? = nil, locale: Locale = Locale(identifier: "en"), station: Station? = nil
  ) -> String {
    let zone = timeZone ?? station?.timeZone ?? TimeZone(secondsFromGMT: 0) ?? .gmt
    var renderer = _TimelineSVGRenderer(
      timeline: self, timeZone: zone, clock: clock, units: units, locale: locale, stationName: station?.name)
    return renderer.render()
  }

  /// The longest period ``svg(in:clock:units:locale:station:)`` draws, in days (a TAF covers at most 30 hours).
  public static let svgMaximumDays = 31
}
