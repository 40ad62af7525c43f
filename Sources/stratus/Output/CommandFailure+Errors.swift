import Application
import Services

extension CommandFailure {
  /// A data source's failure, with the exit status that says what kind it was: 69 when
  /// the source cannot be reached, 65 when what it sent cannot be read, 74 when the
  /// local machine failed.
  init(_ error: any Error) {
    guard let error = error as? ClientError else {
      self.init(.software, "\(details: error)")
      return
    }
    // A URL's query can outrun the whole message's limit; cut it alone, so the reason at
    // the end of the message is never what the cut removes.
    let text = error.description { Message.shown($0, limit: Message.echoLimit * 2) }
    switch error {
    case .unreachable, .timedOut, .httpStatus:
      self.init(.unavailable, "\(details: text)")
    case .malformed, .tooLarge, .notFound:
      self.init(.dataError, "\(details: text)")
    case .io:
      self.init(.ioError, "\(details: text)")
    case .unimplemented:
      self.init(.software, "\(details: text)")
    }
  }

  /// The app could not be built: an unknown account is a usage error that lists the
  /// accounts.
  init(_ error: AppError) {
    switch error {
    case .unknownAccount(let name, let known):
      // Each name is an echo of the settings file: cut to 80 like any other.
      let names = known.map { Message.shown($0, limit: Message.echoLimit) }
      self = .usage(
        "unknown account '\(name)'; accounts: \(details: names.joined(separator: ", "))")
    }
  }
}
