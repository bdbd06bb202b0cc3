import Foundation
import TestSupport
import Testing

/// A read error in the middle of a file (a failing disk, a network file system): the reports read
/// before it still get their records, in order and under that file's name, before the next file
/// starts; the error is reported and the exit status is 2.
///
/// The error comes from a small `LD_PRELOAD` library, built here with the C compiler, that makes
/// `read(2)` on one path fail with `EIO` after a number of reads.
@Suite struct ReadErrorTests {
  static let compiler = "/usr/bin/cc"

  static let shimSource = """
    #define _GNU_SOURCE
    #include <dlfcn.h>
    #include <errno.h>
    #include <stdio.h>
    #include <stdlib.h>
    #include <string.h>
    #include <unistd.h>
    static int reads;
    ssize_t read(int fd, void *buf, size_t n) {
      static ssize_t (*real)(int, void *, size_t);
      if (!real) real = (ssize_t (*)(int, void *, size_t))dlsym(RTLD_NEXT, "read");
      const char *path = getenv("FAIL_READ_PATH");
      const char *after = getenv("FAIL_READ_AFTER");
      if (path && after && fd > 2) {
        char link[64], target[4096];
        snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
        ssize_t length = readlink(link, target, sizeof target - 1);
        if (length > 0) {
          target[length] = 0;
          if (strcmp(target, path) == 0 && ++reads > atoi(after)) { errno = EIO; return -1; }
        }
      }
      return real(fd, buf, n);
    }
    """

  /// Runs wxparse with `read` failing on `failing` after `after` reads; returns status, stdout, stderr.
  static func run(_ arguments: [String], failing: URL, after: Int, shim: URL) throws -> (Int32, [String], String) {
    let process = Process()
    process.executableURL = WxparseProcess.executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["LD_PRELOAD"] = shim.path
    environment["FAIL_READ_PATH"] = failing.resolvingSymlinksInPath().path
    environment["FAIL_READ_AFTER"] = String(after)
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let errorBox = DataBox()
    let errorReader = Thread { errorBox.set(WxparseProcess.readAll(errors.fileHandleForReading)) }
    errorReader.start()
    let out = WxparseProcess.readAll(output.fileHandleForReading)
    process.waitUntilExit()
    let lines = String(decoding: out, as: UTF8.self).split(separator: "\n").map(String.init)
    return (process.terminationStatus, lines, String(decoding: errorBox.wait(), as: UTF8.self))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: ReadErrorTests.compiler)))
  func recordsReadBeforeTheErrorAreWrittenUnderTheirFile() throws {
    #if os(Linux)
      let folder = try WxparseProcess.makeTemporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      let source = folder.appendingPathComponent("fail-read.c")
      let shim = folder.appendingPathComponent("fail-read.so")
      try Self.shimSource.write(to: source, atomically: false, encoding: .utf8)
      let build = Process()
      build.executableURL = URL(fileURLWithPath: Self.compiler)
      build.arguments = ["-shared", "-fPIC", "-o", shim.path, source.path, "-ldl"]
      try build.run()
      build.waitUntilExit()
      try #require(build.terminationStatus == 0)

      // Three copies of the corpus (9 MB); reads are 256 KiB, so the third read fails with many
      // batches read and not yet written. A second, small file follows.
      let corpus = try Fixture.lines("metar_corpus.txt")
      let first = folder.appendingPathComponent("first.txt")
      let text = (corpus + corpus + corpus).joined(separator: "\n") + "\n"
      try text.write(to: first, atomically: false, encoding: .utf8)
      let second = URL(fileURLWithPath: Fixture.path("wxparse_snapshot_metars.txt"))
      let secondLines = try Fixture.lines("wxparse_snapshot_metars.txt").count

      var outputs: [[String]] = []
      for threads in ["1", "3"] {
        let arguments = ["--json", "--strict", "--threads", threads, first.path, second.path]
        let (status, records, errors) = try Self.run(arguments, failing: first, after: 2, shim: shim)
        #expect(status == 2)
        #expect(errors.contains("wxparse: error: cannot read '\(first.path)': Input/output error"))
        // The first file's records: one for each of its first lines, in order (as far as it was
        // read: two reads of up to 512 KiB), then every record of the second file.
        let fromFirst = records.count - secondLines
        #expect(fromFirst > 2_000 && fromFirst < corpus.count)
        for (index, record) in records.prefix(max(fromFirst, 0)).enumerated() {
          let object = try JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any]
          #expect(object?["raw"] as? String == corpus[index], "record \(index)")
          // Error records name their file: the first one, not the file read after it.
          if let file = object?["file"] as? String { #expect(file == first.path) }
        }
        outputs.append(records)
      }
      #expect(outputs[0] == outputs[1])
    #endif
  }
}
