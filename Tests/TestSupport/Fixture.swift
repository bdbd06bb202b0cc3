import Foundation
import Testing

/// Reads the repository's `Fixtures/` files.
public enum Fixture {
  /// `Fixtures/`.
  public static let directory = Repository.root.appendingPathComponent("Fixtures")

  /// The path of `Fixtures/<name>`.
  public static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// The bytes of `Fixtures/<name>`, or none when it cannot be read.
  public static func bytes(_ name: String) -> [UInt8] {
    (try? [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))) ?? []
  }

  /// The non-empty lines of a fixture file.
  public static func lines(_ name: String) throws -> [String] {
    let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }

  /// A curated report: the case it was chosen for and the real report text.
  public struct Curated: CustomTestStringConvertible, Sendable {
    /// The case, such as `wind-gust`.
    public var tag: String
    /// The real report.
    public var report: String
    /// The tag and the report's start, as the test list shows it.
    public var testDescription: String { "\(tag): \(report.prefix(60))" }
  }

  /// `tag<TAB>report` lines of a curated file, comments skipped.
  public static func curated(_ name: String) throws -> [Curated] {
    try lines(name).compactMap { line in
      guard !line.hasPrefix("#"), let tab = line.firstIndex(of: "\t") else { return nil }
      return Curated(tag: String(line[..<tab]), report: String(line[line.index(after: tab)...]))
    }
  }
}
