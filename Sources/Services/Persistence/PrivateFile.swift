import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small file that only its owner may read, read whole and replaced whole.
///
/// `SettingsFile` keeps API keys in one, so the rules are strict:
/// - **Replaced atomically.** ``replace(_:with:)`` writes a temporary file in the same
///   folder, `fsync`s it, renames it over the file and `fsync`s the folder. A process
///   killed at any moment (even `kill -9`) leaves the old file or the new one, never a
///   mix; a power cut after the call returns cannot undo it.
/// - **Private from the first byte.** The temporary file is created 0600 with `O_EXCL`,
///   and a missing folder 0700, rather than narrowed after the fact.
/// - **Leftovers are tidied.** A process killed mid-save leaves its temporary file,
///   named after its process id; the next save removes those whose process is gone.
/// - **Regular files only.** ``read(_:maximumBytes:)`` refuses a FIFO, a device or a
///   folder instead of blocking on it or reading it, and a file too large to be what it
///   should be.
///
/// Failures are ``Problem``s whose reasons come from `strerror`, such as
/// `Permission denied`: words a person can act on.
enum PrivateFile {
  /// Why a read or a write failed.
  struct Problem: Error, Equatable {
    /// What is wrong, in words: `Permission denied`, `it is a folder, not a file`.
    let reason: String
    /// Whether the file was read and is too large: a problem with what is in it, where
    /// the others are problems with reaching it.
    var isTooLarge = false

    init(_ reason: String, isTooLarge: Bool = false) {
      self.reason = reason
      self.isTooLarge = isTooLarge
    }

    /// The reason for the current `errno`.
    static var system: Problem { Problem(String(cString: strerror(errno))) }

    /// A file larger than `limit` bytes.
    static func tooLarge(limit: Int) -> Problem {
      Problem("larger than \(limit / 1_048_576) MB", isTooLarge: true)
    }
  }

  // MARK: - Reading

  /// The whole file at `path`, or `nil` when there is none.
  ///
  /// - Throws: ``Problem`` when it cannot be opened or read, is not a regular file, or
  ///   holds more than `maximumBytes`.
  static func read(_ path: String, maximumBytes: Int) throws(Problem) -> Data? {
    // NB: O_NONBLOCK, so that opening a FIFO put in the file's place returns at once
    // (and is then refused) instead of waiting for a writer that never comes.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .system
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .system }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw Problem("it is a folder, not a file")
    default: throw Problem("it is not a regular file")
    }
    guard Int(status.st_size) <= maximumBytes else { throw .tooLarge(limit: maximumBytes) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw .system
      }
      data.append(contentsOf: buffer[..<count])
      guard data.count <= maximumBytes else { throw .tooLarge(limit: maximumBytes) }
    }
  }

  // MARK: - Writing

  /// Creates `folder` and any missing parents, the new ones with mode 0700.
  static func makeFolder(_ folder: String) throws(Problem) {
    var status = stat()
    if stat(folder, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else { throw Problem("\(folder) is not a folder") }
      return
    }
    guard errno == ENOENT else { throw .system }
    let parent = (folder as NSString).deletingLastPathComponent
    if !parent.isEmpty && parent != folder { try makeFolder(parent) }
    guard mkdir(folder, 0o700) == 0 || errno == EEXIST else { throw .system }
  }

  /// Replaces the file at `path` with `data`, atomically and durably.
  ///
  /// A symbolic link at `path` is followed, so the file it points to is replaced and the
  /// link kept (people keep settings in a dotfiles repository and link them).
  static func replace(_ path: String, with data: Data) throws(Problem) {
    let target = try resolvedLink(path)
    let folder = (target as NSString).deletingLastPathComponent
    let name = (target as NSString).lastPathComponent
    let temporary = folder + "/" + temporaryName(for: name, process: getpid())
    try write(data, toNew: temporary)
    guard rename(temporary, target) == 0 else {
      let problem = Problem.system
      unlink(temporary)
      throw problem
    }
    syncFolder(folder)
    removeLeftovers(of: name, in: folder)
  }

  /// `.settings.json.<pid>.tmp`: hidden, and naming the process that writes it, so a
  /// leftover can be told from a save in progress.
  static func temporaryName(for name: String, process: pid_t) -> String {
    ".\(name).\(process).tmp"
  }

  /// Creates `path` with mode 0600 (replacing a leftover of this process) and writes
  /// `data` to the disk.
  private static func write(_ data: Data, toNew path: String) throws(Problem) {
    unlink(path)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .system }
    var problem: Problem?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else {
          problem = .system
          return
        }
        offset += written
      }
    }
    if problem == nil && fsync(descriptor) != 0 { problem = .system }
    close(descriptor)
    if let problem {
      unlink(path)
      throw problem
    }
  }

  /// Makes a rename in `folder` durable. Some file systems cannot sync a folder; the
  /// rename has happened either way, so that is not an error.
  private static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// Deletes the temporary files of `name` left by processes that no longer exist.
  private static func removeLeftovers(of name: String, in folder: String) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    let prefix = ".\(name)."
    for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
      let middle = entry.dropFirst(prefix.count).dropLast(".tmp".count)
      guard let process = pid_t(middle), process != getpid() else { continue }
      if kill(process, 0) != 0 && errno == ESRCH { unlink(folder + "/" + entry) }
    }
  }

  /// The file a symbolic link at `path` points to, or `path` itself.
  ///
  /// A link to a file that does not exist yet (a dotfiles checkout whose copy was never
  /// saved) is followed too, so the save creates the file it names and the link stays.
  ///
  /// - Throws: ``Problem`` for a loop of links, or more than the system follows.
  private static func resolvedLink(_ path: String) throws(Problem) -> String {
    if let resolved = realpath(path, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    // realpath fails for a dangling link: follow it by hand, one link at a time.
    var current = path
    for _ in 0..<40 {
      guard let target = linkTarget(current) else { return current }
      current =
        target.hasPrefix("/")
        ? target : (current as NSString).deletingLastPathComponent + "/" + target
    }
    throw Problem("too many levels of symbolic links")
  }

  /// What the symbolic link at `path` points to, as written, or `nil` if `path` is not
  /// a symbolic link.
  private static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

// NB: inside `PrivateFile`, `read` names its own method; these reach the system's calls.
private func systemRead(
  _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
) -> Int {
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
