import Foundation
import Services
import Testing

@Suite struct MoonPhaseTests {
  /// A UTC moment from its ISO 8601 form.
  private func utc(_ text: String) throws -> Date {
    try #require(ISO8601DateFormatter().date(from: text))
  }

  @Test func knownPrincipalPhasesAreNamedOnTheirDay() throws {
    // Published instants (UTC); the mean month is within a day of each.
    let phases: [(String, MoonPhase.Name)] = [
      ("2024-04-08T18:21:00Z", .newMoon),
      ("2024-04-15T19:13:00Z", .firstQuarter),
      ("2024-04-23T23:49:00Z", .fullMoon),
      ("2024-05-01T11:27:00Z", .lastQuarter),
      ("2026-11-24T14:53:00Z", .fullMoon),
    ]
    for (instant, name) in phases {
      #expect(MoonPhase(at: try utc(instant)).name == name, "\(instant)")
    }
  }

  @Test func illuminationRunsFromDarkToFullAndBack() {
    let month = MoonPhase.synodicMonth
    #expect(MoonPhase(age: 0).illumination == 0)
    #expect(abs(MoonPhase(age: month / 4).illumination - 0.5) < 1e-9)
    #expect(abs(MoonPhase(age: month / 2).illumination - 1) < 1e-9)
    #expect(abs(MoonPhase(age: 3 * month / 4).illumination - 0.5) < 1e-9)
  }

  @Test func betweenPrincipalPhasesTheMoonIsCrescentOrGibbous() {
    let quarter = MoonPhase.synodicMonth / 4
    let names = (0..<8).map { MoonPhase(age: Double($0) * quarter / 2).name }
    #expect(
      names == [
        .newMoon, .waxingCrescent, .firstQuarter, .waxingGibbous, .fullMoon, .waningGibbous,
        .lastQuarter, .waningCrescent,
      ])
    #expect(MoonPhase(age: 0.99).name == .newMoon)
    #expect(MoonPhase(age: 1.01).name == .waxingCrescent)
    #expect(MoonPhase(age: MoonPhase.synodicMonth - 0.5).name == .newMoon)
  }

  @Test func ageWrapsIntoOneMonthEitherWay() {
    let month = MoonPhase.synodicMonth
    #expect(abs(MoonPhase(age: month + 2).age - 2) < 1e-9)
    #expect(abs(MoonPhase(age: -1).age - (month - 1)) < 1e-9)
    let longAgo = MoonPhase(at: Date(timeIntervalSince1970: 0))
    #expect((0..<month).contains(longAgo.age))
  }

  @Test func daysUntilAPrincipalPhaseIsAlwaysAhead() {
    let month = MoonPhase.synodicMonth
    let waxing = MoonPhase(age: 3)
    #expect(abs(waxing.days(until: .fullMoon) - (month / 2 - 3)) < 1e-9)
    #expect(abs(waxing.days(until: .newMoon) - (month - 3)) < 1e-9)
    #expect(MoonPhase(age: 0).days(until: .newMoon) == 0)
  }
}
