import TextUI

/// Every presentational view and its fixtures, in one list: what `stratus preview`
/// shows and what the presentation snapshot tests render.
///
/// A view missing from this list has no snapshot; `PreviewCatalogTests` (in
/// PresentationTests) checks that every ``Previewable`` type in the module appears here
/// exactly once.
public enum PreviewCatalog {
  /// Whether an entry is a whole screen (snapshotted at several sizes) or a component.
  public enum Kind: Sendable {
    case screen, component

    /// The sizes a view of this kind is shown at, in the catalogue's goldens and the
    /// gallery: screens at three, where their layouts adapt, components at the standard
    /// 80x24.
    public var sizes: [Size] {
      switch self {
      case .screen:
        [Size(width: 80, height: 24), Size(width: 40, height: 20), Size(width: 120, height: 40)]
      case .component:
        [Size(width: 80, height: 24)]
      }
    }
  }

  /// One view type and its fixtures, with the type erased so they can share a list.
  public struct Entry: Sendable {
    /// The view's type name ("NowView").
    public let name: String
    public let kind: Kind
    /// The fixtures, in declaration order.
    public let previews: [Preview]

    /// The entry for `type`.
    public init<V: Previewable>(_ type: V.Type, _ kind: Kind) {
      name = String(describing: type)
      self.kind = kind
      previews = V.fixtures.map { fixture in
        Preview(name: fixture.name) { renderer, size in
          renderer.render(fixture.view, size: size)
        }
      }
    }

    /// The fixture called `name`.
    public func preview(named name: String) -> Preview? {
      previews.first { $0.name == name }
    }
  }

  /// One fixture, ready to draw.
  public struct Preview: Sendable {
    public let name: String
    private let draw: @MainActor @Sendable (Renderer, Size) -> Frame

    init(name: String, draw: @escaping @MainActor @Sendable (Renderer, Size) -> Frame) {
      self.name = name
      self.draw = draw
    }

    /// Draws the fixture with `renderer` (so a caller can trace the pass).
    @MainActor public func render(with renderer: Renderer = Renderer(), size: Size) -> Frame {
      draw(renderer, size)
    }
  }

  /// The entry called `name`.
  public static func entry(named name: String) -> Entry? {
    all.first { $0.name == name }
  }
}
