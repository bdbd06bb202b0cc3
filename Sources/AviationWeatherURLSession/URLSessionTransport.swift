import AviationWeather
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A ``WeatherTransport`` over URLSession (FoundationNetworking on Linux).
///
/// Each transport owns its URLSession, made from an ephemeral configuration (no shared cache,
/// cookies or credentials; no global state). Requests time out after the request's
/// `timeout` (or the transport's, whichever is shorter; on Linux rounded up to whole seconds,
/// because FoundationNetworking fires sub-second timeouts at once), and carry a descriptive
/// `User-Agent` unless the request sets one. The transport never retries.
///
/// The answer is read as it arrives: reading stops, and the request is cancelled, as soon as
/// the body passes the request's `maximumBodyBytes` (after decompression; also at once when a
/// plain answer's `Content-Length` says it will), so a huge answer is never held whole.
/// Compressed answers stay welcome (`Accept-Encoding` is left to the system unless the request
/// sets one). On Linux, FoundationNetworking has libcurl inflate them and queues every chunk
/// for the delegate without waiting; the transport's delegate queue holds that producer back
/// while 128 chunks (16 KB each) wait, so a gzip answer inflating far past the cap (200 MB from
/// 200 KB) also ends with `answerTooLarge`, resident memory growing by some 10–20 MB, not by
/// the inflated size. What libcurl read before the cancel takes effect is still inflated and
/// dropped: CPU time, not memory.
///
/// ```swift
/// let client = AviationWeatherClient(transport: URLSessionTransport())
/// ```
public final class URLSessionTransport: WeatherTransport, CustomStringConvertible {
  /// The `User-Agent` sent when a request has none; it carries `AviationWeatherRelease.version`.
  public static let defaultUserAgent = "AviationWeather-Swift/\(AviationWeatherRelease.version) (URLSessionTransport)"

  /// The longest wait for one answer, in seconds.
  public let timeout: TimeInterval
  /// The `User-Agent` sent when a request has none.
  public let userAgent: String
  private let session: URLSession
  private let receiver: _AnswerReceiver

  /// Creates a transport with its own ephemeral URLSession.
  ///
  /// - Parameters:
  ///   - timeout: The longest wait for one answer, in seconds (default 15). A value that is not
  ///     a positive finite number is taken as 60 s, one beyond a day as a day.
  ///   - userAgent: Sent when a request has no `User-Agent` of its own.
  public init(timeout: TimeInterval = 15, userAgent: String = URLSessionTransport.defaultUserAgent) {
    self.timeout = timeout
    self.userAgent = userAgent
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = Self.effectiveTimeout(timeout)
    configuration.timeoutIntervalForResource = Self.effectiveTimeout(timeout)
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.httpAdditionalHeaders = ["User-Agent": userAgent]
    let receiver = _AnswerReceiver()
    self.receiver = receiver
    #if canImport(FoundationNetworking)
      let delegateQueue: OperationQueue? = _BoundedDelegateQueue()
    #else
      let delegateQueue: OperationQueue? = nil
    #endif
    self.session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: delegateQueue)
  }

  /// The timeout handed to URLSession: a positive finite number of seconds up to a day (60 s for
  /// a value that is not finite or not positive). FoundationNetworking (Linux) counts timeouts
  /// in whole seconds and fires at once for a value under one second, so there timeouts are
  /// rounded up to whole seconds, at least 1.
  static func effectiveTimeout(_ seconds: TimeInterval) -> TimeInterval {
    let positive = seconds.isFinite && seconds > 0 ? min(max(seconds, 0.001), 86_400) : 60
    #if canImport(FoundationNetworking)
      return max(1, positive.rounded(.up))
    #else
      return positive
    #endif
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  /// `URLSessionTransport (timeout 15 s)`; a timeout no clock can wait is written as Swift
  /// writes a `Double` (`inf`, `nan`).
  public var description: String {
    let seconds = timeout.isFinite && abs(timeout) < 1e15 ? String(Int(timeout.rounded())) : "\(timeout)"
    return "URLSessionTransport (timeout \(seconds) s)"
  }

  /// Sends a GET request and returns the answer, whatever its status.
  ///
  /// - Throws: ``FetchError`` with code `timedOut` when no answer arrived in time, `offline`
  ///   when the device has no connection, `cancelled` when the task was cancelled,
  ///   `answerTooLarge` when the body passes the request's `maximumBodyBytes`, and `transport`
  ///   for any other failure (connection refused, host not found, a broken connection).
  public func send(_ request: TransportRequest) async throws -> TransportResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = "GET"
    urlRequest.timeoutInterval = Self.effectiveTimeout(min(request.timeout, timeout))
    urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    if urlRequest.value(forHTTPHeaderField: "User-Agent") == nil {
      urlRequest.setValue(userAgent, forHTTPHeaderField: "User-Agent")
    }
    let url = request.url.absoluteString
    let limit = request.maximumBodyBytes.map { max(0, $0) } ?? Int.max
    let task = session.dataTask(with: urlRequest)
    let answer = _Answer(limit: limit)
    let outcome: Result<(HTTPURLResponse, [UInt8]), any Error> = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        answer.start(continuation)
        receiver.register(answer, for: task)
        task.resume()
      }
    } onCancel: {
      answer.finish(.failure(CancellationError()))
      _AnswerReceiver.cancel(task)
    }
    receiver.forget(task)
    switch outcome {
    case .success(let (http, body)):
      var headers: [String: String] = [:]
      for (name, value) in http.allHeaderFields {
        headers[String(describing: name)] = String(describing: value)
      }
      return TransportResponse(status: http.statusCode, headers: headers, body: body)
    case .failure(let error as _TooLarge):
      throw FetchError(
        code: .answerTooLarge, url: url, status: error.status, message: "the answer holds more than \(limit) bytes")
    case .failure(is _NotHTTP):
      throw FetchError(code: .transport, url: url, message: "not an HTTP answer")
    case .failure(let error as URLError):
      switch error.code {
      case .timedOut:
        throw FetchError(code: .timedOut, url: url, message: "no answer within \(urlRequest.timeoutInterval) s")
      case .cancelled: throw FetchError(code: .cancelled, url: url)
      case .notConnectedToInternet, .networkConnectionLost, .dataNotAllowed, .internationalRoamingOff:
        throw FetchError(code: .offline, url: url, message: "URLError \(error.code.rawValue)")
      default: throw FetchError(code: .transport, url: url, message: "URLError \(error.code.rawValue)")
      }
    case .failure(is CancellationError):
      throw FetchError(code: .cancelled, url: url)
    case .failure(let error):
      throw FetchError(code: .transport, url: url, message: String(describing: error))
    }
  }
}

/// The body passed the cap (with the status of the answer whose body it was).
private struct _TooLarge: Error {
  var status: Int
}

/// The answer is not an HTTP answer.
private struct _NotHTTP: Error {}

/// One answer being read: the response, the bytes so far, the cap, and the continuation that
/// receives the outcome once.
private final class _Answer: @unchecked Sendable {
  private let lock = NSLock()
  let limit: Int
  private var response: HTTPURLResponse?
  private var body: [UInt8] = []
  private var continuation: CheckedContinuation<Result<(HTTPURLResponse, [UInt8]), any Error>, Never>?
  private var outcome: Result<(HTTPURLResponse, [UInt8]), any Error>?
  private var cancelClaimed = false

  init(limit: Int) { self.limit = limit }

  /// Sets the continuation, or resumes it at once when the answer already ended (cancelled first).
  func start(_ continuation: CheckedContinuation<Result<(HTTPURLResponse, [UInt8]), any Error>, Never>) {
    let ended = lock.withLock {
      if outcome == nil { self.continuation = continuation }
      return outcome
    }
    if let ended { continuation.resume(returning: ended) }
  }

  /// Keeps the response; `false` (stop reading) when it is not HTTP or its declared plain length
  /// passes the cap.
  func receive(_ response: URLResponse) -> Bool {
    guard let http = response as? HTTPURLResponse else {
      finish(.failure(_NotHTTP()))
      return false
    }
    lock.withLock { self.response = http }
    let encoded = http.value(forHTTPHeaderField: "Content-Encoding").map { !$0.isEmpty && $0 != "identity" } ?? false
    if !encoded, http.expectedContentLength > Int64(limit) {
      finish(.failure(_TooLarge(status: http.statusCode)))
      return false
    }
    return true
  }

  /// `true` the first time only, `false` ever after: whoever gets `true` cancels the task.
  func claimCancel() -> Bool {
    lock.withLock {
      defer { cancelClaimed = true }
      return !cancelClaimed
    }
  }

  /// Adds bytes; `false` (stop reading) once the body passes the cap.
  func receive(_ data: Data) -> Bool {
    let over: Int? = lock.withLock {
      guard outcome == nil else { return nil }
      guard data.count <= limit - body.count else { return response?.statusCode ?? 0 }
      body.append(contentsOf: data)
      return nil
    }
    if let status = over {
      finish(.failure(_TooLarge(status: status)))
      return false
    }
    return lock.withLock { outcome == nil }
  }

  /// Ends the answer: the error, or the response and body read.
  func complete(_ error: (any Error)?) {
    if let error {
      finish(.failure(error))
      return
    }
    let read: (HTTPURLResponse, [UInt8])? = lock.withLock { response.map { ($0, body) } }
    finish(read.map { .success($0) } ?? .failure(_NotHTTP()))
  }

  /// Resumes the continuation with `result` unless the answer already ended.
  func finish(_ result: Result<(HTTPURLResponse, [UInt8]), any Error>) {
    let waiting: CheckedContinuation<Result<(HTTPURLResponse, [UInt8]), any Error>, Never>?? = lock.withLock {
      guard outcome == nil else { return .none }
      outcome = result
      body = []
      defer { continuation = nil }
      return .some(continuation)
    }
    if case .some(let continuation?) = waiting { continuation.resume(returning: result) }
  }
}

/// The session's delegate: hands each task's response and bytes to its ``_Answer``, and cancels
/// the task when the answer says to stop reading.
private final class _AnswerReceiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [Int: _Answer] = [:]

  func register(_ answer: _Answer, for task: URLSessionTask) {
    lock.withLock { answers[task.taskIdentifier] = answer }
  }

  func forget(_ task: URLSessionTask) {
    _ = lock.withLock { answers.removeValue(forKey: task.taskIdentifier) }
  }

  private func answer(for task: URLSessionTask) -> _Answer? {
    lock.withLock { answers[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let answer = answer(for: dataTask)
    // Cancelling the task stops the transfer; the `.cancel` disposition lets
    // FoundationNetworking go on receiving (and holding) the body meanwhile.
    if answer?.receive(response) != true, answer?.claimCancel() ?? true { Self.cancel(dataTask) }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    // Without an answer the task has ended, and whoever ended it cancelled it.
    guard let answer = answer(for: dataTask) else { return }
    if !answer.receive(data), answer.claimCancel() { Self.cancel(dataTask) }
  }

  /// Cancels `task`; on Linux on a serial queue of its own, without waiting: there
  /// `URLSessionTask.cancel()` may wait for FoundationNetworking's work queue (`workQueue.sync`
  /// in the toolchain's FoundationNetworking; `workQueue.async` in later ones), which may be
  /// waiting for a delegate queue (``_BoundedDelegateQueue``) — this one's, or another
  /// session's — and neither the delegate queue nor a thread of Swift concurrency's width-limited
  /// pool may wait for it.
  static func cancel(_ task: URLSessionTask) {
    #if canImport(FoundationNetworking)
      canceller.async { task.cancel() }
    #else
      task.cancel()
    #endif
  }

  #if canImport(FoundationNetworking)
    /// Where ``cancel(_:)`` cancels tasks on Linux (a serial queue gets a thread of its own).
    private static let canceller = DispatchQueue(label: "AviationWeather URLSessionTransport cancel")
  #endif

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    answer(for: task)?.complete(error)
  }
}

#if canImport(FoundationNetworking)
  /// The session's delegate queue on Linux: serial, and it holds back whoever adds work while
  /// ``pendingLimit`` operations are waiting.
  ///
  /// FoundationNetworking hands every chunk libcurl writes to the delegate with
  /// `delegateQueue.addOperation` from inside libcurl's write callback, on the session's work
  /// queue (`_NativeProtocol.notifyDelegate(aboutReceivedData:)`), and never waits for it. The
  /// cancel that ends an answer at its cap also runs on that work queue, so it waits until
  /// libcurl returns — and libcurl inflates everything it has read from the socket before
  /// returning: a 200 KB gzip answer becomes 200 MB of chunks queued for the delegate. Here the
  /// producer waits (up to ``longestWait`` for each chunk, so that no lock order of
  /// FoundationNetworking's can deadlock) while the delegate catches up, and the queued chunks
  /// stay about 2 MB whatever the answer inflates to.
  private final class _BoundedDelegateQueue: OperationQueue, @unchecked Sendable {
    /// Operations that may wait at once before adding another holds its caller back.
    static let pendingLimit = 128
    /// The longest one caller is held back (it then adds its operation anyway).
    static let longestWait: DispatchTimeInterval = .milliseconds(200)

    private let permits = DispatchSemaphore(value: _BoundedDelegateQueue.pendingLimit)
    /// The serial queue the operations run on (held here: `underlyingQueue` does not keep it).
    ///
    /// A serial queue gets a thread of its own when it needs one, where an operation queue's
    /// default concurrent queue shares the process's width-limited pool with Swift concurrency:
    /// with that pool's threads waiting in FoundationNetworking's `workQueue.sync` (every new
    /// task calls it) while the work queue waits here for the delegate, nothing would move.
    private let serial = DispatchQueue(label: "AviationWeather URLSessionTransport delegate")

    override init() {
      super.init()
      maxConcurrentOperationCount = 1
      underlyingQueue = serial
      name = "AviationWeather URLSessionTransport delegate"
    }

    override func addOperation(_ block: @escaping @Sendable () -> Void) {
      // An operation of this queue adding another must not wait for itself.
      let held = OperationQueue.current !== self && permits.wait(timeout: .now() + Self.longestWait) == .success
      let permits = self.permits
      super.addOperation(
        BlockOperation {
          defer { if held { permits.signal() } }
          block()
        })
    }
  }
#endif
