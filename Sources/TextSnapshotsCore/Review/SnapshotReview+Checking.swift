import Foundation

extension SnapshotReview {
  /// Why no test could use the golden or pending file at `path` as it stands, or `nil`
  /// when a test could (or when nothing is there).
  ///
  /// The file is read as a test reads a golden: whole, refused when it is not a regular
  /// file or holds more than 8 MiB, and as UTF-8 text with CRLF read as LF and a leading
  /// byte-order mark as nothing. A `.txt` file, or its `.new`, must also be in the
  /// snapshot format: a header this library reads, fenced rows, and a style section
  /// whose legend lists each symbol once, in words a style is written in, and covers
  /// every symbol of its plane. A file with another extension (`.json`) is its text alone.
  ///
  /// - Parameter path: The file's path relative to the package root.
  /// - Returns: The file, where it breaks and why; `nil` when a test can read it.
  public func problem(reading path: String) -> MalformedFile? {
    do throws(SnapshotError) {
      try Self.check(packageRoot.appendingPathComponent(path), naming: path)
      return nil
    } catch .malformed(_, let line, let reason) {
      return MalformedFile(relativePath: path, line: line, reason: reason)
    } catch .io(_, let reason) {
      return MalformedFile(relativePath: path, line: nil, reason: reason)
    } catch .notText(_, let reason) {
      return MalformedFile(relativePath: path, line: nil, reason: "not text (\(reason))")
    } catch {
      return MalformedFile(relativePath: path, line: nil, reason: error.description)
    }
  }

  /// Every golden and pending file in `files` that no test can use, as
  /// ``problem(reading:)`` finds them, sorted by path: what `stratus snapshots status`
  /// lists. Inline snapshots' entries are not files of their own, and are not looked at.
  ///
  /// - Parameter files: What ``files()`` found.
  /// - Complexity: Reads every golden and pending file whole, each once.
  public func malformedFiles(in files: Files) -> [MalformedFile] {
    let pending = files.pending.filter { $0.inline == nil }.map { $0.relativePath + ".new" }
    return (files.goldens + pending).sorted().compactMap(problem(reading:))
  }

  /// Checks that `file` can be read as a golden, as ``problem(reading:)`` says.
  ///
  /// - Throws: ``SnapshotError/io(file:reason:)`` when it cannot be read or is too
  ///   large, ``SnapshotError/notText(file:reason:)`` when it is not UTF-8 text, and
  ///   ``SnapshotError/malformed(file:line:reason:)`` when it breaks the format.
  static func check(_ file: URL, naming name: String) throws(SnapshotError) {
    guard let data = try SnapshotFile.bytes(file, naming: name) else { return }
    let text = try SnapshotFile.text(of: data, naming: name)
    let golden = name.hasSuffix(".new") ? String(name.dropLast(".new".count)) : name
    guard golden.hasSuffix(".\(SnapshotLocation.goldenExtension)") else { return }
    do throws(MalformedSnapshot) {
      try SnapshotFormat.check(text)
    } catch {
      throw .malformed(file: name, line: error.line, reason: error.reason)
    }
  }

  /// Checks that a test could use `file` as its golden, before `accept` puts it there.
  ///
  /// - Throws: The error ``check(_:naming:)`` throws, its reason ending in `; not
  ///   accepted, as no test could read it` (or `use it`, for a malformed file).
  static func requireUsable(_ file: URL, naming name: String) throws(SnapshotError) {
    do throws(SnapshotError) {
      try check(file, naming: name)
    } catch .io(let file, let reason) {
      let reason =
        reason.hasSuffix(SnapshotFile.notRead)
        ? String(reason.dropLast(SnapshotFile.notRead.count)) : reason
      throw .io(file: file, reason: "\(reason); not accepted, as no test could read it")
    } catch .notText(let file, let reason) {
      throw .io(file: file, reason: "not text (\(reason)); not accepted, as no test could read it")
    } catch .malformed(let file, let line, let reason) {
      throw .malformed(
        file: file, line: line, reason: "\(reason); not accepted, as no test could use it")
    } catch {
      throw error
    }
  }
}
