import Foundation

/// Runs the built `wxparse` binary as a process.
enum WxparseProcess {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The folder holding the built products (`.build/debug`).
  static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  /// The repository's `Fixtures/` folder.
  static var fixtures: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures")
  }

  /// Runs `wxparse` with `arguments`, feeding `input` on standard input.
  static func run(_ arguments: [String], input: Data = Data()) throws -> Result {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("wxparse")
    process.arguments = arguments
    let stdinPipe = Pipe()
    let stdoutPipe = Pipe()
    let stderrPipe = Pipe()
    process.standardInput = stdinPipe
    process.standardOutput = stdoutPipe
    process.standardError = stderrPipe
    try process.run()
    let writer = Thread {
      stdinPipe.fileHandleForWriting.write(input)
      try? stdinPipe.fileHandleForWriting.close()
    }
    writer.start()
    let errBox = DataBox()
    let errReader = Thread {
      errBox.set(stderrPipe.fileHandleForReading.readDataToEndOfFile())
    }
    errReader.start()
    let outData = stdoutPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errData = errBox.wait()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}

/// Data handed from a reader thread, with a wait for it to arrive.
final class DataBox: @unchecked Sendable {
  private let condition = NSCondition()
  private var data: Data?

  func set(_ value: Data) {
    condition.lock()
    data = value
    condition.signal()
    condition.unlock()
  }

  func wait() -> Data {
    condition.lock()
    defer { condition.unlock() }
    while data == nil { condition.wait() }
    return data ?? Data()
  }
}
