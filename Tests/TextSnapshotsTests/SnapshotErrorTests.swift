import Testing

@testable import TextSnapshotsCore

/// A failure message names files that come from outside; none of their control or bidi
/// characters reaches the terminal of whoever reads the test's output.
@Suite struct SnapshotErrorTests {

  @Test(arguments: [
    SnapshotError.noPackageRoot("/tmp/\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}txt.swift"),
    .invalidMode("\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}"),
    .duplicateFile("Snapshots/\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}.txt"),
    .unusableName("\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}"),
    .unnamedParameterizedCase("\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}()"),
    .notText(file: "\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}.txt", reason: "NUL bytes"),
    .io(file: "a.txt", reason: "\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}"),
    .malformed(
      file: "a.txt", line: 5, reason: "unknown word \"\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}\""
    ),
    .unsupportedInline(
      file: "\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}.swift", line: 3, reason: "gone"),
    .unmatchedRedaction(["text \"\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}\""]),
    .unrepresentable(type: "Build", reason: "\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m\u{202E}"),
  ])
  func everyDescriptionShowsControlsVisibly(error: SnapshotError) {
    let text = error.description
    #expect(!text.unicodeScalars.contains(where: ControlPictureSet.isControl), "\(text)")
    #expect(text.contains("␛]52;c;ZXZpbA==␇\\u{9B}31m\\u{202E}"))
  }
}

/// The scalars no printed line may hold, listed here apart from the code under test.
private enum ControlPictureSet {
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E,
      0x2066...0x2069, 0xFEFF:
      true
    default: false
    }
  }
}
