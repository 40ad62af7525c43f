import Foundation
import TestSupport

/// The built `stratus` binary, run as a person or a script runs it: arguments in;
/// status, standard output and standard error out.
enum Stratus {
  /// What one run of the tool did.
  struct Result: Sendable {
    var status: Int32
    var output: String
    var error: String
    /// Standard output's bytes as written, for checks that decoding would hide (a lone
    /// byte that is not UTF-8).
    var outputBytes = Data()
    /// Standard error's bytes as written.
    var errorBytes = Data()
  }

  /// The folder `swift build` put the binary in: the one holding this test bundle.
  static let binary: URL = {
    if let path = ProcessInfo.processInfo.environment["STRATUS_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
    var folder = URL(fileURLWithPath: bundle?.bundlePath ?? CommandLine.arguments[0])
      .deletingLastPathComponent()
    #if os(Linux)
      if bundle == nil {
        folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
          .deletingLastPathComponent()
      }
    #endif
    return folder.appendingPathComponent("stratus")
  }()

  /// The package's root folder, for paths to committed files.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The data folder every run of the tool gets unless a test gives its own: one per
  /// test process, never created, so no test reads or writes a person's settings and
  /// every test starts from the defaults. Nothing but `run` and `script
  /// --save-settings` may write there; no test does.
  static let untouchedDataFolder = FileManager.default.temporaryDirectory
    .appendingPathComponent("stratus-untouched-data-\(ProcessInfo.processInfo.processIdentifier)")

  /// This process's environment without the variables that choose colours
  /// (`NO_COLOR`, `FORCE_COLOR`, `CLICOLOR_FORCE`, `COLORTERM`): a person who forces
  /// colour in their shell must not see escape codes in what the tests compare. A test
  /// that is about them passes them in `environment`.
  static var inheritedEnvironment: [String: String] {
    ProcessInfo.processInfo.environment.filter { name, _ in
      !["NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE", "COLORTERM"].contains(name)
    }
  }

  /// Runs `stratus` with `arguments`, feeding it `input`, and waits for it to exit,
  /// without holding one of the threads other tests run on.
  ///
  /// - Parameters:
  ///   - directory: the working folder (default: the package root).
  ///   - environment: variables added to this process's environment; without
  ///     `STRATUS_DATA_DIR`, it is ``untouchedDataFolder``.
  ///   - killAfter: for a test of something that used to hang: the process is killed
  ///     (status 9) if it is still running this many seconds later, so the test fails
  ///     rather than waits forever.
  static func run(
    _ arguments: [String], input: String? = nil, in directory: URL? = nil,
    environment: [String: String] = [:], killAfter: Double? = nil
  ) async throws -> Result {
    try await launch(
      binary, arguments, input: input.map { Data($0.utf8) }, in: directory ?? packageRoot,
      environment: environment, killAfter: killAfter)
  }

  /// Runs `stratus` with `arguments`, feeding it `bytes`, which need not be UTF-8.
  static func run(_ arguments: [String], bytes: Data) async throws -> Result {
    try await launch(
      binary, arguments, input: bytes, in: packageRoot, environment: [:], killAfter: nil)
  }

  /// Runs `executable` with `arguments` in `directory`, feeding it `input`, and waits for
  /// it to exit: the tool itself, or a shell running a command from the docs. Its
  /// `STRATUS_DATA_DIR` is ``untouchedDataFolder`` unless `environment` says otherwise.
  static func run(
    _ executable: URL, _ arguments: [String], input: String? = nil, in directory: URL,
    environment: [String: String] = [:], killAfter: Double? = nil
  ) async throws -> Result {
    try await launch(
      executable, arguments, input: input.map { Data($0.utf8) }, in: directory,
      environment: environment, killAfter: killAfter)
  }

  /// Starts `executable` once a process slot is free (see `ProcessSlots`) and waits for
  /// it on a thread of its own (see `onOwnThread`).
  private static func launch(
    _ executable: URL, _ arguments: [String], input: Data?, in directory: URL,
    environment: [String: String], killAfter: Double?
  ) async throws -> Result {
    try await ProcessSlots.shared.withSlot {
      try await onOwnThread {
        try launchAndWait(
          executable, arguments, input: input, in: directory, environment: environment,
          killAfter: killAfter)
      }
    }
  }

  private static func launchAndWait(
    _ executable: URL, _ arguments: [String], input: Data?, in directory: URL,
    environment: [String: String], killAfter: Double?
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment =
      inheritedEnvironment
      .merging(["STRATUS_DATA_DIR": untouchedDataFolder.path]) { $1 }
      .merging(environment) { $1 }
    let output = Pipe()
    let error = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = standardInput
    try process.run()
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
    if let killAfter {
      DispatchQueue.global().asyncAfter(deadline: .now() + killAfter, execute: watchdog)
    }
    defer { watchdog.cancel() }
    // A tool that exits before reading all its input (a usage error) closes the pipe:
    // the write then fails with EPIPE, which is no concern of the test's, rather than
    // raising SIGPIPE, which would end the whole test process (see `BrokenPipes`).
    BrokenPipes.ignore()
    if let input { try? standardInput.fileHandleForWriting.write(contentsOf: input) }
    try standardInput.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, and at the same time: read one after
    // the other, a child that fills the second pipe (a 100 KB message on standard
    // error) would wait for room while this waits for the end of the first.
    let errorData = LockedData()
    let errorRead = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      errorData.set(error.fileHandleForReading.readDataToEndOfFile())
      errorRead.signal()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    errorRead.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData.value, as: UTF8.self),
      outputBytes: outputData, errorBytes: errorData.value)
  }
}

/// Bytes handed from the thread that reads standard error to the one that waits for it.
private final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()

  var value: Data { lock.withLock { data } }

  func set(_ newValue: Data) { lock.withLock { data = newValue } }
}
