import Observation

/// A view whose body reads observable objects: the business-logic half of the
/// container/presenter pattern.
///
/// A container holds references to services and states (`@Observable` classes) and turns
/// what they hold into the plain values of a presentational view. The two kinds of view
/// are re-rendered by two different gates:
///
/// - A **presentational view** holds only values. Whether it must be evaluated again is
///   a question of `==`: the renderer compares the new value with the last one and, when
///   they are equal, reuses the frame it drew.
/// - A **container** holds references, wrapped in ``Observed`` so that `==` compares
///   their identity, and at most a few settings fixed when it is built (a glyph table,
///   the index of the day it shows). Its value therefore stays equal from pass to pass
///   even when the data behind the references changes, and `==` cannot gate it. Observation does: every body
///   runs under Observation tracking, and a change to a property the body read
///   invalidates the container, which is evaluated again in the next pass although its
///   value is equal. A change to a property it did not read re-renders nothing.
///
/// ```swift
/// struct NowContainer: Container {
///   @Observed var weather: WeatherService
///
///   var body: some View {
///     NowView(props: NowProps(weather.state))   // reads weather.state: observed
///   }
/// }
/// ```
///
/// When `weather.state` changes, `NowContainer` is evaluated again and builds a new
/// `NowView`; `NowView` is then evaluated only if its props differ, and inside it only
/// the components whose own props differ.
///
/// Conforming to `Container` changes little in how the renderer treats a view (every
/// body is tracked; a container's registrations are owned from its first evaluation, see
/// below); it states the view's role, for readers and for the module rules:
/// containers live in the Containers module (and the app's shell in Application),
/// presentational views in Presentation.
///
/// **Which evaluations are tracked.** Every body, a presentational view's too: the
/// module graph keeps services out of Presentation, but nothing stops a view you write
/// from reading an observable object, and an untracked body that did would be drawn
/// stale, silently. Tracking a body that reads nothing costs an access-list set-up and
/// nothing after it (issue 23 measured 8 K instructions over the 569 untracked
/// primitive evaluations of a cold Now screen, under 0.1%), so it is not worth the risk.
/// Primitives (``Text``, stacks, modifiers: views whose `Body` is `Never`) are not
/// tracked: their values were built by a tracked body and they run no code of yours,
/// except a ``ForEach``'s element closure, which runs tracked for the stack holding it.
///
/// **Who owns the registrations.** An evaluation that reads a service registers with the
/// service's registrar, and Observation removes that registration only when something
/// the evaluation read changes. The renderer ends a container's registrations itself:
/// before the container is evaluated again, when it is evicted, and when the renderer is
/// released; so rendering a long-lived service with a new renderer every time (a preview,
/// a test) leaves nothing behind in it. Any other view type whose body reads observable
/// state is learned the first time it does and treated the same from then on; the
/// registrations of that first evaluation, once per type in a process, are the only ones
/// left until what they read changes.
public protocol Container: View {}

/// A reference to an observable object, held by a ``Container`` and compared by
/// identity.
///
/// Two values are equal when they refer to the same object, whatever it holds: changes
/// to what it holds reach the container through Observation, not through `==`. The
/// Observation registrations the container's evaluations leave in the object belong to
/// the renderer, which ends them when the container is evaluated again or released (see
/// ``Container``).
@propertyWrapper
public struct Observed<Object: AnyObject & Observable>: Equatable {
  /// The object.
  public let wrappedValue: Object

  /// Wraps `wrappedValue`; Swift calls it to initialise a property declared `@Observed`.
  public init(wrappedValue: Object) {
    self.wrappedValue = wrappedValue
  }

  /// Whether both refer to the same object (`===`), whatever the object holds.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue === rhs.wrappedValue
  }
}

extension Observed: Sendable where Object: Sendable {}

extension Observed: ObservedReference {
  var object: AnyObject { wrappedValue }
}

/// A view's stored reference to an observable object, as the render trace finds it.
protocol ObservedReference {
  var object: AnyObject { get }
}
