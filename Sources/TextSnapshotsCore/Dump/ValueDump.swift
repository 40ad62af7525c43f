import TextUI

/// A readable text of any value, the same on every run and every platform, laid out to be
/// reviewed as a diff: what ``Snapshotting/dump`` writes.
///
/// ```text
/// Build(
///   id: 42,
///   branch: "main",
///   status: .failed(reason: "3 tests failed"),
///   steps: [
///     Step(name: "build", seconds: 61.5),
///   ],
///   token: <redacted>,
/// )
/// ```
///
/// - One field a line, nested values indented, every element followed by a comma (as
///   Swift allows), so adding a field or an element changes one line of a diff.
/// - Types are named without their module; enum cases as
///   `.case(…)`; optionals as their value or `nil`.
/// - A list of short leaves (numbers, short strings) is one line, `[0.0, 1.5, 0.25]`,
///   as a row of a grid reads best; a longer one is a line an element.
/// - Dictionaries are sorted by key and sets by element, so hashing order never shows.
/// - Strings are quoted, with control characters shown as frames show them
///   (`ControlPicture`); numbers as Swift prints them (`0.1`, not
///   `0.1000000000000000055`); a `Date` in ISO 8601 (UTC); `URL`, `UUID`, `Data`,
///   `Decimal` and `TimeZone` by what they hold, not by a `Mirror` that differs between
///   Linux and macOS.
/// - A `SecretValue` is `<redacted>`; a value holding a closure (an `Action`) shows
///   its type only; a class met again inside itself is `<cycle>`, and a value nested
///   deeper than ``maximumDepth`` is `<too deep>`.
/// - An `@Observable` class shows its properties by their declared names, without the
///   macro's storage and registrar.
///
/// NB: a case of an enum without associated values is written with `"\(value)"`, the
/// only public way to name a case; an enum that customises its `description` is written
/// as `Type(description)` instead, so a dump never passes a description off as a case.
public enum ValueDump {
  /// How deep a dump goes before it writes `<too deep>`.
  public static let maximumDepth = 64

  /// The dump of `value`.
  public static func text(of value: Any) -> String {
    var redactor = FieldRedactor([])
    return text(of: value, redactor: &redactor)
  }

  /// The dump of `value`, with the fields `redactor` matches written as its
  /// replacements.
  public static func text(of value: Any, redactor: inout FieldRedactor) -> String {
    var writer = DumpWriter(redactor: redactor)
    writer.write(value, depth: 0, isRoot: true)
    redactor = writer.redactor
    return writer.output
  }
}

/// Writes one dump, depth first, into `output`.
struct DumpWriter {
  var output = ""
  var redactor: FieldRedactor
  /// The names of the fields that lead to the value being written.
  private var path: [String] = []
  /// For each name of `path`, the type of the value it is a field of: a key-path
  /// redaction matches only inside a value of its root type.
  private var holders: [Any.Type?] = []
  /// The classes being written, outermost first: one met again is a cycle.
  private var open: Set<ObjectIdentifier> = []
  /// How many values enclose the one being written, itself included; an enum's payload
  /// counts though it is not indented.
  private var nesting = 0
  /// The types found not to be leaves: a long list of structs is not cast a dozen ways
  /// per element.
  private var nonLeafTypes: Set<ObjectIdentifier> = []
  /// Readable type names already worked out: a long list repeats a few types.
  private var typeNames: [ObjectIdentifier: String] = [:]
  /// The indentation of each depth reached so far.
  private var indents: [String] = [""]

  init(redactor: FieldRedactor) {
    self.redactor = redactor
  }

  /// Writes `value`, starting where the output is; nested lines are indented by
  /// `depth + 1` levels.
  mutating func write(_ value: Any, depth: Int, isRoot: Bool = false) {
    let type = ObjectIdentifier(Swift.type(of: value))
    if !nonLeafTypes.contains(type), let leaf = DumpLeaf.text(of: value) {
      output += leaf
      return
    }
    nesting += 1
    defer { nesting -= 1 }
    guard nesting <= ValueDump.maximumDepth else {
      output += "<too deep>"
      return
    }
    let mirror = Mirror(reflecting: value)
    // An optional's value may be a leaf; any other type that is not one never is.
    if mirror.displayStyle != .optional { nonLeafTypes.insert(type) }
    switch mirror.displayStyle {
    case .optional:
      if let wrapped = mirror.children.first?.value {
        write(wrapped, depth: depth, isRoot: isRoot)
      } else {
        output += "nil"
      }
    case .collection:
      let elements = elements(mirror)
      if !writeOnOneLine("[", "]", elements) {
        writeBlock("[", "]", elements, of: mirror.subjectType, depth: depth)
      }
    case .set:
      let elements = sorted(elements(mirror), depth: depth)
      if !writeOnOneLine("Set([", "])", elements) {
        writeBlock("Set([", "])", elements, of: mirror.subjectType, depth: depth)
      }
    case .dictionary:
      let entries = sorted(entries(mirror), depth: depth)
      writeBlock("[", "]", entries, of: mirror.subjectType, depth: depth)
    case .tuple:
      writeBlock("(", ")", fields(mirror), of: mirror.subjectType, depth: depth)
    case .enum:
      writeCase(value, mirror, depth: depth, isRoot: isRoot)
    case .class:
      writeObject(value, mirror, depth: depth)
    default:
      let open = "\(typeName(mirror.subjectType))("
      writeBlock(open, ")", fields(mirror), of: mirror.subjectType, depth: depth)
    }
  }

  // MARK: - Kinds of value

  /// A class instance, unless it is already being written (a cycle).
  private mutating func writeObject(_ value: Any, _ mirror: Mirror, depth: Int) {
    let name = typeName(mirror.subjectType)
    let identity = ObjectIdentifier(value as AnyObject)
    guard open.insert(identity).inserted else {
      output += "\(name)(<cycle>)"
      return
    }
    var all: [Child] = []
    var superclass = mirror.superclassMirror
    while let ancestor = superclass {
      all.insert(contentsOf: fields(ancestor, isObject: true), at: 0)
      superclass = ancestor.superclassMirror
    }
    let fields = all + fields(mirror, isObject: true)
    writeBlock("\(name)(", ")", fields, of: mirror.subjectType, depth: depth)
    open.remove(identity)
  }

  /// `.case`, or `.case(payload)`; a root value also names its type.
  private mutating func writeCase(_ value: Any, _ mirror: Mirror, depth: Int, isRoot: Bool) {
    let type = typeName(mirror.subjectType)
    guard let payload = mirror.children.first else {
      if value is CustomStringConvertible || value is CustomDebugStringConvertible {
        output += "\(type)(\(ControlPicture.visible(String(describing: value))))"
      } else {
        output += (isRoot ? type : "") + ".\(value)"
      }
      return
    }
    let name = (isRoot ? type : "") + ".\(payload.label ?? "case")"
    let payloadMirror = Mirror(reflecting: payload.value)
    guard payloadMirror.displayStyle == .tuple else {
      // One unlabelled value: `.loaded(3)`, or `.loaded(Forecast(` over several lines.
      output += name + "("
      path.append(payload.label ?? "")
      holders.append(mirror.subjectType)
      write(payload.value, depth: depth)
      path.removeLast()
      holders.removeLast()
      output += ")"
      return
    }
    writeBlock(name + "(", ")", fields(payloadMirror), of: mirror.subjectType, depth: depth)
  }

  /// Writes a collection of leaves (numbers, short strings) on one line, as a row of a
  /// grid reads best, when it fits in ``oneLineLimit`` columns; `false` when it does not.
  private mutating func writeOnOneLine(_ open: String, _ close: String, _ children: [Child])
    -> Bool
  {
    guard !children.isEmpty else { return false }
    var line = open
    for (index, child) in children.enumerated() {
      guard let leaf = DumpLeaf.text(of: child.value), !leaf.contains("\n") else { return false }
      line += (index == 0 ? "" : ", ") + leaf
      guard line.utf8.count <= Self.oneLineLimit else { return false }
    }
    output += line + close
    return true
  }

  /// The widest a collection of leaves may be to be written on one line.
  static let oneLineLimit = 100

  // MARK: - Children

  /// A value inside another: a labelled field or an unlabelled element.
  private struct Child {
    /// What the line shows before the value: a field's name, a dictionary's key.
    var label: String?
    var value: Any
    /// The name a field redaction matches: a field's name, a dictionary's string key.
    var field: String?

    init(label: String?, value: Any, field: String? = nil) {
      self.label = label
      self.value = value
      self.field = field ?? label
    }
    /// The text written before the value: `name: `, `"key": ` or nothing.
    var prefix: String { label.map { "\($0): " } ?? "" }
  }

  /// Writes `open`, each child on its own line and followed by a comma, then `close`
  /// on a line of its own; `open` and `close` alone when there are no children.
  ///
  /// `holder` is the type whose fields the children are: for a class, its dynamic type,
  /// whose `Mirror` lists its ancestors' fields too; for an enum's payload, the enum.
  private mutating func writeBlock(
    _ open: String, _ close: String, _ children: [Child], of holder: Any.Type, depth: Int
  ) {
    output += open
    guard !children.isEmpty else {
      output += close
      return
    }
    let indent = indentation(depth + 1)
    for child in children {
      output += "\n" + indent + child.prefix
      if let field = child.field, !redactor.isEmpty,
        let replacement = redactor.replacement(at: path + [field], holders: holders + [holder])
      {
        output += replacement
      } else if let field = child.field {
        path.append(field)
        holders.append(holder)
        write(child.value, depth: depth + 1)
        path.removeLast()
        holders.removeLast()
      } else {
        write(child.value, depth: depth + 1)
      }
      output += ","
    }
    output += "\n" + indentation(depth) + close
  }

  private mutating func indentation(_ depth: Int) -> String {
    while indents.count <= depth { indents.append(indents[indents.count - 1] + "  ") }
    return indents[depth]
  }

  private mutating func typeName(_ type: Any.Type) -> String {
    if let name = typeNames[ObjectIdentifier(type)] { return name }
    let name = ReadableTypeName.of(type)
    typeNames[ObjectIdentifier(type)] = name
    return name
  }

  /// A struct's, class's or tuple's fields. Unlabelled tuple elements (`.0`) get no
  /// label; `@Observable` storage is shown under the declared names; a ``Secret``
  /// property wrapper's storage (`_token`) is shown as the property (`token`).
  private func fields(_ mirror: Mirror, isObject: Bool = false) -> [Child] {
    // Only a class can be `@Observable`; looking costs a pass over the children.
    let observable = isObject && mirror.children.contains { $0.label == "_$observationRegistrar" }
    return mirror.children.compactMap { child in
      guard var label = child.label, !label.hasPrefix(".") else {
        return Child(label: nil, value: child.value)
      }
      if label == "_$observationRegistrar" { return nil }
      if label.hasPrefix("_") && (observable || child.value is any SecretValue) {
        label.removeFirst()
      }
      return Child(label: label, value: child.value)
    }
  }

  /// A collection's elements, unlabelled.
  private func elements(_ mirror: Mirror) -> [Child] {
    mirror.children.map { Child(label: nil, value: $0.value) }
  }

  /// A dictionary's entries, each labelled with its key's text.
  private mutating func entries(_ mirror: Mirror) -> [Child] {
    mirror.children.map { entry in
      let pair = Array(Mirror(reflecting: entry.value).children)
      guard pair.count == 2 else { return Child(label: nil, value: entry.value) }
      // A string key names a field, as a JSON object's key does, so it can be redacted.
      guard let key = pair[0].value as? String else {
        return Child(label: dumped(pair[0].value), value: pair[1].value, field: nil)
      }
      return Child(label: DumpLeaf.quoted(key), value: pair[1].value, field: key)
    }
  }

  /// `children` in the order of their text, which does not depend on hashing.
  private mutating func sorted(_ children: [Child], depth: Int) -> [Child] {
    children.map { ($0, ($0.label ?? "") + dumped($0.value, depth: depth + 1)) }
      .sorted { $0.1 < $1.1 }
      .map(\.0)
  }

  /// The dump of `value` alone, written as it would be at `depth`.
  private mutating func dumped(_ value: Any, depth: Int = 0) -> String {
    let saved = output
    output = ""
    write(value, depth: depth)
    defer { output = saved }
    return output
  }
}
