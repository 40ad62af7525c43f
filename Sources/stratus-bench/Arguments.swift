/// The parsed command line.
///
/// A dozen lines of hand-written parsing: the package takes no dependencies, and three
/// options do not need a library.
struct Arguments: Equatable {
  /// Print JSON lines instead of a table.
  var json = false
  /// Run only benchmarks whose name contains one of these; all of them if empty.
  var filters: [String] = []
  /// Run each selected benchmark exactly this many times, untimed, and report nothing:
  /// for counting instructions under `valgrind --tool=callgrind`, which are repeatable
  /// where timings are not.
  var repeatCount: Int?

  /// What the command line asks for.
  enum Command: Equatable {
    /// Run the benchmarks.
    case run(Arguments)
    /// Print the usage and exit successfully.
    case help
    /// Report a usage error, a one-line message, and exit with status 64 (`EX_USAGE`).
    case failure(String)
  }

  /// The usage text, ending without a newline.
  static let usage = """
    usage: stratus-bench [--json] [--filter NAME]... [--repeat N] [--help]

    Times the engine's hot paths and the app (each scenario gated and ungated, the
    bytes sent to the terminal, how passes grow, start-up). Build with optimisations,
    stratus too, since the start-up figures run it:
      swift build -c release && .build/release/stratus-bench

    options:
      --json           print one JSON object per table row instead of the tables
      --filter NAME    run only benchmarks whose name contains NAME (repeatable)
      --repeat N       run each benchmark N times untimed, to count instructions:
                       valgrind --tool=callgrind .build/release/stratus-bench \\
                         --filter render.cold.now --repeat 100
      -h, --help       print this help
    """

  /// Parses the arguments after the program name.
  static func parse(_ arguments: some Sequence<String>) -> Command {
    var result = Arguments()
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--json":
        result.json = true
      case "--filter":
        guard let name = iterator.next() else {
          return .failure("option '--filter' needs a benchmark name")
        }
        result.filters.append(name)
      case "--repeat":
        guard let value = iterator.next(), let count = Int(value), count >= 0 else {
          return .failure("option '--repeat' needs a whole number of runs")
        }
        result.repeatCount = count
      case "-h", "--help":
        return .help
      case _ where argument.hasPrefix("--filter="):
        result.filters.append(String(argument.dropFirst("--filter=".count)))
      case _ where argument.hasPrefix("-"):
        return .failure("unknown option '\(argument)'")
      default:
        return .failure("unexpected argument '\(argument)'")
      }
    }
    return .run(result)
  }

  /// Whether the benchmark called `name` is selected.
  func selects(_ name: String) -> Bool {
    filters.isEmpty || filters.contains { name.contains($0) }
  }
}
