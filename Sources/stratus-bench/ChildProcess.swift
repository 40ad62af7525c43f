#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program to completion with `posix_spawn` and `wait4`, which report what
/// Foundation's `Process` does not: the child's peak memory.
enum ChildProcess {
  /// What the kernel reported when the child exited.
  struct Usage {
    /// The exit status, or 128 plus the signal that ended it.
    var status: Int32
    /// The child's maximum resident set size, in bytes.
    var maximumResidentBytes: Int
  }

  /// Runs `path` with `arguments`, its standard output and error sent to `/dev/null`,
  /// and waits for it.
  static func run(_ path: String, arguments: [String]) -> Usage {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
      return Usage(status: 127, maximumResidentBytes: 0)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    #if canImport(Darwin)
      let resident = Int(usage.ru_maxrss)  // bytes on macOS
    #else
      let resident = Int(usage.ru_maxrss) * 1024  // KiB on Linux
    #endif
    let signal = status & 0x7f
    let exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
    return Usage(status: exitStatus, maximumResidentBytes: resident)
  }
}
