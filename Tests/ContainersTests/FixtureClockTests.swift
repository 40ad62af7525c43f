import Presentation
import Services
import Testing

/// Presentation's copy of the reference time is Services' reference time: the views'
/// fixtures and the containers' output count the same hours.
@Suite struct FixtureClockTests {
  @Test func thePreviewsReferenceTimeIsTheFixturesReferenceTime() {
    #expect(FixtureClock.referenceSeconds == Int(FixtureTime.reference.timeIntervalSince1970))
  }
}
