/// Which side of a comparison a panel shows: the golden (old) or the pending file (new).
enum ReportSide {
  /// The golden, as committed.
  case old
  /// The pending `.new` file.
  case new

  /// The class of this side's marks, after the shared `changed`: a removal on the
  /// golden's side, an addition on the new side, as in a unified diff.
  var markClass: String {
    switch self {
    case .old: "changed removed"
    case .new: "changed added"
    }
  }

  /// `content` (already escaped) as a changed cell or line of this side.
  func mark(_ content: String, title: String? = nil) -> String {
    let titleAttribute = title.map { " title=\"\(HTMLText.escaped($0))\"" } ?? ""
    return "<mark class=\"\(markClass)\"\(titleAttribute)>\(content)</mark>"
  }
}
