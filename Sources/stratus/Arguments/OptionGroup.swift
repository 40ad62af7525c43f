/// The options a command (or a part of one, such as the size options) declares: a
/// struct whose stored properties are ``Flag``s, ``Option``s, lists of declarations and
/// other groups.
///
/// ```swift
/// struct Options: OptionGroup {
///   var size = SizeOption.Group()  // --width, --height, --size, shared
///   var all = Flag("--all", help: "render every fixture of every view")
///   var fence = Flag.fence
/// }
/// ```
///
/// The group is the single list: ``declarations`` walks its stored properties with
/// `Mirror`, in the order they are written, to tell the parser what it accepts and the
/// help page what to list; ``ParsedArguments`` reads a value through a key path to the
/// same property. Declarations are `var`s so that the key path is writable: only a
/// stored property (which `Mirror` sees) has one, so a computed property that the parser
/// would never accept cannot be read either.
protocol OptionGroup: Sendable {
  init()
}

extension OptionGroup {
  /// Every option declared in this group and the groups it holds, in declaration order.
  ///
  /// A name declared twice (or clashing with `--help`) is a mistake in the tool, not in
  /// the command line, so it stops the tool at once, on every run of the command, with
  /// a message naming the option: no test of the command can miss it.
  var declarations: [OptionSpec] {
    let specs = Mirror(reflecting: self).children.flatMap { child -> [OptionSpec] in
      switch child.value {
      case let declaration as any OptionDeclaration: [declaration.spec]
      case let list as [any OptionDeclaration]: list.map(\.spec)
      case let group as any OptionGroup: group.declarations
      default: []
      }
    }
    var names: Set<String> = [OptionSpec.help.name, OptionSpec.help.shortName ?? ""]
    for spec in specs {
      for name in [spec.name, spec.shortName].compactMap({ $0 }) {
        precondition(names.insert(name).inserted, "\(name) is declared twice in \(Self.self)")
      }
    }
    return specs
  }
}

/// The group of a command that takes no options but `--help`.
struct NoOptions: OptionGroup {}
