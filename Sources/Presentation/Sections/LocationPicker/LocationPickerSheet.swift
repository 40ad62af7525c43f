import TextUI

/// The location picker sheet: a query field, then either the current location and the
/// favourites or the search results, the highlighted row marked.
///
/// Typing edits the query; ↑ and ↓ move the highlight; Enter chooses the highlighted
/// row; Delete removes a highlighted favourite; Esc closes. Because the sheet is
/// topmost, its text field receives the letters the screens beneath bind to commands.
///
/// The shell places the sheet over the screen and offers it a size; the sheet fills it
/// and draws its own border, titled "Location".
public struct LocationPickerSheet: View, Sendable {
  /// What the sheet shows, already formatted.
  public struct Props: Equatable, Sendable {
    /// The text typed so far.
    public var query: String
    /// "1 result for 'Osl'", "Searching…", or why the search failed; `nil` when no query
    /// has been typed.
    public var status: String?
    /// Whether ``status`` says why the search failed, so it is drawn as a failure rather
    /// than as supporting text.
    public var searchFailed: Bool
    /// The rows, in order, at most one highlighted.
    public var rows: LocationPickerList.Props
    /// What to say below the rows when a list is empty ("You haven't added any favourite
    /// locations.").
    public var emptyText: String?
    /// The lines of the sheet's border (`Glyphs.border`).
    public var border: BorderStyle

    public init(
      query: String, status: String? = nil, searchFailed: Bool = false,
      rows: LocationPickerList.Props, emptyText: String? = nil, border: BorderStyle
    ) {
      self.query = query
      self.status = status
      self.searchFailed = searchFailed
      self.rows = rows
      self.emptyText = emptyText
      self.border = border
    }

    /// Whether Delete has something to remove: the highlighted row is a favourite.
    public var canRemoveHighlighted: Bool {
      rows.rows.contains { $0.isHighlighted && $0.isRemovable }
    }
  }

  /// What the sheet's keys do.
  public struct Actions: Equatable, Sendable {
    /// Applies a typed character or Backspace to the query.
    public var edit: TextAction
    /// Moves the highlight up one row.
    public var moveUp: Action
    /// Moves the highlight down one row.
    public var moveDown: Action
    /// Acts on the highlighted row: shows its place, or adds the current place to the
    /// favourites.
    public var choose: Action
    /// Removes the highlighted favourite.
    public var removeFavourite: Action
    /// Closes the sheet.
    public var close: Action

    public init(
      edit: TextAction, moveUp: Action, moveDown: Action, choose: Action,
      removeFavourite: Action, close: Action
    ) {
      self.edit = edit
      self.moveUp = moveUp
      self.moveDown = moveDown
      self.choose = choose
      self.removeFavourite = removeFavourite
      self.close = close
    }

    /// Keys that do nothing, for fixtures.
    public static let none = Actions(
      edit: TextAction { _ in }, moveUp: .none, moveDown: .none, choose: .none,
      removeFavourite: .none, close: .none)
  }

  /// The data shown.
  public var props: Props
  /// What the keys do.
  public var actions: Actions

  public init(props: Props, actions: Actions = .none) {
    self.props = props
    self.actions = actions
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      LocationPickerQueryField(query: props.query)
      if let status = props.status {
        Text(status).style(props.searchFailed ? .failure : .secondary).lineLimit(2)
      }
      VStack(alignment: .leading) {
        LocationPickerList(props: props.rows)
        if let emptyText = props.emptyText { Text(emptyText).style(.secondary) }
      }
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
    .border(props.border, title: "Location")
    .keyBinding(.enter, "choose", action: actions.choose)
    .keyBinding(.up, "previous", action: actions.moveUp)
    .keyBinding(.down, "next", action: actions.moveDown)
    // Delete is offered (and hinted in the footer) only when it would do something.
    .keyBindings(
      props.canRemoveHighlighted
        ? [KeyBinding(.delete, "remove favourite", action: actions.removeFavourite)] : []
    )
    .keyBinding(.escape, "close", action: actions.close)
    .textInput("search", action: actions.edit)
  }
}
