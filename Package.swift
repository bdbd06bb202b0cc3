// swift-tools-version: 6.0
import Foundation
import PackageDescription

let package = Package(
  name: "AviationWeather",
  // The oldest Apple platforms the sources support (README, "Platforms"). CI's
  // Scripts/check-availability.sh reads these floors and fails on any API newer than them.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "AviationWeather", targets: ["AviationWeather"]),
    .executable(name: "wxparse", targets: ["wxparse"]),
    .executable(name: "wxparse-fetch", targets: ["wxparse-fetch"]),
    .library(name: "AviationWeatherURLSession", targets: ["AviationWeatherURLSession"]),
    // The world's aerodromes as a StationDirectory (issue 31): its own product, so that an app
    // that does not want the data does not carry it.
    .library(name: "AviationWeatherStations", targets: ["AviationWeatherStations"]),
  ],
  targets: [
    .target(
      name: "AviationWeather",
      // The translators' string tables: compiled into the library by
      // Scripts/generate-localization.py (Localization/_StringTable+*.swift), not a resource
      // bundle, so that the statically linked wxparse finds its text too.
      exclude: ["Localization/Strings"]
    ),
    .target(
      name: "AviationWeatherURLSession",
      dependencies: ["AviationWeather"]
    ),
    // The bundled station table: one generated string literal (Scripts/generate-stations.py).
    .target(
      name: "AviationWeatherStations",
      dependencies: ["AviationWeather"]
    ),
    // The command-line scanner wxparse and wxparse-fetch share (not a product).
    .target(name: "WxparseCommandLine"),
    // wxparse finds each TAF's station in the bundled directory for --timeline's sun rows.
    .executableTarget(
      name: "wxparse",
      dependencies: ["AviationWeather", "AviationWeatherStations", "WxparseCommandLine"]
    ),
    // `wxparse fetch` and `wxparse near` run this program, so that wxparse itself does not
    // load the networking libraries at start-up.
    .executableTarget(
      name: "wxparse-fetch",
      dependencies: ["AviationWeather", "AviationWeatherURLSession", "WxparseCommandLine"]
    ),
    // What the test targets share: fixture files, the recorded data API, running wxparse,
    // canonical JSON. Not a product and no dependency of one; it uses the library's public API
    // only (no @testable), so that AppPathTests may use it.
    .target(
      name: "TestSupport",
      dependencies: ["AviationWeather"],
      path: "Tests/TestSupport"
    ),
    .testTarget(
      name: "AviationWeatherTests",
      dependencies: ["AviationWeather", "AviationWeatherStations", "TestSupport"],
      // The golden SVG of TimelineSVGTests (read from the repository, not a resource).
      exclude: ["Snapshots"]
    ),
    // The app's path (issue 17): what an app does, through the public API only (no @testable).
    .testTarget(
      name: "AppPathTests",
      dependencies: ["AviationWeather", "TestSupport"]
    ),
    .testTarget(
      name: "StationsTests",
      dependencies: ["AviationWeather", "AviationWeatherStations", "TestSupport"]
    ),
    .testTarget(
      name: "URLSessionTransportTests",
      dependencies: ["AviationWeather", "AviationWeatherURLSession", "TestSupport"]
    ),
    .testTarget(
      name: "WxparseTests",
      dependencies: ["wxparse", "AviationWeatherStations", "TestSupport"],
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Benchmarks (issue 7): `AVIATIONWEATHER_BENCHMARKS=1 swift build -c release`, then
// `.build/release/AviationWeatherBenchmarks` (Benchmarks/README.md). Declared only when asked
// for, so that the README's `swift test` does not compile them. Not products, not dependencies
// of the library: the C counter interposes malloc only in the benchmark binary. (Not a package
// of their own: the tokenize benchmark uses the tokenizer's `package` initialiser.)
if ProcessInfo.processInfo.environment["AVIATIONWEATHER_BENCHMARKS"] == "1" {
  package.targets += [
    .target(
      name: "_MallocCounter",
      path: "Benchmarks/MallocCounter"
    ),
    .executableTarget(
      name: "AviationWeatherBenchmarks",
      dependencies: ["AviationWeather", "AviationWeatherStations", "_MallocCounter"],
      path: "Benchmarks/AviationWeatherBenchmarks"
    ),
  ]
}
