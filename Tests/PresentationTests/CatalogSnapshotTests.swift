import Testing
import TextSnapshots
import TextUI

@testable import Presentation

/// Every fixture of every view in the catalogue, at 80x24; screens also at 40x20 and
/// 120x40, where their layouts adapt.
@MainActor
@Suite struct CatalogSnapshotTests {
  @Test(arguments: PreviewCatalog.all.map(\.name))
  func everyFixture(of viewName: String) throws {
    let entry = try #require(PreviewCatalog.entry(named: viewName))
    #expect(!entry.previews.isEmpty, "\(viewName) declares no fixtures")
    for preview in entry.previews {
      for size in entry.kind.sizes {
        assertSnapshot(
          of: preview.render(size: size), as: .frame,
          named: "\(viewName).\(preview.name).\(size.width)x\(size.height)")
      }
    }
  }

  @Test func viewNamesAndFixtureNamesAreUnique() {
    let names = PreviewCatalog.all.map(\.name)
    #expect(Set(names).count == names.count)
    for entry in PreviewCatalog.all {
      let fixtures = entry.previews.map(\.name)
      #expect(Set(fixtures).count == fixtures.count, "\(entry.name) repeats a fixture name")
    }
  }
}
