import Foundation

/// A fenced code block of a Markdown file, with what introduces it: the material the
/// docs tests check.
///
/// Two introductions carry meaning (see `Docs/README.md`):
/// - a **file link** on the last non-blank line before the fence, such as
///   `From [SkyView.swift](../Sources/Presentation/Sections/Sky/SkyView.swift):`, makes
///   the block an excerpt of that file;
/// - an `<!-- output of: COMMAND -->` comment makes the block what `COMMAND` prints.
struct MarkdownBlock: Sendable {
  /// The fence's info string: `swift`, `sh`, `text`, or empty.
  var language: String
  /// The lines between the fences.
  var lines: [String]
  /// The last non-blank line before the opening fence, or "" at the top of the file.
  var introduction: String
  /// The line number of the opening fence, 1-based, for messages.
  var line: Int
  /// The Markdown file the block is in.
  var file: URL

  /// Where the messages point: `Docs/Tutorial.md:42`.
  var location: String {
    "\(file.deletingLastPathComponent().lastPathComponent)/\(file.lastPathComponent):\(line)"
  }

  /// Every fenced block of the Markdown file at `url`, in order.
  static func blocks(in url: URL) throws -> [MarkdownBlock] {
    let lines = try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var blocks: [MarkdownBlock] = []
    var index = 0
    var introduction = ""
    while index < lines.count {
      let line = lines[index]
      guard line.hasPrefix("```") else {
        if !line.trimmingCharacters(in: .whitespaces).isEmpty { introduction = line }
        index += 1
        continue
      }
      let start = index
      var body: [String] = []
      index += 1
      while index < lines.count, !lines[index].hasPrefix("```") {
        body.append(lines[index])
        index += 1
      }
      blocks.append(
        MarkdownBlock(
          language: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), lines: body,
          introduction: introduction, line: start + 1, file: url))
      introduction = ""
      index += 1
    }
    return blocks
  }

  /// Writes each block's new lines between its fences in the Markdown file at `url`,
  /// leaving the rest of the file as it was: how a shown output is re-recorded.
  ///
  /// - Parameter replacements: blocks read from that file by ``blocks(in:)``, with the
  ///   lines each should hold.
  static func replaceLines(
    _ replacements: [(block: MarkdownBlock, lines: [String])], in url: URL
  ) throws {
    guard !replacements.isEmpty else { return }
    var lines = try String(contentsOf: url, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // From the bottom up, so each block's line number still points at its fence.
    for (block, new) in replacements.sorted(by: { $0.block.line > $1.block.line }) {
      lines.replaceSubrange(block.line..<block.line + block.lines.count, with: new)
    }
    try Data(lines.joined(separator: "\n").utf8).write(to: url, options: .atomic)
  }

  /// The file the introduction links to, when it links to a file of the package: the
  /// last link on the line whose target (relative to the Markdown file, without any
  /// `#fragment`) exists and is not a folder.
  var excerptSource: URL? {
    let pattern = /\]\(([^)\s]+)\)/
    let folder = file.deletingLastPathComponent()
    return introduction.matches(of: pattern).reversed().lazy
      .map { String($0.output.1) }
      .filter { !$0.contains("://") }
      .map { folder.appendingPathComponent(String($0.split(separator: "#").first ?? "")) }
      .first { url in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
          && !isFolder.boolValue
      }
  }

  /// The command whose output the block shows, from `<!-- output of: COMMAND -->`.
  var outputOf: String? {
    guard let match = introduction.firstMatch(of: /<!-- output of: (.+) -->/) else { return nil }
    return String(match.output.1)
  }
}
