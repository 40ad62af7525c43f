import TextUI

/// A presentational view: one made from its props alone, `MarineView(props:)`.
///
/// Every view of a section is one in shape; the protocol says so where generic code
/// needs to make one: ``FeedScreen`` (in Containers) names its view and the generic
/// container builds it from the props the screen's mapping returns, so a screen that
/// shows one feed writes no code to draw itself.
///
/// ```swift
/// public struct MarineView: PresentationalView, Sendable {
///   public struct Props: Equatable, Sendable { … }
///   public var props: Props
///   public init(props: Props) { self.props = props }
///   public var body: some View { … }
/// }
/// ```
public protocol PresentationalView: View {
  /// The data the view draws: every value that changes what it shows, and nothing else.
  associatedtype Props: Equatable

  /// The view that draws `props`.
  init(props: Props)
}
