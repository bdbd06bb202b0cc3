import AviationWeather
import Foundation

/// Decodes each input report and writes one record for it.
struct ReportRunner {
  let options: CommandLineOptions
  let output: OutputWriter
  private(set) var failures = 0
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  init(options: CommandLineOptions, output: OutputWriter) {
    self.options = options
    self.output = output
  }

  mutating func run(_ reader: LineReader) {
    while let line = reader.nextLine() {
      guard line.contains(where: { $0 > 32 }) else { continue }
      handle(line, lineNumber: reader.lineNumber)
    }
  }

  private mutating func handle(_ line: [UInt8], lineNumber: Int) {
    let text = String(decoding: line, as: UTF8.self)
    do {
      let metar = try METAR(text, options: options.strict ? .strict : .lenient)
      if options.json {
        if let data = try? encoder.encode(metar) {
          output.write(data)
          output.write("\n")
        }
      } else {
        output.write(metar.describe(in: options.units))
        output.write("\n\n")
      }
    } catch {
      failures += 1
      StandardError.write("line \(lineNumber): \(error)\n")
      if options.json {
        let record = ErrorRecord(line: lineNumber, raw: text, error: error.reason, offset: error.offset)
        if let data = try? encoder.encode(record) {
          output.write(data)
          output.write("\n")
        }
      }
    }
  }
}

/// The JSON record for a report that could not be decoded.
struct ErrorRecord: Encodable {
  var line: Int
  var raw: String
  var error: String
  var offset: Int
}
