extension ClientError {
  /// The error a client threw, as a ``ClientError``.
  ///
  /// Clients promise to throw only `ClientError`s; anything else is a bug in a client
  /// and is reported by its type name alone, because its description might hold
  /// anything, a key included.
  init(wrapping error: any Error, source: String) {
    if let clientError = error as? ClientError {
      self = clientError
    } else {
      self = .malformed(source: source, reason: "unexpected \(type(of: error))")
    }
  }
}
