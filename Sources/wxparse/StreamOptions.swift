import AviationWeather
import AviationWeatherStations

extension CommandLineOptions {
  /// The library's record stream options for this command line. The bundled station directory
  /// is loaded only for `--timeline` (sun rows and time zones) without `--lat`/`--lon`.
  var streamOptions: RecordStream.Options {
    let format: RecordStream.Options.Format = arrow ? .arrow : json ? .json : .text(units)
    let position = latitude.flatMap { latitude in longitude.map { (latitude: latitude, longitude: $0) } }
    var options = RecordStream.Options(
      format: format, decoding: DecodingOptions(isStrict: strict, repairsMalformedGroups: !noRepairs),
      referenceDate: referenceDate, only: only?.kind, timeline: timeline,
      stations: (timeline || svg) && position == nil ? AviationWeatherStations.directory : nil, position: position,
      timeZone: timeZone)
    options.writesRecords = !check
    return options
  }

  /// A diagnostic's line on standard error: `wxparse: <place>: <message>`, with the option that
  /// gives a position after the warning that a station is not in the station directory.
  static func line(for diagnostic: RecordStream.Diagnostic) -> String {
    let hint = diagnostic.stationWithoutPosition == nil ? "" : " (--lat and --lon give a position)"
    return "wxparse: \(diagnostic.source.place): \(diagnostic.message)\(hint)\n"
  }
}
