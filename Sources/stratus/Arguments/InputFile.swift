import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files and folders a command line names as input, opened with the system's own
/// calls so that a failure says why: missing, not allowed, a folder where a file should
/// be.
///
/// Foundation's conveniences answer `nil` or "no such file" for all of these, and read
/// only regular files: `stratus script <(echo key 2)` names a pipe (`/dev/fd/63`), which
/// `open(2)` and `read(2)` read like any file. Every failure is exit status 66
/// (`EX_NOINPUT`: cannot be opened), except a read that fails after the file opened, 74.
enum InputFile {
  /// Every byte of the file at `path`, read to its end.
  ///
  /// - Parameter what: what the file is, for messages: `script`.
  static func contents(of path: String, what: String) throws(CommandFailure) -> Data {
    let descriptor = try open(path, what: what)
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        if errno == EISDIR {
          throw CommandFailure(.noInput, "'\(path: path)' is a folder, not a \(what)")
        }
        throw CommandFailure(
          .ioError, "cannot read the \(what) '\(path: path)': \(SystemError.describe(errno))")
      }
      data.append(contentsOf: buffer[..<count])
    }
  }

  /// Opens `path` for reading and returns its descriptor, which the caller closes.
  ///
  /// - Parameter what: what the file is, for messages: `script`.
  static func open(_ path: String, what: String) throws(CommandFailure) -> Int32 {
    let descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(opening: path, what: what, errno: errno) }
    return descriptor
  }

  /// Checks that `path` is a folder this process may list and enter.
  ///
  /// - Parameter option: the option that named it, for messages: `--source`.
  static func checkFolder(_ path: String, for option: String) throws(CommandFailure) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT || errno == ENOTDIR {
        throw CommandFailure(.noInput, "\(option): no folder at '\(path: path)'")
      }
      throw CommandFailure(
        .noInput, "\(option): cannot reach '\(path: path)': \(SystemError.describe(errno))")
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw CommandFailure(.noInput, "\(option): '\(path: path)' is not a folder")
    }
    guard access(path, R_OK | X_OK) == 0 else {
      throw CommandFailure(
        .noInput,
        "\(option): cannot read the folder '\(path: path)': \(SystemError.describe(errno))")
    }
  }

  /// Why `path` would not open.
  private static func failure(opening path: String, what: String, errno code: Int32)
    -> CommandFailure
  {
    if code == ENOENT || code == ENOTDIR {
      return CommandFailure(.noInput, "no \(what) at '\(path: path)'")
    }
    return CommandFailure(
      .noInput, "cannot open the \(what) '\(path: path)': \(SystemError.describe(code))")
  }
}

/// The system's `open(2)`, which `InputFile.open(_:what:)` hides inside the type.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
  open(path, flags)
}
