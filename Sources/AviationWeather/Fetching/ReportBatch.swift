/// The reports of one answer: those that decoded, and those that did not.
///
/// A report that does not decode never fails the batch: its ``DecodeError`` (which holds the
/// report text) goes to ``failures`` and the other reports are kept.
public struct ReportBatch<Report: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
  /// Decoded reports, in the order the service sent them (newest first per station).
  public var reports: [Report]
  /// Reports that did not decode, in the order sent.
  public var failures: [DecodeError]

  /// Creates a batch.
  public init(reports: [Report] = [], failures: [DecodeError] = []) {
    self.reports = reports
    self.failures = failures
  }

  /// Whether the batch holds nothing at all.
  public var isEmpty: Bool { reports.isEmpty && failures.isEmpty }
}

extension ReportBatch: CustomStringConvertible {
  /// `3 reports, 1 undecodable`.
  public var description: String {
    let count = reports.count == 1 ? "1 report" : "\(reports.count) reports"
    return failures.isEmpty ? count : "\(count), \(failures.count) undecodable"
  }
}

extension ReportBatch where Report == METAR {
  /// The newest METAR or SPECI of `station` (the first the service sent), if any.
  public func latest(for station: String) -> METAR? { reports.first { $0.station == station } }
}

extension ReportBatch where Report == TAF {
  /// The newest TAF of `station` (the first the service sent), if any.
  public func latest(for station: String) -> TAF? { reports.first { $0.station == station } }
}
