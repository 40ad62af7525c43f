extension InlineSnapshotAssertion {
  /// One inline assertion's comparison and what its mode lets it write.
  struct Check {
    let file: InlineSnapshotFile
    let snapshot: Snapshot
    /// The literal's value; empty when there is none.
    let old: String
    let policy: SnapshotPolicy
    /// The call as compiled: `#line`, and `#column` (its opening parenthesis).
    let position: SourcePosition
    let runID: String
    let colored: Bool

    private var new: String { snapshot.inlineText }
    private var place: String { "\(file.relativePath):\(position.line)" }

    func verify() throws(SnapshotError) -> String? {
      if old == new {
        try clearStaleEntry()
        return nil
      }
      if old.isEmpty { return try recordMissing() }
      let details = self.details(
        newLabel: policy.writes && !policy.mode.overwritesMismatch
          ? file.pendingName : "new snapshot")
      guard policy.writes else {
        return "Inline snapshot at \(place) differs (CI writes nothing).\n\(details)"
      }
      if policy.mode.overwritesMismatch {
        try rewrite()
        return """
          Re-recorded the inline snapshot at \(place) (mode \(policy.mode.rawValue)); review \
          the change with git diff and run again.
          \(details)
          """
      }
      try pend()
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
      guard policy.mode.recordsMissing else {
        try pend()
        return
          "No inline snapshot at \(place) (mode never); wrote it to \(file.pendingName) to review."
      }
      try rewrite()
      return
        "Recorded the inline snapshot at \(place) (the literal was empty); check it and run again."
    }

    /// The changed cells (frames only) and the first hunks of the diff.
    private func details(newLabel: String) -> String {
      let oldText = old.isEmpty ? "" : old + "\n"
      var parts: [String] = []
      if snapshot.kind == .frame {
        let changes = CellChange.between(
          old: SnapshotFormat.rows(of: oldText), new: SnapshotFormat.rows(of: new + "\n"))
        if !changes.isEmpty { parts.append(CellChange.summary(changes)) }
      }
      parts.append(
        LineDiff(old: oldText, new: new + "\n").unified(
          oldLabel: place, newLabel: newLabel, hunkLimit: 3, colored: colored))
      var text = parts.joined(separator: "\n")
      if text.hasSuffix("\n") { text.removeLast() }
      return text
    }

    // MARK: - Writing

    /// Writes the new text into the literal, dropping any entry left for it.
    private func rewrite() throws(SnapshotError) {
      try file.update(run: runID) { (state: inout InlineSnapshotFile.State) throws(SnapshotError) in
        let now = state.current(position)
        let site = try state.site(at: now)
        state.pending.entries.removeAll { $0.position == now }
        state.rewrite(site, with: new)
      }
    }

    /// Adds (or replaces) this call's entry in the pending file.
    private func pend() throws(SnapshotError) {
      try file.update(run: runID) { (state: inout InlineSnapshotFile.State) throws(SnapshotError) in
        let now = state.current(position)
        let site = try state.site(at: now)
        state.pending.put(
          InlinePendingFile.Entry(
            id: 0, line: now.line, column: now.column, kind: snapshot.kind.rawValue,
            fingerprint: site.fingerprint, old: old, new: new))
      }
    }

    /// Removes the entry an earlier run left for this call, now that it matches. Nothing
    /// is locked or read when there is no pending file, the common case.
    private func clearStaleEntry() throws(SnapshotError) {
      guard policy.writes, (try? FileKind.at(file.pendingFile.path)) == .regular else { return }
      try file.update(run: runID) { (state: inout InlineSnapshotFile.State) throws(SnapshotError) in
        let now = state.current(position)
        state.pending.entries.removeAll { $0.position == now }
      }
    }
  }
}
