import Foundation
import TestSupport
import Testing

@testable import AviationWeather

/// The release: one version constant carried by the `User-Agent`, the CHANGELOG, the README's
/// installation snippet; the licence, `.spi.yml`, and the DocC catalog where the tools look.
@Suite("Release")
struct ReleaseTests {
  static let root = Repository.root

  private func text(_ name: String) throws -> String { try Repository.text(name) }

  @Test("The version is major.minor.patch, 0.x while the record format changes")
  func versionShape() throws {
    let parts = AviationWeatherRelease.version.split(separator: ".", omittingEmptySubsequences: false)
    expectEqual(parts.count, 3)
    #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil })
    expectEqual(parts.first, "0")
  }

  @Test("Every request a transport receives carries the version in its User-Agent")
  func userAgentCarriesVersion() async throws {
    let service = RecordedService(scenario: "carolina")
    let client = AviationWeatherClient(transport: service, baseURL: testBaseURL)
    _ = try await client.weatherNear(latitude: 34.7, longitude: -77.0, at: carolinaDate)
    let agents = await service.log.requests.map { $0.headers["User-Agent"] }
    #expect(agents.count >= 3, "station info, METARs and TAFs")
    for agent in agents {
      expectEqual(agent?.hasPrefix("AviationWeather-Swift/\(AviationWeatherRelease.version) "), true)
    }
  }

  @Test("The CHANGELOG's newest released section is the version, dated (an Unreleased one may sit above)")
  func changelogSection() throws {
    let headings = try text("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## [") }
    let released = headings.filter { !$0.hasPrefix("## [Unreleased]") }
    let heading = try #require(released.first)
    let prefix = "## [\(AviationWeatherRelease.version)] — "
    #expect(heading.hasPrefix(prefix), "newest released section: \(heading)")
    let date = heading.dropFirst(prefix.count)
    let fields = date.split(separator: "-").compactMap { Int($0) }
    #expect(date.count == 10 && fields.count == 3, "YYYY-MM-DD: \(date)")
    guard fields.count == 3 else { return }
    let components = DateComponents(year: fields[0], month: fields[1], day: fields[2])
    #expect(components.isValidDate(in: Calendar(identifier: .gregorian)), "a real date: \(date)")
  }

  @Test("The README's installation snippet asks for this version")
  func readmeInstallation() throws {
    let readme = try text("README.md")
    #expect(readme.contains(#".package(url: "https://github.com/aviationweather/AviationWeather.git", from: "\#(AviationWeatherRelease.version)")"#))
    #expect(readme.contains(#".product(name: "AviationWeather", package: "AviationWeather")"#))
    #expect(readme.contains(#".product(name: "AviationWeatherURLSession", package: "AviationWeather")"#))
  }

  @Test("LICENSE is the Apache License 2.0")
  func license() throws {
    let license = try text("LICENSE")
    #expect(license.contains("Apache License\n                           Version 2.0, January 2004"))
    #expect(license.contains("END OF TERMS AND CONDITIONS"))
  }

  @Test(".spi.yml builds the library's documentation")
  func swiftPackageIndex() throws {
    let lines = try text(".spi.yml").split(separator: "\n").filter { !$0.hasPrefix("#") }
    expectEqual(lines.first, "version: 1")
    #expect(lines.contains("    - documentation_targets: [AviationWeather]"))
  }

  /// The regular files under `directory`, by path relative to it.
  private func files(under directory: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let full = directory.appendingPathComponent(path).path
      if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
        found.append(path)
      }
    }
    return found.sorted()
  }

  @Test("The target's catalog links every file of the one in DocC/, articles included, and nothing else")
  func catalogInTarget() throws {
    let inTarget = Self.root.appendingPathComponent("Sources/AviationWeather/AviationWeather.docc")
    let catalog = Self.root.appendingPathComponent("DocC/AviationWeather.docc")
    let catalogFiles = files(under: catalog)
    #expect(catalogFiles.contains("AviationWeather.md"))
    #expect(catalogFiles.contains { $0.hasPrefix("Articles/") && $0.hasSuffix(".md") })
    expectEqual(files(under: inTarget), catalogFiles)
    for file in catalogFiles {
      let linked = inTarget.appendingPathComponent(file)
      let destination = try FileManager.default.destinationOfSymbolicLink(atPath: linked.path)
      #expect(!destination.hasPrefix("/"), "a relative link: \(file)")
      expectEqual(linked.resolvingSymlinksInPath().path, catalog.appendingPathComponent(file).resolvingSymlinksInPath().path)
    }
  }
}
