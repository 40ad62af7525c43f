import TextUI

extension LocationPickerQueryField: Previewable {
  /// Empty, typed, and in Hangul.
  public static let fixtures: [Fixture<LocationPickerQueryField>] = [
    Fixture("empty", LocationPickerQueryField(query: "")),
    Fixture("typed", LocationPickerQueryField(query: "Osl")),
    Fixture("cjk", LocationPickerQueryField(query: "서울")),
  ]
}
