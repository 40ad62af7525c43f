import Application
import Presentation
import Services
import Testing
import TextUI

/// `--ascii` promises seven-bit output: every screen, in every data state, at sizes
/// that truncate text and one below the minimum, draws only ASCII — except the names
/// of the places themselves ("東京" in the picker's favourites), which are data, not
/// glyphs.
@MainActor
@Suite struct ASCIIScreenTests {
  /// Wide, standard, narrow (texts and titles truncated) and too small.
  static let sizes = [
    Size(width: 120, height: 40), Size(width: 80, height: 24), Size(width: 40, height: 20),
    Size(width: 39, height: 12),
  ]

  /// Every scalar of the built-in places' names: the only non-ASCII text allowed.
  static let placeScalars = Set(
    Location.fixtures.all.flatMap { place in
      [place.name, place.region ?? "", place.country].flatMap(\.unicodeScalars)
    })

  @Test(arguments: Screen.allCases, DataState.allCases)
  func everyByteIsSevenBit(screen: Screen, state: DataState) async throws {
    for size in Self.sizes {
      let frame = try await screen.render(
        AppConfiguration(dataState: state, size: size, glyphs: .ascii))
      let text = frame.text()
      let foreign = text.unicodeScalars.filter { !$0.isASCII && !Self.placeScalars.contains($0) }
      let codes = foreign.map { "U+\(String($0.value, radix: 16, uppercase: true))" }
      #expect(
        foreign.isEmpty,
        """
        \(screen) \(state) \(size.width)x\(size.height): \(codes), a symbol or unit sign \
        spelled in a string? Give it a field of Glyphs \
        (Sources/Presentation/Views/Glyphs.swift), its ASCII form in Glyphs.ascii.
        \(text)
        """)
    }
  }

  /// The texts that used to leak Unicode, as ASCII shows them.
  @Test func theTextsThatLeakedReadInASCII() async throws {
    let loading = try await Screen.tab(.now).render(
      AppConfiguration(dataState: .loading, glyphs: .ascii)
    ).text()
    #expect(loading.contains("Sun 15:00 | Loading..."))
    #expect(loading.contains("Loading the weather for Toronto..."))

    let tooSmall = try await Screen.tab(.now).render(
      AppConfiguration(size: Size(width: 39, height: 12), glyphs: .ascii)
    ).text()
    #expect(tooSmall.contains("Window too small - need at least 40x12"))

    let settings = try await Screen.tab(.settings).render(AppConfiguration(glyphs: .ascii)).text()
    #expect(settings.contains("Metric (C, km/h, kPa, km)"))

    // The engine's own truncation mark: the header's status cut at 40 columns.
    let narrow = try await Screen.tab(.now).render(
      AppConfiguration(size: Size(width: 40, height: 20), glyphs: .ascii)
    ).text()
    #expect(narrow.split(separator: "\n").first?.hasSuffix("| Upda. ") == true)
  }
}
