import Testing

@testable import TextUI

/// Which styles a terminal gets: `--color` and the environment resolved by one
/// precedence, and colours brought down to the nearest entry of a smaller palette.
@Suite struct ColorSupportTests {
  // MARK: - Resolving --color and the environment

  /// The precedence, a row per rule and per edge (`--color`, then forcing or a real
  /// terminal, then `NO_COLOR`, then the depth).
  @Test(arguments: [
    // --color never: nothing, whatever the environment says.
    (
      ColorChoice.never, ["TERM": "xterm-256color", "COLORTERM": "truecolor", "FORCE_COLOR": "1"],
      true, ColorSupport.none
    ),
    // --color always: colours anywhere, at least 16, NO_COLOR and TERM=dumb notwithstanding.
    (.always, [:], false, .ansi16),
    (.always, ["NO_COLOR": "1", "TERM": "dumb"], false, .ansi16),
    (.always, ["TERM": "xterm-256color"], false, .indexed256),
    (.always, ["COLORTERM": "truecolor", "NO_COLOR": "1"], true, .trueColor),
    // auto: a terminal whose TERM is set and not dumb.
    (.auto, ["TERM": "xterm"], true, .ansi16),
    (.auto, ["TERM": "xterm"], false, .none),
    (.auto, [:], true, .none),
    (.auto, ["TERM": ""], true, .none),
    (.auto, ["TERM": "dumb"], true, .none),
    (.auto, ["TERM": "dumb", "COLORTERM": "truecolor"], true, .none),
    // FORCE_COLOR / CLICOLOR_FORCE: styles to a pipe too, unless empty or 0.
    (.auto, ["FORCE_COLOR": "1"], false, .ansi16),
    (.auto, ["FORCE_COLOR": "true", "TERM": "dumb"], true, .ansi16),
    (.auto, ["CLICOLOR_FORCE": "1", "TERM": "xterm-256color"], false, .indexed256),
    (.auto, ["FORCE_COLOR": "0", "TERM": "xterm"], false, .none),
    (.auto, ["FORCE_COLOR": "", "CLICOLOR_FORCE": "0"], false, .none),
    (.auto, ["FORCE_COLOR": "0", "TERM": "xterm"], true, .ansi16),
    // NO_COLOR: attributes only, where styles are drawn at all.
    (.auto, ["TERM": "xterm-256color", "NO_COLOR": "1"], true, .attributesOnly),
    (.auto, ["TERM": "xterm", "NO_COLOR": ""], true, .ansi16),
    (.auto, ["TERM": "xterm", "NO_COLOR": "1"], false, .none),
    (.auto, ["FORCE_COLOR": "1", "NO_COLOR": "1"], false, .attributesOnly),
    // Depth: COLORTERM, then a TERM ending in 256color, else 16.
    (.auto, ["TERM": "xterm-256color", "COLORTERM": "24bit"], true, .trueColor),
    (.auto, ["TERM": "xterm", "COLORTERM": "TrueColor"], true, .trueColor),
    (.auto, ["TERM": "screen-256color", "COLORTERM": "yes"], true, .indexed256),
    (.auto, ["TERM": "tmux-256color"], true, .indexed256),
    (.auto, ["TERM": "xterm-256colour"], true, .ansi16),
  ])
  func resolvesByOnePrecedence(
    choice: ColorChoice, environment: [String: String], isTerminal: Bool, expected: ColorSupport
  ) {
    let resolved = ColorSupport.resolve(
      choice: choice, environment: environment, isTerminal: isTerminal)
    #expect(resolved == expected, "\(choice) \(environment) terminal: \(isTerminal)")
  }

  /// Every combination of the values that matter, checked against the rules one at a
  /// time, so no combination the table above leaves out escapes them.
  @Test func everyCombinationFollowsTheRules() {
    let optional: ([String]) -> [String?] = { [nil] + $0 }
    var checked = 0
    for choice in ColorChoice.allCases {
      for isTerminal in [false, true] {
        for term in optional(["", "dumb", "xterm", "xterm-256color"]) {
          for colorTerm in optional(["truecolor", "24bit", "256"]) {
            for noColor in optional(["", "1"]) {
              for force in optional(["", "0", "1"]) {
                for forceName in ["FORCE_COLOR", "CLICOLOR_FORCE"] {
                  var environment: [String: String] = [:]
                  environment["TERM"] = term
                  environment["COLORTERM"] = colorTerm
                  environment["NO_COLOR"] = noColor
                  environment[forceName] = force
                  let resolved = ColorSupport.resolve(
                    choice: choice, environment: environment, isTerminal: isTerminal)
                  let context = Comment(rawValue: "\(choice) \(environment) \(isTerminal)")
                  let isForced = force == "1"
                  let isRealTerminal = isTerminal && term != nil && term != "" && term != "dumb"
                  let depth: ColorSupport =
                    colorTerm == "truecolor" || colorTerm == "24bit"
                    ? .trueColor : term == "xterm-256color" ? .indexed256 : .ansi16
                  switch choice {
                  case .never:
                    #expect(resolved == .none, context)
                  case .always:
                    #expect(resolved == depth, context)
                  case .auto where !isForced && !isRealTerminal:
                    #expect(resolved == .none, context)
                  case .auto where noColor == "1":
                    #expect(resolved == .attributesOnly, context)
                  case .auto:
                    #expect(resolved == depth, context)
                  }
                  checked += 1
                }
              }
            }
          }
        }
      }
    }
    #expect(checked == 3 * 2 * 5 * 4 * 3 * 4 * 2)
  }

  // MARK: - The nearest colour

  @Test(arguments: [
    (UInt8(255), UInt8(0), UInt8(0), UInt8(196)),
    (255, 128, 0, 208),
    (95, 135, 175, 67),
    (0, 0, 0, 16),
    (128, 128, 128, 244),  // exactly a grey of the ramp, nearer than cube 102
    (8, 8, 8, 232),
    (250, 250, 250, 231),  // white of the cube (255) is nearer than grey 238
    (100, 100, 102, 241),
  ])
  func rgbFallsBackToTheNearestOf256(red: UInt8, green: UInt8, blue: UInt8, index: UInt8) {
    #expect(XtermPalette.nearestIndex(to: (red, green, blue)) == index)
    #expect(ColorSupport.indexed256.drawable(.rgb(red, green, blue)) == .indexed(index))
  }

  @Test(arguments: [
    (UInt8(255), UInt8(0), UInt8(0), NamedColor.brightRed),
    (255, 128, 0, .yellow),
    (128, 128, 128, .brightBlack),
    (0, 0, 200, .blue),
    (250, 250, 250, .brightWhite),
    (10, 10, 10, .black),
    (90, 90, 250, .brightBlue),
  ])
  func rgbFallsBackToTheNearestOf16(red: UInt8, green: UInt8, blue: UInt8, named: NamedColor) {
    #expect(XtermPalette.nearestNamed(to: (red, green, blue)) == named)
    #expect(ColorSupport.ansi16.drawable(.rgb(red, green, blue)) == .named(named))
  }

  @Test func indexedFallsBackToTheNearestOf16AndKeepsTheNamedOnes() {
    for named in NamedColor.allCases {
      #expect(ColorSupport.ansi16.drawable(.indexed(named.rawValue)) == .named(named))
    }
    #expect(ColorSupport.ansi16.drawable(.indexed(196)) == .brightRed)
    #expect(ColorSupport.ansi16.drawable(.indexed(232)) == .black)
    #expect(ColorSupport.ansi16.drawable(.indexed(250)) == .white)
  }

  @Test func thePaletteIsXtermsOwn() {
    #expect(XtermPalette.rgb(ofIndex: 16) == (0, 0, 0) as XtermPalette.RGB)
    #expect(XtermPalette.rgb(ofIndex: 208) == (255, 135, 0) as XtermPalette.RGB)
    #expect(XtermPalette.rgb(ofIndex: 231) == (255, 255, 255) as XtermPalette.RGB)
    #expect(XtermPalette.rgb(ofIndex: 232) == (8, 8, 8) as XtermPalette.RGB)
    #expect(XtermPalette.rgb(ofIndex: 255) == (238, 238, 238) as XtermPalette.RGB)
  }

  @Test func largerPalettesKeepAColourAsDeclared() {
    let colors: [Color] = [.red, .indexed(17), .rgb(1, 2, 3)]
    #expect(colors.map(ColorSupport.trueColor.drawable) == colors)
    #expect(ColorSupport.indexed256.drawable(.red) == .red)
    #expect(ColorSupport.indexed256.drawable(.indexed(17)) == .indexed(17))
    #expect(colors.map(ColorSupport.attributesOnly.drawable) == [.default, .default, .default])
  }
}
