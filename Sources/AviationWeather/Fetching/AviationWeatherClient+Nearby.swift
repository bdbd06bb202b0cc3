import Foundation

extension AviationWeatherClient {
  /// The weather near a position, as the original app's `FetchWeather.reload()` found it.
  ///
  /// 1. The candidates: with ``NearbyCandidates/directoryOrService`` (the default) and a
  ///    ``stationDirectory`` holding stations within `radius`, those stations, without a
  ///    request; otherwise one request for the stations in the box around the circle of
  ///    `radius` (``stations(in:)``), those outside the circle dropped. Stations with an
  ///    identifier that cannot be asked for are dropped, the rest ordered by great-circle
  ///    distance (haversine), nearest first (ties by identifier).
  /// 2. The stations are walked nearest first, `stationsPerRequest` at a time: one request
  ///    for the METARs of those that issue METARs, one for the TAFs of those that issue
  ///    TAFs, each only while that kind is still missing. The nearest station with a usable
  ///    report (decoded, not NIL or cancelled) wins; METAR and TAF may come from different
  ///    stations. A station whose `siteType` lists no product at all is asked for both.
  /// 3. The walk stops when both are found, the stations run out, or the next request
  ///    would pass `maximumRequests` (then ``NearbyWeather/isRequestBoundReached`` is set).
  ///
  /// With `stationsPerRequest: 1` the walk asks station by station, as the original app did.
  /// An answer with no data (204) for a group of stations is not an error: the walk goes on.
  ///
  /// - Parameters:
  ///   - latitude: Degrees north (−90...90).
  ///   - longitude: Degrees east (−180...180).
  ///   - radius: How far to look (default 100 km).
  ///   - date: The date the answer is for: places the reports' days (the METAR's
  ///     ``METAR/observedAt``, the TAF's ``TAF/issuedAt``, ``TAF/validFrom`` and ``TAF/validTo``
  ///     as for reports received at `date`: ``METAR/resolveDates(receivedAt:)``), the timeline
  ///     and the sun's day.
  ///   - stationsPerRequest: Stations asked for in one request (at least 1).
  ///   - maximumRequests: The most requests made, the station list included (at least 1).
  ///   - candidates: Where the stations come from (default: the directory, else the service).
  /// The whole call is bounded by ``weatherNearTimeout`` (each request by ``timeout``).
  ///
  /// - Throws: ``FetchError/Code/invalidRequest`` for a position or radius out of range,
  ///   ``FetchError/Code/noData`` with ``FetchError/radius`` set when no station lies in the box,
  ///   ``FetchError/Code/timedOut`` past ``weatherNearTimeout``, and any other failure of a request.
  public func weatherNear(
    latitude: Double, longitude: Double, radius: Distance = Distance(100, .kilometers), at date: Date = Date(),
    stationsPerRequest: Int = 10, maximumRequests: Int = 5, candidates: NearbyCandidates = .directoryOrService
  ) async throws(FetchError) -> NearbyWeather {
    guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else {
      throw FetchError(code: .invalidRequest, url: "", message: "position \(latitude), \(longitude) is out of range")
    }
    guard radius.value.isFinite, radius.kilometers > 0 else {
      throw FetchError(code: .invalidRequest, url: "", message: "the radius must be a positive distance")
    }
    do {
      let answer = try await _withDeadline(weatherNearTimeout) {
        try await walk(
          latitude: latitude, longitude: longitude, radius: radius, at: date, stationsPerRequest: stationsPerRequest,
          maximumRequests: maximumRequests, candidates: candidates)
      }
      guard let answer else {
        throw FetchError(
          code: .timedOut, url: "", message: "no answer within \(_wholeSecondsText(weatherNearTimeout)) in all")
      }
      return answer
    } catch {
      throw Self.fetchError(error, url: "")
    }
  }

  /// The walk of ``weatherNear(latitude:longitude:radius:at:stationsPerRequest:maximumRequests:candidates:)``
  /// for a position and radius already checked.
  private func walk(
    latitude: Double, longitude: Double, radius: Distance, at date: Date, stationsPerRequest: Int,
    maximumRequests: Int, candidates: NearbyCandidates
  ) async throws(FetchError) -> NearbyWeather {
    let perRequest = max(1, stationsPerRequest)
    let bound = max(1, maximumRequests)

    var requestCount = 0
    var ranked: [NearbyStation] = []
    if candidates == .directoryOrService, let stationDirectory {
      // Already within the radius, nearest first, ties by identifier.
      ranked = stationDirectory.stations(within: radius, ofLatitude: latitude, longitude: longitude)
        .filter { Self.isStationID($0.station.icaoID) }
    }
    if ranked.isEmpty {
      let box = BoundingBox(around: latitude, longitude: longitude, radius: radius)
      let listed: [Station]
      do {
        listed = try await stations(in: box)
      } catch where error.code == .noData {
        var noStation = error
        noStation.radius = radius
        throw noStation
      }
      requestCount = 1
      ranked = listed.map {
        NearbyStation(station: $0, distance: $0.distance(fromLatitude: latitude, longitude: longitude))
      }
      .filter { $0.distance.kilometers <= radius.kilometers && Self.isStationID($0.station.icaoID) }
      .sorted { ($0.distance.kilometers, $0.station.icaoID) < ($1.distance.kilometers, $1.station.icaoID) }
    }

    var metar: NearbyReport<METAR>?
    var taf: NearbyReport<TAF>?
    var failures: [DecodeError] = []
    var boundReached = false
    var next = 0
    walk: while (metar == nil || taf == nil) && next < ranked.count {
      let group = ranked[next..<min(next + perRequest, ranked.count)]
      next = group.endIndex
      if metar == nil {
        metar = try await nearest(
          in: group, issuing: \.hasMETAR, usable: { !$0.isNil }, station: \.station, requestCount: &requestCount,
          bound: bound, boundReached: &boundReached, failures: &failures
        ) { ids throws(FetchError) in try await metars(for: ids) }
        if boundReached { break walk }
      }
      if taf == nil {
        taf = try await nearest(
          in: group, issuing: \.hasTAF, usable: { !$0.isNil && !$0.isCancelled }, station: \.station,
          requestCount: &requestCount, bound: bound, boundReached: &boundReached, failures: &failures
        ) { ids throws(FetchError) in try await tafs(for: ids) }
        if boundReached { break walk }
      }
    }

    // The reports' days are placed for `date` (the batches placed them for the answer's
    // receipt), and the timeline from the same issue time, so that it starts at `validFrom`.
    metar?.report.resolveDates(receivedAt: date)
    taf?.report.resolveDates(receivedAt: date)
    let timeline = taf.flatMap {
      ForecastTimeline(
        taf: $0.report, referenceDate: $0.report.issuedAt ?? date, latitude: latitude, longitude: longitude)
    }
    return NearbyWeather(
      latitude: latitude, longitude: longitude, radius: radius, date: date, stations: ranked, metar: metar, taf: taf,
      sun: SolarCalculator().events(latitude: latitude, longitude: longitude, on: date), timeline: timeline,
      failures: failures, requestCount: requestCount, isRequestBoundReached: boundReached)
  }

  /// One step of the walk for one kind of report: one request for the stations of `group`
  /// that issue it (`issuing`, or list no product at all), and the nearest of them with a
  /// `usable` report. No request when no station of `group` issues it; none either when it
  /// would pass `bound`, then `boundReached` is set.
  private func nearest<Report>(
    in group: ArraySlice<NearbyStation>, issuing: (Station) -> Bool, usable: (Report) -> Bool,
    station: (Report) -> String, requestCount: inout Int, bound: Int, boundReached: inout Bool,
    failures: inout [DecodeError], fetch: ([String]) async throws(FetchError) -> ReportBatch<Report>
  ) async throws(FetchError) -> NearbyReport<Report>? {
    let candidates = group.filter { issuing($0.station) || $0.station.products.isEmpty }
    guard !candidates.isEmpty else { return nil }
    guard requestCount < bound else {
      boundReached = true
      return nil
    }
    requestCount += 1
    let batch = try await Self.orEmpty { () async throws(FetchError) in
      try await fetch(candidates.map(\.station.icaoID))
    }
    failures += batch.failures
    for candidate in candidates {
      if let report = batch.reports.first(where: { station($0) == candidate.station.icaoID && usable($0) }) {
        return NearbyReport(station: candidate.station, distance: candidate.distance, report: report)
      }
    }
    return nil
  }

  /// The batch a request returns, or an empty batch when the service has no data for it.
  private static func orEmpty<Report>(
    _ fetch: () async throws(FetchError) -> ReportBatch<Report>
  ) async throws(FetchError) -> ReportBatch<Report> {
    do {
      return try await fetch()
    } catch  where error.code == .noData {
      return ReportBatch()
    }
  }
}
