/// What a record of a ``ViewStore`` is: which layout measures and draws it, and in
/// which of the store's tables its parameters are.
///
/// One case per primitive the engine lays out, and ``body`` for every view with a body:
/// layout is a `switch` over these, with no existential and no class per view.
enum RecordKind: UInt8 {
  /// A view with a body (a container, a presentational view): its body's records are
  /// its children, laid out as content (`StackedContent`).
  case body
  /// A ``Text``: its `TextLines` in ``ViewStore/texts``.
  case text
  /// An ``HStack`` or a ``VStack``: a `StackLayout` in ``ViewStore/stacks``.
  case stack
  /// A ``Spacer``: a `SpacerLayout` in ``ViewStore/spacers``.
  case spacer
  /// A ``Divider``: a `DividerLayout` in ``ViewStore/dividers``.
  case divider
  /// A ``GlyphGrid``: a `GlyphGridLayout` in ``ViewStore/grids``.
  case glyphGrid
  /// ``View/padding(_:_:)``: a `PaddingLayout` in ``ViewStore/paddings``.
  case padding
  /// ``View/border(_:title:)``: a `BorderLayout` in ``ViewStore/borders``.
  case border
  /// ``View/frame(width:height:alignment:)`` and its flexible form: a `FrameLayout` in
  /// ``ViewStore/frames``.
  case frame
  /// A style modifier: a `StyleLayout` in ``ViewStore/styles``.
  case style
  /// ``View/layoutPriority(_:)``: the priority in ``ViewStore/priorities``.
  case priority
  /// ``View/opaque()``: content over blanks; no parameters.
  case opaque
  /// ``View/overlay(alignment:content:)`` and ``View/background(alignment:content:)``: a
  /// `LayeredLayout` in ``ViewStore/layered``.
  case layered
  /// A ``ZStack``: a `LayersLayout` in ``ViewStore/zStacks``.
  case zStack
  /// Key bindings around content: the list in ``ViewStore/keyBindings``.
  case keyBindings
  /// A ``TruncatingHStack``: a `WholeChildrenLayout` in ``ViewStore/wholeRows``.
  case wholeRow
  /// A ``ViewThatFits``: its alternatives in ``ViewStore/firstFittings``, lowered when
  /// layout first asks whether they fit.
  case firstFitting
  /// A ``LazyHStack`` or a ``LazyVStack``: its items in ``ViewStore/lazyStacks``,
  /// lowered when layout first reaches them.
  case lazyStack

  /// Whether records of this kind may lower their children while laid out (see
  /// ``ViewStore/lateChildren``).
  var lowersChildrenLate: Bool { self == .firstFitting || self == .lazyStack }
}
