import Foundation

extension CommandSpec {
  /// The `--help` page: what the command does, its usage, arguments, options and
  /// subcommands in aligned columns, then the discussion.
  var helpText: String {
    var sections = ["OVERVIEW: \(abstract)", "USAGE: \(usage)"]
    if !arguments.isEmpty {
      sections.append(Self.table("ARGUMENTS:", arguments.map { ("<\($0.name)>", $0.help) }))
    }
    if !subcommands.isEmpty {
      sections.append(
        Self.table("COMMANDS:", subcommands.map { ($0.path.last ?? "", $0.abstract) }))
    }
    let shown = options.filter { !$0.isHidden } + [.help]
    sections.append(Self.table("OPTIONS:", shown.map { ($0.synopsis, $0.help) }))
    if !discussion.isEmpty { sections.append(discussion) }
    if !subcommands.isEmpty {
      sections.append("See '\(name) <command> --help' for each command.")
    }
    return sections.joined(separator: "\n\n")
  }

  /// The width help is wrapped to: a classic terminal.
  static let helpWidth = 80

  /// A heading and two aligned columns, the second wrapped on words to ``helpWidth``.
  /// A name too long for its column puts its help on the next line.
  private static func table(_ heading: String, _ rows: [(String, String)]) -> String {
    let nameWidth = min(22, (rows.map(\.0.count).max() ?? 0) + 2)
    let indent = String(repeating: " ", count: 2 + nameWidth)
    let lines = rows.map { name, help in
      let wrapped = wrap(help, width: helpWidth - indent.count).joined(separator: "\n" + indent)
      if name.count + 2 > nameWidth { return "  \(name)\n\(indent)\(wrapped)" }
      return "  " + name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + wrapped
    }
    return ([heading] + lines).joined(separator: "\n")
  }

  /// `text` cut into lines of at most `width` characters at spaces (a longer word gets
  /// a line of its own).
  private static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return lines + [line]
  }
}

extension OptionSpec {
  /// `-h, --help`, `--width <N>`.
  var synopsis: String {
    let names = [shortName, name].compactMap { $0 }.joined(separator: ", ")
    if !optionalValues.isEmpty { return "\(names) [\(optionalValues.joined(separator: "|"))]" }
    return valueName.map { "\(names) <\($0)>" } ?? names
  }
}
