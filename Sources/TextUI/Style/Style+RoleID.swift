import Foundation

extension Style.Role {
  /// A role's number: 0 for none, else one more than its place in ``Registry``.
  ///
  /// Numbers are handed out in the order roles are first declared in a process, so
  /// they are never written anywhere (snapshots write a role's name and letter); they
  /// only make a ``Style`` plain data.
  struct ID: Hashable, Sendable {
    private var value: UInt32

    /// No role.
    static let none = ID(value: 0)

    private init(value: UInt32) {
      self.value = value
    }

    /// The number of `role`, registering it the first time it is seen.
    init(_ role: Style.Role?) {
      self = role.map(Registry.shared.id(of:)) ?? .none
    }

    /// The role numbered so, or `nil` for ``none``.
    var role: Style.Role? {
      value == 0 ? nil : Registry.shared.role(at: Int(value) - 1)
    }

    /// Every role declared so far, each once, under a lock: roles are declared in
    /// static properties, which any thread may initialise first.
    ///
    /// One per process, like the table behind interned strings: a style is a value made
    /// anywhere (`Style(...).named(...)` in a palette's static property), with no place
    /// to be handed a registry, and a role must have the same number wherever it is made
    /// for two styles to compare equal.
    ///
    /// `@unchecked Sendable`: its two tables are only touched while holding `lock`.
    fileprivate final class Registry: @unchecked Sendable {
      static let shared = Registry()

      private let lock = NSLock()
      private var roles: [Style.Role] = []
      private var ids: [Style.Role: ID] = [:]

      func id(of role: Style.Role) -> ID {
        lock.withLock {
          if let id = ids[role] { return id }
          roles.append(role)
          let id = ID(value: UInt32(roles.count))
          ids[role] = id
          return id
        }
      }

      func role(at index: Int) -> Style.Role {
        lock.withLock { roles[index] }
      }
    }
  }
}
