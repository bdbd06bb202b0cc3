import AviationWeather
import TestSupport
import Testing

/// `wxparse --version` prints the library's one version constant.
@Suite struct VersionFlagTests {
  @Test func versionIsTheLibraryVersion() throws {
    let result = try WxparseProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "wxparse \(AviationWeatherRelease.version)\n")
  }
}
