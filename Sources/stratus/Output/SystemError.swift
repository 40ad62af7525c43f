#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Text for `errno` values, for messages a person reads.
enum SystemError {
  /// `No space left on device`.
  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
