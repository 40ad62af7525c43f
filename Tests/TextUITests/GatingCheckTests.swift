import Testing

@testable import TextUI

/// `Renderer(memoization: .checked)` renders every gated pass fresh too and, when they
/// differ, names the reused view whose `==` hid the change.
@MainActor
@Suite struct GatingCheckTests {
  /// A view whose `==` lies: it forgets `unit`, which its body draws.
  struct Temperature: View {
    var degrees: Int
    var unit: String
    var body: some View { Text("\(degrees)\(unit)") }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.degrees == rhs.degrees }
  }

  struct Panel: View {
    var title: String
    var temperature: Temperature
    var body: some View {
      VStack(alignment: .leading) {
        Text(title)
        temperature
      }
    }
  }

  private func checkedRenderer(failures: Box) -> Renderer {
    let renderer = Renderer(memoization: .checked)
    renderer.onGatingFailure = { failures.value.append($0) }
    return renderer
  }

  final class Box { var value: [GatingFailure] = [] }

  @Test func aBrokenEqualityIsNamedWithItsFieldsAndTheCellsItHid() {
    let failures = Box()
    let renderer = checkedRenderer(failures: failures)
    let size = Size(width: 8, height: 2)
    _ = renderer.render(
      Panel(title: "Oslo", temperature: .init(degrees: 21, unit: "C")), size: size)
    _ = renderer.render(
      Panel(title: "Lima", temperature: .init(degrees: 21, unit: "F")), size: size)
    #expect(failures.value.count == 1)
    #expect(
      failures.value.first?.description == """
        gating check failed: a gated pass drew what a fresh render does not
          reused view: Panel / Temperature (TextUITests.GatingCheckTests.Temperature)
          its == compared equal; its fields: degrees, unit
          fields that differ from a fresh evaluation: unit "C" -> "F"
          cells that differ (gated -> fresh): 1 in 1 row
            row 2, column 3: "C" -> "F"
        """)
  }

  @Test func anHonestTreeRendersCheckedWithoutFailure() {
    let failures = Box()
    let renderer = checkedRenderer(failures: failures)
    let size = Size(width: 8, height: 2)
    _ = renderer.render(
      Panel(title: "Oslo", temperature: .init(degrees: 21, unit: "C")), size: size)
    let frame = renderer.render(
      Panel(title: "Oslo", temperature: .init(degrees: 22, unit: "C")), size: size)
    #expect(failures.value.isEmpty)
    #expect(frame.rows == ["Oslo    ", "22C     "])
    #expect(renderer.statistics.bodiesEvaluated == 2)
  }

  /// A body that makes its action, as a container does: the fresh render makes another.
  struct Refreshable: View {
    var title: String
    var body: some View { Text(title).keyBinding("r", "refresh", action: Action {}) }
  }

  @Test func bindingsMadeAgainByTheFreshRenderAreNoFailure() {
    let failures = Box()
    let renderer = checkedRenderer(failures: failures)
    let size = Size(width: 8, height: 1)
    _ = renderer.render(Refreshable(title: "Oslo"), size: size)
    _ = renderer.render(Refreshable(title: "Oslo"), size: size)
    _ = renderer.render(Refreshable(title: "Lima"), size: size)
    #expect(failures.value.isEmpty)
  }
}
