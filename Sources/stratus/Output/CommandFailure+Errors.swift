import Application
import Services

extension CommandFailure {
  /// A data source's failure, with the exit status that says what kind it was: 69 when
  /// the source cannot be reached, 65 when what it sent cannot be read, 74 when the
  /// local machine failed.
  init(_ error: any Error) {
    guard let error = error as? ClientError else {
      self.init(.software, "\(error)")
      return
    }
    switch error {
    case .unreachable, .timedOut, .httpStatus:
      self.init(.unavailable, error.description)
    case .malformed, .tooLarge, .notFound:
      self.init(.dataError, error.description)
    case .io:
      self.init(.ioError, error.description)
    case .unimplemented:
      self.init(.software, error.description)
    }
  }

  /// The app could not be built: an unknown account is a usage error that lists the
  /// accounts.
  init(_ error: AppError) {
    self.init(.usage, error.description, showsUsage: true)
  }
}
