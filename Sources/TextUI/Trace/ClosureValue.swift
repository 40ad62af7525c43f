/// A value that holds a closure and is therefore never `==` another: ``Action``,
/// ``TextAction``, ``ForEach``. Engine marker.
///
/// A render trace names such a field apart from the data that changed: a view whose
/// only difference is a closure was evaluated because closures cannot be compared, not
/// because something it shows changed.
public protocol _ClosureValue {}
