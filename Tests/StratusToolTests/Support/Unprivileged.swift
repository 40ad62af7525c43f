import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the tool as a user that file permissions apply to, for the tests of unreadable
/// and read-only files.
///
/// Root reads and writes anything, so a mode-000 folder proves nothing when the tests
/// run as root (as they do in containers). Then the tool runs as `nobody` through
/// util-linux's `setpriv`, and the files a test prepares are handed to `nobody`, so its
/// permission bits mean what they say; any other user runs the tool directly.
enum Unprivileged {
  /// The uid and gid of `nobody` on Linux.
  static let nobody: uid_t = 65534

  static let setpriv = "/usr/bin/setpriv"

  static var isRoot: Bool { geteuid() == 0 }

  /// Whether permissions can be tested: not root, or root with `setpriv` to drop it.
  static var isAvailable: Bool {
    !isRoot || FileManager.default.isExecutableFile(atPath: setpriv)
  }

  /// The words that run a command as `nobody`, to go before it; none when not root.
  static var prefix: [String] {
    isRoot ? [setpriv, "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups"] : []
  }

  /// Runs `stratus` with `arguments` as the unprivileged user.
  static func run(
    _ arguments: [String], input: String? = nil, environment: [String: String] = [:]
  ) async throws -> Stratus.Result {
    guard isRoot else {
      return try await Stratus.run(arguments, input: input, environment: environment)
    }
    return try await Stratus.run(
      URL(fileURLWithPath: setpriv), Array(prefix.dropFirst()) + [Stratus.binary.path] + arguments,
      input: input, in: Stratus.packageRoot, environment: environment)
  }

  /// Makes `path` belong to the unprivileged user, when that is not this one.
  static func handOver(_ path: String) {
    guard isRoot else { return }
    chown(path, nobody, nobody)
  }
}
