/// A value that holds a closure and is therefore equal only to its own copies:
/// ``Action``, ``TextAction``, ``ForEach``, the lazy stacks. Engine marker.
///
/// A render trace names such a field apart from the data that changed: a view whose
/// only difference is a new closure was evaluated because closures cannot be compared,
/// not because something it shows changed.
public protocol _ClosureValue {}
