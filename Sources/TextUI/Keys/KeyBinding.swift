/// A key, what it is for, and the action it runs: what a view declares with
/// ``View/keyBinding(_:_:action:)``.
///
/// After each pass the renderer lists the bindings of the views that are visible,
/// topmost first (``Renderer/keyBindings``), so a runtime can dispatch a key to the
/// innermost, frontmost view that handles it and a footer can show the hints.
public struct KeyBinding: Equatable, Sendable {
  /// The key.
  public var key: Key
  /// What it does, as a key hint shows it: "refresh", "next day".
  public var label: String
  /// What it runs.
  public var action: Action
  /// What a text binding (key ``Key/text``) runs with each edit.
  public var textAction: TextAction?

  /// Whether both bind the same key to the same label and run the same actions, copies
  /// of one (see ``Action``): a binding made again with a new action is a new binding.
  ///
  /// To compare only what a key hint shows, compare ``key`` and ``label``.
  public static func == (lhs: KeyBinding, rhs: KeyBinding) -> Bool {
    lhs.key == rhs.key && lhs.label == rhs.label && lhs.action == rhs.action
      && lhs.textAction == rhs.textAction
  }

  /// A binding that runs `action` when `key` is pressed; `label` is its key hint.
  ///
  /// Views usually declare bindings with ``View/keyBinding(_:_:action:)``; build one
  /// directly for ``View/keyBindings(_:)``, whose list may change from pass to pass.
  public init(_ key: Key, _ label: String, action: Action) {
    self.key = key
    self.label = label
    self.action = action
  }

  /// A binding for typed text: it accepts every printable character and Backspace.
  public init(textInput label: String, action: TextAction) {
    self.init(.text, label, action: .none)
    self.textAction = action
  }

  /// Whether pressing `key` runs this binding: its own key, or typed text for a text
  /// binding.
  public func accepts(_ key: Key) -> Bool {
    self.key == key || (self.key == .text && TextEdit(key) != nil)
  }

  /// Runs the binding for `key`, which it accepts.
  @MainActor func run(for key: Key) {
    if self.key == .text, let edit = TextEdit(key) {
      textAction?(edit)
    } else {
      action()
    }
  }
}

extension [KeyBinding] {
  /// Runs the first binding that accepts `key` (the topmost, in a renderer's
  /// topmost-first list); returns whether there was one. Both engines dispatch so.
  @MainActor func dispatch(_ key: Key) -> Bool {
    guard let binding = first(where: { $0.accepts(key) }) else { return false }
    binding.run(for: key)
    return true
  }
}

/// A view with key bindings; see ``View/keyBinding(_:_:action:)``.
public struct KeyBound<Content: View>: View {
  /// The view.
  public var content: Content
  /// Its bindings, in the order they were declared.
  public var bindings: [KeyBinding]

  /// `Never`: a key-bound view is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Whether both hold equal bindings (their actions copies of one, see ``Action``) and
  /// equal content.
  ///
  /// A key-bound view made again with new actions is therefore evaluated again, so its
  /// bindings are always the latest; its content is still gated by its own `==`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    // Bindings first: they are cheap, and differ whenever a builder made new actions.
    lhs.bindings == rhs.bindings && lhs.content == rhs.content
  }

  /// Engine hook: the content's nodes, laid out as they are, with a layout that adds the
  /// bindings to the renderer's list whenever it is drawn (that is, when it is visible).
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    Content._makeNodes(view.content, into: &children)
    return _Layout(KeyBindingLayout(bindings: view.bindings))
  }
}

extension View {
  /// Declares that pressing `key` while this view is visible runs `action`; `label`
  /// says what it does, for key hints.
  ///
  /// When several visible views bind the same key, the topmost wins: an overlay over its
  /// base, a view inside another over the outer one.
  public func keyBinding(_ key: Key, _ label: String, action: Action) -> KeyBound<Self> {
    KeyBound(content: self, bindings: [KeyBinding(key, label, action: action)])
  }
}

extension View {
  /// Declares several bindings at once, in order; an empty list declares none.
  ///
  /// Use it when which keys are live depends on data (a modal sheet turning the
  /// screen's keys off): the view keeps its identity whatever the list holds, so its
  /// content is reused, where `if` around ``keyBinding(_:_:action:)`` would rebuild it.
  public func keyBindings(_ bindings: [KeyBinding]) -> KeyBound<Self> {
    KeyBound(content: self, bindings: bindings)
  }

  /// Declares that text typed while this view is visible edits something: every
  /// printable character and Backspace run `action`, unless a view in front binds that
  /// key. `label` says what typing does ("search").
  ///
  /// Text input follows the same topmost-first rule as keys, so a sheet with a text
  /// field receives the letters that the screen beneath it binds to commands.
  public func textInput(_ label: String, action: TextAction) -> KeyBound<Self> {
    KeyBound(content: self, bindings: [KeyBinding(textInput: label, action: action)])
  }
}

extension KeyBound {
  /// Adds a text binding to the same view; see ``View/textInput(_:action:)``.
  public func textInput(_ label: String, action: TextAction) -> KeyBound<Content> {
    var view = self
    view.bindings.append(KeyBinding(textInput: label, action: action))
    return view
  }

  /// Adds another binding to the same view.
  public func keyBinding(_ key: Key, _ label: String, action: Action) -> KeyBound<Content> {
    var view = self
    view.bindings.append(KeyBinding(key, label, action: action))
    return view
  }
}

/// Lays the content out as it is, and announces the bindings when drawn (that is, when
/// visible).
struct KeyBindingLayout: NodeLayout {
  var bindings: [KeyBinding]

  func sizeThatFits(_ proposal: ProposedSize, node: Node) -> Size {
    sizeThatFits(proposal, of: node)
  }

  func sizeThatFits<N: LayoutNode>(_ proposal: ProposedSize, of node: N) -> Size {
    StackedContent().sizeThatFits(proposal, of: node)
  }

  func draw(in canvas: inout Canvas, size: Size, proposal: ProposedSize, node: Node) {
    draw(in: &canvas, size: size, proposal: proposal, of: node)
  }

  func draw<N: LayoutNode>(
    in canvas: inout Canvas, size: Size, proposal: ProposedSize, of node: N
  ) {
    // Registered before the content, so the renderer, which lists the views drawn
    // last first, lists the content's bindings (inner views) before these.
    canvas.register(bindings)
    StackedContent().draw(in: &canvas, size: size, proposal: proposal, of: node)
  }
}
