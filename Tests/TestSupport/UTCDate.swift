import Foundation

/// A UTC instant, built with plain day counting (no `Calendar`, and none of the library's own
/// date arithmetic, so that it checks that arithmetic independently).
public func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Double = 0)
  -> Date
{
  func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }
  let monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
  var days = 0
  for y in 1970..<year { days += isLeap(y) ? 366 : 365 }
  for m in 1..<month { days += monthLengths[m - 1] + (m == 2 && isLeap(year) ? 1 : 0) }
  days += day - 1
  return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60) + second)
}
