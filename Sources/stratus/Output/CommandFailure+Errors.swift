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
    switch error {
    case .unreachable, .timedOut, .httpStatus:
      self.init(.unavailable, "\(details: error)")
    case .malformed, .tooLarge, .notFound:
      self.init(.dataError, "\(details: error)")
    case .io:
      self.init(.ioError, "\(details: error)")
    case .unimplemented:
      self.init(.software, "\(details: error)")
    }
  }

  /// The app could not be built: an unknown account is a usage error that lists the
  /// accounts.
  init(_ error: AppError) {
    switch error {
    case .unknownAccount(let name, let known):
      self = .usage(
        "unknown account '\(name)'; accounts: \(details: known.joined(separator: ", "))")
    }
  }
}
