/// Which views gate 1 compares through their children rather than whole.
///
/// A container (a stack, a padding, a frame, layers, a style, a priority) is its
/// parameters and the views it contains, so its `==` compares everything it contains.
/// When that finds a difference, the container is evaluated and hands each child its new
/// value, which the child compares again, and so on down: a view three containers deep
/// was compared by each of them and then by its own node (handing values over was 15% of
/// a gated pass that changes the units).
///
/// So the node of such a container keeps the value handed over uncompared, resolves it,
/// and lets each child compare its own value where it lands: once. It then counts as
/// changed, exactly as `==` would have said, when its layout's parameters differ from
/// the old one's (``NodeLayout/hasSameParameters(as:)``), when its children are not the
/// same nodes in the same order, or when one of them changed: it was handed a value it
/// did not hold (and evaluated with it), or it is a container that changed.
/// Otherwise it is reused, and the pass's counts and trace are put back as they were
/// before it was resolved, so that they read as if it had been compared (see `ViewNode`).
/// A property test holds it to that over random trees, against a renderer that compares
/// containers whole (`Renderer.comparesContainersWhole`, `ComparedThroughChildrenTests`).
///
/// The price: a container in which nothing changed is resolved (its children matched
/// and compared one by one) where one `==` would have done: 1.8 times the cost of a
/// pass whose body gives the same ten stacks of ten texts again. So a container found
/// unchanged this way is compared whole the next time it is handed a value, and through
/// its children again once a comparison finds that it changed: a container that keeps
/// changing costs each value one comparison, one that does not costs one `==`
/// (`render.update.samecontent` costs what it did before, and a gated units pass went
/// from 3.58 M instructions to 3.35 M; Docs/Performance.md).
///
/// Only containers that build their children as they are resolved: a lazy stack or a
/// `ViewThatFits` builds them while measured, after a pass has decided what changed, and
/// keeps comparing whole. A container whose subtree holds an invalidated node is compared
/// whole too, and walked down to it as before (`Node.refresh(in:)`).
protocol HoldsEveryParameterOfItsView: NodeLayout, Equatable {}

extension HoldsEveryParameterOfItsView {
  var holdsEveryParameterOfItsView: Bool { true }

  func hasSameParameters(as old: any NodeLayout) -> Bool { ofSameKind(old) == self }
}

// `HStack`, `VStack` (axis, alignment, spacing); `TruncatingHStack` (alignment,
// spacing); `ZStack` (alignment); `overlay` and `background` (which views are the base,
// alignment, in front or behind); `padding` (insets); `frame` (bounds, alignment);
// `style` (the style); `layoutPriority` (the priority).
extension StackLayout: HoldsEveryParameterOfItsView {}
extension WholeChildrenLayout: HoldsEveryParameterOfItsView {}
extension LayersLayout: HoldsEveryParameterOfItsView {}
extension LayeredLayout: HoldsEveryParameterOfItsView {}
extension PaddingLayout: HoldsEveryParameterOfItsView {}
extension FrameLayout: HoldsEveryParameterOfItsView {}
extension StyleLayout: HoldsEveryParameterOfItsView {}
extension PriorityLayout: HoldsEveryParameterOfItsView {}
