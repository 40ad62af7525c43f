/// One of two views, as `if`/`else` produces.
///
/// The branches have distinct identities even when they hold views of the same type:
/// switching branch replaces the content rather than updating it in place.
public struct _ConditionalContent<First: View, Second: View>: View {
  /// Which branch was taken.
  public enum Storage: Equatable {
    /// The `if` branch, with its view. A `switch` of more cases nests conditionals.
    case first(First)
    /// The `else` branch, with its view.
    case second(Second)
  }

  /// The branch taken and its view.
  public var storage: Storage

  /// Wraps the branch taken.
  public init(_ storage: Storage) {
    self.storage = storage
  }

  /// `Never`: a conditional contributes the branch taken, not a view of its own.
  public typealias Body = Never

  /// Engine hook: appends the branch taken under an identity of its own, so switching
  /// branch replaces the content.
  @MainActor public static func _makeNodes(_ view: Self, into list: inout _ChildList) {
    switch view.storage {
    case .first(let first): list.append(first, at: .branch(0))
    case .second(let second): list.append(second, at: .branch(1))
    }
  }
}
