import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for the transport tests: binds an ephemeral port,
/// answers each connection from a fixed route table on its own thread, closes the connection
/// after one answer, and stops itself after `lifetime` seconds even if a test forgets to.
/// It never connects anywhere.
final class LocalHTTPServer: @unchecked Sendable {
  /// A canned answer; `delay` seconds pass before it is written.
  struct Route: Sendable {
    var status: Int
    var reason: String
    var headers: [(String, String)] = []
    var body: [UInt8] = []
    var delay: TimeInterval = 0
    /// When positive, the body is written one byte every `dripInterval` seconds.
    var dripInterval: TimeInterval = 0
    /// When positive, the body is this many bytes of `A`, made as they are written (64 KiB at a
    /// time), so that a huge answer is never held by the server.
    var generatedBytes: Int = 0
    /// Whether the head declares the body's length (`Content-Length`); without it the body
    /// ends when the connection closes.
    var declaresLength = true
  }

  /// One request as received: the request line's target and the headers (names lower-cased).
  struct Received: Sendable {
    var target: String
    var headers: [String: String]
  }

  let port: UInt16
  private let listener: Int32
  private let routes: [String: Route]
  private let lock = NSLock()
  private var stopped = false
  private var received: [Received] = []
  private var sent: [String: Int] = [:]

  /// Starts listening; routes are keyed by the path (the target without its query).
  ///
  /// The default lifetime is an hour: an async test that starts its server and then waits behind
  /// CPU-bound suites for a thread of the concurrency pool (two on a two-core machine) may send
  /// its first request minutes later; with 300 s, a loaded machine's `swift test` failed nine
  /// transport tests with "connection failed" to a server that had already stopped itself.
  init(routes: [String: Route], lifetime: TimeInterval = 3600) throws {
    self.routes = routes
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw ServerError.socket(errno) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(fd, 16) == 0 else {
      close(fd)
      throw ServerError.socket(errno)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    listener = fd
    port = UInt16(bigEndian: address.sin_port)
    let deadline = Date().addingTimeInterval(lifetime)
    Thread.detachNewThread { [self] in acceptLoop(until: deadline) }
  }

  deinit { stop() }

  /// The base URL of the server.
  var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/api/data/") ?? URL(fileURLWithPath: "/") }

  /// The requests received so far.
  var requests: [Received] { lock.withLock { received } }

  /// The body bytes written so far for each path (the client may stop reading before the end).
  func bodyBytesSent(to path: String) -> Int { lock.withLock { sent[path] ?? 0 } }

  /// Stops accepting; connections being answered finish on their own threads.
  func stop() {
    let wasRunning = lock.withLock {
      let running = !stopped
      stopped = true
      return running
    }
    if wasRunning { shutdown(listener, Int32(SHUT_RDWR)) }
  }

  private var isStopped: Bool { lock.withLock { stopped } }

  private func acceptLoop(until deadline: Date) {
    defer { close(listener) }
    while !isStopped, Date() < deadline {
      var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 100) > 0 else { continue }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      Thread.detachNewThread { [self] in answer(connection) }
    }
    stop()
  }

  private func answer(_ connection: Int32) {
    defer { close(connection) }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var request: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    let end: [UInt8] = Array("\r\n\r\n".utf8)
    while request.count < 65_536, !request.ends(with: end) {
      let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return }
      request += buffer[0..<count]
      if let range = request.firstRange(of: end) { request.removeSubrange(range.upperBound...) }
    }
    let lines = String(decoding: request, as: UTF8.self).components(separatedBy: "\r\n")
    let parts = (lines.first ?? "").split(separator: " ")
    guard parts.count >= 2 else { return }
    let target = String(parts[1])
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    lock.withLock { received.append(Received(target: target, headers: headers)) }
    let path = String(target.prefix { $0 != "?" })
    let route = routes[path] ?? Route(status: 404, reason: "Not Found", body: Array("Not Found".utf8))
    if route.delay > 0 { Thread.sleep(forTimeInterval: route.delay) }
    let length = route.generatedBytes > 0 ? route.generatedBytes : route.body.count
    var head = "HTTP/1.1 \(route.status) \(route.reason)\r\n"
    if route.declaresLength { head += "Content-Length: \(length)\r\n" }
    head += "Connection: close\r\n"
    for (name, value) in route.headers { head += "\(name): \(value)\r\n" }
    guard write(Array((head + "\r\n").utf8), to: connection) else { return }
    if route.generatedBytes > 0 {
      let chunk = [UInt8](repeating: UInt8(ascii: "A"), count: 1 << 16)
      var left = route.generatedBytes
      while left > 0, !isStopped {
        let piece = Array(chunk.prefix(left))
        guard write(piece, to: connection) else { return }
        lock.withLock { sent[path, default: 0] += piece.count }
        left -= piece.count
      }
    } else if route.dripInterval > 0 {
      for byte in route.body {
        guard !isStopped, write([byte], to: connection) else { return }
        lock.withLock { sent[path, default: 0] += 1 }
        Thread.sleep(forTimeInterval: route.dripInterval)
      }
    } else {
      guard write(route.body, to: connection) else { return }
      lock.withLock { sent[path, default: 0] += route.body.count }
    }
  }

  /// Writes all of `bytes`; false when the connection broke.
  private func write(_ bytes: [UInt8], to connection: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }

  enum ServerError: Error { case socket(Int32) }

  /// A port on 127.0.0.1 that nothing listens on: bound, read, and closed again.
  static func closedPort() throws -> UInt16 {
    let server = try LocalHTTPServer(routes: [:], lifetime: 1)
    let port = server.port
    server.stop()
    Thread.sleep(forTimeInterval: 0.2)  // the accept loop polls every 100 ms, then closes the socket
    return port
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
