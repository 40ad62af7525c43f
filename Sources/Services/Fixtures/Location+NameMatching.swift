import Foundation

extension Array where Element == Location {
  /// The places whose name matches `query`, ignoring case and accents: those whose name
  /// starts with it first, then those whose name contains it, each in this array's
  /// order.
  ///
  /// ```swift
  /// Location.fixtures.searchable.matching("sao")   // [São Paulo]
  /// Location.fixtures.searchable.matching("  ")    // []
  /// ```
  ///
  /// - Parameters:
  ///   - query: what the person typed; spaces around it are ignored, and a blank query
  ///     finds nothing.
  ///   - limit: the most places to return.
  /// - Complexity: O(*n*), where *n* is the number of places.
  public func matching(_ query: String, limit: Int = 10) -> [Location] {
    let wanted = Self.folded(query.trimmingCharacters(in: .whitespacesAndNewlines))
    guard !wanted.isEmpty else { return [] }
    let names = map { Self.folded($0.name) }
    let prefixed = indices.filter { names[$0].hasPrefix(wanted) }
    let containing = indices.filter { !names[$0].hasPrefix(wanted) && names[$0].contains(wanted) }
    return (prefixed + containing).prefix(limit).map { self[$0] }
  }

  /// The first place whose name is `name`, ignoring case, accents and surrounding
  /// spaces: how a person names a place on a command line (`--location sao paulo`).
  public func first(named name: String) -> Location? {
    let wanted = Self.folded(name.trimmingCharacters(in: .whitespacesAndNewlines))
    return first { Self.folded($0.name) == wanted }
  }

  /// `text` without case or accents: "São Paulo" becomes "sao paulo".
  private static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
