import Foundation

/// Runs the built `wxparse` binary as a process (from any test target: the binary sits beside
/// the test bundle).
public enum WxparseProcess {
  /// What a finished run gave.
  public struct Result: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output as text.
    public var stdout: String
    /// Standard error as text.
    public var stderr: String
    /// Standard output as bytes (for checks on exact bytes).
    public var stdoutData: Data

    /// The non-empty lines of standard output.
    public var stdoutLines: [Substring] { stdout.split(separator: "\n", omittingEmptySubsequences: true) }
    /// The lines of standard error.
    public var stderrLines: [Substring] { stderr.split(separator: "\n", omittingEmptySubsequences: true) }
  }

  /// The folder holding the built products (`.build/debug`).
  public static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    return Bundle.main.bundleURL
  }

  /// The built binary.
  public static var executable: URL { productsDirectory.appendingPathComponent("wxparse") }

  /// Everything `handle` yields until end of file, read with `read(2)` and retried on `EINTR`
  /// (Foundation's `readDataToEndOfFile` traps when a read is interrupted).
  public static func readAll(_ handle: FileHandle) -> Data {
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
      if n > 0 {
        data.append(contentsOf: chunk[0..<n])
      } else if n == 0 || errno != EINTR {
        return data
      }
    }
  }

  /// What one `read(2)` of `handle` gives (empty at end of file), retried on `EINTR`: returns as
  /// soon as some bytes arrive (Foundation's `availableData` traps when a read is interrupted).
  public static func readSome(_ handle: FileHandle) -> Data {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
      if n > 0 { return Data(chunk[0..<n]) }
      if n == 0 || errno != EINTR { return Data() }
    }
  }

  /// A new empty folder in the temporary directory (the caller removes it).
  public static func makeTemporaryDirectory() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wxparse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A started process and the pipes to its standard input and output (standard error goes to
  /// `stderr`, or nowhere when it is `nil`).
  public struct Launched: Sendable {
    /// The running process.
    public var process: Process
    /// Its standard input.
    public var stdin: Pipe
    /// Its standard output.
    public var stdout: Pipe
    /// Its standard error, when kept.
    public var stderr: Pipe?
  }

  /// Starts `executable` (by default `wxparse`) with `arguments` on pipes.
  public static func launch(
    _ arguments: [String], executable: URL = executable, keepStandardError: Bool = true
  ) throws -> Launched {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let launched = Launched(
      process: process, stdin: Pipe(), stdout: Pipe(), stderr: keepStandardError ? Pipe() : nil)
    process.standardInput = launched.stdin
    process.standardOutput = launched.stdout
    process.standardError = launched.stderr ?? FileHandle.nullDevice
    try process.run()
    return launched
  }

  /// Writes all of `data` to `handle` with `write(2)`, retrying on `EINTR`; stops quietly when
  /// the reader has gone (`EPIPE`: some tests end the process before it has read everything).
  public static func writeAll(_ handle: FileHandle, _ data: Data) {
    signal(SIGPIPE, SIG_IGN)
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let n = write(handle.fileDescriptor, base + offset, bytes.count - offset)
        if n > 0 {
          offset += n
        } else if n < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }

  /// Runs `executable` (by default `wxparse`) with `arguments`, feeding `input` on standard input.
  public static func run(_ arguments: [String], input: Data = Data(), executable: URL = executable) throws -> Result {
    let launched = try launch(arguments, executable: executable)
    let writer = Thread {
      writeAll(launched.stdin.fileHandleForWriting, input)
      try? launched.stdin.fileHandleForWriting.close()
    }
    writer.start()
    let errBox = DataBox()
    let errReader = Thread {
      errBox.set(launched.stderr.map { readAll($0.fileHandleForReading) } ?? Data())
    }
    errReader.start()
    let outData = readAll(launched.stdout.fileHandleForReading)
    launched.process.waitUntilExit()
    let errData = errBox.wait()
    return Result(
      status: launched.process.terminationStatus,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self),
      stdoutData: outData)
  }

  /// Runs `wxparse` with standard input and output on files (for inputs too large to hold
  /// twice in memory), its address space limited to `memoryLimitKB` if given (through
  /// `/bin/sh`'s `ulimit -v`); returns the exit status and standard error.
  public static func run(
    _ arguments: [String], stdinFile: URL, stdoutFile: URL, memoryLimitKB: Int? = nil
  ) throws -> (status: Int32, stderr: String) {
    _ = FileManager.default.createFile(atPath: stdoutFile.path, contents: nil)
    let process = Process()
    if let memoryLimitKB {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "ulimit -v \(memoryLimitKB) && exec \"$0\" \"$@\"", executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    let input = try FileHandle(forReadingFrom: stdinFile)
    let output = try FileHandle(forWritingTo: stdoutFile)
    defer {
      try? input.close()
      try? output.close()
    }
    let stderrPipe = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = stderrPipe
    try process.run()
    let errData = readAll(stderrPipe.fileHandleForReading)
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: errData, as: UTF8.self))
  }

  /// Starts `wxparse` on a pipe that stays open, writes `firstInput`, and returns what arrives
  /// on standard output within `timeout` seconds (before the input ends); then closes the
  /// input and waits for the process.
  public static func outputBeforeEndOfInput(_ arguments: [String], firstInput: Data, timeout: Double) throws -> Data {
    let launched = try launch(arguments, keepStandardError: false)
    writeAll(launched.stdin.fileHandleForWriting, firstInput)
    let box = DataBox()
    let reader = Thread {
      // `readSome` returns as soon as some output arrives.
      box.set(readSome(launched.stdout.fileHandleForReading))
    }
    reader.start()
    let early = box.wait(timeout: timeout)
    try? launched.stdin.fileHandleForWriting.close()
    launched.process.waitUntilExit()
    return early ?? Data()
  }
}

/// Data handed from a reader thread, with a wait for it to arrive.
public final class DataBox: @unchecked Sendable {
  /// An empty box.
  public init() {}
  private let condition = NSCondition()
  private var data: Data?

  /// Hands `value` over, waking a waiting reader.
  public func set(_ value: Data) {
    condition.lock()
    data = value
    condition.signal()
    condition.unlock()
  }

  /// The data, once it has arrived.
  public func wait() -> Data {
    condition.lock()
    defer { condition.unlock() }
    while data == nil { condition.wait() }
    return data ?? Data()
  }

  /// The data, or `nil` if none arrived within `timeout` seconds.
  public func wait(timeout: Double) -> Data? {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while data == nil {
      if !condition.wait(until: deadline) { break }
    }
    return data
  }
}
