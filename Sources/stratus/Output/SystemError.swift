import TextSnapshotsCore

/// Text for `errno` values, for messages a person reads.
///
/// The words come from TextSnapshotsCore's `SystemFailure`, the one mapping from system
/// and Foundation errors to words that the snapshot library's messages use too, so the
/// tool and the library say the same thing about the same failure.
enum SystemError {
  /// `no space left on the device`.
  static func describe(_ code: Int32) -> String {
    SystemFailure(code: code).description
  }

  /// The words for any error a file operation threw, never Foundation's
  /// "NSCocoaErrorDomain error …".
  static func describe(_ error: any Error) -> String {
    SystemFailure(error).description
  }
}
