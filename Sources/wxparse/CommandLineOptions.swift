import AviationWeather
import WxparseCommandLine
import Foundation

/// What the command line asked for.
struct CommandLineOptions {
  static let version = AviationWeatherRelease.version
  static let helpText = """
    USAGE: wxparse [options] [file ...]

    Decodes METAR/SPECI and TAF reports from the files named, or from standard input
    ('-' is standard input), and prints one record per report, in input order.

    Input: one report per line; TAFs may be folded over several lines (a line that
    starts with a space continues the report above); a leading METAR, SPECI or TAF
    word and a closing '=' are optional; blank lines and CRLF line endings are fine.
    The data API's CSV cache files (metars.cache.csv, tafs.cache.csv) are recognised
    by their header and the raw text is read from the first column.

    OPTIONS:
      --json                 Print JSON Lines: one compact object per report, the
                             record format (the library's Codable form), each with
                             'schemaVersion' and 'kind' (METAR, SPECI, TAF,
                             timeline, error). A report that cannot be decoded gives
                             an error record {"schemaVersion","kind","file","line",
                             "raw","error","code","offset"} ('file' only for named
                             files). Dates are ISO-8601 strings; units ASCII codes.
      --arrow                Write the records as one Apache Arrow IPC stream
                             (binary) instead: one row per report, the members of
                             the JSON records as columns (METAR, TAF and error
                             records in one schema, plus 'line', the input line),
                             in record batches of up to 2048 rows. Empty input gives
                             a stream with only the schema. Read it with pyarrow,
                             Polars (read_ipc_stream), DuckDB or Spark.
      --schema               Print the JSON Schema of the records and exit.
      --station <ICAO>       Print what the bundled station directory knows of a
                             station (name, identifiers, country, position,
                             elevation, time zone, data version) and exit; with
                             --json as one JSON object. Repeatable; exit status 1
                             when one is not in the directory.
      --units <system>       Show values in 'metric' or 'imperial' units.
      --raw-units            Show values in the units the station reported (default).
                             (Units change the plain-English output and the --svg
                             picture; JSON keeps the reported values and units.)
      --strict               Treat any unrecognised or malformed group as an error,
                             and any data-quality warning too (a dew point above the
                             temperature, a wind direction not in tens of degrees...:
                             the error record has the warning's code and offset).
      --no-repairs           Keep typing slips ('0VC003', '9999FEW023', 'Q10 10' in
                             METARs; 'T X33/1018Z', '543802QNH2974INS' in TAFs)
                             unparsed instead of reading them as the groups they
                             stand for (each read slip is listed in 'repaired').
      --reference-date <YYYY-MM-DD>
                             A date near the reports' issue: resolves their day-of-month
                             times to instants (JSON: 'observedAt' for METARs, 'issuedAt',
                             'validFrom', 'validTo' for TAFs; lines in plain output).
      --only <type>          Decode only 'metar' (METAR and SPECI) or 'taf' reports;
                             reports of the other type (told by their header) are
                             skipped without being decoded or printed, and counted
                             on standard error at the end.
      --timeline             Print each TAF as an hour-by-hour timeline, with sunrise
                             and sunset at the TAF's station (its position from the
                             bundled station directory, or --lat and --lon), and
                             uses --reference-date or today. JSON:
                             {"schemaVersion","kind","station","start","end","isNil",
                             "isCancelled","isNotAvailable","rows","raw","unparsed",
                             "repaired","warnings","line"}; a NIL or cancelled TAF,
                             or one that says FCST NOT AVBL, has no rows. A station
                             the directory does not know gets its rows without sun
                             (no sunrise or sunset rows, no 'isDaylight', times in
                             UTC), a warning naming it once on standard error, and
                             exit status 0. With --arrow: one Arrow IPC stream, one
                             row per timeline row (the TAF's members repeated) and
                             error rows; a METAR is decoded, then counted as
                             skipped on standard error.
      --svg                  With --timeline: draw the TAF as an SVG picture on
                             standard output (hours across, flight category bands,
                             TEMPO/PROB groups hatched, night shaded, wind). The
                             input must hold exactly one TAF; METARs are skipped.
                             Standard output gets one complete SVG document or
                             nothing: no TAF, several TAFs, a TAF that does not
                             decode, or a NIL or cancelled one is an error on
                             standard error with exit status 1.
      --time-zone <zone>     With --timeline (plain text or --svg): write times in
                             this zone ('UTC'; an IANA name such as
                             'Europe/Vienna'; or 'local', this computer's zone).
                             Default: the station's own zone from the station
                             directory (--svg puts its name into the title), else
                             UTC; with --lat/--lon, UTC. Plain rows then read
                             '2026-01-09 04:00+01:00'. JSON records stay UTC.
      --clock <12|24>        With --svg: a 12-hour (2:00 PM) or 24-hour clock (default).
      --locale <language>    With --svg: the picture's language and decimal separator
                             ('de', 'de_DE' or 'de-DE'; English, French, German,
                             Spanish, Portuguese). Default English, whatever the
                             environment. With --units, the picture's wind and heights
                             are in km/h and m or mph and ft (default knots and feet).
      --lat <degrees>        Latitude, north positive, for every TAF of --timeline
                             (instead of the station directory's; with --lon).
      --lon <degrees>        Longitude, east positive (with --lat).
      --summary              Print closing counts on standard error, and a line that
                             counts the reports with data-quality warnings and the
                             warnings by code (when there are any); with --timeline,
                             one that counts the stations not in the directory.
      --check                Decode every report and write no record: only what did
                             not decode, on standard error with its line number, and
                             the closing counts (as --summary). Exit status 1 when a
                             report did not decode (with --strict, also one with a
                             data-quality warning). Not with --json, --arrow,
                             --timeline, --units or --raw-units.
      --threads <n>          Decode on n threads (default: one per processor, up to 8).
                             Output order is always input order.
      -h, --help             Show this help and exit.
      --version              Show the version and exit.

    COMMANDS:
      wxparse fetch ICAO ...   Fetch and decode the latest reports from the data API.
      wxparse near LAT LON     Find the nearest stations with a METAR and a TAF.
                               ('wxparse fetch --help' tells more; to read a file named
                               'fetch' or 'near', write './fetch' or put '--' before it.)

    Results go to standard output; errors and warnings go to standard error with
    their input line number.

    EXIT STATUS: 0 when every report decoded, 1 when some did not (all others are
    still printed), 2 on usage errors or unreadable files, 141 (quietly, as after
    SIGPIPE) when standard output is a pipe that the reader closed.

    EXAMPLES:
      wxparse < metars.txt
      curl -s 'https://aviationweather.gov/api/data/metar?ids=KJFK&format=raw' | wxparse
      wxparse --json --summary metars.cache.csv | jq .station
      wxparse --check --strict feed.txt

    """

  /// Which reports `--only` keeps, by the name it is given.
  enum Only: String {
    case metar
    case taf

    /// The kind of report kept (as the splitter tells it, ``SplitReport/kind``).
    var kind: ReportKind {
      switch self {
      case .metar: return .metar
      case .taf: return .taf
      }
    }
  }

  var json = false
  /// `--arrow`: the records as an Arrow IPC stream.
  var arrow = false
  var units: UnitSystem?
  /// The units option given last (`--units` or `--raw-units`), for the usage error of `--check`.
  var unitsOption: String?
  var strict = false
  /// `--no-repairs`: typing slips stay unparsed.
  var noRepairs = false
  var referenceDate: Date?
  var only: Only?
  var timeline = false
  /// `--svg`: the timeline as an SVG document.
  var svg = false
  /// `--time-zone`: the zone of the SVG's times (`nil`: UTC).
  var timeZone: TimeZone?
  /// `--clock`.
  var clock: ClockStyle = .twentyFourHour
  var clockGiven = false
  /// `--locale`: the SVG's language (`nil`: English, whatever the environment).
  var locale: Locale?
  var latitude: Double?
  var longitude: Double?
  var summary = false
  /// `--check`: every report decoded and counted, no record written.
  var check = false
  /// Threads to decode on (`nil`: one per processor, at most 8).
  var threads: Int?
  var showHelp = false
  var showVersion = false
  var showSchema = false
  /// `--station`: identifiers to look up in the station directory.
  var stations: [String] = []
  var files: [String] = []

  /// A command line that cannot be run, with a one-line reason.
  typealias UsageError = WxparseCommandLine.UsageError

  static func parse(_ arguments: [String]) -> Result<CommandLineOptions, UsageError> {
    do {
      return .success(try parseOrThrow(arguments))
    } catch {
      return .failure(error)
    }
  }

  private static func parseOrThrow(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
    var options = CommandLineOptions()
    var scanner = ArgumentScanner(arguments)
    func value() throws(UsageError) -> String { try scanner.value() }
    func noValue() throws(UsageError) { try scanner.noValue() }
    while let argument = scanner.next() {
      guard case .option(let argument) = argument else {
        if case .operand(let file) = argument { options.files.append(file) }
        continue
      }
      switch argument {
      case "--json":
        try noValue()
        options.json = true
      case "--arrow":
        try noValue()
        options.arrow = true
      case "--strict":
        try noValue()
        options.strict = true
      case "--no-repairs":
        try noValue()
        options.noRepairs = true
      case "--raw-units":
        try noValue()
        options.units = nil
        options.unitsOption = argument
      case "--summary":
        try noValue()
        options.summary = true
      case "--check":
        try noValue()
        options.check = true
        options.summary = true
      case "--timeline":
        try noValue()
        options.timeline = true
      case "--svg":
        try noValue()
        options.svg = true
      case "--time-zone":
        let text = try value()
        if text == "local" {
          options.timeZone = TimeZone.current
        } else if let zone = text == "UTC" ? TimeZone(secondsFromGMT: 0) : TimeZone(identifier: text) {
          options.timeZone = zone
        } else {
          throw UsageError(
            message: "unknown time zone '\(text)': use UTC, local, or an IANA name such as Europe/Vienna")
        }
      case "--clock":
        let text = try value()
        switch text {
        case "12": options.clock = .twelveHour
        case "24": options.clock = .twentyFourHour
        default: throw UsageError(message: "invalid --clock '\(text)': use 12 or 24")
        }
        options.clockGiven = true
      case "--locale":
        let text = try value()
        guard isLocaleIdentifier(text) else {
          throw UsageError(message: "invalid --locale '\(text)': use a language code such as de, de_DE or de-DE")
        }
        options.locale = Locale(identifier: text)
      case "-h", "--help":
        try noValue()
        options.showHelp = true
      case "--version":
        try noValue()
        options.showVersion = true
      case "--schema":
        try noValue()
        options.showSchema = true
      case "--station":
        options.stations.append(try value())
      case "--units":
        let text = try value()
        guard let system = UnitSystem(rawValue: text) else {
          throw UsageError(message: "unknown unit system '\(text)': use metric or imperial")
        }
        options.units = system
        options.unitsOption = argument
      case "--only":
        let text = try value()
        guard let only = Only(rawValue: text.lowercased()) else {
          throw UsageError(message: "unknown report type '\(text)' for --only: use metar or taf")
        }
        options.only = only
      case "--reference-date":
        let text = try value()
        guard let date = parseDate(text) else {
          throw UsageError(message: "invalid --reference-date '\(text)': use YYYY-MM-DD, e.g. 2026-11-23")
        }
        options.referenceDate = date
      case "--threads":
        let text = try value()
        guard let count = Int(text), (1...64).contains(count) else {
          throw UsageError(message: "invalid --threads '\(text)': use a number from 1 to 64")
        }
        options.threads = count
      case "--lat":
        let text = try value()
        guard let degrees = Double(text), degrees.isFinite, abs(degrees) <= 90 else {
          throw UsageError(message: "invalid --lat '\(text)': use degrees from -90 to 90")
        }
        options.latitude = degrees
      case "--lon":
        let text = try value()
        guard let degrees = Double(text), degrees.isFinite, abs(degrees) <= 180 else {
          throw UsageError(message: "invalid --lon '\(text)': use degrees from -180 to 180")
        }
        options.longitude = degrees
      default:
        throw UsageError(message: "unknown option '\(argument)'")
      }
    }
    if options.showHelp || options.showVersion || options.showSchema { return options }
    if !options.stations.isEmpty {
      guard !options.timeline, options.files.isEmpty else {
        throw UsageError(message: "--station looks a station up and reads no reports: use it alone (or with --json)")
      }
      return options
    }
    if options.check, options.json || options.arrow || options.timeline || options.svg {
      let other = options.json ? "--json" : options.arrow ? "--arrow" : options.svg ? "--svg" : "--timeline"
      throw UsageError(message: "--check writes no records: it does not go with \(other)")
    }
    if options.check, let unitsOption = options.unitsOption {
      throw UsageError(message: "--check writes no records: it does not go with \(unitsOption)")
    }
    if options.arrow {
      if options.json { throw UsageError(message: "--arrow and --json are two output formats: choose one") }
      if options.svg { throw UsageError(message: "--arrow and --svg are two output formats: choose one") }
    }
    if options.svg {
      guard options.timeline else {
        throw UsageError(message: "--svg draws a timeline: use it with --timeline")
      }
      if options.json { throw UsageError(message: "--svg and --json are two output formats: choose one") }
      if options.summary {
        throw UsageError(message: "--summary does not go with --svg (what was skipped or refused is on standard error)")
      }
    } else if options.clockGiven {
      throw UsageError(message: "--clock is only used with --svg")
    } else if options.timeZone != nil, !options.timeline || options.json {
      throw UsageError(message: "--time-zone is only used with --timeline (plain text or --svg)")
    } else if options.locale != nil {
      throw UsageError(message: "--locale is only used with --svg (other output stays English)")
    }
    if options.timeline {
      guard (options.latitude == nil) == (options.longitude == nil) else {
        throw UsageError(message: "--lat and --lon go together: give both, or neither to use the station directory")
      }
      if options.only == .metar {
        throw UsageError(message: "--timeline works on TAFs; it cannot go with --only metar")
      }
    } else if options.latitude != nil || options.longitude != nil {
      throw UsageError(message: "--lat and --lon are only used with --timeline")
    }
    return options
  }

  /// `de`, `de_DE`, `de-DE`, `pt_BR`: a language code of two or three letters, then parts of
  /// letters and digits after `_` or `-`.
  static func isLocaleIdentifier(_ text: String) -> Bool {
    let parts = text.split(separator: "_", omittingEmptySubsequences: false).flatMap {
      $0.split(separator: "-", omittingEmptySubsequences: false)
    }
    guard let language = parts.first, (2...3).contains(language.count),
      language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (2...8).contains(part.count)
        && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }
  }

  /// `2026-11-23` → noon UTC that day (the middle of the day, so reports from either side
  /// resolve); the library's date owner reads it.
  static func parseDate(_ text: String) -> Date? { _CivilDate.noon(ofISODate: text, fromYear: 1900) }
}
