import Presentation
import TextSnapshotsCore
import TextUI

/// `stratus preview`: the catalogue of presentational views and their fixtures.
///
/// The same catalogue drives the presentation snapshot tests, so what this prints is
/// what those goldens hold.
struct PreviewCommand: StratusCommand {
  static let configuration = CommandSpec(
    path: ["preview"],
    abstract: "List the presentational views and their fixtures, or render them.",
    arguments: [
      ArgumentSpec("view", "a view from the list, e.g. NowView", optional: true),
      ArgumentSpec("fixture", "one of the view's fixtures (default: all of them)", optional: true),
    ],
    discussion: """
      Without a view, lists every view with its fixtures. With a view, renders each of
      its fixtures under a heading; with a fixture too, renders just that one, bare.
      Components are drawn in the same frame as screens; the blank rows they leave at
      the bottom are not printed.

      --html FILE writes the frames as one self-contained HTML page instead, in
      colour, with an index of links at the top and each styled frame's style plane
      and legend below it; each fixture at the sizes its goldens hold (screens at
      80x24, 40x20 and 120x40, components at 80x24) unless a size is given.

      EXAMPLES:
        stratus preview
        stratus preview HourlyStrip
        stratus preview NowView loading --width 40 --height 20
        stratus preview --all > gallery.txt
        stratus preview --all --html gallery.html
      """)

  struct Options: OptionGroup {
    var size = SizeOption.Group()
    var all = Flag("--all", help: "render every fixture of every view: the whole gallery")
    var fence = Flag.fence
    var color = ColorOption.declaration
    var html = Option<String>.destination(
      "--html",
      help:
        "write the frames as one HTML page in colour, with an index (- for standard output); each fixture at its goldens' sizes unless a size is given"
    )
  }

  enum Selection {
    case list
    case all
    case view(PreviewCatalog.Entry)
    case fixture(PreviewCatalog.Entry, PreviewCatalog.Preview)
  }

  let selection: Selection
  let size: Size
  /// Whether a size was given: without one, `--html` draws the goldens' sizes.
  let isSizeGiven: Bool
  let isFenced: Bool
  /// What `--color` and the environment let frames be drawn with.
  let colors: ColorSupport
  /// Where `--html` writes the page, when it was given.
  let page: FileDestination?

  init(_ arguments: ParsedArguments<Options>) throws(CommandFailure) {
    let sizes = arguments.group(\.size)
    size = try SizeOption(sizes).resolved()
    isSizeGiven = sizes.isGiven(\.width) || sizes.isGiven(\.height) || sizes.isGiven(\.size)
    isFenced = arguments[\.fence]
    colors = ColorOption.support(try arguments[\.color])
    page = try arguments[\.html].map {
      FileDestination(path: $0, option: "--html", noun: "page", exampleName: "gallery.html")
    }
    if page != nil && isFenced {
      throw .usage("--html and --fence are two forms of the frames; give one")
    }
    let words = arguments.positionals
    if arguments[\.all] {
      guard words.isEmpty else { throw .usage("--all renders every view; name none") }
      selection = .all
      return
    }
    guard let viewName = words.first else {
      guard page == nil else { throw .usage("--html draws frames: give --all or a view") }
      selection = .list
      return
    }
    guard let entry = PreviewCatalog.entry(named: viewName) else {
      let close = PreviewCatalog.all.map(\.name).filter {
        $0.lowercased().contains(viewName.lowercased())
      }
      let list =
        close.isEmpty
        ? "run 'stratus preview' for the list" : "did you mean " + close.joined(separator: ", ")
      throw .usage("unknown view '\(viewName)'; \(list)")
    }
    guard words.count > 1 else {
      selection = .view(entry)
      return
    }
    guard let preview = entry.preview(named: words[1]) else {
      let list = entry.previews.map(\.name).joined(separator: ", ")
      throw .usage("\(entry.name) has no fixture '\(words[1])'; fixtures: \(list)")
    }
    selection = .fixture(entry, preview)
  }

  func run() async throws(CommandFailure) {
    if let page { return try writeGallery(to: page) }
    let output = FileOutput.standardOutput
    switch selection {
    case .list:
      try output.write(Self.list())
    case .all:
      for entry in PreviewCatalog.all { try write(entry, to: output) }
    case .view(let entry):
      try write(entry, to: output)
    case .fixture(let entry, let preview):
      try output.write(render(preview, of: entry))
    }
  }

  /// Every view, screens first, each with its fixtures.
  static func list() -> String {
    let width = (PreviewCatalog.all.map(\.name.count).max() ?? 0) + 2
    var text = ""
    for (kind, heading) in [(PreviewCatalog.Kind.screen, "SCREENS"), (.component, "COMPONENTS")] {
      text += heading + "\n"
      for entry in PreviewCatalog.all where entry.kind == kind {
        let name = entry.name + String(repeating: " ", count: width - entry.name.count)
        text += "  " + name + entry.previews.map(\.name).joined(separator: ", ") + "\n"
      }
    }
    return text
  }

  /// The selected fixtures as one HTML page, written to `page`.
  private func writeGallery(to page: FileDestination) throws(CommandFailure) {
    let previews: [(entry: PreviewCatalog.Entry, fixtures: [PreviewCatalog.Preview])]
    switch selection {
    case .list: previews = []  // refused by `init`
    case .all: previews = PreviewCatalog.all.map { ($0, $0.previews) }
    case .view(let entry): previews = [(entry, entry.previews)]
    case .fixture(let entry, let preview): previews = [(entry, [preview])]
    }
    let gallery = PreviewGallery.page(of: previews, size: isSizeGiven ? size : nil)
    try page.deliver(gallery.document(), what: gallery.counts)
  }

  private func write(_ entry: PreviewCatalog.Entry, to output: FileOutput) throws(CommandFailure) {
    for preview in entry.previews {
      try output.write(
        "── \(entry.name) · \(preview.name) ──\n" + render(preview, of: entry) + "\n")
    }
  }

  /// One fixture as text; a component without the blank rows below it.
  @MainActor
  private func render(_ preview: PreviewCatalog.Preview, of entry: PreviewCatalog.Entry) -> String {
    let frame = preview.render(size: size)
    if isFenced { return SnapshotFormat.fenced(frame) }
    var rows = frame.styledRows(colors: colors)
    if entry.kind == .component {
      while rows.count > 1, rows.last?.allSatisfy({ $0 == " " }) == true { rows.removeLast() }
    }
    return rows.joined(separator: "\n") + "\n"
  }
}
