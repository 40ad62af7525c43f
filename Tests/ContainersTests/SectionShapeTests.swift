import Foundation
import Testing

/// Every section has the shape Architecture.md §5 describes, Sky's, so a learner who
/// copies one section copies the convention.
///
/// The rules are about files and declarations, which Swift cannot list at run time, so
/// the tests read them where they are written: the folders under `Sections/` in
/// Presentation and Containers, and the container tests beside this file (see
/// ``SectionTree``). A section that drifts (a screen without fixtures or container, a
/// nested screen, a borrowed `Actions`, a `props` argument labelled otherwise than it is
/// named, fixtures nobody checks against the container) fails here, naming the file.
@Suite struct SectionShapeTests {
  static let tree = SectionTree(root: SectionTree.packageRoot)
  /// The sections, by their Presentation folders (checked against Containers' below).
  static let sections = (try? tree.sectionNames(in: .presentation)) ?? []

  private var tree: SectionTree { Self.tree }

  @Test func bothModulesHaveTheSameSections() throws {
    let containers = try tree.sectionNames(in: .containers)
    #expect(Self.sections.count >= 7, "found only \(Self.sections)")
    #expect(Self.sections == containers, "Presentation/Sections and Containers/Sections differ")
  }

  // MARK: - Presentation

  /// A section's Presentation folder holds its screens flat (each `…View` or `…Sheet`
  /// beside its `+Fixtures`), its `PreviewCatalog+<Section>.swift` and one `Components/`
  /// with no folder inside; its Containers folder holds files only.
  @Test(arguments: sections)
  func sectionFoldersHoldScreensFlatAndOneComponentsFolder(_ section: String) throws {
    let listing = try tree.listing(of: tree.folder(.presentation, section))
    #expect(listing.folders == ["Components"], "\(section) has folders \(listing.folders)")
    let components = try tree.listing(of: tree.folder(.presentation, section, "Components"))
    #expect(components.folders.isEmpty, "\(section)/Components has \(components.folders)")
    let screens = try tree.screens(in: section)
    #expect(
      !screens.isEmpty,
      """
      \(section) has no screen: a file named …View or …Sheet that declares a view of its \
      name, `public struct <Name>View: View` (or `: PresentationalView`)
      """)
    let catalogue = "PreviewCatalog+\(section).swift"
    let expected = [catalogue] + screens.flatMap { ["\($0).swift", "\($0)+Fixtures.swift"] }
    let missing = Set(expected).subtracting(listing.files).sorted()
    #expect(missing.isEmpty, "\(section) lacks \(missing)")
    let stray = Set(listing.files).subtracting(expected).sorted()
    #expect(stray.isEmpty, "\(section): not a screen, its fixtures or the catalogue: \(stray)")
    let containers = try tree.listing(of: tree.folder(.containers, section))
    #expect(containers.folders.isEmpty, "Containers/Sections/\(section) has folders")
  }

  /// Each screen is in the section's catalogue as a screen; each component that is a
  /// view has its fixtures.
  @Test(arguments: sections)
  func everyScreenIsCataloguedAndEveryComponentHasFixtures(_ section: String) throws {
    let catalogue = tree.source(.presentation, section, "PreviewCatalog+\(section)") ?? ""
    for screen in try tree.screens(in: section) {
      let isListed = catalogue.contains("Entry(\(screen).self, .screen)")
      #expect(isListed, "PreviewCatalog+\(section) does not list \(screen) as a screen")
    }
    let components = try tree.listing(of: tree.folder(.presentation, section, "Components"))
    for file in components.files where !file.contains("+") {
      let name = String(file.dropLast(".swift".count))
      let source = tree.source(.presentation, section, "Components", name) ?? ""
      guard source.contains("public struct \(name): View") else { continue }
      let hasFixtures = components.files.contains("\(name)+Fixtures.swift")
      #expect(hasFixtures, "\(section)/Components/\(name) has no \(name)+Fixtures.swift")
    }
  }

  /// A screen that can be without its data (its container shows a placeholder) says so
  /// in a `Content` enum with a `message` case: its own, or that of the part whose
  /// place the message takes (the radar's map).
  @Test(arguments: sections)
  func screensThatCanLackTheirDataHaveAContentEnum(_ section: String) throws {
    let components = try tree.listing(of: tree.folder(.presentation, section, "Components"))
    let partsWithContent = components.files.map { String($0.dropLast(".swift".count)) }
      .filter {
        SectionTree.declaresMessageContent(
          tree.source(.presentation, section, "Components", $0) ?? "")
      }
    for screen in try tree.screens(in: section) {
      let props = tree.source(.containers, section, "\(SectionTree.container(of: screen))+Props")
      guard props?.contains(".placeholder(") == true else { continue }
      let view = tree.source(.presentation, section, screen) ?? ""
      let hasContent =
        SectionTree.declaresMessageContent(view)
        || partsWithContent.contains { view.contains("\($0)(props:") }
      #expect(hasContent, "\(screen) can lack its data but has no Content enum with a message")
    }
  }

  // MARK: - Containers

  /// `<Name>View` and `<Name>Sheet` have `<Name>Container.swift` and
  /// `<Name>Container+Props.swift` with `public static func props(…) -> <Screen>.Props`;
  /// a screen that declares `Actions` has `+Actions.swift` with
  /// `public static func actions(…) -> <Screen>.Actions`, and one that declares none
  /// has no such file. A screen's `actions` are of its own `Actions` type.
  @Test(arguments: sections)
  func everyScreenHasItsContainerPropsAndActions(_ section: String) throws {
    for screen in try tree.screens(in: section) {
      let container = SectionTree.container(of: screen)
      let view = tree.source(.presentation, section, screen) ?? ""
      #expect(tree.source(.containers, section, container) != nil, "no \(container).swift")
      let props = tree.source(.containers, section, "\(container)+Props") ?? ""
      let makesProps =
        props.contains("public static func props(") && props.contains("-> \(screen).Props")
      #expect(makesProps, "\(container)+Props.swift has no props(…) -> \(screen).Props")
      let declaresActions = view.contains("public struct Actions")
      let actions = tree.source(.containers, section, "\(container)+Actions")
      let agree = (actions != nil) == declaresActions
      #expect(agree, "\(screen).Actions and \(container)+Actions.swift: one without the other")
      if let actions {
        let makesActions =
          actions.contains("public static func actions(")
          && actions.contains("-> \(screen).Actions")
        #expect(makesActions, "\(container)+Actions.swift has no actions(…) -> \(screen).Actions")
      }
      let borrowsActions =
        view.contains("public var actions:") && !view.contains("public var actions: Actions\n")
      #expect(!borrowsActions, "\(screen)'s actions are another view's Actions")
    }
  }

  /// `props(…)` takes plain values, each labelled with its own name: `state:` for the
  /// fetch state, `active:` for the place on screen, `glyphs:` last; never a service.
  @Test(arguments: sections)
  func propsArgumentsAreLabelledByTheirOwnNames(_ section: String) throws {
    for screen in try tree.screens(in: section) {
      let container = SectionTree.container(of: screen)
      let source = tree.source(.containers, section, "\(container)+Props") ?? ""
      let parameters = SectionTree.parameters(ofPropsIn: source)
      let signature = "\(container).props(\(parameters.map { "\($0.label):" }.joined()))"
      #expect(!parameters.isEmpty, "no props(…) in \(container)+Props.swift")
      for parameter in parameters {
        let (label, name, type) = (parameter.label, parameter.name, parameter.type)
        #expect(label == name, "\(signature): `\(label) \(name):` is labelled otherwise")
        #expect(!type.hasSuffix("Service"), "\(signature): `\(label):` is a service")
        if type.hasPrefix("FetchState<") {
          #expect(label == "state", "\(signature): the fetch state is `\(label):`")
        }
        if type == "Location" {
          #expect(label == "active", "\(signature): the place on screen is `\(label):`")
        }
      }
      let last = parameters.last.map { "\($0.label): \($0.type)" }
      #expect(last == "glyphs: Glyphs", "\(signature): `glyphs: Glyphs` is not last")
    }
  }

  /// Each container has its test file, and it checks that the screen's hand-written
  /// fixtures are what the container makes.
  @Test(arguments: sections)
  func everyContainerChecksItsFixtures(_ section: String) throws {
    for screen in try tree.screens(in: section) {
      let tests = "\(SectionTree.container(of: screen))Tests"
      let source = tree.source(tests: tests)
      #expect(source != nil, "no Tests/ContainersTests/\(tests).swift")
      let checksFixtures = source?.contains("func fixturesAreTheContainersOwnOutput()") == true
      #expect(checksFixtures, "\(tests) has no fixturesAreTheContainersOwnOutput()")
    }
  }

  // MARK: - The reader itself

  @Test func theParameterReaderSeesLabelsNamesAndTypes() {
    let source = """
      public static func props(
        accounts: [Account], weather state: FetchState<Weather>, _ rows: PickerRows,
        glyphs: Glyphs
      ) -> SettingsView.Props {
      """
    let parameters = SectionTree.parameters(ofPropsIn: source)
    #expect(parameters.map(\.label) == ["accounts", "weather", "_", "glyphs"])
    #expect(parameters.map(\.name) == ["accounts", "state", "rows", "glyphs"])
    #expect(parameters.map(\.type) == ["[Account]", "FetchState<Weather>", "PickerRows", "Glyphs"])
    #expect(SectionTree.parameters(ofPropsIn: "static func actions(a: A) -> B").isEmpty)
  }

  @Test func theContentReaderNeedsAMessageCaseInsideTheEnum() {
    let message = "case message(CentredMessage.Props"
    #expect(SectionTree.declaresMessageContent("enum Content: Equatable {\n  \(message))\n}"))
    #expect(SectionTree.declaresMessageContent("enum Content {\n  \(message), rows: Int)\n}"))
    #expect(!SectionTree.declaresMessageContent("enum Content {\n  case loaded\n}\n\(message))"))
    #expect(!SectionTree.declaresMessageContent("enum State {\n  \(message))\n}"))
  }

  @Test func containersAreNamedAfterTheirScreens() {
    #expect(SectionTree.container(of: "SkyView") == "SkyContainer")
    #expect(SectionTree.container(of: "AccountSwitcherSheet") == "AccountSwitcherContainer")
  }
}
