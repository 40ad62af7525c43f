import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An element of a parsed HTML page or SVG image, with its attributes and children, for
/// queries: the snapshot report, the preview gallery and the image of a screen are all
/// well-formed XML, so `XMLParser` reads them.
public final class PageElement {
  public let name: String
  public let attributes: [String: String]
  /// Child elements and text, in document order.
  public var children: [Either] = []

  public enum Either {
    case element(PageElement)
    case text(String)
  }

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// All text below the element, markup removed and references resolved.
  public var text: String {
    children.map {
      switch $0 {
      case .element(let element): element.text
      case .text(let text): text
      }
    }.joined()
  }

  /// Every element below this one (itself included) that matches, in document order.
  public func all(_ matches: (PageElement) -> Bool) -> [PageElement] {
    var found = matches(self) ? [self] : []
    for case .element(let child) in children { found += child.all(matches) }
    return found
  }

  public func first(_ matches: (PageElement) -> Bool) -> PageElement? { all(matches).first }

  /// The document's root element, or `nil` when `XMLParser` rejects the text.
  public static func parse(_ html: String) -> PageElement? {
    let builder = TreeBuilder()
    let parser = XMLParser(data: Data(html.utf8))
    parser.delegate = builder
    return parser.parse() ? builder.root : nil
  }

  private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: PageElement?
    private var open: [PageElement] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      let element = PageElement(name: name, attributes: attributes)
      if let parent = open.last {
        parent.children.append(.element(element))
      } else {
        root = element
      }
      open.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      open.last?.children.append(.text(string))
    }
  }
}
