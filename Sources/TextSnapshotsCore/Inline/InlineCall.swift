/// One `assertInlineSnapshot` call as the test that makes it knows it.
///
/// A test process cannot read the source it was built from, only what the compiler put
/// into the call: where it was, the function it is written in, and what its literal
/// held. With the file's ``InlineEditJournal`` that is enough to find the call in the
/// file as it is now, or to know that it cannot be found exactly.
package struct InlineCall: Sendable {
  /// `#line`, and `#column` (the opening parenthesis), as compiled.
  package var position: SourcePosition
  /// The base name of the function it is written in, from `#function` (`rendersDash`);
  /// empty when unknown.
  package var function: String
  /// The literal's value as compiled: empty when it is empty or missing.
  package var literal: String
  /// The test executable making the call (``InlineSnapshotAssertion/buildStamp``).
  package var build: String

  package init(position: SourcePosition, function: String, literal: String, build: String) {
    self.position = position
    self.function = SwiftFunctions.baseName(ofFunction: function)
    self.literal = literal
    self.build = build
  }
}

/// Where a call is in the source as it is now.
struct InlineCallLocation {
  /// Its opening parenthesis now.
  var position: SourcePosition
  /// What holds its expected text now.
  var site: InlineSnapshotSite
  /// The literal's value now, when another test run (or a review) rewrote it after the
  /// test was built; `nil` when it still holds what the test was built with. Such a
  /// literal is never overwritten by the test: it holds what someone else wrote.
  var rewrittenValue: String?
}
