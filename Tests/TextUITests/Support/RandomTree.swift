import TestSupport

@testable import TextUI

/// A view tree described as data, so tests can generate, print and compare trees.
indirect enum TreeSpec: Equatable, CustomStringConvertible {
  case text(String, lineLimit: Int?, alignment: HorizontalAlignment)
  case hstack([TreeSpec], spacing: Int, alignment: VerticalAlignment)
  case vstack([TreeSpec], spacing: Int, alignment: HorizontalAlignment)
  case zstack([TreeSpec], alignment: Alignment)
  case spacer(minLength: Int)
  case divider
  case padding(TreeSpec, EdgeInsets)
  case border(TreeSpec, BorderStyle, title: String?)
  case fixedFrame(TreeSpec, width: Int?, height: Int?, alignment: Alignment)
  case flexibleFrame(TreeSpec, minWidth: Int?, maxWidth: Int?, maxHeight: Int?)
  case overlay(TreeSpec, TreeSpec, Alignment, inFront: Bool)
  case priority(TreeSpec, Double)
  case optional(TreeSpec?)
  /// A `ViewThatFits` of two alternatives, fitted across only or both ways.
  case fitting(TreeSpec, TreeSpec, acrossOnly: Bool)
  /// A `ForEach` over identified items, in a vertical or horizontal stack.
  case list([ListItem], horizontal: Bool)
  /// A container showing one of the store's observable properties.
  case observed(StoreSlot)
  /// A `GlyphGrid` of `columns` cells a row, each naming one of ``TreeSpec/gridLooks``
  /// (or, past the last, none).
  case grid(columns: Int, cells: [UInt8])

  /// The looks every grid draws in: plain, styled, wide, a control, and nothing at all.
  static let gridLooks = [
    GlyphGrid.Look(" "), GlyphGrid.Look("░"), GlyphGrid.Look("▒", style: Style(foreground: .blue)),
    GlyphGrid.Look("◉", style: Style(attributes: .bold)), GlyphGrid.Look("雨"),
    GlyphGrid.Look("\u{7}"), GlyphGrid.Look("\u{200B}"),
  ]

  var description: String {
    switch self {
    case .text(let string, _, _): "Text(\(string.debugDescription.prefix(40)))"
    case .hstack(let children, _, _): "HStack\(children)"
    case .vstack(let children, _, _): "VStack\(children)"
    case .zstack(let children, _): "ZStack\(children)"
    case .spacer: "Spacer"
    case .divider: "Divider"
    case .padding(let child, _): "Padding(\(child))"
    case .border(let child, _, _): "Border(\(child))"
    case .fixedFrame(let child, let width, let height, _):
      "Frame(\(width ?? -1)x\(height ?? -1), \(child))"
    case .flexibleFrame(let child, _, _, _): "FlexFrame(\(child))"
    case .overlay(let base, let layer, _, let inFront):
      "\(inFront ? "Overlay" : "Background")(\(base), \(layer))"
    case .priority(let child, _): "Priority(\(child))"
    case .optional(let child): "Optional(\(child.map(\.description) ?? "nil"))"
    case .fitting(let first, let second, _): "ViewThatFits(\(first), \(second))"
    case .list(let items, let horizontal):
      "List\(horizontal ? "H" : "V")\(items.map { "\($0.id): \($0.spec)" })"
    case .observed(let slot): "Observed(\(slot))"
    case .grid(let columns, let cells): "Grid(\(columns), \(cells))"
    }
  }
}

/// One element of a ``TreeSpec/list(_:horizontal:)``.
struct ListItem: Equatable {
  var id: Int
  var spec: TreeSpec
}

/// Renders a ``TreeSpec`` with the real primitives. Every level is a view with a body,
/// so every level is gated and keeps its drawing, except the leaves of a stack (a text,
/// an observed slot, a spacer, a divider, a padded text or slot), which its body draws
/// inline: containers then nest under one body, beside views that did not change when it
/// is evaluated again (see `NodeLayout+Comparing.swift`).
struct SpecView: View {
  var spec: TreeSpec
  @Observed var store: Store

  init(spec: TreeSpec, store: Store) {
    self.spec = spec
    self._store = Observed(wrappedValue: store)
  }

  var body: some View {
    switch spec {
    case .text(let string, let lineLimit, let alignment):
      Text(string).lineLimit(lineLimit).multilineTextAlignment(alignment)
    case .hstack(let children, let spacing, let alignment):
      HStack(alignment: alignment, spacing: spacing) {
        children.map { inline($0) }
      }
    case .vstack(let children, let spacing, let alignment):
      VStack(alignment: alignment, spacing: spacing) {
        children.map { inline($0) }
      }
    case .zstack(let children, let alignment):
      ZStack(alignment: alignment) { children.map { inline($0) } }
    case .spacer(let minLength):
      Spacer(minLength: minLength)
    case .divider:
      Divider()
    case .padding(let child, let insets):
      SpecView(spec: child, store: store).padding(insets)
    case .border(let child, let style, let title):
      SpecView(spec: child, store: store).border(style, title: title)
    case .fixedFrame(let child, let width, let height, let alignment):
      SpecView(spec: child, store: store).frame(width: width, height: height, alignment: alignment)
    case .flexibleFrame(let child, let minWidth, let maxWidth, let maxHeight):
      SpecView(spec: child, store: store).frame(
        minWidth: minWidth, maxWidth: maxWidth, maxHeight: maxHeight)
    case .overlay(let base, let layer, let alignment, let inFront):
      if inFront {
        SpecView(spec: base, store: store).overlay(alignment: alignment) {
          SpecView(spec: layer, store: store)
        }
      } else {
        SpecView(spec: base, store: store).background(alignment: alignment) {
          SpecView(spec: layer, store: store)
        }
      }
    case .priority(let child, let priority):
      SpecView(spec: child, store: store).layoutPriority(priority)
    case .optional(let child):
      if let child { SpecView(spec: child, store: store) }
    case .fitting(let first, let second, let acrossOnly):
      ViewThatFits(in: acrossOnly ? [.horizontal] : [.horizontal, .vertical]) {
        SpecView(spec: first, store: store)
        SpecView(spec: second, store: store)
      }
    case .list(let items, let horizontal):
      if horizontal {
        HStack { ForEach(items, id: \.id) { SpecView(spec: $0.spec, store: store) } }
      } else {
        VStack { ForEach(items, id: \.id) { SpecView(spec: $0.spec, store: store) } }
      }
    case .observed(let slot):
      StoreReader(store: store, slot: slot)
    case .grid(let columns, let cells):
      GlyphGrid(columns: columns, looks: TreeSpec.gridLooks, cells: cells)
    }
  }

  /// A stack's child: a leaf (or a padded text) drawn inline, anything else as a
  /// ``SpecView`` of its own.
  @ViewBuilder private func inline(_ child: TreeSpec) -> some View {
    switch child {
    case .text(let string, let lineLimit, let alignment):
      Text(string).lineLimit(lineLimit).multilineTextAlignment(alignment)
    case .padding(.text(let string, let lineLimit, let alignment), let insets):
      Text(string).lineLimit(lineLimit).multilineTextAlignment(alignment).padding(insets)
    case .observed(let slot):
      StoreReader(store: store, slot: slot)
    case .padding(.observed(let slot), let insets):
      StoreReader(store: store, slot: slot).padding(insets)
    case .spacer(let minLength):
      Spacer(minLength: minLength)
    case .divider:
      Divider()
    default:
      SpecView(spec: child, store: store)
    }
  }
}

/// Generates random trees from a seeded generator, mixing ordinary text with the inputs
/// that break text engines.
struct TreeGenerator {
  var random: SeededGenerator
  /// The depth below which only leaves are generated.
  var maximumDepth = 4

  static let strings = [
    "", " ", "Toronto", "Partly cloudy with a chance of showers", "東京", "서울 Seoul",
    "São Paulo", "Reykjavík", "👍🏽 ok", "👨‍👩‍👧‍👦", "🇯🇵🇫🇷", "1️⃣ ❤️ ❤ ⌚︎", "e\u{301}e\u{301}",
    "\u{301}\u{301}\u{301}", "a\tb\tc", "line\r\nbreak\rcr", "esc \u{1B}[31mred\u{1B}[0m",
    "nul\u{0}bel\u{7}del\u{7F}c1\u{85}\u{9B}", "zero\u{200B}width\u{FEFF}", "ｶﾀｶﾅ Ａ",
    "supercalifragilisticexpialidocious", "a b c d e f g h i j k l m n o p",
    "───═══━━━", "\n\n", "ᄒ\u{1161}\u{11AB}",
  ]

  mutating func tree(depth: Int = 0) -> TreeSpec {
    let leafOnly = depth >= maximumDepth
    switch Int.random(in: 0..<(leafOnly ? 3 : 17), using: &random) {
    case 0: return .text(string(), lineLimit: optional(1...3), alignment: horizontal())
    case 1: return .spacer(minLength: Int.random(in: 0...3, using: &random))
    case 2:
      switch Int.random(in: 0..<3, using: &random) {
      case 0: return .divider
      case 1: return grid()
      default: return .text(string(), lineLimit: nil, alignment: .leading)
      }
    case 3:
      return .hstack(
        children(depth), spacing: Int.random(in: 0...2, using: &random), alignment: vertical())
    case 4:
      return .vstack(
        children(depth), spacing: Int.random(in: 0...2, using: &random), alignment: horizontal())
    case 5: return .zstack(children(depth), alignment: alignment())
    case 6:
      let insets = EdgeInsets(
        top: Int.random(in: 0...2, using: &random), leading: Int.random(in: 0...3, using: &random),
        bottom: Int.random(in: 0...2, using: &random),
        trailing: Int.random(in: -1...3, using: &random))
      return .padding(tree(depth: depth + 1), insets)
    case 7:
      let styles: [BorderStyle] = [.single, .rounded, .double, .heavy]
      return .border(
        tree(depth: depth + 1), styles.randomElement(using: &random)!,
        title: Bool.random(using: &random) ? string() : nil)
    case 8:
      return .fixedFrame(
        tree(depth: depth + 1), width: optional(-2...30), height: optional(-1...8),
        alignment: alignment())
    case 9:
      return .flexibleFrame(
        tree(depth: depth + 1), minWidth: optional(0...20),
        maxWidth: Bool.random(using: &random) ? .max : optional(0...40), maxHeight: optional(0...10)
      )
    case 10:
      return .overlay(
        tree(depth: depth + 1), tree(depth: depth + 2), alignment(),
        inFront: Bool.random(using: &random))
    case 11:
      return .priority(tree(depth: depth + 1), Double(Int.random(in: -1...2, using: &random)))
    case 12: return .optional(Bool.random(using: &random) ? tree(depth: depth + 1) : nil)
    case 13:
      let items = (0..<Int.random(in: 0...5, using: &random)).map {
        ListItem(id: $0, spec: tree(depth: depth + 1))
      }
      return .list(items, horizontal: Bool.random(using: &random))
    case 14: return .observed(StoreSlot.allCases.randomElement(using: &random)!)
    case 15:
      return .fitting(
        tree(depth: depth + 1), tree(depth: depth + 1), acrossOnly: Bool.random(using: &random))
    default: return .text(string() + " " + string(), lineLimit: nil, alignment: horizontal())
    }
  }

  private mutating func children(_ depth: Int) -> [TreeSpec] {
    (0..<Int.random(in: 0...4, using: &random)).map { _ in tree(depth: depth + 1) }
  }

  mutating func string() -> String { TreeGenerator.strings.randomElement(using: &random)! }

  /// A grid of up to 6 by 3 cells, some naming no look.
  mutating func grid() -> TreeSpec {
    let columns = Int.random(in: 0...6, using: &random)
    let count = columns * Int.random(in: 0...3, using: &random)
    let lookCount = TreeSpec.gridLooks.count
    return .grid(
      columns: columns,
      cells: (0..<count).map { _ in UInt8(Int.random(in: 0...lookCount, using: &random)) })
  }

  private mutating func optional(_ range: ClosedRange<Int>) -> Int? {
    Bool.random(using: &random) ? Int.random(in: range, using: &random) : nil
  }

  private mutating func horizontal() -> HorizontalAlignment {
    [.leading, .center, .trailing].randomElement(using: &random)!
  }

  private mutating func vertical() -> VerticalAlignment {
    [.top, .center, .bottom].randomElement(using: &random)!
  }

  private mutating func alignment() -> Alignment {
    Alignment(horizontal: horizontal(), vertical: vertical())
  }

  mutating func size() -> Size {
    switch Int.random(in: 0..<20, using: &random) {
    case 0: return .zero
    case 1: return Size(width: 1, height: 1)
    case 2: return Size(width: 10_000, height: 1)
    case 3:
      return Size(
        width: Int.random(in: 0...3, using: &random), height: Int.random(in: 0...3, using: &random))
    default:
      return Size(
        width: Int.random(in: 0...120, using: &random),
        height: Int.random(in: 0...40, using: &random))
    }
  }
}
