/// The package's release: the one version number that `wxparse --version`, the fetch client's
/// `User-Agent` and the CHANGELOG's newest section carry.
///
/// The version is 0.x while the record format (the Codable and JSON form of reports) may still
/// change between minor versions.
///
/// ```swift
/// print(AviationWeatherRelease.version)   // "0.3.0"
/// ```
///
/// (Not `AviationWeatherVersion`: the symbol graph, and so DocC, leaves out a symbol named like a
/// framework's `<Module>Version` number.)
public enum AviationWeatherRelease {
  /// The version as `major.minor.patch`, e.g. `"0.3.0"`.
  public static let version = "0.3.0"
}
