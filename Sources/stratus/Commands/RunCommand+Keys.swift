import Application
import Foundation

extension RunCommand {
  /// The KEYS section of `run --help`: every global key of the app and its help, from
  /// the app's one list of them (``GlobalKey/all``), then the keys of the terminal session
  /// itself.
  static var keysSection: String {
    let rows =
      GlobalKey.all.map { ($0.name, $0.help) } + [
        ("Ctrl-C", "quit"), ("Ctrl-Z", "suspend (fg resumes)"),
      ]
    let width = rows.map(\.0.count).max()! + 2
    let lines = rows.map { name, help in
      "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + help
    }
    return (["KEYS (each screen's own keys are listed in its footer):"] + lines)
      .joined(separator: "\n")
  }
}
