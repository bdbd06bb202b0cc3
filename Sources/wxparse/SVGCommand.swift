import AviationWeather
import Foundation

/// `wxparse --timeline --svg`: draws the one TAF of the input as an SVG document on standard
/// output (``ForecastTimeline/svg(in:clock:units:locale:station:)``), in `--units` and the language
/// of `--locale` (English, knots and feet by default, whatever the environment).
///
/// The contract, for a script that writes `wxparse --timeline --svg … > forecast.svg`:
/// standard output gets one complete SVG document, or nothing at all. The whole input is read
/// before anything is written, so a second TAF later in the input is caught first.
/// - Exactly one TAF, decoded and placed: its SVG, exit 0. Tokens it did not understand are
///   listed on standard error as a warning (the picture is still written); so is a station the
///   station directory does not know, without `--lat`/`--lon` (the picture has no sun times,
///   its times are in UTC unless `--time-zone` says).
/// - METAR/SPECI and other reports that are not TAFs: skipped, counted on standard error.
/// - No TAF, more than one, a TAF that cannot be decoded, a NIL or cancelled TAF (no forecast
///   to draw), one without a validity period, or one whose timeline would be larger than
///   ``ForecastTimeline/maximumEntries``: nothing on standard output, the reason on standard
///   error, exit 1.
/// - Unreadable files: nothing on standard output, exit 2 (as without `--svg`).
final class SVGCommand {
  let options: CommandLineOptions

  /// A TAF found in the input.
  struct Found {
    var text: String
    var file: String
    var line: Int
    var isTooLong: Bool
  }

  /// The first TAFs found (at most ``keptTAFs``) and how many there were.
  private var tafs: [Found] = []
  private var tafCount = 0
  private var skipped = 0
  private var problems: [String] = []
  static let keptTAFs = 5

  init(options: CommandLineOptions) {
    self.options = options
  }

  /// Reads every input, then writes the SVG or explains why not; returns the exit status.
  func run() -> Int32 {
    var unreadable = false
    for path in options.files.isEmpty ? ["-"] : options.files {
      do {
        let reader = try LineReader(path: path)
        try read(reader, name: path == "-" ? "" : path)
      } catch let error as LineReader.ReadError {
        StandardError.write("wxparse: error: \(error.message)\n")
        unreadable = true
      } catch {
        StandardError.write("wxparse: error: \(error)\n")
        unreadable = true
      }
    }
    if skipped > 0 {
      StandardError.write(
        "wxparse: \(groupThousands(skipped)) report\(skipped == 1 ? "" : "s") that \(skipped == 1 ? "is" : "are") "
          + "not a TAF skipped (--svg draws a TAF)\n")
    }
    for problem in problems { StandardError.write(problem) }
    if unreadable { return 2 }
    if !problems.isEmpty { return 1 }
    guard tafCount == 1, let found = tafs.first else {
      if tafCount == 0 {
        StandardError.write("wxparse: error: no TAF in the input: --svg draws one TAF\n")
      } else {
        let places = tafs.map { place($0) }.joined(separator: ", ")
        StandardError.write(
          "wxparse: error: the input holds \(groupThousands(tafCount)) TAFs (\(places)\(tafCount > tafs.count ? ", …" : "")); "
            + "--svg draws one TAF per SVG document: give it one TAF at a time\n")
      }
      return 1
    }
    guard let svg = draw(found) else { return 1 }
    do {
      try StandardError.write(svg, to: 1)
    } catch {
      return WxParse.outputFailed(error)
    }
    return 0
  }

  /// `line 3` or `file.txt, line 3`.
  private func place(_ found: Found) -> String {
    found.file.isEmpty ? "line \(found.line)" : "\(found.file), line \(found.line)"
  }

  private func read(_ reader: LineReader, name: String) throws {
    var splitter = ReportSplitter()
    func add(_ report: SplitReport) {
      guard report.kind == .taf else {
        skipped += 1
        return
      }
      tafCount += 1
      guard tafs.count < Self.keptTAFs else { return }
      let text = String(decoding: report.bytes.prefix(report.isTooLong ? 200 : report.bytes.count), as: UTF8.self)
      tafs.append(Found(text: text, file: name, line: report.line, isTooLong: report.isTooLong))
    }
    var readError: Error?
    do {
      try reader.forEachLine(
        { line, lineNumber, isCut in
          if isCut {
            splitter.finish(add)
            let where_ = name.isEmpty ? "line \(lineNumber)" : "\(name), line \(lineNumber)"
            problems.append(
              "wxparse: \(where_): error: line longer than \(LineReader.maximumLineLength >> 20) MiB: not a report\n")
            return
          }
          splitter.push(line, lineNumber: lineNumber, add)
        }, beforeRead: {})
    } catch {
      readError = error
    }
    splitter.finish(add)
    if let readError { throw readError }
  }

  /// The SVG of `found`, or `nil` with the reason on standard error.
  private func draw(_ found: Found) -> String? {
    func fail(_ message: String) -> String? {
      StandardError.write("wxparse: \(place(found)): error: \(message)\n")
      return nil
    }
    if found.isTooLong { return fail("report longer than \(ReportSplitter.maximumJoinedLength) bytes") }
    let taf: TAF
    do {
      taf = try TAF(
        found.text, options: DecodingOptions(isStrict: options.strict, repairsMalformedGroups: !options.noRepairs))
    } catch {
      return fail(error.reason)
    }
    if taf.isNil { return fail("the TAF for \(taf.station) is NIL: there is no forecast to draw") }
    if taf.isCancelled { return fail("the TAF for \(taf.station) is cancelled: there is no forecast to draw") }
    let reference = options.referenceDate ?? Date()
    // A station the directory does not know: the picture without sun times (a grey sun lane
    // that says so), and a warning.
    let stream = options.streamOptions
    let position = stream.timelinePosition(station: taf.station)
    guard let timeline = stream.timeline(of: taf, referenceDate: reference)
    else {
      guard taf.validity?.dates(relativeTo: reference) != nil else {
        return fail("no timeline: it has no validity period")
      }
      return fail(
        "no timeline: it would hold more than \(ForecastTimeline.maximumEntries) rows and overlays"
          + " (ForecastTimeline.maximumEntries)")
    }
    if position == nil {
      let source = RecordSource(file: found.file.isEmpty ? nil : found.file, line: found.line)
      StandardError.write(CommandLineOptions.line(for: .stationWithoutPosition(taf.station, source: source)))
    }
    if !taf.unparsed.isEmpty {
      let tokens = taf.unparsed.map(\.text).joined(separator: " ")
      StandardError.write(
        "wxparse: \(place(found)): warning: not understood, left out of the picture: \(tokens)\n")
    }
    // The station's name in the title and its zone for the times (unless --time-zone says),
    // from the directory when --lat/--lon do not place the TAF themselves.
    return timeline.svg(
      in: options.timeZone, clock: options.clock, units: options.units,
      locale: options.locale ?? Locale(identifier: "en"), station: stream.directoryStation(taf.station))
  }
}
