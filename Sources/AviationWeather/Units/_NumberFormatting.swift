// Locale-independent number formatting for descriptions (no Foundation formatters).

/// `value` with at most `maxFractionDigits` decimals, trailing zeros dropped unless
/// `minFractionDigits` keeps them; thousands grouped with commas.
func formatNumber(
  _ value: Double, maxFractionDigits: Int = 0, minFractionDigits: Int = 0, grouping: Bool = true
) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<maxFractionDigits { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  guard scaled < 1e15 else { return "\(value)" }
  let total = Int(scaled)
  let whole = total / Int(scale)
  var fraction = total % Int(scale)
  var digits = maxFractionDigits
  while digits > minFractionDigits, digits > 0, fraction % 10 == 0 {
    fraction /= 10
    digits -= 1
  }
  var result = value < 0 && total != 0 ? "-" : ""
  result += grouping ? groupThousands(whole) : String(whole)
  if digits > 0 {
    var f = String(fraction)
    while f.count < digits { f = "0" + f }
    result += "." + f
  }
  return result
}

/// `1234567` → `1,234,567`.
func groupThousands(_ n: Int) -> String {
  let s = String(n)
  guard s.count > 3 else { return s }
  var out = ""
  for (i, c) in s.enumerated() {
    if i > 0, (s.count - i) % 3 == 0 { out.append(",") }
    out.append(c)
  }
  return out
}

/// Statute miles as whole and sixteenths where exact (`1 1/2`, `3/4`), else decimals.
func formatMiles(_ value: Double) -> String {
  let sixteenths = (value * 16).rounded()
  guard abs(value * 16 - sixteenths) < 1e-6, sixteenths >= 0, sixteenths < 1e9 else {
    return formatNumber(value, maxFractionDigits: 2)
  }
  let n = Int(sixteenths)
  let whole = n / 16
  var numerator = n % 16
  var denominator = 16
  while numerator != 0, numerator % 2 == 0 {
    numerator /= 2
    denominator /= 2
  }
  if numerator == 0 { return String(whole) }
  return whole == 0 ? "\(numerator)/\(denominator)" : "\(whole) \(numerator)/\(denominator)"
}
