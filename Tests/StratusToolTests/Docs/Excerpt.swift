import Foundation

/// The rule that keeps a quoted excerpt true to its file: its lines appear in the file,
/// consecutive and unchanged.
///
/// Two allowances keep excerpts readable without loosening that:
/// - the file may indent the lines further, by the same amount for the whole part, so a
///   method can be quoted without its type's indentation;
/// - a line that is only `// …` skips lines; the parts on either side must each appear,
///   in order.
enum Excerpt {
  /// The line that marks skipped lines.
  static let elision = "// …"

  /// Whether `excerpt` appears in `file` under the rule; `nil` if it does, otherwise the
  /// first part that does not, for the message.
  static func firstMissingPart(of excerpt: [String], in file: [String]) -> [String]? {
    let parts = excerpt.split(
      omittingEmptySubsequences: true,
      whereSeparator: { $0.trimmingCharacters(in: .whitespaces) == elision })
    var searchFrom = 0
    for part in parts.map(trimmingBlankEdges) where !part.isEmpty {
      guard let end = match(part, in: file, from: searchFrom) else { return part }
      searchFrom = end
    }
    return nil
  }

  /// `lines` without blank lines at either end, which carry no indentation to match.
  private static func trimmingBlankEdges(_ lines: ArraySlice<String>) -> [String] {
    let isBlank = { (line: String) in line.trimmingCharacters(in: .whitespaces).isEmpty }
    guard let first = lines.firstIndex(where: { !isBlank($0) }),
      let last = lines.lastIndex(where: { !isBlank($0) })
    else { return [] }
    return Array(lines[first...last])
  }

  /// The index after the first run of `file` lines, at or after `start`, that equals
  /// `part` with one common indentation added.
  private static func match(_ part: [String], in file: [String], from start: Int) -> Int? {
    guard !part.isEmpty, part.count <= file.count - start else { return nil }
    let first = part[0]
    for index in start...(file.count - part.count) {
      let line = file[index]
      guard line.hasSuffix(first) else { continue }
      let indent = line.dropLast(first.count)
      guard indent.allSatisfy({ $0 == " " }) else { continue }
      let matches = zip(part, file[index..<index + part.count]).allSatisfy { quoted, actual in
        quoted.isEmpty
          ? actual.trimmingCharacters(in: .whitespaces).isEmpty : actual == indent + quoted
      }
      if matches { return index + part.count }
    }
    return nil
  }
}
