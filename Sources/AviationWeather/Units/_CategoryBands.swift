// The FAA flight-category boundaries as bands, 0 (VFR) to 3 (LIFR), in severity order: the one
// owner of the numbers. ``FlightCategory`` (Derived/) names the bands; the rounding of values for
// people (``categorySafeHeightSteps(_:)``, ``categorySafeMiles(_:rounding:)``) keeps a value in
// its band, so the bands sit below both, with the units.

/// The band of a ceiling `hundredsOfFeet` × 100 ft above ground: 3 below 500 ft, 2 below
/// 1,000 ft, 1 up to 3,000 ft, 0 above.
func _ceilingBand(hundredsOfFeet: Double) -> Int {
  hundredsOfFeet < 5 ? 3 : hundredsOfFeet < 10 ? 2 : hundredsOfFeet <= 30 ? 1 : 0
}

/// The band of a visibility of `miles` statute miles: 3 below 1 SM, 2 below 3 SM, 1 up to 5 SM,
/// 0 above.
func _visibilityBand(miles: Double) -> Int {
  miles < 1 ? 3 : miles < 3 ? 2 : miles <= 5 ? 1 : 0
}
