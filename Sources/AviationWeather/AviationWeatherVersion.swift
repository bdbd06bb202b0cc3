/// The package's version: the one number that `wxparse --version`, the fetch client's
/// `User-Agent` and the CHANGELOG's newest section carry.
///
/// The version is 0.x while the record format (the Codable and JSON form of reports) may still
/// change between minor versions.
///
/// ```swift
/// print(AviationWeatherVersion.string)   // "0.3.0"
/// ```
public enum AviationWeatherVersion {
  /// The version as `major.minor.patch`, e.g. `"0.3.0"`.
  public static let string = "0.3.0"
}
