import AviationWeather

/// Reads the generated table (Scripts/generate-stations.py): a line of time-zone names, a line
/// of subdivision names, then one station a line,
/// `ICAO|IATA|FAA|lat×1e6|lon×1e6|elevation ft×100|tz index|country|subdivision index|name`.
/// A malformed line is skipped, never trapped on (the generator's check keeps there being none).
func _parseStationTable(_ table: String) -> [Station] {
  var text = table
  return text.withUTF8 { bytes in
    var lines = _TableLines(bytes)
    guard let zoneLine = lines.next(), let subdivisionLine = lines.next() else { return [] }
    let zones = _fields(zoneLine).map { String(decoding: $0, as: UTF8.self) }
    let subdivisions = _fields(subdivisionLine).map { String(decoding: $0, as: UTF8.self) }
    var stations: [Station] = []
    stations.reserveCapacity(_stationTableCount)
    while let line = lines.next() {
      if let station = _station(line, zones: zones, subdivisions: subdivisions) { stations.append(station) }
    }
    return stations
  }
}

/// One station line; `nil` when it is malformed.
private func _station(_ line: UnsafeBufferPointer<UInt8>.SubSequence, zones: [String], subdivisions: [String])
  -> Station?
{
  let fields = _fields(line)
  guard fields.count == 10, let latitude = _integer(fields[3]), let longitude = _integer(fields[4]),
    let elevation = _integer(fields[5]), let zone = _integer(fields[6]), zones.indices.contains(zone),
    let subdivision = _integer(fields[8]), subdivisions.indices.contains(subdivision)
  else { return nil }
  func text(_ field: UnsafeBufferPointer<UInt8>.SubSequence) -> String? {
    field.isEmpty ? nil : String(decoding: field, as: UTF8.self)
  }
  let state = subdivisions[subdivision]
  return Station(
    icaoID: String(decoding: fields[0], as: UTF8.self), iataID: text(fields[1]), faaID: text(fields[2]),
    name: String(decoding: fields[9], as: UTF8.self), state: state.isEmpty ? nil : state, country: text(fields[7]),
    latitude: Double(latitude) / 1_000_000, longitude: Double(longitude) / 1_000_000,
    elevation: Distance(Double(elevation) / 100, .feet), products: [], timeZoneIdentifier: zones[zone])
}

/// The `|`-separated fields of a line.
private func _fields(_ line: UnsafeBufferPointer<UInt8>.SubSequence) -> [UnsafeBufferPointer<UInt8>.SubSequence] {
  var fields: [UnsafeBufferPointer<UInt8>.SubSequence] = []
  fields.reserveCapacity(10)
  var start = line.startIndex
  var i = line.startIndex
  while i < line.endIndex {
    if line[i] == asciiVerticalBar {
      fields.append(line[start..<i])
      start = i + 1
    }
    i += 1
  }
  fields.append(line[start..<line.endIndex])
  return fields
}

/// A decimal integer with an optional `-`, at most 12 digits; `nil` otherwise.
private func _integer(_ field: UnsafeBufferPointer<UInt8>.SubSequence) -> Int? {
  var digits = field[...]
  let negative = digits.first == asciiMinus
  if negative { digits = digits.dropFirst() }
  guard !digits.isEmpty, digits.count <= 12 else { return nil }
  var value = 0
  for byte in digits {
    guard byte >= asciiZero, byte <= asciiNine else { return nil }
    value = value * 10 + Int(byte - asciiZero)
  }
  return negative ? -value : value
}

/// The lines of the table, without their `\n`.
private struct _TableLines {
  let bytes: UnsafeBufferPointer<UInt8>
  var position: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    position = 0
  }

  mutating func next() -> UnsafeBufferPointer<UInt8>.SubSequence? {
    guard position < bytes.count else { return nil }
    var end = position
    while end < bytes.count, bytes[end] != asciiLineFeed { end += 1 }
    let line = bytes[position..<end]
    position = end + 1
    return line
  }
}
