import Foundation
import TextSnapshotsCore
import TextUI

/// `stratus snapshots review`: shows each pending snapshot's diff and asks what to do.
struct SnapshotsReviewCommand: StratusCommand {
  static let configuration = CommandSpec(
    path: ["snapshots", "review"], abstract: "Review pending snapshots one by one.",
    discussion: """
      For each pending file, shows its diff against the golden and reads one key:
        a accept    r reject    s skip    A/R/S the same for all remaining    q quit
      Without a terminal on standard input and output, prints every diff and changes
      nothing; use 'stratus snapshots accept' or 'reject' then. A file that cannot be
      read is skipped, saying why, and the review goes on; one that is malformed (a
      legend that lists a symbol twice, an unknown colour, a header from a newer
      Stratus) is named with its line and what is wrong. Where colour is drawn
      (--color), a styled frame's golden and new version are drawn in their styles
      after the diff, which shows the style plane and legend either way.
      """)

  /// What a key asks for.
  enum Decision: Equatable {
    case accept, reject, skip, quit
  }

  struct Options: OptionGroup {
    var package = SnapshotsOptions()
    var color = ColorOption.declaration
  }

  let review: SnapshotReview
  /// What `--color` and the environment let the diff and the styled frames use.
  let colors: ColorSupport

  init(_ arguments: ParsedArguments<Options>) throws(CommandFailure) {
    review = try SnapshotsOptions.review(arguments.group(\.package))
    colors = ColorOption.support(try arguments[\.color])
  }

  func run() async throws(CommandFailure) {
    let files = review.files()
    SnapshotsOptions.note(files.skipped)
    let pending = files.pending
    let output = FileOutput.standardOutput
    guard !pending.isEmpty else {
      try output.write("nothing to review\n")
      return
    }
    guard RawTerminal.isInteractive else {
      for (index, file) in pending.enumerated() {
        try output.write(header(file, index: index, of: pending.count))
        try output.write(diff(of: file) ?? "")
      }
      try output.write(
        "not a terminal: nothing was changed; use 'stratus snapshots accept' or 'reject'\n")
      return
    }
    let terminal = try RawTerminal()
    defer { terminal.restore() }
    var counts: [Decision: Int] = [:]
    var failures = 0
    var remaining: Decision?
    for (index, file) in pending.enumerated() {
      try output.write(header(file, index: index, of: pending.count))
      guard let diff = try diff(of: file) else { continue }
      try output.write(diff)
      var decision = remaining
      if decision == nil {
        try output.write("accept (a), reject (r), skip (s), all remaining (A/R/S), quit (q)? ")
        let (chosen, forAll) = try readDecision()
        try output.write("\n")
        decision = chosen
        if forAll { remaining = chosen }
      }
      guard let decision, decision != .quit else { break }
      do {
        try apply(decision, to: file)
        counts[decision, default: 0] += 1
        try output.write(
          "\(Self.pastTense(decision)) \(ControlPicture.visible(file.relativePath))\n\n")
      } catch {
        failures += 1
        try output.write("\(error.message); left pending\n\n")
      }
    }
    let accepted = counts[.accept] ?? 0
    let rejected = counts[.reject] ?? 0
    let skipped = pending.count - accepted - rejected
    try output.write("accepted \(accepted), rejected \(rejected), left pending \(skipped)\n")
    if failures > 0 {
      throw CommandFailure(
        .ioError, "\(failures) pending file\(failures == 1 ? "" : "s") could not be changed")
    }
  }

  private func header(_ file: PendingSnapshot, index: Int, of count: Int) -> String {
    let path = ControlPicture.visible(file.relativePath)
    return "[\(index + 1)/\(count)] \(file.isNew ? "new" : "changed"): \(path)\n"
  }

  /// The unified diff from the golden (empty when new) to the pending file, then, where
  /// styles are drawn, a styled frame's two versions in their styles; or `nil` after
  /// saying why it cannot be shown: one unreadable file is skipped, and the review goes
  /// on with the next.
  ///
  /// A golden or pending file that breaks the format is named before the diff, with the
  /// line and what is wrong (`…/test.txt:9: malformed snapshot file: the legend lists
  /// "a" twice (first on line 8)`), and is not drawn in its styles: a legend the reader
  /// cannot trust would draw it as if it were fine.
  ///
  /// The diff is coloured only where colours are drawn (not under `NO_COLOR`). The
  /// frames are drawn by the terminal writer's own pen (``Frame/styledRows(colors:)``),
  /// brought down to what the terminal draws; under `NO_COLOR` that is their attributes.
  private func diff(of file: PendingSnapshot) throws(CommandFailure) -> String? {
    do {
      let diff = try review.diff(of: file, colored: colors >= .ansi16)
      // An inline snapshot's entry is no file of its own, and its literal no golden file.
      let isFile = file.inlineSource == nil
      let golden = isFile && !file.isNew ? review.problem(reading: file.relativePath) : nil
      let new = isFile ? review.problem(reading: file.relativePath + ".new") : nil
      var text = [golden, new].compactMap { $0.map(Self.malformation) }.joined() + diff
      if colors != .none, let frames = try review.styledFrames(of: file) {
        text +=
          golden == nil
          ? Self.drawn(frames.old, caption: "golden", colors: colors)
          : "golden: malformed, not drawn in its styles\n"
        text +=
          new == nil
          ? Self.drawn(frames.new, caption: "new", colors: colors)
          : "new: malformed, not drawn in its styles\n"
      }
      return text
    } catch {
      let reason = ControlPicture.visible(error.description)
      try FileOutput.standardOutput.write("skipped, cannot show it: \(reason)\n\n")
      return nil
    }
  }

  /// `Snapshots/…/test.txt:9: malformed snapshot file: …`, a line of its own, its
  /// control characters visible.
  private static func malformation(_ file: MalformedFile) -> String {
    let error =
      file.line.map {
        SnapshotError.malformed(file: file.relativePath, line: $0, reason: file.reason)
      } ?? SnapshotError.io(file: file.relativePath, reason: file.reason)
    return error.description + "\n"
  }

  /// `frame` drawn in its styles between fences, under a caption line: `golden, drawn
  /// in its styles:`, or `golden: (none)` for a new snapshot.
  private static func drawn(_ frame: Frame?, caption: String, colors: ColorSupport) -> String {
    guard let frame else { return "\(caption): (none)\n" }
    let rows = frame.styledRows(colors: colors).map { "|\($0)|\n" }
    return "\(caption), drawn in its styles:\n" + rows.joined()
  }

  private func apply(_ decision: Decision, to file: PendingSnapshot) throws(CommandFailure) {
    do {
      switch decision {
      case .accept: try review.accept(file)
      case .reject: try review.reject(file)
      case .skip, .quit: break
      }
    } catch {
      throw CommandFailure(.ioError, "\(details: error)")
    }
  }

  /// Reads keys until one means something; capitals apply to all remaining files.
  private func readDecision() throws(CommandFailure) -> (Decision, forAll: Bool) {
    var decoder = KeyDecoder()
    while true {
      var buffer = [UInt8](repeating: 0, count: 16)
      let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      guard count > 0 else { return (.quit, false) }  // end of input
      for key in decoder.decode(buffer[..<count]) + decoder.flush() {
        if key == .ctrl("c") || key == .escape { return (.quit, false) }
        guard case .character(let character) = key.code, !key.control else { continue }
        switch character {
        case "a": return (.accept, false)
        case "r": return (.reject, false)
        case "s": return (.skip, false)
        case "A": return (.accept, true)
        case "R": return (.reject, true)
        case "S": return (.skip, true)
        case "q": return (.quit, false)
        default: continue
        }
      }
    }
  }

  private static func pastTense(_ decision: Decision) -> String {
    switch decision {
    case .accept: "accepted"
    case .reject: "rejected"
    case .skip, .quit: "skipped"
    }
  }
}
