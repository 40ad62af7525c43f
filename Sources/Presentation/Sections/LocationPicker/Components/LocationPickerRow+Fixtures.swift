import TextUI

extension LocationPickerRow: Previewable {
  /// A highlighted favourite, a plain row, a wide-glyph name and a long one.
  public static let fixtures: [Fixture<LocationPickerRow>] = [
    Fixture(
      "highlighted",
      LocationPickerRow(
        props: .init(
          id: "favourite:oslo", text: "★ Oslo, Norway", isHighlighted: true, isRemovable: true,
          pointer: "▸"))),
    Fixture(
      "plain",
      LocationPickerRow(
        props: .init(
          id: "current", text: "Current location: Toronto, Ontario", isHighlighted: false,
          pointer: "▸"))),
    Fixture(
      "cjk",
      LocationPickerRow(
        props: .init(
          id: "result:seoul", text: "☆ 서울, 서울특별시, 대한민국", isHighlighted: true, pointer: "▸"))),
    Fixture(
      "long",
      LocationPickerRow(
        props: .init(
          id: "result:llanfairpwll",
          text:
            "☆ Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Isle of Anglesey, "
            + "United Kingdom",
          isHighlighted: false, pointer: "▸"))),
  ]
}
