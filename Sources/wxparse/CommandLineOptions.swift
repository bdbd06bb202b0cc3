import AviationWeather

/// What the command line asked for.
struct CommandLineOptions {
  static let version = "0.1.0"
  static let helpText = """
    USAGE: wxparse [options] [file ...]

    Decodes METAR/SPECI reports, one per line, from the files named (or standard
    input; '-' is standard input) and prints one record per report, in order.

    OPTIONS:
      --json                 Print JSON Lines: one object per report.
      --units <system>       Show values in metric or imperial units.
      --raw-units            Show values in the units the station reported (default).
      --strict               Treat any unrecognised group as an error.
      -h, --help             Show this help and exit.
      --version              Show the version and exit.

    EXIT STATUS: 0 when every report decoded, 1 when some did not, 2 on usage errors.

    """

  var json = false
  var units: UnitSystem?
  var strict = false
  var showHelp = false
  var showVersion = false
  var files: [String] = []

  struct UsageError: Error {
    var message: String
  }

  static func parse(_ arguments: [String]) -> Result<CommandLineOptions, UsageError> {
    var options = CommandLineOptions()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--json": options.json = true
      case "--strict": options.strict = true
      case "--raw-units": options.units = nil
      case "-h", "--help": options.showHelp = true
      case "--version": options.showVersion = true
      case "--units":
        index += 1
        guard index < arguments.count else { return .failure(UsageError(message: "--units needs a value: metric or imperial")) }
        guard let system = UnitSystem(rawValue: arguments[index]) else {
          return .failure(UsageError(message: "unknown unit system '\(arguments[index])': use metric or imperial"))
        }
        options.units = system
      case "-":
        options.files.append(argument)
      default:
        if argument.hasPrefix("-") { return .failure(UsageError(message: "unknown option '\(argument)'")) }
        options.files.append(argument)
      }
      index += 1
    }
    return .success(options)
  }
}
