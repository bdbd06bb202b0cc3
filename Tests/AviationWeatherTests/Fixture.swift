import Foundation
import Testing

/// Reads the repository's `Fixtures/` files (found through `#filePath`, no resources needed).
enum Fixture {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The non-empty lines of a fixture file.
  static func lines(_ name: String) throws -> [String] {
    let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }

  /// A curated report: the case it was chosen for and the real report text.
  struct Curated: CustomTestStringConvertible, Sendable {
    var tag: String
    var report: String
    var testDescription: String { "\(tag): \(report.prefix(60))" }
  }

  /// `tag<TAB>report` lines of a curated file, comments skipped.
  static func curated(_ name: String) throws -> [Curated] {
    try lines(name).compactMap { line in
      guard !line.hasPrefix("#"), let tab = line.firstIndex(of: "\t") else { return nil }
      return Curated(tag: String(line[..<tab]), report: String(line[line.index(after: tab)...]))
    }
  }
}
