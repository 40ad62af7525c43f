extension InlineEditJournal {
  /// Finds `call` in `source`, which other processes may have rewritten since the
  /// call's test was built.
  ///
  /// The test was built from one version of the file, after some of the journal's
  /// edits, and it cannot say which. So each version is tried in turn: the compiled
  /// position is moved through the edits after it, and what is found there must be
  /// exactly the test's call: an `assertInlineSnapshot(` at that column, in the function
  /// `#function` named, whose literal held, before those edits, the value the test was
  /// built with. Edits made by the test's own build came after it was built, so no later
  /// version is tried, nor one that an earlier call of the build ruled out. Exactly one
  /// place must pass; two that pass are as bad as none, since picking one would be a
  /// guess. The versions that led there are noted for the build's next calls.
  ///
  /// - Parameter file: The file's name for messages, such as `Tests/X/FooTests.swift`.
  /// - Throws: ``SnapshotError/unsupportedInline(file:line:reason:)`` when no place or
  ///   more than one passes. Nothing is written then; a test built from the file as it
  ///   is finds its call where the compiler says.
  mutating func locate(
    _ call: InlineCall, in source: SourceText, file: String
  ) throws(SnapshotError) -> InlineCallLocation {
    let candidates = self.candidates(for: call)
    let functions = call.function.isEmpty ? nil : SwiftFunctions(source.bytes)
    var found: [SourcePosition: (location: InlineCallLocation, versions: [Int])] = [:]
    var refusal: SnapshotError?
    for candidate in candidates {
      do {
        let location = try check(call, at: candidate, in: source, functions: functions, file: file)
        found[candidate.position, default: (location, [])].versions += candidate.versions
      } catch {
        refusal = refusal ?? error
      }
    }
    if found.count == 1, let (location, versions) = found.values.first {
      if !records.isEmpty { versionsOfBuild[call.build] = versions.sorted() }
      return location
    }
    guard found.isEmpty else {
      let lines = found.keys.map(\.line).sorted().map(String.init).joined(separator: ", ")
      throw .unsupportedInline(
        file: file, line: call.position.line,
        reason:
          "the file was rewritten since the test was built, and the calls at lines \(lines) all match it; nothing was written, run the test again"
      )
    }
    if Set(candidates.map(\.position)).count == 1, let refusal { throw refusal }
    throw .unsupportedInline(
      file: file, line: call.position.line,
      reason:
        "the file was rewritten since the test was built, and no call matches it exactly; nothing was written, run the test again"
    )
  }

  /// Where the call may be now: one place for each version of the file the test may
  /// have been built from, those that lead to the same place merged.
  private func candidates(for call: InlineCall) -> [Candidate] {
    let latest = records.firstIndex { $0.build == call.build } ?? records.count
    let known = versionsOfBuild[call.build]?.filter { $0 <= latest } ?? []
    var candidates: [Candidate] = []
    for version in known.isEmpty ? Array(0...latest) : known {
      var candidate = Candidate(position: call.position, valueBefore: nil, versions: [version])
      for record in records[version...] {
        if candidate.valueBefore == nil, record.call == candidate.position {
          candidate.valueBefore = record.oldValue
        }
        candidate.position = record.edit.map(candidate.position)
      }
      if let same = candidates.firstIndex(where: {
        ($0.position, $0.valueBefore) == (candidate.position, candidate.valueBefore)
      }) {
        candidates[same].versions.append(version)
      } else {
        candidates.append(candidate)
      }
    }
    return candidates
  }

  /// A place the call may be now, if the test was built from one of `versions`.
  private struct Candidate {
    /// The compiled position, moved through the edits since.
    var position: SourcePosition
    /// The hash of the literal's value before the first of those edits that rewrote
    /// it; `nil` when none did.
    var valueBefore: String?
    /// The versions of the file that lead here.
    var versions: [Int]
  }

  /// The call at the candidate's place if it is exactly `call`: the right function, and
  /// a literal that held the test's value before the edits since, or holds it still.
  private func check(
    _ call: InlineCall, at candidate: Candidate, in source: SourceText,
    functions: SwiftFunctions?, file: String
  ) throws(SnapshotError) -> InlineCallLocation {
    let position = candidate.position
    func refuse(_ reason: String) -> SnapshotError {
      .unsupportedInline(file: file, line: position.line, reason: reason)
    }
    let site = try InlineSnapshotSite(in: source, at: position, file: file)
    if let functions, let offset = source.offset(of: position),
      let enclosing = functions.innermost(containing: offset), enclosing.name != call.function
    {
      throw refuse(
        "this call is in \(enclosing.name), not in \(call.function); the file changed since the test was built, run it again"
      )
    }
    guard let value = site.value(in: source) else {
      throw refuse("cannot read the literal's value")
    }
    let valueBeforeTheEdits = candidate.valueBefore ?? InlineSnapshotSite.hash(value.utf8)
    guard valueBeforeTheEdits == InlineSnapshotSite.hash(call.literal.utf8) else {
      throw refuse(
        "the literal is not the one the test was built with; the file changed since, run the test again"
      )
    }
    let isRewritten = !value.utf8.elementsEqual(call.literal.utf8)
    return InlineCallLocation(
      position: position, site: site, rewrittenValue: isRewritten ? value : nil)
  }
}
