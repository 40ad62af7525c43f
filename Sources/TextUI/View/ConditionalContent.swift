/// One of two views, as `if`/`else` produces.
///
/// The branches have distinct identities even when they hold views of the same type:
/// switching branch replaces the content rather than updating it in place.
public struct _ConditionalContent<First: View, Second: View>: View {
  /// Which branch was taken.
  public enum Storage: Equatable {
    case first(First)
    case second(Second)
  }

  /// The branch taken and its view.
  public var storage: Storage

  /// Wraps the branch taken.
  public init(_ storage: Storage) {
    self.storage = storage
  }

  public typealias Body = Never

  @MainActor public static func _makeNodes(_ view: Self, into list: inout _ChildList) {
    switch view.storage {
    case .first(let first): list.append(first, at: .branch(0))
    case .second(let second): list.append(second, at: .branch(1))
    }
  }
}
