/// What the app waits for after an event, before it draws.
///
/// A printed screen must show the data, so `render`, `script` and the tests wait for the
/// replies. The interactive app must keep answering keys while a slow server thinks, so
/// it draws at once and draws again when the reply lands.
public enum SettlePolicy: Sendable {
  /// Every reaction of the binders, and every request that will end by itself: a
  /// fixture, a file, an HTTP exchange (within its transport's deadline), however long
  /// it takes. A request held by a manual clock or by `--state loading` is not waited
  /// for (see `WorkProgress`).
  case replies
  /// Every reaction of the binders, but no request: the frame shows a request in flight
  /// as loading, and ``AppRuntime/onNeedsRender`` asks for a redraw when its reply lands.
  case reactions
}
