/// The multi-scalar grapheme clusters a ``Frame`` holds, each stored once as UTF-8.
///
/// Clusters are keyed by their *bytes*, never by `String ==`: Swift's string equality
/// folds canonically equivalent text ("é" == "e\u{301}"), and a snapshot must show which
/// one was drawn.
struct GraphemePool: Hashable, Sendable {
  /// The interned clusters, in the order they were first written.
  private(set) var clusters: [[UInt8]] = []
  private var indexByBytes: [[UInt8]: Int] = [:]

  /// Whether no cluster was ever interned (the common, all-single-scalar case).
  var isEmpty: Bool { clusters.isEmpty }

  /// The index of `bytes`, adding them if they are new.
  mutating func intern(_ bytes: [UInt8]) -> Int {
    if let index = indexByBytes[bytes] { return index }
    clusters.append(bytes)
    indexByBytes[bytes] = clusters.count - 1
    return clusters.count - 1
  }

  /// The UTF-8 bytes of cluster `index`.
  subscript(index: Int) -> [UInt8] { clusters[index] }
}
