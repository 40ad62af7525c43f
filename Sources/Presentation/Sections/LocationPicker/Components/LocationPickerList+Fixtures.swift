import TextUI

/// Named sample data, shared by the picker's fixtures and the catalogue.
extension LocationPickerList.Props {
  /// The current location, the offer to add it, and two favourites; Oslo highlighted.
  public static let favourites = Self(rows: [
    .init(
      id: "current", text: "Current location: Toronto, Ontario", isHighlighted: false, pointer: "▸"),
    .init(id: "add", text: "Add Toronto to favourites", isHighlighted: false, pointer: "▸"),
    .init(
      id: "favourite:59.9139,10.7522", text: "★ Oslo, Norway", isHighlighted: true,
      isRemovable: true,
      pointer: "▸"),
    .init(
      id: "favourite:35.6762,139.6503", text: "★ 東京, 東京都, 日本", isHighlighted: false,
      isRemovable: true,
      pointer: "▸"),
  ])

  /// Twenty numbered places, the fifteenth highlighted: more than a small sheet shows.
  public static let long = Self(
    rows: (1...20).map { number in
      .init(
        id: "result:\(number)", text: "☆ Place \(number)", isHighlighted: number == 15,
        pointer: "▸")
    })
}

extension LocationPickerList: Previewable {
  public static let fixtures: [Fixture<LocationPickerList>] = [
    Fixture("favourites", LocationPickerList(props: .favourites)),
    Fixture("long", LocationPickerList(props: .long)),
  ]
}
