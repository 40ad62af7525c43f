@testable import TextUI

/// Renders `view` once and returns its rows, the form most layout tests assert on.
@MainActor
func rows<V: View>(_ view: V, width: Int, height: Int) -> [String] {
  Renderer().render(view, width: width, height: height).rows
}
