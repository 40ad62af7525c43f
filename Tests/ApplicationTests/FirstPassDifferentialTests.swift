import Application
import Testing
import TextUI

/// The differential harness of engine 2, over the app: every screen of
/// `stratus render --list`, opened as `render` opens it, draws the same first pass from
/// the store (`FirstPassRenderer`) as from the retained engine (`Renderer`) at 80x24,
/// 40x12 and 200x60, and with the ASCII glyphs (whose truncation mark is ".").
@MainActor
@Suite struct FirstPassDifferentialTests {
  nonisolated static let cases: [(Screen, Size)] = Screen.allCases.flatMap { screen in
    [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 200, height: 60)]
      .map { (screen, $0) }
  }

  @Test(arguments: cases)
  func everyScreenDrawsTheSameFirstPassFromTheStore(screen: Screen, size: Size) async throws {
    try await compare(screen, AppConfiguration(size: size))
  }

  @Test(arguments: Screen.allCases)
  func everyScreenInASCIIDrawsTheSameFirstPassFromTheStore(screen: Screen) async throws {
    try await compare(screen, AppConfiguration(glyphs: .ascii))
  }

  /// `render` opens a screen with a runtime that draws every pass anew: its keys go to
  /// the bindings of first passes, and its last frame is the retained runtime's.
  @Test(arguments: cases)
  func aFirstPassRuntimeOpensEveryScreenAsTheRetainedOneDoes(
    screen: Screen, size: Size
  ) async throws {
    let configuration = AppConfiguration(size: size)
    let retained = try await screen.open(AppRuntime(configuration: configuration))
    let anew = try await screen.open(
      AppRuntime(configuration: configuration, drawing: .firstPasses))
    #expect(anew.frame.text() == retained.frame.text())
    #expect(anew.frame == retained.frame, "the frames' styles differ")
  }

  private func compare(_ screen: Screen, _ configuration: AppConfiguration) async throws {
    let runtime = try await screen.open(AppRuntime(configuration: configuration))
    let view = RootView(graph: runtime.graph, isTooSmall: false)
    let comparison = _FirstPassComparison(
      view, size: configuration.size, truncationMark: configuration.glyphs.truncationMark)
    #expect(comparison.usedStore)
    #expect(comparison.differences.isEmpty, "\(comparison.differences.joined(separator: "\n"))")
  }
}
