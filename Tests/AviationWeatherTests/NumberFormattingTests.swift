import TestSupport
import Testing

@testable import AviationWeather

/// The one thousands grouper, used by descriptions and by wxparse's summary line.
@Suite("Thousands grouping")
struct NumberFormattingTests {
  @Test(arguments: [
    (0, "0"), (999, "999"), (1000, "1,000"), (48_701, "48,701"), (1_234_567, "1,234,567"),
    (-123, "-123"), (-1234, "-1,234"), (-999_999, "-999,999"), (Int.min, "-9,223,372,036,854,775,808"),
  ])
  func grouping(_ value: Int, _ text: String) {
    expectEqual(groupThousands(value), text)
  }
}
