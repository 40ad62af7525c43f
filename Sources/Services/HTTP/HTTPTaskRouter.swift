import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Hands each URLSession callback to the exchange its task belongs to.
///
/// A session reports the events of all its tasks to its one delegate, which is this
/// router. It keeps each exchange from registration until its task completes, which
/// URLSession reports for every task, cancelled ones included, so nothing stays behind.
final class HTTPTaskRouter: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // NB: @unchecked only because NSObject is not Sendable on every platform; the one
  // stored property is.
  private let exchanges = LockedValue<[Int: HTTPExchange]>([:])

  /// Routes the callbacks of `task` to `exchange` until the task completes.
  func register(_ exchange: HTTPExchange, for task: URLSessionTask) {
    exchanges.withLock { $0[task.taskIdentifier] = exchange }
  }

  private func exchange(for task: URLSessionTask) -> HTTPExchange? {
    exchanges.withLock { $0[task.taskIdentifier] }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let accepted = exchange(for: dataTask).map { judge(response, of: dataTask, by: $0) } ?? false
    completionHandler(accepted ? .allow : .cancel)
  }

  /// Whether `exchange` accepts `response` to `task`, and so reads its body.
  private func judge(
    _ response: URLResponse, of task: URLSessionTask, by exchange: HTTPExchange
  ) -> Bool {
    let head =
      (response as? HTTPURLResponse).map(HTTPReplyHead.init) ?? HTTPReplyHead(status: 0, fields: [])
    let url = response.url ?? task.currentRequest?.url ?? URL(filePath: "/")
    return exchange.receive(head, from: url)
  }

  /// Declines every redirect, so URLSession delivers the redirect itself as the response:
  /// the transport follows it, with the same checks as any other request, and sends an
  /// `http:` target to Stratus's own client.
  ///
  /// NB: the exchange is not settled here. Calling `cancel()` from inside this callback
  /// crashes swift-corelibs-foundation ("Received callback for HTTP redirection, but
  /// we're not waiting for it").
  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    exchange(for: dataTask)?.receive(data)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    guard let exchange = exchanges.withLock({ $0.removeValue(forKey: task.taskIdentifier) })
    else { return }
    // NB: swift-corelibs-foundation does not report a redirect it cannot follow (a 302
    // without a Location) through `didReceive response`: the task just completes with it.
    // Judge the response here, so it is refused as a redirect rather than read as a 200.
    if error == nil, !exchange.hasReceivedHead, let response = task.response {
      guard judge(response, of: task, by: exchange) else { return }
    }
    exchange.complete(with: error)
  }
}
