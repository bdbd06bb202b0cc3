import Foundation
import Testing

@testable import AviationWeather

// Helpers for the TAF and timeline tests: they re-encode decoded values in the code form
// (WMO FM 51 / FAA JO 7900.5 spelling) so expectations can be checked by eye against the raw report.

/// `DDHH` (or `HH` without a day), `DDHHMM` when the minutes are not zero.
func tafCode(_ t: DayTime) -> String {
  let dayPart = t.day.map { twoDigits($0) } ?? ""
  return dayPart + twoDigits(t.hour) + (t.minute == 0 ? "" : twoDigits(t.minute))
}

/// `FM151330`, `BECMG 0607/0609`, `PROB30 TEMPO 0607/0610`, `PROB30 0712/0718`, `TEMPO 1904`.
func tafSignature(_ f: TAFForecast) -> String {
  var words: [String] = []
  if let p = f.probability { words.append("PROB\(p)") }
  switch f.kind {
  case .base: words.append("base")
  case .from:
    guard let from = f.from else { return "FM?" }
    return "FM" + (from.day.map { twoDigits($0) } ?? "") + twoDigits(from.hour) + twoDigits(from.minute)
  case .becoming: words.append("BECMG")
  case .temporary: words.append("TEMPO")
  case .intermittent: words.append("INTER")
  case .probable: break
  default: words.append(f.kind.rawValue)
  }
  if let from = f.from, let to = f.to {
    words.append(from.day == nil ? tafCode(from) + tafCode(to) : tafCode(from) + "/" + tafCode(to))
  }
  return words.joined(separator: " ")
}

/// The change groups of a TAF as signatures.
func tafSignatures(_ taf: TAF) -> [String] { taf.changeGroups.map(tafSignature) }

/// Conditions re-encoded: `03033G45KT 2SM SHRA OVC015 WS020/05065KT`.
func tafCode(_ c: WeatherConditions) -> String {
  var words: [String] = []
  if let wind = c.wind {
    var w: String
    switch wind.direction {
    case .degrees(let d): w = String(format: "%03d", d)
    case .variable: w = "VRB"
    case .missing: w = "///"
    }
    w += wind.speed.map { String(format: "%02d", Int($0.value)) } ?? "//"
    if let gust = wind.gust { w += "G" + String(format: "%02d", Int(gust.value)) }
    w += wind.speed?.unit == .metersPerSecond ? "MPS" : "KT"
    words.append(w)
    if let sector = wind.variableSector { words.append(String(format: "%03dV%03d", sector.from, sector.to)) }
  }
  if c.isCAVOK { words.append("CAVOK") }
  if let v = c.visibility { words.append(tafCode(v)) }
  if let v = c.minimumVisibility { words.append(tafCode(v)) }
  words += c.weather.map(\.code)
  if c.isNoSignificantWeather { words.append("NSW") }
  for layer in c.sky {
    var s = layer.cover.rawValue
    if let h = layer.heightFeet { s += String(format: "%03d", h / 100) }
    if let type = layer.cloudType { s += type.rawValue }
    words.append(s)
  }
  for shear in c.windShear {
    if case .aloft(let height, let wind) = shear.location {
      words.append(String(format: "WS%03d/%03d%02dKT", height / 100, wind.degrees ?? 0, Int(wind.speed?.value ?? 0)))
    } else {
      words.append(shear.description)
    }
  }
  return words.joined(separator: " ")
}

/// A visibility re-encoded: `9999`, `0300`, `P6SM`, `1 1/2SM`, `3/4SM`.
func tafCode(_ v: Visibility) -> String {
  guard let d = v.distance else { return "////" }
  switch d.unit {
  case .statuteMiles:
    let prefix = v.qualifier == .greaterThan ? "P" : v.qualifier == .lessThan ? "M" : ""
    return prefix + formatMiles(d.value) + "SM"
  case .meters:
    if v.qualifier == .greaterThan, d.value >= 9999 { return "9999" }
    return String(format: "%04d", Int(d.value)) + (v.direction?.rawValue ?? "")
  case .kilometers, .feet:
    return d.description
  }
}
