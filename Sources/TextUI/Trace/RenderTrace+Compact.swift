/// The compact form of a render trace: the story of a pass in the views the app
/// declares, short enough to review in a diff.
///
/// ```text
/// redrawn RootView (changed below)
///   redrawn AppView (changed below)
///     evaluated HeaderContainer (observed TimeState.now changed)
///       evaluated HeaderBar (input changed: props.status "15:00" -> "15:05")
///     reused TabBarContainer, AlertBadgeContainer, TabContentContainer, FooterContainer
/// evaluated 5, redrawn 6, reused 6, evicted 0
/// ```
///
/// Three folds make it short, and none changes a reason or a count:
/// - the engine's views (stacks, modifiers, `Text`) are folded into the app's view that
///   owns them; they are kept only where no app view is above them;
/// - a subtree built for the first time is one line: `built NowView: 42 views`;
/// - a run of reused (or evicted) siblings is one line: `reused DayRow x12`;
/// - a `ViewThatFits` shows its first candidate and counts the rest on one line (only
///   the candidates built: one layout never asked about is not built, so not traced).
///
/// The summary line counts every view, as the full form does. Every line is safe to
/// print, as in the full form (``RenderTrace/text``).
extension RenderTrace {
  /// How a trace is written out.
  public enum Form: String, Sendable, CaseIterable {
    /// The app's views, first builds and runs of reused siblings folded: the default for
    /// `--trace`, a script's `trace` and the trace goldens.
    case compact
    /// One line per view, primitives included: ``RenderTrace/text``.
    case full
  }

  /// The trace in `form`, one line per entry then the summary line, each ending in a
  /// newline.
  public func text(_ form: Form) -> String {
    guard form == .compact else { return text }
    var text = ""
    for line in CompactLine.fold(CompactLine.lines(of: Tree.forest(entries), hasOwner: false)) {
      line.write(depth: 0, into: &text)
    }
    return text + summary + "\n"
  }

  /// The compact form: `text(.compact)`.
  public var compactText: String { text(.compact) }
}

/// An entry with the entries nested in it.
private struct Tree {
  var entry: RenderTrace.Entry
  var children: [Tree]

  /// How many entries the subtree holds, itself included.
  var count: Int { children.reduce(1) { $0 + $1.count } }
  /// The subtree's entries, in tree order.
  var entries: [RenderTrace.Entry] { [entry] + children.flatMap(\.entries) }

  /// The entries, in tree order with depths, as trees.
  static func forest(_ entries: [RenderTrace.Entry]) -> [Tree] {
    var index = 0
    return forest(entries, depth: entries.first?.depth ?? 0, from: &index)
  }

  private static func forest(
    _ entries: [RenderTrace.Entry], depth: Int, from index: inout Int
  ) -> [Tree] {
    var trees: [Tree] = []
    while index < entries.count, entries[index].depth >= depth {
      let entry = entries[index]
      index += 1
      let children = forest(entries, depth: entry.depth + 1, from: &index)
      trees.append(Tree(entry: entry, children: children))
    }
    return trees
  }
}

/// One line of the compact form, or a run of folded siblings.
private struct CompactLine {
  enum Kind: Equatable {
    case built, reused, evicted
    case other(String)
  }

  var kind: Kind
  /// The views a folded line stands for; one for a line of its own.
  var names: [String]
  /// For `built`: how many views the subtrees hold.
  var viewCount = 0
  var children: [CompactLine] = []

  /// The lines for `trees`; `hasOwner` says whether an app view is above them.
  static func lines(of trees: [Tree], hasOwner: Bool) -> [CompactLine] {
    var lines: [CompactLine] = []
    for tree in trees {
      let entry = tree.entry
      if entry.isEngineView && hasOwner {
        if entry.view == "ViewThatFits", tree.children.count > 1, entry.event != .reused {
          lines += candidates(tree.children)
        } else {
          lines += self.lines(of: tree.children, hasOwner: true)
        }
        continue
      }
      switch entry.event {
      case .evaluated(.first):
        lines.append(CompactLine(kind: .built, names: [entry.view], viewCount: tree.count))
      case .reused:
        lines.append(CompactLine(kind: .reused, names: [entry.view]))
      case .evicted:
        lines.append(CompactLine(kind: .evicted, names: [entry.view]))
      case .evaluated(let reason), .redrawn(let reason):
        let children = self.lines(of: tree.children, hasOwner: hasOwner || !entry.isEngineView)
        lines.append(
          CompactLine(
            kind: .other("\(entry.event) \(entry.view) (\(reason))"), names: [entry.view],
            children: fold(children)))
      }
    }
    return lines
  }

  /// A `ViewThatFits`'s candidates built so far: the first one's lines, then one line
  /// counting what happened in the others (alternative layouts of the same views, so
  /// mostly the same story again).
  private static func candidates(_ trees: [Tree]) -> [CompactLine] {
    let others = RenderTrace(entries: trees.dropFirst().flatMap(\.entries))
    let line =
      "ViewThatFits: \(trees.count - 1) more candidate"
      + (trees.count == 2 ? "" : "s") + ", " + others.summary
    return lines(of: [trees[0]], hasOwner: true)
      + [CompactLine(kind: .other(line), names: ["ViewThatFits"])]
  }

  /// Joins runs of two or more built, reused or evicted siblings into one line.
  static func fold(_ lines: [CompactLine]) -> [CompactLine] {
    var folded: [CompactLine] = []
    for line in lines {
      if case .other = line.kind {
        folded.append(line)
      } else if let last = folded.last, last.kind == line.kind {
        folded[folded.count - 1].names += line.names
        folded[folded.count - 1].viewCount += line.viewCount
      } else {
        folded.append(line)
      }
    }
    return folded
  }

  /// Writes the line, then its children indented one step further; like every line of a
  /// trace, it goes through `ControlPicture.visible(_:)`, since names and values in it
  /// may come from outside.
  func write(depth: Int, into text: inout String) {
    let line =
      switch kind {
      case .other(let line): line
      case .built: "built \(Self.list(names)): \(viewCount) view" + (viewCount == 1 ? "" : "s")
      case .reused: "reused \(Self.list(names))"
      case .evicted: "evicted \(Self.list(names))"
      }
    text += String(repeating: "  ", count: depth) + ControlPicture.visible(line) + "\n"
    for child in children { child.write(depth: depth + 1, into: &text) }
  }

  /// The most kinds of view a folded line names before counting the rest.
  static let listedGroups = 6

  /// `HourlyStrip`, `DayRow x12`, `A, B x2, C and 3 more`: one name for one view; for a
  /// run, consecutive views of one type as one name with a count, ids dropped.
  static func list(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    var groups: [(name: String, count: Int)] = []
    for name in names {
      let base = name.firstIndex(of: "[").map { String(name[..<$0]) } ?? name
      if groups.last?.name == base {
        groups[groups.count - 1].count += 1
      } else {
        groups.append((base, 1))
      }
    }
    var listed = groups.prefix(listedGroups).map {
      $0.count == 1 ? $0.name : "\($0.name) x\($0.count)"
    }
    .joined(separator: ", ")
    if groups.count > listedGroups {
      let rest = groups.dropFirst(listedGroups).reduce(0) { $0 + $1.count }
      listed += " and \(rest) more"
    }
    return listed
  }
}
