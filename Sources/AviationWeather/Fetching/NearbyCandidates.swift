/// Where ``AviationWeatherClient/weatherNear(latitude:longitude:radius:at:stationsPerRequest:maximumRequests:candidates:)``
/// finds the stations it asks for reports.
///
/// A struct with static values rather than an enum, so that a later source does not break an
/// app's `switch`.
public struct NearbyCandidates: Sendable, Hashable, CustomStringConvertible {
  let source: Source

  enum Source: Sendable, Hashable {
    case directoryOrService
    case service
  }

  /// The client's ``AviationWeatherClient/stationDirectory`` when it holds a station within
  /// the radius: no request for the station list (one request fewer), and a transport that
  /// serves only METARs and TAFs is enough. Without a directory, or when it has no station
  /// within the radius, the service's list, as ``service``. The default.
  ///
  /// A directory says where stations are, not which reports they issue: each is asked for both
  /// a METAR and a TAF, and the service's answers decide (a station with no report is passed
  /// over). The bundled table holds aerodromes; automated sites that are no aerodrome are
  /// missing from it, so a nearer automated station the service would list can be passed over.
  public static let directoryOrService = NearbyCandidates(source: .directoryOrService)

  /// Always the service's station list (one `stationinfo?bbox=` request), which knows the
  /// automated sites and which reports each station issues.
  public static let service = NearbyCandidates(source: .service)

  /// `directoryOrService` or `service`.
  public var description: String {
    switch source {
    case .directoryOrService: "directoryOrService"
    case .service: "service"
    }
  }
}
