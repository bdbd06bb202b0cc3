// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "AviationWeather",
  products: [
    .library(name: "AviationWeather", targets: ["AviationWeather"]),
    .executable(name: "wxparse", targets: ["wxparse"]),
    .library(name: "AviationWeatherURLSession", targets: ["AviationWeatherURLSession"]),
  ],
  targets: [
    .target(
      name: "AviationWeather"
    ),
    .target(
      name: "AviationWeatherURLSession",
      dependencies: ["AviationWeather"]
    ),
    .executableTarget(
      name: "wxparse",
      dependencies: ["AviationWeather", "AviationWeatherURLSession"]
    ),
    .testTarget(
      name: "AviationWeatherTests",
      dependencies: ["AviationWeather"]
    ),
    .testTarget(
      name: "URLSessionTransportTests",
      dependencies: ["AviationWeather", "AviationWeatherURLSession"]
    ),
    .testTarget(
      name: "WxparseTests",
      dependencies: ["wxparse"],
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
