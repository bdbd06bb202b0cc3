import Foundation

extension METAR: LocalizedDescribable {
  /// A block, one line per group, for a person in `locale` (plain POSIX English when `nil`, the
  /// ``description``'s text): its labels and words in the locale's language (English for a
  /// language no table holds), numbers with its separators, values in `units`; codes stay as sent
  /// (`METAR`, `RVR`, `QFE`, the station, colour states).
  ///
  /// ```swift
  /// // METAR EGPD 051250Z 33006KT 1200 R34/1300U SN BKN004 M00/M01 Q1014 RESN TEMPO 4000 -SHSN BKN008
  /// metar.describe(in: .metric, locale: Locale(identifier: "de_DE"))
  /// // "METAR EGPD beobachtet Tag 5 12:50Z\n  Wind …\n  Sichtweite  1.200 m\n  RVR         Piste 34 1.300 m, zunehmend\n  …"
  /// ```
  ///
  /// - Parameters:
  ///   - units: The units values are shown in (``DisplayUnits/init(locale:)`` for the locale's).
  ///   - locale: The person's locale: language, digits and separators; `nil` for POSIX English.
  public func _describe(in units: DisplayUnits, locale: Locale?) -> String {
    let values = _UnitText.of(locale)
    func text(_ key: String) -> String { values.text(key, .report) }
    var header = values.text("metar.header", .report, kind.rawValue, station)
    if let time { header = values.text("metar.observed", .report, header, _forecastTime(time, locale: locale)) }
    if isAutomated { header = values.text("report.automated", .report, header) }
    if isCorrected { header = values.text("report.corrected", .report, header) }
    var lines: [(String, String)] = []
    if isNil {
      lines.append((text("label.report"), text("metar.nil")))
    }
    lines.append(contentsOf: conditions.describeLines(in: units, locale: locale))
    for rvr in runwayVisualRanges { lines.append((text("label.rvr"), rvr.describe(in: units, text: values))) }
    if temperature != nil || dewPoint != nil {
      func show(_ t: Temperature?) -> String {
        guard let t else { return text("temperature.notReported") }
        return t.describe(in: units, text: values)
      }
      var shown = values.text("temperature.dewPoint", .report, show(temperature), show(dewPoint))
      if let rh = relativeHumidity { shown = values.text("temperature.humidity", .report, shown, values.number(rh)) }
      lines.append((text("label.temperature"), shown))
    }
    if let pressure {
      lines.append((text("label.pressure"), pressure.describe(in: units, text: values)))
    }
    if let qfe { lines.append((text("label.qfe"), qfe.describe(in: units, text: values))) }
    if !recentWeather.isEmpty {
      let shown = locale.map { recentWeather.phrase(locale: $0) } ?? recentWeather.map(\.phrase).joined(separator: ", ")
      lines.append((text("label.recent"), capitalizedFirstLetter(shown)))
    }
    for location in cloudLocations {
      lines.append((text("label.clouds"), locale == nil ? location.description : location.describe(text: values)))
    }
    if !cloudTypes.isEmpty {
      let words = locale.map { _RemarkWords(locale: $0) }
      let names = cloudTypes.map { cloud in words.map { cloud.describe(words: $0) } ?? cloud.description }
      lines.append((text("label.cloudTypes"), names.joined(separator: ", ")))
    }
    for location in weatherLocations {
      lines.append((text("label.weatherAt"), locale == nil ? location.description : location.describe(text: values)))
    }
    for state in runwayStates {
      lines.append((text("label.runway"), locale == nil ? state.description : state.describe(text: values)))
    }
    if let seaState { lines.append((text("label.sea"), seaState._describe(in: units, locale: locale))) }
    if let rainfall { lines.append((text("label.rainfall"), rainfall.describe(in: units, locale: locale))) }
    if let reportedHumidity {
      lines.append((text("label.humidity"), values.text("humidity.percent", .report, values.number(Double(reportedHumidity)))))
    }
    if !colorStates.isEmpty {
      // Codes as sent, in every language.
      lines.append((text("label.colour"), colorStates.map { ($0.isBlack ? "BLACK " : "") + $0.code }.joined(separator: " ")))
    }
    if !isNil {
      lines.append((values.text("label.category", .forecast), FlightCategory.describe(possibleFlightCategories, text: values)))
    }
    for trend in trends { lines.append((text("label.trend"), trend._describe(in: units, locale: locale))) }
    if let remarks, !remarks.text.isEmpty {
      let shown = locale.map { remarks.summaryLines(in: units, locale: $0) } ?? remarks.summaryLines(in: units.unitSystem)
      for (index, line) in shown.enumerated() {
        lines.append((index == 0 ? text("label.remarks") : "", line))
      }
    }
    if let plainLanguage { lines.append((text("label.plainText"), plainLanguage.text)) }
    lines.append(
      contentsOf: _dataQualityLines(repaired: repaired, unparsed: unparsed, warnings: warnings, locale: locale, label: text))
    return _block(header, lines, localized: locale != nil)
  }
}
