/// A piece of a screen: plain data that describes text to draw.
///
/// A view is a value. You write one by declaring its data as stored properties and
/// describing its content in ``body`` from other views; the engine works out sizes,
/// positions and cells. Because every view is `Equatable`, the renderer can tell when a
/// view's input did not change and skip it: equality is the first of the two gates that
/// decide what re-renders (observation, for containers, is the second).
///
/// ```swift
/// struct TemperatureView: View {
///   var temperature: String
///   var summary: String
///
///   var body: some View {
///     VStack(alignment: .leading) {
///       Text(temperature)
///       Text(summary).lineLimit(1)
///     }
///   }
/// }
/// ```
///
/// Layout follows SwiftUI's contract: a parent *proposes* a size (see ``ProposedSize``),
/// the child *chooses* its own, and the parent *places* it. A child is always clipped to
/// the rectangle it was given.
///
/// A body that lists several views lays them out as a stack along the enclosing stack's
/// axis (vertically at the top level), with no spacing.
///
/// The requirements that start with an underscore are the engine's hooks; their default
/// implementations are the right ones for every view you write.
public protocol View: Equatable {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The views this view is made of.
  ///
  /// The renderer evaluates `body` on the main actor, when the view is new or its value
  /// changed; a body should be a pure function of the view's stored properties.
  @ViewBuilder @MainActor var body: Body { get }

  /// Adds the nodes this view contributes to a parent's child list. Engine hook.
  ///
  /// A single view contributes one node; list-like views (``TupleView``, ``ForEach``,
  /// ``Group``, optionals, `if`/`else`) contribute their elements, each under its own
  /// structural identity.
  @MainActor static func _makeNodes(_ view: Self, into list: inout _ChildList)

  /// Builds this view's children and returns how to lay them out. Engine hook.
  ///
  /// The default evaluates ``body``; primitives such as ``Text`` and ``HStack``
  /// provide their own layout instead.
  @MainActor static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout

  /// Lowers this view into the flat store a first pass draws from. Engine hook.
  ///
  /// The default opens a record for the view and lowers its ``body`` inside it;
  /// primitives open a record of their own kind, and list-like views lower their
  /// elements where they stand (see `ViewStore`).
  @MainActor static func _lower(_ view: Self, into lowering: inout _Lowering)
}

extension View {
  /// The default: one node for this view, identified by the current path and its type.
  @MainActor public static func _makeNodes(_ view: Self, into list: inout _ChildList) {
    list.appendNode(for: view)
  }

  /// The default: evaluates `body` and lays the views it lists out as a stack along the
  /// axis of the stack around it.
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    Body._makeNodes(view.body, into: &children)
    return _Layout(StackedContent())
  }
}

/// A view made of other views only in the engine's eyes: primitives draw themselves, and
/// their `body` is never evaluated.
extension Never: View {
  /// `Never` itself: the chain of bodies ends here.
  public typealias Body = Never
  /// Never called: no value of `Never` exists.
  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// Primitives have no body: the engine lays them out directly.
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
