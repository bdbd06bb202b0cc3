import Foundation

/// A report and the station it came from.
///
/// The report's own values read straight through it: `near.metar?.temperature` is
/// `near.metar?.report.temperature`. Its ``station`` is the whole ``Station`` (name, position,
/// time zone); the report's own `station` member, its identifier as sent, is
/// `near.metar?.report.station` (the same as `near.metar?.station.icaoID` for the data API).
@dynamicMemberLookup
public struct NearbyReport<Report: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
  /// The station that issued the report.
  public var station: Station
  /// Great-circle distance from the position to the station.
  public var distance: Distance
  /// The report.
  public var report: Report

  /// Creates an entry.
  public init(station: Station, distance: Distance, report: Report) {
    self.station = station
    self.distance = distance
    self.report = report
  }

  /// A value of the report, read through the entry: `near.metar?.temperature`,
  /// `near.taf?.forecasts`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<Report, Value>) -> Value {
    report[keyPath: keyPath]
  }
}

extension NearbyReport: CustomStringConvertible {
  /// `from EGPF Glasgow Intl, 79.2 km away`.
  public var description: String {
    "from \(_printable(station.icaoID)) \(_printable(station.name)), \(_formatKilometers(distance)) away"
  }
}

/// The weather near a position: the nearest METAR and the nearest TAF found, which station
/// each came from, the sun's times there, and the TAF laid out as a timeline.
public struct NearbyWeather: Sendable, Equatable, Codable {
  /// Latitude asked about, degrees north.
  public var latitude: Double
  /// Longitude asked about, degrees east.
  public var longitude: Double
  /// The search radius.
  public var radius: Distance
  /// The date the answer is for (places the reports' days, see ``metarObservedAt``, and the
  /// sun's day), to the whole second.
  public var date: Date
  /// The stations within the radius, nearest first (ties by identifier).
  public var stations: [NearbyStation]
  /// The newest METAR of the nearest station that had one; `nil` when none was found.
  public var metar: NearbyReport<METAR>?
  /// The TAF of the nearest station that had one; `nil` when none was found.
  public var taf: NearbyReport<TAF>?
  /// Sunrise and sunset at the position on `date`'s UTC day (computed locally).
  public var sun: SunEvents
  /// The TAF across its validity, with sunrise and sunset rows for the position; `nil`
  /// without a TAF, and for NIL/CNL TAFs.
  public var timeline: ForecastTimeline?
  /// Reports received on the way that did not decode.
  public var failures: [DecodeError]
  /// Requests made, the station list included.
  public var requestCount: Int
  /// Whether the walk stopped at the request bound before finding both reports.
  public var isRequestBoundReached: Bool

  /// Creates an answer; `date` is kept to the whole second (its fraction dropped, so that the
  /// ISO 8601 text of the `Codable` form holds the whole value).
  public init(
    latitude: Double, longitude: Double, radius: Distance, date: Date, stations: [NearbyStation],
    metar: NearbyReport<METAR>?, taf: NearbyReport<TAF>?, sun: SunEvents, timeline: ForecastTimeline?,
    failures: [DecodeError], requestCount: Int, isRequestBoundReached: Bool
  ) {
    self.latitude = latitude
    self.longitude = longitude
    self.radius = radius
    self.date = _wholeSecond(date)
    self.stations = stations
    self.metar = metar
    self.taf = taf
    self.sun = sun
    self.timeline = timeline
    self.failures = failures
    self.requestCount = requestCount
    self.isRequestBoundReached = isRequestBoundReached
  }
}

extension NearbyWeather {
  private enum CodingKeys: String, CodingKey {
    case latitude, longitude, radius, date, stations, metar, taf, sun, timeline, failures, requestCount
    case isRequestBoundReached
  }

  /// Decodes an answer; `date` as an ISO 8601 string, or as a number in the decoder's date
  /// strategy in documents written before it was always a string.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      latitude: try c.decode(Double.self, forKey: .latitude), longitude: try c.decode(Double.self, forKey: .longitude),
      radius: try c.decode(Distance.self, forKey: .radius), date: try c.decodeInstant(forKey: .date),
      stations: try c.decode([NearbyStation].self, forKey: .stations),
      metar: try c.decodeIfPresent(NearbyReport<METAR>.self, forKey: .metar),
      taf: try c.decodeIfPresent(NearbyReport<TAF>.self, forKey: .taf), sun: try c.decode(SunEvents.self, forKey: .sun),
      timeline: try c.decodeIfPresent(ForecastTimeline.self, forKey: .timeline),
      failures: try c.decode([DecodeError].self, forKey: .failures),
      requestCount: try c.decode(Int.self, forKey: .requestCount),
      isRequestBoundReached: try c.decode(Bool.self, forKey: .isRequestBoundReached))
  }

  /// Encodes every property under its own name, `nil` ones left out; every date (``date``, the
  /// sun's times, the timeline's, the reports') is an ISO 8601 UTC string whatever the encoder's
  /// date strategy. A date outside the years 1000–9999 throws `EncodingError.invalidValue`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(latitude, forKey: .latitude)
    try c.encode(longitude, forKey: .longitude)
    try c.encode(radius, forKey: .radius)
    try c.encodeISO8601IfPresent(date, forKey: .date)
    try c.encode(stations, forKey: .stations)
    try c.encodeIfPresent(metar, forKey: .metar)
    try c.encodeIfPresent(taf, forKey: .taf)
    try c.encode(sun, forKey: .sun)
    try c.encodeIfPresent(timeline, forKey: .timeline)
    try c.encode(failures, forKey: .failures)
    try c.encode(requestCount, forKey: .requestCount)
    try c.encode(isRequestBoundReached, forKey: .isRequestBoundReached)
  }
}

extension NearbyWeather {
  /// When the METAR was observed (its ``METAR/observedAt``, placed for ``date``); `nil` without
  /// a METAR or when its day could not be placed.
  public var metarObservedAt: Date? { metar?.report.observedAt }
  /// When the TAF was issued (its ``TAF/issuedAt``, placed for ``date``); `nil` without a TAF
  /// or when it gives no issue time.
  public var tafIssuedAt: Date? { taf?.report.issuedAt }
  /// The start of the TAF's validity (its ``TAF/validFrom``); `nil` without a TAF or validity.
  public var tafValidFrom: Date? { taf?.report.validFrom }
  /// The end of the TAF's validity (its ``TAF/validTo``); `nil` without a TAF or validity.
  public var tafValidTo: Date? { taf?.report.validTo }
}

extension NearbyWeather: CustomStringConvertible {
  /// Several lines: the position, the METAR and TAF with their stations, sun times, the timeline
  /// (control characters in the service's text escaped).
  public var description: String {
    var lines = [
      "Weather near \(_formatCoordinate(latitude)), \(_formatCoordinate(longitude)) "
        + "(\(stations.count) stations within \(_formatKilometers(radius)), \(requestCount) requests)"
    ]
    if let metar {
      lines.append("METAR \(metar): \(_printable(metar.report.raw))")
    } else {
      lines.append("METAR: none found")
    }
    if let taf {
      lines.append("TAF \(taf):")
      lines.append(
        contentsOf: taf.report.raw.split(separator: "\n").map { "  " + _printable($0.trimmingCharacters(in: .whitespaces)) })
    } else {
      lines.append("TAF: none found")
    }
    if isRequestBoundReached { lines.append("(stopped at the request bound)") }
    switch sun {
    case .riseAndSet(let sunrise, let sunset):
      lines.append(
        "Sun: rise \(sunrise.map(_formatUTCTime) ?? "none"), set \(sunset.map(_formatUTCTime) ?? "none") (UTC)")
    case .polarDay: lines.append("Sun: up all day")
    case .polarNight: lines.append("Sun: down all day")
    }
    if !failures.isEmpty { lines.append("\(failures.count) reports did not decode") }
    if let timeline { lines.append(timeline.description) }
    return lines.joined(separator: "\n")
  }
}
