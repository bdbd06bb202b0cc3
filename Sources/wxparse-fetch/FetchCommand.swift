import AviationWeather
import AviationWeatherURLSession
import Foundation
import WxparseCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `wxparse fetch` and `wxparse near`: ask the aviation weather data API and print what came back.
///
/// Self-contained so that the argument dispatch only needs one line at the top of `main()`:
/// ```swift
/// if let status = FetchCommand.runIfRequested(Array(CommandLine.arguments.dropFirst())) { exit(status) }
/// ```
enum FetchCommand {
  static let helpText = """
    USAGE: wxparse fetch [options] ICAO [ICAO ...]
           wxparse near [options] LATITUDE LONGITUDE

    fetch   Prints the latest METARs and the TAFs of the stations (one request for each kind).
    near    Finds the stations around a position, nearest first, until a METAR and a TAF are
            found; prints them with their stations and distances, the sun times and the TAF timeline.

    OPTIONS:
      --base-url <url>     The data API's base URL (default https://aviationweather.gov/api/data/).
      --timeout <seconds>  The longest wait for one answer (default 15).
      --json               Print JSON instead of text.
      --units <system>     Show values in metric or imperial units.
      --metar-only         fetch: ask for METARs only.
      --taf-only           fetch: ask for TAFs only.
      --hours <n>          fetch: METARs of the last n hours (default: the latest only).
      --radius <km>        near: how far to look, in kilometres (default 100).
      --max-requests <n>   near: the most requests to make (default 5).
      --at <time>          near: the time to answer for, ISO 8601 (default now); places the
                           TAF's days and the sun's day.
      -h, --help           Show this help and exit.

    EXIT STATUS: 0 when everything was fetched and decoded, 1 when a request failed, a report
    did not decode or 'near' found no METAR or no TAF, 2 on usage errors.

    """

  /// The parsed command line.
  struct Options {
    var command = ""
    var positional: [String] = []
    var baseURL = AviationWeatherClient.defaultBaseURL
    var timeout: TimeInterval = 15
    var json = false
    var units: UnitSystem?
    var wantMETAR = true
    var wantTAF = true
    var hours: Int?
    var radiusKilometers = 100.0
    var maximumRequests = 5
    var date: Date?
    var showHelp = false
  }

  /// Runs the command when `arguments` (without the program name) start with `fetch` or `near`
  /// and returns its exit status; returns `nil` for any other command line.
  static func runIfRequested(_ arguments: [String]) -> Int32? {
    guard let first = arguments.first, first == "fetch" || first == "near" else { return nil }
    let box = StatusBox()
    let semaphore = DispatchSemaphore(value: 0)
    Task {
      box.status = await run(arguments: arguments)
      semaphore.signal()
    }
    semaphore.wait()
    return box.status
  }

  /// Runs `fetch ...` or `near ...` (the command word first) and returns the exit status.
  ///
  /// - Parameters:
  ///   - transport: The transport to use; a `URLSessionTransport` when `nil`.
  ///   - output: Where the results go (standard output by default).
  ///   - errors: Where errors go (standard error by default). Each line of every message has
  ///     its control characters escaped (`\u{1B}`) before it goes there: messages carry text from
  ///     outside (a server's answer, an argument), which must not drive the terminal.
  static func run(
    arguments: [String], transport: (any WeatherTransport)? = nil,
    output: @Sendable (String) -> Void = { print($0) },
    errors sink: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  ) async -> Int32 {
    func errors(_ message: String) {
      sink(message.split(separator: "\n", omittingEmptySubsequences: false).map { _printable(String($0)) }
        .joined(separator: "\n"))
    }
    let options: Options
    switch parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let problem):
      errors("wxparse: error: \(problem.message) (see 'wxparse \(arguments.first ?? "fetch") --help')")
      return 2
    }
    if options.showHelp {
      output(helpText)
      return 0
    }
    let client = AviationWeatherClient(
      transport: transport ?? URLSessionTransport(timeout: options.timeout), baseURL: options.baseURL,
      userAgent: "wxparse/1.0 (AviationWeather-Swift; METAR/TAF decoder)", timeout: options.timeout)
    return options.command == "fetch"
      ? await fetch(client, options, output: output, errors: errors)
      : await near(client, options, output: output, errors: errors)
  }

  private static func fetch(
    _ client: AviationWeatherClient, _ options: Options, output: (String) -> Void, errors: (String) -> Void
  ) async -> Int32 {
    var status: Int32 = 0
    if options.wantMETAR {
      status = await show(
        "METARs", options, output: output, errors: errors,
        fetch: { () async throws(FetchError) in try await client.metars(for: options.positional, hours: options.hours) },
        writeJSON: { $0.writeJSON(into: &$1) }, describe: { $0.describe(in: options.units) })
    }
    if options.wantTAF {
      status = max(
        status,
        await show(
          "TAFs", options, output: output, errors: errors,
          fetch: { () async throws(FetchError) in try await client.tafs(for: options.positional) },
          writeJSON: { $0.writeJSON(into: &$1) }, describe: { $0.describe(in: options.units) }))
    }
    return status
  }

  /// Fetches one batch of reports and prints each, as a record or as text, then the reports
  /// that did not decode; `kind` names the reports in the error line when the fetch fails.
  private static func show<Report>(
    _ kind: String, _ options: Options, output: (String) -> Void, errors: (String) -> Void,
    fetch: () async throws(FetchError) -> ReportBatch<Report>,
    writeJSON: (Report, inout [UInt8]) -> Bool, describe: (Report) -> String
  ) async -> Int32 {
    do {
      let batch = try await fetch()
      var status: Int32 = 0
      for item in batch.reports {
        if options.json {
          status = max(status, record(output: output, errors: errors) { writeJSON(item, &$0) })
        } else {
          output(describe(item) + "\n")
        }
      }
      return max(status, report(batch.failures, errors: errors))
    } catch {
      errors("error: \(kind): \(error)")
      return 1
    }
  }

  private static func near(
    _ client: AviationWeatherClient, _ options: Options, output: (String) -> Void, errors: (String) -> Void
  ) async -> Int32 {
    guard options.positional.count == 2, let latitude = Double(options.positional[0]),
      let longitude = Double(options.positional[1])
    else {
      errors("error: 'near' takes a latitude and a longitude in degrees (e.g. wxparse near 55.95 -3.19)")
      return 2
    }
    do {
      let weather = try await client.weatherNear(
        latitude: latitude, longitude: longitude, radius: Distance(options.radiusKilometers, .kilometers),
        at: options.date ?? Date(), maximumRequests: options.maximumRequests)
      if options.json {
        guard let text = json(weather) else {
          errors("error: the answer holds a value JSON cannot hold")
          return 1
        }
        output(text)
      } else {
        output(weather.description)
      }
      let status = report(weather.failures, errors: errors)
      return weather.metar == nil || weather.taf == nil ? 1 : status
    } catch {
      errors("error: \(error)")
      return 1
    }
  }

  private static func report(_ failures: [DecodeError], errors: (String) -> Void) -> Int32 {
    for failure in failures { errors(failure.description) }
    return failures.isEmpty ? 0 : 1
  }

  /// Prints one record of the record format (``RecordFormat``), written by the library's
  /// writer; a report holding a value JSON cannot hold is an error (status 1), never `{}`.
  private static func record(
    output: (String) -> Void, errors: (String) -> Void, _ write: (inout [UInt8]) -> Bool
  ) -> Int32 {
    var bytes: [UInt8] = []
    guard write(&bytes) else {
      errors("error: a report holds a value JSON cannot hold; its record was not written")
      return 1
    }
    output(String(decoding: bytes, as: UTF8.self))
    return 0
  }

  /// The nearby-weather answer (not a report record) as JSON, its reports in their record
  /// form; `nil` when it holds a value JSON cannot hold.
  private static func json(_ value: some Encodable) -> String? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    guard let data = try? encoder.encode(value) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  static func parse(_ arguments: [String]) -> Result<Options, UsageError> {
    var options = Options()
    guard let command = arguments.first, command == "fetch" || command == "near" else {
      return .failure(UsageError(message: "expected 'fetch' or 'near'"))
    }
    options.command = command
    // A negative number is an operand (`near -33.9 18.4`), not an option.
    var scanner = ArgumentScanner(arguments.dropFirst(), isOperand: { Double($0) != nil })
    while let argument = scanner.next() {
      guard case .option(let name) = argument else {
        if case .operand(let operand) = argument { options.positional.append(operand) }
        continue
      }
      func value() -> String? { scanner.valueIfPresent() }
      switch name {
      case "-h", "--help": options.showHelp = true
      case "--json": options.json = true
      case "--metar-only": options.wantTAF = false
      case "--taf-only": options.wantMETAR = false
      case "--base-url":
        guard let text = value(), let url = URL(string: text), url.scheme == "http" || url.scheme == "https",
          url.host.map({ !$0.isEmpty }) ?? false
        else {
          return .failure(UsageError(message: "--base-url needs an http or https URL"))
        }
        guard url.query == nil, url.fragment == nil, !text.contains("?"), !text.contains("#") else {
          return .failure(
            UsageError(message: "--base-url takes no query or fragment ('?…', '#…'): the endpoints and their queries are added to it"))
        }
        options.baseURL = url
      case "--timeout":
        guard let text = value(), let seconds = Double(text), seconds > 0, seconds <= 600 else {
          return .failure(UsageError(message: "--timeout needs a number of seconds (up to 600)"))
        }
        options.timeout = seconds
      case "--units":
        switch value() {
        case "metric": options.units = .metric
        case "imperial": options.units = .imperial
        default: return .failure(UsageError(message: "--units takes 'metric' or 'imperial'"))
        }
      case "--hours":
        guard command == "fetch", let text = value(), let hours = Int(text), (0...360).contains(hours) else {
          return .failure(UsageError(message: "--hours needs a number of hours (0-360) and goes with 'fetch'"))
        }
        options.hours = hours
      case "--radius":
        guard command == "near", let text = value(), let km = Double(text), km > 0, km <= 2000 else {
          return .failure(UsageError(message: "--radius needs kilometres (up to 2000) and goes with 'near'"))
        }
        options.radiusKilometers = km
      case "--max-requests":
        guard command == "near", let text = value(), let count = Int(text), (1...50).contains(count) else {
          return .failure(UsageError(message: "--max-requests needs a number from 1 to 50 and goes with 'near'"))
        }
        options.maximumRequests = count
      case "--at":
        guard command == "near", let text = value(), let date = _CivilDate.parseISO8601(text) else {
          return .failure(UsageError(message: "--at needs an ISO 8601 time (2018-09-13T19:00:00Z) and goes with 'near'"))
        }
        options.date = date
      default:
        return .failure(UsageError(message: "unknown option '\(name)'"))
      }
    }
    if options.showHelp { return .success(options) }
    if !options.wantMETAR && !options.wantTAF {
      return .failure(UsageError(message: "--metar-only and --taf-only exclude each other"))
    }
    if command == "fetch" && options.positional.isEmpty {
      return .failure(UsageError(message: "'fetch' needs at least one station (e.g. wxparse fetch KJFK EGLL)"))
    }
    return .success(options)
  }

  /// Carries the exit status out of the task.
  private final class StatusBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int32 = 0
    var status: Int32 {
      get { lock.withLock { value } }
      set { lock.withLock { value = newValue } }
    }
  }
}
