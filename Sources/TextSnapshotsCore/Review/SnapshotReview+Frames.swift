import TextUI

extension SnapshotReview {
  /// A styled frame snapshot's golden and pending versions, as frames a terminal can
  /// draw in colour.
  public struct Frames: Sendable {
    /// The golden's frame; `nil` for a new snapshot.
    public let old: Frame?
    /// The pending snapshot's frame.
    public let new: Frame
  }

  /// The golden and the pending snapshot as frames in their recorded styles, when the
  /// pending snapshot is a frame and either side has a style section; `nil` otherwise
  /// (a text, a trace, a frame without styles), where the diff shows all there is.
  ///
  /// The text form (``diff(of:colored:)``) says what changed, cell by cell; these frames
  /// show how the two versions look, for a review at a terminal that draws colour.
  ///
  /// - Throws: ``SnapshotError`` when either file cannot be read or is not text.
  public func styledFrames(of pending: PendingSnapshot) throws(SnapshotError) -> Frames? {
    let entry = SnapshotReport.Entry(reading: pending)
    let new = try entry.new.get()
    let old = try entry.old?.get()
    guard let newFile = new.frame, newFile.isStyled || old?.frame?.isStyled == true else {
      return nil
    }
    return Frames(old: old?.frame?.frame, new: newFile.frame)
  }
}
