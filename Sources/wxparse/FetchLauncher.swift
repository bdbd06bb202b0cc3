import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `wxparse fetch …` and `wxparse near …`: replaces this process with the `wxparse-fetch`
/// program, as `git foo` runs `git-foo`.
///
/// The commands live in their own program so that wxparse does not link the networking
/// libraries (FoundationNetworking, libcurl, OpenSSL): loading them took about 8 ms of every
/// wxparse run, half its start-up, though only these two commands use them.
enum FetchLauncher {
  /// The program that runs `fetch` and `near`.
  static let programName = "wxparse-fetch"

  /// When `arguments` (without the program name) start with `fetch` or `near`, runs
  /// `wxparse-fetch` with them: the one next to this executable, else the first on `PATH`.
  /// Returns only when that fails, with the exit status to give (2, after a one-line error);
  /// returns `nil` for any other command line.
  static func execIfRequested(_ arguments: [String]) -> Int32? {
    guard let command = arguments.first, command == "fetch" || command == "near" else { return nil }
    let directory = executableDirectory
    var candidates: [String] = []
    if let directory { candidates.append(directory + "/" + programName) }
    candidates.append(programName)  // execvp looks it up on PATH
    for candidate in candidates {
      let argv = ([candidate] + arguments).map { strdup($0) } + [nil]
      // Only returns on failure. A missing program: try the next place. One that is there but
      // cannot run (not executable, not a program): say so, rather than run another copy.
      if candidate.contains("/") { execv(candidate, argv) } else { execvp(candidate, argv) }
      let code = errno
      for pointer in argv { free(pointer) }
      if code != ENOENT && code != ENOTDIR {
        StandardError.write("wxparse: error: cannot run \(candidate): \(String(cString: strerror(code)))\n")
        return 2
      }
    }
    let place = directory.map { " (looked in \($0) and on PATH)" } ?? " (looked on PATH)"
    StandardError.write(
      "wxparse: error: '\(command)' needs the \(programName) program, installed beside wxparse\(place);"
        + " 'swift build' builds both\n")
    return 2
  }

  /// The directory this executable is in, symbolic links resolved.
  static var executableDirectory: String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      if length > 0 {
        let path = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if let slash = path.lastIndex(of: "/") { return slash == path.startIndex ? "/" : String(path[..<slash]) }
      }
    #endif
    return Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path
  }
}
