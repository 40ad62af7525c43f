extension LargeDigits: Previewable {
  /// Every figure in both typefaces, and the placeholder for a missing value.
  public static let fixtures: [Fixture<LargeDigits>] = [
    Fixture("allFigures", LargeDigits(props: .init(text: "-1234567890", isASCII: false))),
    Fixture("allFiguresASCII", LargeDigits(props: .init(text: "-1234567890", isASCII: true))),
    Fixture("missing", LargeDigits(props: .init(text: Glyphs.missingValue, isASCII: false))),
  ]
}
