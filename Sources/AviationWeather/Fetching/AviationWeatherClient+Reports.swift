import Foundation

extension AviationWeatherClient {
  /// The latest METARs/SPECIs of one or many stations, in one request
  /// (`metar?ids=EGPF,EGPD&format=raw`, plus `hours=N` when given).
  ///
  /// - Parameters:
  ///   - ids: ICAO identifiers (or the service's `@WA` state lists).
  ///   - hours: Hours back to include (clamped to 0...360); `nil` for the latest report of each station only.
  /// - Returns: The decoded reports, newest first per station, each with its
  ///   ``METAR/observedAt`` resolved from when the answer was received (the answer's `Date`
  ///   header, else the time it arrived: ``METAR/resolveDates(receivedAt:)``); reports that do
  ///   not decode are in the batch's `failures`.
  /// - Throws: ``FetchError`` for every failure of the request itself (``FetchError/Code/noData``
  ///   when the service has nothing for these stations).
  public func metars(for ids: [String], hours: Int? = nil) async throws(FetchError) -> ReportBatch<METAR> {
    var query = [(name: "ids", value: try Self.idsValue(ids)), (name: "format", value: "raw")]
    if let hours { query.append((name: "hours", value: String(min(max(hours, 0), 360)))) }
    return try await reportBatch(endpoint: "metar", query: query) { (text, options, receivedAt) throws(DecodeError) in
      var metar = try METAR(text, options: options)
      metar.resolveDates(receivedAt: receivedAt)
      return metar
    }
  }

  /// The current TAFs of one or many stations, in one request (`taf?ids=EGPF,EGPD&format=raw`).
  ///
  /// A TAF the service splits over several lines (change groups on indented lines) is one report.
  /// - Returns: The decoded forecasts, each with its ``TAF/issuedAt``, ``TAF/validFrom`` and
  ///   ``TAF/validTo`` resolved from when the answer was received (as for ``metars(for:hours:)``:
  ///   ``TAF/resolveDates(receivedAt:)``); forecasts that do not decode are in the batch's `failures`.
  /// - Throws: ``FetchError`` for every failure of the request itself.
  public func tafs(for ids: [String]) async throws(FetchError) -> ReportBatch<TAF> {
    try await reportBatch(
      endpoint: "taf", query: [(name: "ids", value: try Self.idsValue(ids)), (name: "format", value: "raw")]
    ) { (text, options, receivedAt) throws(DecodeError) in
      var taf = try TAF(text, options: options)
      taf.resolveDates(receivedAt: receivedAt)
      return taf
    }
  }

  /// One raw-format request to `endpoint`, its reports decoded by `decode` with
  /// ``decodingOptions`` and dated from when the answer was received (the answer's `Date`
  /// header, else the time it arrived); reports that do not decode go to the batch's `failures`.
  private func reportBatch<Report>(
    endpoint: String, query: [(name: String, value: String)],
    decode: (String, DecodingOptions, Date) throws(DecodeError) -> Report
  ) async throws(FetchError) -> ReportBatch<Report> {
    let request = try request(endpoint: endpoint, query: query)
    let (body, receivedAt) = try await fetchAnswer(request)
    let reports = try Self.reportTexts(body, url: request.url.absoluteString)
    var batch = ReportBatch<Report>()
    for report in reports {
      do throws(DecodeError) {
        batch.reports.append(try decode(try Self.decodable(report), decodingOptions, receivedAt))
      } catch {
        batch.failures.append(error)
      }
    }
    return batch
  }

  /// Splits a raw-format body into reports with ``ReportSplitter/reports(in:)``, as `wxparse`
  /// splits its input: a TAF's indented change groups join it with one space.
  ///
  /// - Throws: ``FetchError/Code/undecodableBody`` when the body is not UTF-8 text, or is
  ///   markup or JSON (an HTML error page or a JSON answer where raw text was asked for).
  static func reportTexts(_ body: [UInt8], url: String) throws(FetchError) -> [ReportText] {
    guard body.withUnsafeBufferPointer(validUTF8String) != nil else {
      throw FetchError(code: .undecodableBody, url: url, status: 200, message: "the answer is not UTF-8 text")
    }
    let first = body.first { !Tokenizer.isSeparator($0) }
    if let first, first == asciiLessThan || first == asciiLeftBrace || first == asciiLeftBracket {
      throw FetchError(
        code: .undecodableBody, url: url, status: 200, message: "expected raw reports, got: \(shortText(body))")
    }
    return ReportSplitter.reports(in: body)
  }

  /// The text of `report` to decode, or ``DecodeError/Code/reportTooLong`` for a folded
  /// report cut at ``ReportSplitter/maximumJoinedLength``.
  static func decodable(_ report: ReportText) throws(DecodeError) -> String {
    guard report.isTooLong else { return report.text }
    throw DecodeError(code: .reportTooLong, token: "", offset: 0, report: report.text)
  }
}
