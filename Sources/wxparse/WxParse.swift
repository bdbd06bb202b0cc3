import AviationWeather
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// wxparse: decodes METAR/SPECI and TAF reports from standard input or files, one record per report.
@main
struct WxParse {
  static func main() {
    // `wxparse fetch …` and `wxparse near …` ask the data API: the wxparse-fetch program does.
    if let status = FetchLauncher.execIfRequested(Array(CommandLine.arguments.dropFirst())) { exit(status) }
    let options: CommandLineOptions
    switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .success(let parsed): options = parsed
    case .failure(let error):
      StandardError.write(usageErrorLine(error))
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
    if options.showSchema {
      print(RecordFormat.jsonSchema)
      exit(0)
    }
    if !options.stations.isEmpty { exit(StationCommand(options: options).run()) }
    exit(run(options))
  }

  /// The one line a usage error prints on standard error, with the prefix runtime errors use.
  static func usageErrorLine(_ error: CommandLineOptions.UsageError) -> String {
    "wxparse: error: \(error.message) (see 'wxparse --help')\n"
  }

  /// The exit status when standard output is a closed pipe (`wxparse … | head`): the status a
  /// shell shows for a process ended by SIGPIPE (128 + 13), given quietly, so that a reader
  /// that stops early looks the same whether SIGPIPE is ignored or not.
  static let brokenPipeStatus: Int32 = 141

  /// Runs every input through the library's ``RecordPipeline``; returns the exit status.
  static func run(_ options: CommandLineOptions) -> Int32 {
    if options.svg { return SVGCommand(options: options).run() }
    let started = DispatchTime.now().uptimeNanoseconds
    let inputs = (options.files.isEmpty ? ["-"] : options.files).map {
      $0 == "-" ? RecordPipeline.Input.standardInput : .file($0)
    }
    var unreadable = false
    let counts: RecordStream.Counts
    do {
      let pipeline = RecordPipeline(options: options.streamOptions, threads: options.threads)
      counts = try pipeline.run(inputs, writingTo: 1) { event in
        switch event {
        case .diagnostic(let diagnostic): StandardError.write(CommandLineOptions.line(for: diagnostic))
        case .inputFailed(_, let reason):
          StandardError.write("wxparse: error: \(reason)\n")
          unreadable = true
        }
      }
    } catch {
      return outputFailed(error)
    }
    if options.summary {
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
      StandardError.write(Summary.text(counts, seconds: seconds))
    } else if let only = options.only, counts.skipped > 0 {
      StandardError.write(Summary.skippedText(counts.skipped, only: only))
    }
    if unreadable { return 2 }
    return counts.errors == 0 ? 0 : 1
  }
}

extension WxParse {
  /// The exit status after standard output failed: quietly ``brokenPipeStatus`` for a closed
  /// pipe, else the error on standard error and 2.
  static func outputFailed(_ error: RecordPipeline.OutputError) -> Int32 {
    if error.isBrokenPipe { return brokenPipeStatus }
    StandardError.write("wxparse: error: \(error.message)\n")
    return 2
  }
}

/// The `--summary` line.
enum Summary {
  static func text(_ counts: RecordStream.Counts, seconds: Double) -> String {
    let rate = seconds > 0 ? Int((Double(counts.reports) / seconds).rounded()) : 0
    var text = "wxparse: \(groupThousands(counts.reports)) reports, \(groupThousands(counts.decoded)) decoded"
    text +=
      " (\(groupThousands(counts.withUnparsed)) with unparsed tokens, \(groupThousands(counts.withRepairs)) with repairs),"
    text += " \(groupThousands(counts.errors)) errors"
    if counts.skipped > 0 { text += ", \(groupThousands(counts.skipped)) skipped" }
    let time = seconds < 10 ? String(Double(Int(seconds * 1000)) / 1000) : String(Int(seconds))
    text += "; \(time) s, \(groupThousands(rate)) reports/s\n"
    if counts.withWarnings > 0 {
      // A second line, only when a report had a data-quality warning: the codes by count.
      let codes = counts.warningsByCode.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
      text += "wxparse: \(groupThousands(counts.withWarnings)) report\(counts.withWarnings == 1 ? "" : "s") with warnings: "
      text += codes.map { "\($0.key) \(groupThousands($0.value))" }.joined(separator: ", ") + "\n"
    }
    if counts.withoutSunTimes > 0 {
      // A third, only with --timeline when a station is not in the station directory.
      let stations = counts.stationsWithoutPosition
      text += "wxparse: \(groupThousands(stations)) station\(stations == 1 ? "" : "s") not in the station directory: "
      text += "\(groupThousands(counts.withoutSunTimes)) timeline\(counts.withoutSunTimes == 1 ? "" : "s")"
      text += " without sunrise or sunset\n"
    }
    return text
  }

  /// The line that counts the reports `--only` left out, without `--summary`.
  static func skippedText(_ skipped: Int, only: CommandLineOptions.Only) -> String {
    "wxparse: \(groupThousands(skipped)) report\(skipped == 1 ? "" : "s") skipped by --only \(only.rawValue)\n"
  }
}
