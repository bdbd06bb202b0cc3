import AviationWeather
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// wxparse: decodes METAR/SPECI reports from standard input or files, one record per report.
@main
struct WxParse {
  static func main() {
    let options: CommandLineOptions
    switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .success(let parsed): options = parsed
    case .failure(let error):
      StandardError.write("error: \(error.message)\nSee 'wxparse --help'.\n")
      exit(2)
    }
    if options.showHelp {
      print(CommandLineOptions.helpText, terminator: "")
      exit(0)
    }
    if options.showVersion {
      print("wxparse \(CommandLineOptions.version)")
      exit(0)
    }
    let output = OutputWriter()
    var runner = ReportRunner(options: options, output: output)
    let inputs = options.files.isEmpty ? ["-"] : options.files
    for path in inputs {
      guard let reader = LineReader(path: path) else {
        StandardError.write("error: cannot open '\(path)'\nSee 'wxparse --help'.\n")
        exit(2)
      }
      runner.run(reader)
    }
    output.flush()
    exit(runner.failures == 0 ? 0 : 1)
  }
}
