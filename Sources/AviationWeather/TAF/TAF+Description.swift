import Foundation

extension TAF: LocalizedDescribable {
  /// A block, a header line, the base forecast, then each change group, for a person in `locale`
  /// (plain POSIX English when `nil`, the ``description``'s text), with values in `units`:
  ///
  /// ```
  /// TAF EGLL issued day 8 22:57Z, valid from day 9 00:00Z to day 10 06:00Z
  ///   Wind        From the SSW (200°) at 6 kt
  ///   Visibility  10 km or more
  ///   Sky         Few clouds at 4,500 ft
  ///   Category    VFR
  ///   30% chance from day 9 03:00Z to day 9 07:00Z:
  ///     Visibility  9,000 m
  /// ```
  ///
  /// For a person in `locale`: its labels, headings and words in the locale's language (English
  /// for a language no table holds), numbers with its separators, values in `units`. Times stay as
  /// a TAF writes them (UTC, `Z`: a group has a day of the month but no month).
  ///
  /// ```swift
  /// // TAF BIKF 051025Z 0512/0612 10006KT 9999 SCT010 TX00/0512Z TNM07/0610Z BECMG 0515/0517 …
  /// taf.describe(in: .aviation, locale: Locale(identifier: "de_DE"))
  /// // "TAF BIKF ausgegeben Tag 5 10:25Z, gültig von Tag 5 12:00Z bis Tag 6 12:00Z\n  Wind …\n
  /// //  …\n  Werdend ab Tag 5 15:00Z bis Tag 5 17:00Z:\n …\n  Temperatur  Höchstwert 0 °C am Tag 5 12:00Z\n  …"
  /// ```
  ///
  /// - Parameters:
  ///   - units: The units values are shown in (``DisplayUnits/init(locale:)`` for the locale's).
  ///   - locale: The person's locale: language, digits and separators; `nil` for POSIX English.
  public func _describe(in units: DisplayUnits, locale: Locale?) -> String {
    let values = _UnitText.of(locale)
    func text(_ key: String) -> String { values.text(key, .report) }
    var header = values.text("taf.header", .report, station)
    if let issueTime { header = values.text("taf.issued", .report, header, _forecastTime(issueTime, locale: locale)) }
    if let validity {
      let period = values.text(
        "taf.validity", .report, _forecastTime(validity.from, locale: locale), _forecastTime(validity.to, locale: locale))
      header = values.text(issueTime == nil ? "taf.validOnly" : "taf.valid", .report, header, period)
    }
    if isAmended { header = values.text("report.amended", .report, header) }
    if isCorrected { header = values.text("report.corrected", .report, header) }
    var lines = [header]
    if isNil { lines.append("  " + text("taf.nil")) }
    if isCancelled { lines.append("  " + text("taf.cancelled")) }
    if isNotAvailable { lines.append("  " + text("taf.notAvailable")) }
    // The block's own lines: its label column as wide as its longest label (12 in English).
    var own: [(String, String)] = []
    for temperature in temperatures {
      own.append((text("label.temperature"), temperature._describe(in: units, locale: locale)))
    }
    for remark in remarks { own.append((text("label.remarks"), remark)) }
    // A US Navy forecaster's number, as sent.
    if let forecasterIdentifier { own.append((text("label.forecaster"), forecasterIdentifier)) }
    own.append(
      contentsOf: _dataQualityLines(repaired: repaired, unparsed: unparsed, warnings: warnings, locale: locale, label: text))
    let groups = forecasts.map { ($0, $0.describeLines(in: units, locale: locale)) }
    // POSIX English keeps its 12 columns without measuring the labels.
    var width = 12
    if locale != nil {
      for label in groups.flatMap({ $0.1.map(\.0) }) + own.map(\.0) { width = max(width, label.count + 1) }
    }
    for (forecast, groupLines) in groups {
      let indent: String
      if forecast.kind == .base {
        indent = "  "
      } else {
        lines.append(values.text("taf.groupHeading", .report, forecast.heading(locale: locale)))
        indent = "    "
      }
      lines.append(contentsOf: groupLines.map { indent + padded($0.0, to: width) + $0.1 })
    }
    lines.append(contentsOf: own.map { "  " + padded($0.0, to: width) + $0.1 })
    return lines.joined(separator: "\n")
  }
}
