import Testing

/// `#expect(actual == expected)` as a plain call: the same check and the same failure (an issue
/// at the caller's line showing both values), without a macro expansion at each call site.
///
/// The `AviationWeatherTests` target holds thousands of field-by-field checks; expanding and
/// type-checking `#expect` at every one of them was half the build of `swift test` (issue 32).
/// Checks with more than one comparison, or with a comment of their own, keep `#expect`.
public func expectEqual<T: Equatable>(
  _ actual: T, _ expected: T,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  guard actual != expected else { return }
  Issue.record(
    "Expectation failed: \(String(reflecting: actual)) == \(String(reflecting: expected))",
    sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// `#expect(value == nil)` as a plain call (see ``expectEqual(_:_:fileID:filePath:line:column:)``);
/// takes any optional, as `== nil` does.
public func expectNil<T>(
  _ value: T?, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  guard let value else { return }
  Issue.record(
    "Expectation failed: \(String(reflecting: value)) == nil",
    sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
