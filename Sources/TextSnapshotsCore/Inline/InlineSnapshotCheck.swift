import TextUI

extension InlineSnapshotAssertion {
  /// One inline assertion's comparison and what its mode lets it write.
  struct Check {
    let file: InlineSnapshotFile
    let snapshot: Snapshot
    /// The call as compiled, with the literal the test was built with.
    let call: InlineCall
    let policy: SnapshotPolicy
    let colored: Bool

    /// The literal's value when the test was built; empty when there was none.
    private var old: String { call.literal }
    private var new: String { snapshot.inlineText }
    private var place: String {
      "\(ControlPicture.visible(file.relativePath)):\(call.position.line)"
    }

    func verify() throws(SnapshotError) -> String? {
      if old == new {
        try settlePassingCall()
        return nil
      }
      if old.isEmpty { return try recordMissing() }
      let details = self.details(
        newLabel: policy.writes && !policy.mode.overwritesMismatch
          ? file.pendingName : "new snapshot")
      guard policy.writes else {
        return "Inline snapshot at \(place) differs (CI writes nothing).\n\(details)"
      }
      let written = try write(rewriting: policy.mode.overwritesMismatch)
      if let message = message(written) { return message + "\n" + details }
      if written == .rewritten {
        return """
          Re-recorded the inline snapshot at \(place) (mode \(policy.mode.rawValue)); review \
          the change with git diff and run again.
          \(details)
          """
      }
      return """
        Inline snapshot at \(place) differs; the source is untouched. New text: \
        \(file.pendingName) (review it with stratus snapshots review).
        \(details)
        """
    }

    private func recordMissing() throws(SnapshotError) -> String {
      guard policy.writes else {
        return """
          No inline snapshot at \(place), and CI never records one: run the tests locally, \
          check the recorded literal and commit it. The snapshot was:
          \(SnapshotPreview.lines(of: snapshot.text))
          """
      }
      let written = try write(rewriting: policy.mode.recordsMissing)
      if let message = message(written) { return message }
      guard written == .rewritten else {
        return
          "No inline snapshot at \(place) (mode never); wrote it to \(file.pendingName) to review."
      }
      return
        "Recorded the inline snapshot at \(place) (the literal was empty); check it and run again."
    }

    /// What happened when another test run had rewritten the literal; `nil` otherwise.
    private func message(_ written: Written) -> String? {
      switch written {
      case .rewritten, .pended: return nil
      case .heldAlready:
        return
          "Another test run wrote the inline snapshot at \(place) since this one was built, with the same text; check it and run again."
      case .pendedBesideAnotherRun:
        return
          "Another test run wrote the inline snapshot at \(place) since this one was built, with other text; the source keeps it. This run's text: \(file.pendingName) (review it with stratus snapshots review)."
      }
    }

    /// The changed cells, text and styles apart (frames only), and the first hunks of the diff.
    private func details(newLabel: String) -> String {
      let oldText = old.isEmpty ? "" : old + "\n"
      var parts: [String] = []
      if snapshot.kind == .frame, let cells = FrameChanges.summary(old: oldText, new: new + "\n") {
        parts.append(cells)
      }
      parts.append(
        LineDiff(old: oldText, new: new + "\n").unified(
          oldLabel: place, newLabel: newLabel, hunkLimit: 3, colored: colored))
      var text = parts.joined(separator: "\n")
      if text.hasSuffix("\n") { text.removeLast() }
      return text
    }

    // MARK: - Writing

    /// What ``write(rewriting:)`` did.
    private enum Written {
      /// The literal now holds the new text, and any entry left for it is gone.
      case rewritten
      /// An entry for review holds the new text; the source is untouched.
      case pended
      /// Another test run rewrote the literal since this test was built, and it holds
      /// the new text already: nothing was written.
      case heldAlready
      /// Another test run rewrote the literal since this test was built, with other
      /// text: that stays, and an entry for review holds this run's.
      case pendedBesideAnotherRun
    }

    /// Finds the call under the file's lock and writes the new text into its literal
    /// (`rewriting`) or into an entry for review. A literal that another run rewrote
    /// since this test was built is never overwritten.
    ///
    /// - Throws: ``SnapshotError/unsupportedInline(file:line:reason:)``, writing
    ///   nothing, when the call cannot be found exactly.
    private func write(rewriting: Bool) throws(SnapshotError) -> Written {
      try file.update(build: call.build) {
        (state: inout InlineSnapshotFile.State) throws(SnapshotError) -> Written in
        let location = try state.locate(call)
        let now = location.position
        guard let current = location.rewrittenValue else {
          guard rewriting else {
            state.pending.put(entry(at: location, old: old))
            return .pended
          }
          state.pending.entries.removeAll { $0.position == now }
          state.rewrite(location.site, with: new)
          return .rewritten
        }
        guard current.utf8.elementsEqual(new.utf8) else {
          state.pending.put(entry(at: location, old: current))
          return .pendedBesideAnotherRun
        }
        state.pending.entries.removeAll { $0.position == now }
        return .heldAlready
      }
    }

    /// This call's entry for review, against the literal's value `old`.
    private func entry(at location: InlineCallLocation, old: String) -> InlinePendingFile.Entry {
      InlinePendingFile.Entry(
        id: 0, line: location.position.line, column: location.position.column,
        kind: snapshot.kind.rawValue, fingerprint: location.site.fingerprint, old: old, new: new)
    }

    /// What a passing call writes: it removes the entry an earlier run left for it, and
    /// notes in the journal which versions of the file its build may come from, which
    /// helps the build's failing calls find theirs. Nothing is locked or read when there
    /// is neither a pending file nor another build's edit, the common case; a call that
    /// cannot be found exactly changes nothing.
    private func settlePassingCall() throws(SnapshotError) {
      guard policy.writes else { return }
      let hasPending = (try? FileKind.at(file.pendingFile.path)) == .regular
      guard hasPending || file.journalCanNarrow(build: call.build) else { return }
      try file.update(build: call.build) { (state: inout InlineSnapshotFile.State) in
        guard let location = try? state.locate(call), location.rewrittenValue == nil else {
          return
        }
        state.pending.entries.removeAll { $0.position == location.position }
      }
    }
  }
}
