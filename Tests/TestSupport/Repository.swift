import Foundation

/// The repository's folders, found through `#filePath` (no resources needed): this file is
/// `Tests/TestSupport/Repository.swift`.
public enum Repository {
  /// The repository's root folder.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The text of the file at `path` below the root.
  public static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }
}
