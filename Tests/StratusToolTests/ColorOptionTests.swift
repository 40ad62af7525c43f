import Foundation
import Testing

/// `--color auto|always|never` on every command that prints frames: accepted, checked,
/// and, for what is drawn without styles, the same bytes under every flag and
/// environment. (Which styles reach a terminal is `ColorSupport.resolve`'s, tested in
/// `ColorSupportTests`; the bytes are `StyledTerminalScreenTests`'s.)
@Suite struct ColorOptionTests {
  /// One command per way frames are printed: a screen, a fixture, a script's frame.
  static let commands: [(arguments: [String], input: String?)] = [
    (["render", "now", "--width", "40", "--height", "12"], nil),
    (["preview", "NowView", "toronto", "--width", "40", "--height", "12"], nil),
    (["script", "-", "--width", "40", "--height", "12"], "key 2\nframe\n"),
  ]

  /// Environments that ask for every level of colour, and for none.
  static let environments: [[String: String]] = [
    ["NO_COLOR": "", "FORCE_COLOR": "", "CLICOLOR_FORCE": ""],
    ["NO_COLOR": "1"],
    ["FORCE_COLOR": "1"],
    ["CLICOLOR_FORCE": "1", "TERM": "xterm-256color"],
    ["FORCE_COLOR": "1", "COLORTERM": "truecolor"],
    ["FORCE_COLOR": "1", "NO_COLOR": "1"],
    ["TERM": "dumb"],
  ]

  /// With `--color never`, and with `auto` to a pipe unless forced, no escape is
  /// written; under any flag and environment the text is what `never` prints, once
  /// SGR sequences (which frames with styles get) are taken out.
  @Test(arguments: 0..<commands.count)
  func framesPrintTheSameTextUnderEveryFlagAndEnvironment(command index: Int) async throws {
    let (arguments, input) = Self.commands[index]
    let plain = try await Stratus.run(arguments + ["--color", "never"], input: input)
    #expect(plain.status == 0, "\(plain.error)")
    #expect(!plain.output.contains("\u{1B}"))
    let unset = ["NO_COLOR": "", "FORCE_COLOR": "", "CLICOLOR_FORCE": ""]
    let piped = try await Stratus.run(arguments, input: input, environment: unset)
    #expect(piped.outputBytes == plain.outputBytes, "auto to a pipe draws no style")
    for environment in Self.environments {
      for choice in ["auto", "always", "never"] {
        let result = try await Stratus.run(
          arguments + ["--color", choice], input: input, environment: environment)
        let context = "\(arguments) --color \(choice) \(environment)"
        #expect(result.status == 0, "\(context): \(result.error)")
        #expect(Self.withoutSGR(result.output) == plain.output, "\(context)")
        if choice == "never" {
          #expect(result.outputBytes == plain.outputBytes, "\(context)")
        }
      }
    }
  }

  @Test(arguments: ["render", "preview", "script", "run"])
  func aBadValueListsTheChoices(command: String) async throws {
    let words =
      command == "render" ? ["render", "now"] : command == "script" ? ["script", "-"] : [command]
    let result = try await Stratus.run(words + ["--color", "sometimes"], input: "")
    #expect(result.status == 64)
    #expect(
      result.error.hasPrefix(
        "stratus \(command): unknown --color value 'sometimes'; choices: auto, always, never\n"),
      "\(result.error)")
  }

  @Test func choicesIgnoreCaseAndTakeEitherForm() async throws {
    for words in [["--color", "NEVER"], ["--color=always"]] {
      let result = try await Stratus.run(
        ["render", "now", "--width", "40", "--height", "12"] + words)
      #expect(result.status == 0, "\(words): \(result.error)")
    }
  }

  /// `text` without its SGR sequences (`ESC[…m`).
  static func withoutSGR(_ text: String) -> String {
    text.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }
}
