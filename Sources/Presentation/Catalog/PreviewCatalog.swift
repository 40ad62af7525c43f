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
        Preview(name: fixture.name) { fixture.view }
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
    private let makeView: @MainActor @Sendable () -> any View

    init(name: String, view: @escaping @MainActor @Sendable () -> any View) {
      self.name = name
      self.makeView = view
    }

    /// The fixture's view.
    @MainActor public var view: any View { makeView() }

    /// Draws the fixture once, as a snapshot, `stratus preview` and the gallery do.
    @MainActor public func render(size: Size) -> Frame {
      FirstPassRenderer().render(view, size: size)
    }

    /// Draws the fixture with `renderer`, which keeps what it drew (so a caller can
    /// draw it again, or trace the pass).
    @MainActor public func render(with renderer: Renderer, size: Size) -> Frame {
      renderer.render(view, size: size)
    }
  }

  /// The entry called `name`.
  public static func entry(named name: String) -> Entry? {
    all.first { $0.name == name }
  }
}
