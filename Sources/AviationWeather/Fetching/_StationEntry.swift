import Foundation

/// One entry of the `stationinfo` JSON, every field optional and tolerant of type.
struct _StationEntry: Decodable {
  var icaoId: String?
  var iataId: String?
  var faaId: String?
  var wmoId: String?
  var site: String?
  var state: String?
  var country: String?
  var lat: Double?
  var lon: Double?
  var elev: Double?
  var siteType: [String]?

  enum CodingKeys: String, CodingKey {
    case icaoId, iataId, faaId, wmoId, site, state, country, lat, lon, elev, siteType
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    icaoId = Self.text(container, .icaoId)
    iataId = Self.text(container, .iataId)
    faaId = Self.text(container, .faaId)
    wmoId = Self.text(container, .wmoId)
    site = Self.text(container, .site)
    state = Self.text(container, .state)
    country = Self.text(container, .country)
    lat = Self.number(container, .lat)
    lon = Self.number(container, .lon)
    elev = Self.number(container, .elev)
    if let list = try? container.decodeIfPresent([String].self, forKey: .siteType) {
      siteType = list
    } else if let single = Self.text(container, .siteType) {
      siteType = single.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    } else {
      siteType = nil
    }
  }

  var station: Station? {
    guard let icao = icaoId?.trimmingCharacters(in: .whitespaces), !icao.isEmpty,
      let lat, let lon, lat.isFinite, lon.isFinite, abs(lat) <= 90, abs(lon) <= 180
    else { return nil }
    return Station(
      icaoID: icao, iataID: Self.nonEmpty(iataId), faaID: Self.nonEmpty(faaId), wmoID: Self.nonEmpty(wmoId),
      name: site ?? "", state: Self.nonEmpty(state), country: Self.nonEmpty(country), latitude: lat, longitude: lon,
      elevation: elev.flatMap { $0.isFinite ? Distance($0, .meters) : nil },
      products: (siteType ?? []).filter { !$0.isEmpty }.map(Station.Product.init))
  }

  private static func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty, text != "-" else { return nil }
    return text
  }

  private static func text(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) -> String? {
    if let text = try? container.decodeIfPresent(String.self, forKey: key) { return text }
    if let number = try? container.decodeIfPresent(Int.self, forKey: key) { return String(number) }
    return nil
  }

  private static func number(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) -> Double? {
    if let number = try? container.decodeIfPresent(Double.self, forKey: key) { return number }
    if let text = try? container.decodeIfPresent(String.self, forKey: key) { return Double(text) }
    return nil
  }
}
