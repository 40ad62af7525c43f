import Foundation
import Testing
import TextSnapshots

/// Every command's options, checked through the built tool against its own help pages:
/// what help lists is what the parser accepts, no option is listed twice, every value
/// option says what it needs, every choice lists the choices, and each help page is a
/// golden, so a change to any option's name, order or text is seen in review.
@Suite struct CommandOptionsTests {
  /// Every command and group, as typed after `stratus`.
  static let commands: [[String]] = ErrorTests.commands

  /// One option as a help page lists it: `--width <N>`, `-h, --help`,
  /// `--trace [compact|full]`.
  struct Listed: Equatable {
    var names: [String]
    var valueName: String?
    var name: String { names.last ?? "" }
  }

  /// The options the help page of `command` lists, in order.
  static func listedOptions(of command: [String]) async throws -> [Listed] {
    let help = try await Stratus.run(command + ["--help"])
    #expect(help.status == 0, "\(help.error)")
    let section = help.output.components(separatedBy: "OPTIONS:\n").last ?? ""
    return section.split(separator: "\n").prefix { $0.hasPrefix("  ") }.compactMap { line in
      let text = line.drop { $0 == " " }
      guard text.hasPrefix("-") else { return nil }  // a wrapped line of help
      let synopsis = text.components(separatedBy: "  ").first ?? ""
      let words = synopsis.split(separator: " ", maxSplits: 1).map(String.init)
      let names = synopsis.split(separator: " ").prefix { $0.hasPrefix("-") }
        .map { String($0.hasSuffix(",") ? $0.dropLast() : $0) }
      let value = words.count > 1 && words[1].hasPrefix("<") ? words[1] : nil
      return Listed(names: names, valueName: value.map { String($0.dropFirst().dropLast()) })
    }
  }

  @Test(arguments: commands)
  func everyHelpPageMatchesItsGolden(_ command: [String]) async throws {
    let help = try await Stratus.run(command + ["--help"])
    #expect(help.status == 0)
    assertSnapshot(
      of: help.output, as: .lines, named: (["stratus"] + command).joined(separator: "-"))
  }

  @Test(arguments: commands)
  func noOptionIsListedTwice(_ command: [String]) async throws {
    let names = try await Self.listedOptions(of: command).flatMap(\.names)
    #expect(names.contains("--help"))
    #expect(Set(names).count == names.count, "\(names)")
  }

  /// Each option help lists is one the parser accepts: given before `--help`, it is
  /// parsed (a value option with a value) and the help is printed.
  @Test(arguments: commands)
  func everyListedOptionIsAccepted(_ command: [String]) async throws {
    for option in try await Self.listedOptions(of: command) {
      for name in option.names {
        let words = [name] + (option.valueName == nil ? [] : ["x"]) + ["--help"]
        let result = try await Stratus.run(command + words)
        #expect(result.status == 0, "\(command + words): \(result.error)")
      }
    }
  }

  @Test(arguments: commands)
  func anUnknownOptionIsNamed(_ command: [String]) async throws {
    let result = try await Stratus.run(command + ["--bogus"])
    #expect(result.status == 64)
    let name = (["stratus"] + command).joined(separator: " ")
    #expect(result.error.hasPrefix("\(name): unknown option '--bogus'\nUSAGE: \(name)"))
  }

  @Test(arguments: commands)
  func everyValueOptionWithoutItsValueSaysWhatItNeeds(_ command: [String]) async throws {
    for option in try await Self.listedOptions(of: command) {
      guard let valueName = option.valueName else { continue }
      let result = try await Stratus.run(command + [option.name])
      #expect(result.status == 64)
      let name = (["stratus"] + command).joined(separator: " ")
      #expect(result.error.hasPrefix("\(name): \(option.name) needs a value (\(valueName))\n"))
    }
  }

  /// A value that is not one of the choices names the option and lists every choice,
  /// in the order of the type's cases.
  @Test(arguments: [
    (
      ["render", "now", "--units", "kelvin"],
      "unknown --units value 'kelvin'; units: metric, imperial"
    ),
    (
      ["script", "-", "--state", "odd"],
      "unknown --state value 'odd'; states: loaded, loading, failed, empty"
    ),
    (["render", "now", "--trace=all"], "unknown --trace value 'all'; forms: compact, full"),
    (
      ["preview", "--color", "sometimes"],
      "unknown --color value 'sometimes'; choices: auto, always, never"
    ),
  ])
  func aBadChoiceListsTheChoices(_ arguments: [String], message: String) async throws {
    let result = try await Stratus.run(arguments, input: "")
    #expect(result.status == 64)
    #expect(result.error.hasPrefix("stratus \(arguments[0]): \(message)\n"), "\(result.error)")
  }

  /// An unknown screen lists the screens `render --help` lists, from the same cases (so
  /// this test names no screen, and a new tab changes nothing here).
  @Test func anUnknownScreenListsTheScreensHelpLists() async throws {
    let help = try await Stratus.run(["render", "--help"]).output
    let line = help.split(separator: "\n").first { $0.hasPrefix("  <screen>") } ?? ""
    let screens = line.dropFirst("  <screen>".count).drop { $0 == " " }
    #expect(screens.hasPrefix("now, week, "), "\(line)")
    let result = try await Stratus.run(["render", "nwo"])
    #expect(result.status == 64)
    #expect(result.error.hasPrefix("stratus render: unknown screen 'nwo'; screens: \(screens)\n"))
  }

  /// Choices are matched ignoring case, in either form of a flag with optional values.
  @Test func choicesIgnoreCase() async throws {
    for words in [["--state", "LOADING"], ["--trace", "FULL"], ["--trace=Full"]] {
      let result = try await Stratus.run(
        ["render", "now", "--width", "40", "--height", "12"] + words)
      #expect(result.status == 0, "\(words): \(result.error)")
    }
  }

  /// Every option declared in the tool's source is listed in some command's help, and
  /// help lists nothing else (but `--help`, which every command has): a declaration left
  /// out of every command's group would be accepted by none.
  @Test func everyDeclaredOptionIsInSomeHelpPage() async throws {
    var listed = Set<String>()
    for command in Self.commands {
      listed.formUnion(try await Self.listedOptions(of: command).map(\.name))
    }
    let declared = try Self.declaredNames()
    #expect(declared.subtracting(listed).isEmpty, "declared but in no help page")
    #expect(listed.subtracting(declared) == ["--help"], "listed but not found declared")
  }

  /// The long names in `Flag("--…"`, `Option<…>("--…"`, `.choice("--…"`, `.flag("--…"`
  /// and `.destination("--…"` under `Sources/stratus`, but for the refused `swift test`
  /// options, which are hidden.
  static func declaredNames() throws -> Set<String> {
    let folder = Stratus.packageRoot.appendingPathComponent("Sources/stratus")
    let files =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    let pattern = try NSRegularExpression(
      pattern: #"(?:Flag|Option(?:<[^>]*>)?|\.choice|\.flag|\.destination)\(\s*"(--[a-z-]+)""#)
    var names: Set<String> = []
    for file in files where file.lastPathComponent != "SwiftTestArguments.swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        names.insert(String(text[Range(match.range(at: 1), in: text)!]))
      }
    }
    return names
  }
}
