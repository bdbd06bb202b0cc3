// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "AviationWeather",
  products: [
    .library(name: "AviationWeather", targets: ["AviationWeather"]),
    .executable(name: "wxparse", targets: ["wxparse"]),
  ],
  targets: [
    .target(
      name: "AviationWeather"
    ),
    .executableTarget(
      name: "wxparse",
      dependencies: ["AviationWeather"]
    ),
    .testTarget(
      name: "AviationWeatherTests",
      dependencies: ["AviationWeather"]
    ),
    .testTarget(
      name: "WxparseTests",
      dependencies: ["wxparse"],
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
