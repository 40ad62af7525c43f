import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call or Foundation file operation, in the words a person reads:
/// "permission denied", "no such file or folder", "no space left on the device".
///
/// Foundation describes its file errors as "The operation could not be completed.
/// (NSCocoaErrorDomain error 256.)", which says nothing to the person who has to fix it.
/// Every message of this library and of the `stratus` tool that reports a file problem
/// takes its words from here, so there is one mapping to keep right: an `errno` value, a
/// POSIX error, or a Foundation error (through the POSIX error under it when there is
/// one, its code otherwise).
///
/// ```swift
/// SystemFailure(code: ENOSPC).description  // "no space left on the device"
/// ```
///
/// It is `package`, not `public`: the words are for this package's own messages, not an
/// API for other packages.
package struct SystemFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// The `errno` value, when the failure came with one.
  package let code: Int32?
  /// What went wrong, in lower case with no full stop, to follow a colon or sit in
  /// brackets: `cannot write x.html: no space left on the device`.
  package let description: String

  /// The failure an `errno` value stands for.
  package init(code: Int32) {
    self.code = code
    description = Self.words[code] ?? Self.lowercasingFirstLetter(String(cString: strerror(code)))
  }

  /// The failure of the system call that just returned an error: `errno` now.
  package static var current: SystemFailure { SystemFailure(code: errno) }

  /// The failure behind any error a file operation threw: a ``SystemFailure`` as it is,
  /// a POSIX error by its code, a Foundation (Cocoa) file error by the POSIX error under
  /// it or else by its own code. Never Foundation's "NSCocoaErrorDomain error …" text.
  package init(_ error: any Error) {
    if let failure = error as? SystemFailure {
      self = failure
    } else if let code = Self.posixCode(of: error) {
      self.init(code: code)
    } else {
      let error = error as NSError
      if error.domain == NSCocoaErrorDomain {
        self.init(cocoaCode: error.code)
      } else {
        self.init(code: nil, description: Self.lowercasingFirstLetter(error.localizedDescription))
      }
    }
  }

  /// A failure the system reported no code for, in the caller's words.
  package init(code: Int32? = nil, description: String) {
    self.code = code
    self.description = description
  }

  // MARK: - The mapping

  /// Plainer words than `strerror`'s for the failures people meet with files: "folder",
  /// as the rest of Stratus says, and what a symbolic-link loop looks like.
  private static let words: [Int32: String] = [
    ENOENT: "no such file or folder",
    EACCES: "permission denied",
    EPERM: "operation not permitted",
    EISDIR: "it is a folder",
    ENOTDIR: "a part of the path is not a folder",
    ELOOP: "too many levels of symbolic links (a link that points to itself?)",
    ENAMETOOLONG: "the name is too long",
    ENOSPC: "no space left on the device",
    EDQUOT: "the disk quota is used up",
    EROFS: "the file system is read-only",
    EEXIST: "something already exists there",
    ENOTEMPTY: "the folder is not empty",
    EXDEV: "it is on another file system",
    EIO: "an input/output error",
    EPIPE: "nothing reads from it any more (broken pipe)",
    ENXIO: "no such device, or no process reads from it",
    EFBIG: "the file is too large",
    EMFILE: "too many files are open",
  ]

  /// The POSIX code of `error`, or of the error under it, if either has one.
  private static func posixCode(of error: any Error) -> Int32? {
    if let posix = error as? POSIXError { return posix.code.rawValue }
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
    // NB: on Linux the underlying error is a Swift `POSIXError` that `as? NSError` does
    // not bridge; going through `any Error` bridges it on every platform.
    guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error else { return nil }
    return posixCode(of: underlying)
  }

  /// A Cocoa file error with no POSIX error under it, by its `CocoaError.Code`.
  private init(cocoaCode: Int) {
    switch CocoaError.Code(rawValue: cocoaCode) {
    case .fileNoSuchFile, .fileReadNoSuchFile: self.init(code: ENOENT)
    case .fileReadNoPermission, .fileWriteNoPermission: self.init(code: EACCES)
    case .fileReadTooLarge: self.init(code: EFBIG)
    case .fileWriteOutOfSpace: self.init(code: ENOSPC)
    case .fileWriteVolumeReadOnly: self.init(code: EROFS)
    case .fileWriteFileExists: self.init(code: EEXIST)
    case .fileReadInvalidFileName, .fileWriteInvalidFileName:
      self.init(code: nil, description: "the name is not a valid file name")
    case .fileReadInapplicableStringEncoding, .fileWriteInapplicableStringEncoding:
      self.init(code: nil, description: "the text is not in the expected encoding")
    case .fileReadCorruptFile:
      self.init(code: nil, description: "the file is not in the expected format")
    case .fileReadUnsupportedScheme, .fileWriteUnsupportedScheme:
      self.init(code: nil, description: "it is not a local file")
    default:
      self.init(code: nil, description: "the system gave no reason (Foundation code \(cocoaCode))")
    }
  }

  private static func lowercasingFirstLetter(_ text: String) -> String {
    guard let first = text.first, first.isUppercase, text.dropFirst().first?.isUppercase != true
    else { return text }
    return first.lowercased() + text.dropFirst()
  }
}
