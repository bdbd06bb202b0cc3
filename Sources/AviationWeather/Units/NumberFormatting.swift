import Foundation

// Number formatting: locale-independent for descriptions and records (no Foundation formatters,
// the same text on every device), and the locale's own digits, separators and grouping for text
// a person reads.

/// `value` with at most `maxFractionDigits` decimals, trailing zeros dropped unless
/// `minFractionDigits` keeps them; thousands grouped.
///
/// With `locale` `nil` (descriptions, logs): POSIX English, `,` between thousands and `.` before
/// decimals, whatever the device. With a locale (text a person reads): Foundation's number format
/// for that locale, its decimal separator and grouping (`1.200` and `0,5` in `de_DE`, `1 200` with
/// a narrow no-break space in `fr_FR`, `1200` in `es_ES`, which groups from five digits).
func formatNumber(
  _ value: Double, maxFractionDigits: Int = 0, minFractionDigits: Int = 0, grouping: Bool = true,
  locale: Locale?
) -> String {
  guard let locale, value.isFinite, abs(value) < 1e15 else {
    return formatNumber(
      value, maxFractionDigits: maxFractionDigits, minFractionDigits: minFractionDigits, grouping: grouping)
  }
  let fraction = max(0, min(minFractionDigits, maxFractionDigits))...max(0, maxFractionDigits)
  // A value that rounds to zero is written 0, not -0, as the POSIX form writes it.
  var scale = 1.0
  for _ in 0..<max(0, maxFractionDigits) { scale *= 10 }
  let value = (abs(value) * scale).rounded() == 0 ? 0 : value
  // Halves round away from zero, as the POSIX form does, so English text is the same either way.
  let style = FloatingPointFormatStyle<Double>.number.locale(locale)
    .precision(.fractionLength(fraction))
    .rounded(rule: .toNearestOrAwayFromZero)
    .grouping(grouping ? .automatic : .never)
  return value.formatted(style)
}

/// `value` with at most `maxFractionDigits` decimals, trailing zeros dropped unless
/// `minFractionDigits` keeps them; thousands grouped with commas (POSIX English).
///
/// A value that is not finite, or too large to write digit by digit (10^15 and more once scaled),
/// is `out of range`: never exponent notation.
func formatNumber(
  _ value: Double, maxFractionDigits: Int = 0, minFractionDigits: Int = 0, grouping: Bool = true
) -> String {
  guard value.isFinite else { return "out of range" }
  var scale = 1.0
  for _ in 0..<max(0, maxFractionDigits) { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  guard scaled < 1e15 else { return "out of range" }
  let total = Int(scaled)
  let whole = total / Int(scale)
  var fraction = total % Int(scale)
  var digits = maxFractionDigits
  while digits > minFractionDigits, digits > 0, fraction % 10 == 0 {
    fraction /= 10
    digits -= 1
  }
  var result = value < 0 && total != 0 ? "-" : ""
  result += grouping ? groupThousands(whole) : decimalText(whole)
  if digits > 0 {
    var f = decimalText(fraction)
    while f.utf8.count < digits { f = "0" + f }
    result += "." + f
  }
  return result
}

/// `1234567` → `1,234,567`; `-123` → `-123`.
package func groupThousands(_ n: Int) -> String {
  // Most numbers a description writes (degrees, knots, temperatures) have no thousands.
  if n > -1000, n < 1000 { return decimalText(n) }
  // Over the ASCII digits: counting the characters of a String walks it each time.
  let digits = Array(String(n.magnitude).utf8)
  var out: [UInt8] = []
  out.reserveCapacity(digits.count + digits.count / 3 + 1)
  if n < 0 { out.append(asciiMinus) }
  for (i, digit) in digits.enumerated() {
    if i > 0, (digits.count - i) % 3 == 0 { out.append(asciiComma) }
    out.append(digit)
  }
  return String(decoding: out, as: UTF8.self)
}

/// `n` in decimal digits (`String(n)`), from a table made once for -999…999: a description
/// writes several such numbers per report, and `String(n)` costs far more than the copy.
func decimalText(_ n: Int) -> String {
  guard n > -1000, n < 1000 else { return String(n) }
  return smallDecimals[n + 999]
}

/// `String(n)` for n from -999 to 999, in order (all of them small strings, held inline).
private let smallDecimals: [String] = (-999...999).map { String($0) }

/// Statute miles as whole and sixteenths where exact (`1 1/2`, `3/4`), else decimals.
func formatMiles(_ value: Double) -> String {
  _UnitText.posix.miles(value)
}

/// `text` with its first letter in upper case ("Light rain" from "light rain").
func capitalizedFirstLetter(_ text: String) -> String {
  guard let first = text.first else { return text }
  return first.uppercased() + text.dropFirst()
}

/// A visibility in metres on FM 15's steps: 50 m below 800 m, 100 m below 5 km, then whole
/// kilometres (750, 1,600, 8,000), rounded by `rule`.
func metricVisibilityMeters(_ meters: Double, rounding rule: FloatingPointRoundingRule) -> Double {
  guard meters.isFinite, meters >= 0 else { return meters }
  let step = meters < 800 ? 50.0 : meters < 5000 ? 100.0 : 1000.0
  return (meters / step).rounded(rule) * step
}

/// The statute miles US stations report visibility in (FMH-1's reportable values), up to 15.
private let reportableMileValues: [Double] = [
  0, 1 / 16, 1 / 8, 3 / 16, 1 / 4, 5 / 16, 3 / 8, 1 / 2, 5 / 8, 3 / 4, 7 / 8,
  1, 1.125, 1.25, 1.375, 1.5, 1.625, 1.75, 1.875, 2, 2.25, 2.5, 2.75, 3,
  4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
]

/// `miles` rounded to a reportable value: the nearest (`rule` `.down`: the largest not above;
/// `.up`: the smallest not below), steps of 5 beyond 15.
func reportableMiles(_ miles: Double, rounding rule: FloatingPointRoundingRule) -> Double {
  guard miles.isFinite, miles >= 0 else { return miles }
  if miles > 15 { return max(15, (miles / 5).rounded(rule) * 5) }
  var best = 0.0
  for value in reportableMileValues {
    switch rule {
    case .down:
      if value <= miles { best = value }
    case .up:
      if value >= miles { return value }
    default:
      if abs(value - miles) < abs(best - miles) { best = value }
    }
  }
  return rule == .up ? 15 : best
}
