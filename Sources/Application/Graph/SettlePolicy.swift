import Services

/// What the app waits for after an event, before it draws.
///
/// A printed screen must show the data, so `render`, `script` and the tests wait for the
/// replies. The interactive app must keep answering keys while a slow server thinks, so
/// with a file or a server it draws at once and draws again when the reply lands.
public enum SettlePolicy: Sendable {
  /// Every reaction of the binders, and every request that will end by itself: a
  /// fixture, a file, an HTTP exchange (within its transport's deadline), however long
  /// it takes. A request asleep on the manual clock or never answering (`--state
  /// loading`) is not waited for (see `WorkProgress`).
  case replies
  /// Every reaction of the binders, but no request: the frame shows a request in flight
  /// as loading, and ``AppRuntime/onNeedsRender`` asks for a redraw when its reply lands.
  case reactions

  /// What the interactive app waits for with `source`.
  ///
  /// The built-in fixtures answer from memory, at once, so the app waits for them as
  /// `render` does and the frame after a key shows the data, never a flash of "Loading".
  /// A file or a server may take its time, so the app waits only for the reactions and
  /// stays free to answer keys (`q` among them) until the reply lands.
  public static func interactive(for source: DataSource) -> SettlePolicy {
    source == .fixtures ? .replies : .reactions
  }
}
