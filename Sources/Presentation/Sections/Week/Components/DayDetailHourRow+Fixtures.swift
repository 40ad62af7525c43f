import TextUI

extension DayDetailHourRow: Previewable {
  public static let fixtures: [Fixture<DayDetailHourRow>] = [
    Fixture("toronto", DayDetailHourRow(props: DayDetailHourTable.Props.toronto.rows[0])),
    Fixture("header", DayDetailHourRow(props: DayDetailHourRow.header)),
  ]
}
