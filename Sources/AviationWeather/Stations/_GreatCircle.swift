import Foundation

/// Mean Earth radius (IUGG), kilometres.
let _earthRadiusKilometers = 6371.0088

/// Great-circle distance between two positions in kilometres (haversine formula).
/// Non-finite input gives infinity, so such stations sort last.
func _greatCircleKilometers(latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double) -> Double {
  guard latitude1.isFinite, longitude1.isFinite, latitude2.isFinite, longitude2.isFinite else { return .infinity }
  let radians = Double.pi / 180
  let phi1 = latitude1 * radians
  let phi2 = latitude2 * radians
  let dPhi = (latitude2 - latitude1) * radians
  let dLambda = (longitude2 - longitude1) * radians
  let sinPhi = sin(dPhi / 2)
  let sinLambda = sin(dLambda / 2)
  let a = sinPhi * sinPhi + cos(phi1) * cos(phi2) * sinLambda * sinLambda
  return 2 * _earthRadiusKilometers * asin(min(1, sqrt(max(0, a))))
}
