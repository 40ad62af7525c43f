import Presentation
import Services
import TextUI

extension LocationPickerContainer {
  /// What the sheet's keys do. Every action reads the services when its key is
  /// pressed and rebuilds the ``PickerRows`` from them, so it acts on the row the person
  /// sees highlighted now, never on a list captured when the sheet was last drawn.
  public static func actions(
    location: LocationService, picker: PickerState, router: Router
  ) -> LocationPickerSheet.Actions {
    @MainActor func rows() -> PickerRows { PickerRows(location: location, picker: picker) }

    return LocationPickerSheet.Actions(
      edit: TextAction { edit in
        let before = picker.query
        picker.setQuery(edit.applied(to: before))
        // At the length limit a typed character changes nothing: no search to repeat.
        guard picker.query != before else { return }
        if picker.query.isEmpty {
          location.clearSearch()
        } else {
          location.search(for: picker.query)
        }
      },
      moveUp: Action { picker.moveHighlight(by: -1, rowCount: rows().rows.count) },
      moveDown: Action { picker.moveHighlight(by: 1, rowCount: rows().rows.count) },
      choose: Action {
        switch rows().highlightedRow(picker.highlighted) {
        case .addFavourite(let place):
          location.addFavourite(place)
          // The new favourite is listed last: follow it there.
          let count = rows().rows.count
          picker.moveHighlight(by: count, rowCount: count)
        case let row?:
          if let place = row.place { location.select(place) }
          close(location: location, picker: picker, router: router)
        case nil: break
        }
      },
      removeFavourite: Action {
        guard let favourite = rows().highlightedRow(picker.highlighted)?.favourite else { return }
        location.removeFavourite(favourite)
        // The list is one row shorter: keep the highlight on a row that exists.
        picker.moveHighlight(by: 0, rowCount: rows().rows.count)
      },
      close: Action { close(location: location, picker: picker, router: router) })
  }

  /// Dismisses the sheet and forgets the query, so it opens afresh next time.
  @MainActor
  private static func close(location: LocationService, picker: PickerState, router: Router) {
    router.dismiss()
    picker.reset()
    location.clearSearch()
  }
}
