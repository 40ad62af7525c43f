import Foundation
import TestSupport
import Testing

@testable import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal writer checked by a terminal that is not ours: random styled updates from
/// ``TerminalScreen`` played into a tmux pane, and what tmux then holds (`capture-pane
/// -e`) compared cell by cell, glyph and look, with the frame's styles as the writer's
/// ``ColorSupport`` brings them down.
///
/// `StyledTerminalReplayTests` does the same on our own emulator, with many more updates;
/// this one proves that emulator is not merely agreeing with the writer it was written
/// beside. The glyphs are those tmux and the engine measure alike (ASCII, é, CJK).
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct StyledTerminalTmuxTests {
  /// Styles that share colours and attributes in many ways, as the replay test's do.
  static let styles: [Style] = [
    .plain,
    Style(foreground: .red),
    Style(background: .blue),
    Style(attributes: .bold),
    Style(attributes: [.bold, .dim]),
    Style(attributes: .dim),
    Style(foreground: .brightGreen, attributes: [.italic, .underline]),
    Style(attributes: .reverse),
    Style(attributes: .strikethrough),
    Style(foreground: .indexed(208), background: .indexed(17)),
    Style(foreground: .rgb(255, 128, 0), attributes: .bold),
    Style(foreground: .rgb(12, 200, 90), background: .rgb(40, 40, 40), attributes: .reverse),
  ]

  static let graphemes: [Character] = ["a", "b", " ", "é", "東"]

  static let size = Size(width: 10, height: 3)

  @Test(arguments: [ColorSupport.trueColor, .indexed256, .ansi16, .attributesOnly])
  func tmuxShowsEachCellInItsStyleAfterRandomUpdates(colors: ColorSupport) async throws {
    let seed: UInt64 = 0x730C_5EED
    print("tmux styled replay seed: \(seed), colors: \(colors)")
    var random = SeededGenerator(seed: seed)
    let pipe = try ReplayPipe(named: "stratus-tmux-replay-\(UUID().uuidString)")
    defer { pipe.remove() }
    let session = try await TmuxSession(
      "cat '\(pipe.path)'; sleep \(HangGuard.lingerSeconds)", width: Self.size.width,
      height: Self.size.height)
    defer { session.close() }
    let writer = try pipe.openForWriting()
    defer { close(writer) }

    var screen = TerminalScreen(colors: colors)
    var frame = edit(Frame(size: Self.size), using: &random, writes: Self.size.area)
    var history = ""
    for update in 0..<8 {
      // tmux handles its input in order: once it has the title, it has drawn the update.
      let title = "update-\(update)"
      let bytes = screen.update(to: frame) + Array("\u{1B}]2;\(title)\u{07}".utf8)
      try await onOwnThread { try ReplayPipe.send(bytes, to: writer) }
      try await session.waitFor(title) { _ in (try? session.value("pane_title")) == title }
      history += "\n\(frame)"
      let context = Comment(rawValue: "seed \(seed), \(colors), update \(update):\(history)")
      let shown = try TmuxCells(capture: session.capture(escapes: true), size: Self.size)
      #expect(shown.cells == expected(frame, colors: colors), context)
      frame = edit(frame, using: &random)
    }
  }

  /// Each column's glyph ("" for a wide glyph's second column) and look, row-major.
  private func expected(_ frame: Frame, colors: ColorSupport) -> [TmuxCells.Cell] {
    (0..<frame.height).flatMap { y in
      (0..<frame.width).map { x in
        let style = frame.style(x: x, y: y) ?? .plain
        var look = TmuxCells.Look()
        if colors >= .ansi16 {
          look.foreground = colors.drawable(style.foreground ?? .default)
          look.background = colors.drawable(style.background ?? .default)
        }
        if colors >= .attributesOnly { look.attributes = style.attributes }
        return TmuxCells.Cell(glyph: frame[x, y], look: look)
      }
    }
  }

  /// `frame` with a few cells rewritten: another glyph, another style, or both.
  private func edit(_ frame: Frame, using random: inout SeededGenerator, writes: Int? = nil)
    -> Frame
  {
    var frame = frame
    for _ in 0..<(writes ?? Int.random(in: 1...5, using: &random)) {
      frame.put(
        Self.graphemes.randomElement(using: &random)!,
        x: Int.random(in: 0..<frame.width, using: &random),
        y: Int.random(in: 0..<frame.height, using: &random),
        style: Self.styles.randomElement(using: &random)!)
    }
    return frame
  }
}

/// A named pipe the tmux pane reads (`cat`) and the test writes updates into.
///
/// The test holds a read end of its own from the start, never read, so that opening the
/// write end never waits for the pane's `cat`: a pane that never opened the pipe would
/// otherwise keep the test waiting for ever, past any guard. What is written before `cat`
/// opens the pipe waits in it for `cat`.
private struct ReplayPipe {
  let path: String
  /// The test's own read end.
  private let reader: Int32

  init(named name: String) throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
    guard mkfifo(path, 0o600) == 0 else {
      throw TmuxError(message: "mkfifo \(path): \(String(cString: strerror(errno)))")
    }
    reader = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard reader >= 0 else {
      let reason = String(cString: strerror(errno))
      unlink(path)
      throw TmuxError(message: "open \(path) to read: \(reason)")
    }
  }

  /// Opens the pipe for writing, at once: it has a reader, the test's own.
  func openForWriting() throws -> Int32 {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw TmuxError(message: "open \(path): \(String(cString: strerror(errno)))")
    }
    return descriptor
  }

  /// Writes every byte of `bytes`.
  static func send(_ bytes: [UInt8], to descriptor: Int32) throws {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      guard count > 0 else {
        throw TmuxError(message: "write: \(String(cString: strerror(errno)))")
      }
      written += count
    }
  }

  func remove() {
    close(reader)
    unlink(path)
  }
}
