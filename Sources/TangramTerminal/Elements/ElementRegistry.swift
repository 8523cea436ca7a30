import TangramCore

/// Which ``Element`` draws each item type, with a fallback for the rest (spec §6.5, §9.8), and
/// the ``ElementFactory`` that makes them.
///
/// Types are registered by name or number (`110` is `"110"`). A value, built by the app and
/// passed in: there is no global registry.
///
/// Sendable, so a page can be decoded on another thread with its items checked: it holds only
/// element classes (immutable metatypes, never instances) and a `Sendable` factory. The compiler
/// cannot see that about `any Element.Type` without the newer `SendableMetatype`.
public struct ElementRegistry: @unchecked Sendable {
  private var types: [String: any Element.Type] = [:] {
    didSet { fewTypes = types.count <= Self.fewTypesLimit ? types.map { ($0.key, $0.value) } : nil }
  }
  /// ``types`` as a list while there are few: each item of a page is looked up twice (checked,
  /// then measured), and comparing its type with a few names is cheaper than hashing it.
  private var fewTypes: [(name: String, element: any Element.Type)]? = []
  /// The most types kept in ``fewTypes``.
  static let fewTypesLimit = 8
  /// Draws items whose type has no element of its own.
  public var fallback: any Element.Type = FallbackElement.self
  /// Creates, reuses and configures the elements.
  public var elementFactory: any ElementFactory = StandardElementFactory()
  /// VirtualView templates by item type: an item whose type has one and no element of its own
  /// is drawn by its template (VirtualView spec §8.6).
  public var templates = VVTemplateSet()

  /// An empty registry: every item is drawn by the fallback.
  public init() {}

  /// The built-in elements, `text` and `image`, registered through `register(_:for:)`.
  public static var standard: ElementRegistry {
    var registry = ElementRegistry()
    do {
      try registry.register(TextElement.self, for: "text")
      try registry.register(ImageElement.self, for: "image")
    } catch {
      preconditionFailure("built-in element registered twice: \(error)")
    }
    return registry
  }

  /// Registers the element for an item type.
  ///
  /// - Throws: `RegistrationError.duplicateElementType` when the type already has an
  ///   element; `RegistrationError.emptyTypeName` for `""`.
  public mutating func register(_ element: any Element.Type, for type: String) throws(RegistrationError) {
    guard !type.isEmpty else { throw .emptyTypeName }
    guard types[type] == nil else { throw .duplicateElementType(type) }
    types[type] = element
  }

  /// Registers the element for a numeric item type, as its decimal text (`110` is `"110"`).
  public mutating func register(_ element: any Element.Type, for id: Int) throws(RegistrationError) {
    try register(element, for: String(id))
  }

  /// Draws items of the template's type by the template, unless an element is registered for
  /// that type (native elements win, as on Android); replaces an earlier template of the type.
  public mutating func register(template: VVTemplate) {
    templates.add(template)
  }

  /// Sets the element for an item type, replacing any earlier one on purpose.
  public mutating func replace(_ element: any Element.Type, for type: String) {
    types[type] = element
  }

  /// Whether the item type has an element of its own.
  public func isRegistered(_ type: String) -> Bool {
    types[type] != nil || templates[type] != nil
  }

  /// Item types with an element of their own or a template.
  public var registeredTypes: Set<String> { Set(types.keys).union(templates.types) }

  /// The element that draws an item type: its own, else (for a type no element is registered
  /// for) the ``fallback``; a card's loading placeholder is its text, unless registered.
  package func elementType(for type: String) -> any Element.Type {
    drawer(for: type).element
  }

  /// What draws an item type: its element, and the template when that element is the template
  /// element, found with as few lookups as the type needs (one for a type with an element).
  fileprivate func drawer(for type: String) -> (element: any Element.Type, template: VVTemplate?) {
    if let fewTypes {
      for entry in fewTypes where entry.name == type { return (entry.element, nil) }
    } else if let element = types[type] {
      return (element, nil)
    }
    if let template = templates[type] { return (VirtualViewElement.self, template) }
    return (type == LoadPlaceholder.itemType ? LoadPlaceholderElement.self : fallback, nil)
  }

  /// The template an item is drawn by: its type's, unless an element is registered for the type.
  func template(for item: Item) -> VVTemplate? {
    drawer(for: item.type).template
  }

  /// A template item laid out as its element draws it in a slot `width` columns wide at the
  /// page's units; nil for an item no template draws.
  func templateLayout(for item: Item, width: Int, scale: UnitScale, pages: [SourcePosition: Int] = [:]) -> VVItemLayout? {
    guard let template = template(for: item), width > 0 else { return nil }
    let rows = VVItemLayout.givenRows(of: item, width: width, scale: scale)
    return VVItemLayout(template: template, item: item, width: width, scale: scale, rows: rows, templates: templates, pages: pages)
  }

  /// The pool key of an item's element: its `reuseId`, else its type.
  package func reuseIdentifier(for item: Item) -> String {
    item.style.reuseIdentifier ?? item.type
  }

  /// The configured element for an item, made by the ``elementFactory``: `spare` (a pooled
  /// element with the item's reuse identifier) when it fits, else a new one.
  /// A template item's element also gets its template and the page's units (`scale`).
  package func element(for item: Item, reusing spare: (any Element)? = nil, scale: UnitScale? = nil) -> any Element {
    let element = elementFactory.element(of: elementType(for: item.type), for: item, reusing: spare)
    if let templateElement = element as? VirtualViewElement {
      templateElement.prepare(template: templates[item.type], templates: templates, scale: scale)
    }
    return element
  }

  /// What the item's element finds wrong with its fields, the paths under `path` (the item's
  /// JSON path, such as `cards[2].items[0]`).
  package func diagnostics(for item: Item, path: String) -> [Diagnostic] {
    (elementType(for: item.type).diagnostics(for: item) + templateDiagnostics(for: item)).map { $0.nested(under: path) }
  }

  /// Checks items with their elements while a page is decoded (`PageDecoder.itemValidator`).
  /// A template binding that finds nothing is reported for the first item it misses in, not
  /// for each of a long page's items.
  package var itemValidator: ItemValidator {
    let registry = self
    let reported = Locked([String: Set<SourcePosition>]())
    return { item, path in
      let drawer = registry.drawer(for: item.type)
      var problems = drawer.element.diagnostics(for: item)
      if let template = drawer.template {
        problems += registry.templateDiagnostics(for: item, template: template, reported: reported)
      }
      guard !problems.isEmpty else { return [] }
      let itemPath = path()
      return problems.map { $0.nested(under: itemPath) }
    }
  }

  /// What is wrong with a template item's data (VirtualView spec §9.11): data-container elements
  /// without a `type` or whose type has no template (problems), and bindings that find nothing,
  /// so that their attribute keeps its default (information, which `--strict` refuses too).
  /// With `reported`, a binding is reported once: the places reported are kept there, by type.
  package func templateDiagnostics(for item: Item, reported: Locked<[String: Set<SourcePosition>]>? = nil) -> [Diagnostic] {
    guard let template = template(for: item) else { return [] }
    return templateDiagnostics(for: item, template: template, reported: reported)
  }

  /// ``templateDiagnostics(for:reported:)`` of an item drawn by `template`.
  private func templateDiagnostics(
    for item: Item, template: VVTemplate, reported: Locked<[String: Set<SourcePosition>]>?
  ) -> [Diagnostic] {
    let data = JSONValue.object(item.data)
    var diagnostics: [Diagnostic] = []
    if template.hasDataContainers {
      let resolved = VVResolvedNode(template.root, data: data, templates: templates)
      diagnostics = resolved.allDataProblems.map { Diagnostic(path: "", message: "template \(template.type): \($0)") }
    }
    // Places reported already are not evaluated again: a long page pays for its first items.
    let done = reported?.withLock { $0[template.type] } ?? []
    for (node, attribute, source) in template.unresolvedBindings(in: data, skipping: done.contains) {
      if let reported, !reported.withLock({ $0[template.type, default: []].insert(source.position).inserted }) { continue }
      let file = template.shortFileName
      diagnostics.append(Diagnostic(
        path: "",
        message: "template \(template.type): \(attribute)=\"\(source.text)\" of <\(node.name)> at \(file):\(source.position) "
          + "finds nothing in the item; the attribute keeps its default (reported for the first such item)",
        severity: .information))
    }
    return diagnostics
  }

  /// Item types whose items can be measured from the bytes of one field, with that field
  /// (``PageDecoder/textMeasuredItemTypes``): those the built-in text element draws, which
  /// reports nothing on any item.
  package var textMeasuredItemTypes: [String: String] {
    var measured: [String: String] = [:]
    for (type, element) in types where element == TextElement.self {
      measured[type] = TextElement.measuredField
    }
    return measured
  }

  /// Measures items with the registered elements' heights.
  package func measurer(cellAspect: Double) -> any ItemMeasuring {
    RegistryMeasurer(registry: self, cellAspect: cellAspect, templateHeights: VVHeightCache())
  }
}

private struct RegistryMeasurer: ItemMeasuring {
  let registry: ElementRegistry
  let cellAspect: Double
  let templateHeights: VVHeightCache

  func height(of item: Item, width: Int) -> Int {
    height(of: item, width: width, scale: UnitScale(columns: width, cellAspect: cellAspect))
  }

  /// A template item's rows at the page's units; any other item's by its element.
  func height(of item: Item, width: Int, scale: UnitScale) -> Int {
    let drawer = registry.drawer(for: item.type)
    // A template draws the item also when its element was registered as the template element.
    if drawer.element == VirtualViewElement.self, let template = drawer.template ?? registry.templates[item.type] {
      return templateHeights.rows(of: item, template: template, templates: registry.templates, width: width, scale: scale)
    }
    return drawer.element.height(for: item, width: width, cellAspect: cellAspect)
  }

  func width(of item: Item, available: Int) -> Int {
    registry.elementType(for: item.type).width(for: item, available: available, cellAspect: cellAspect)
  }

  /// An item of a type the text element draws, by its text's bytes.
  func height(ofType type: String, measuredText: UnsafeBufferPointer<UInt8>, width: Int) -> Int? {
    guard registry.drawer(for: type).element == TextElement.self else { return nil }
    return TextElement.height(ofPrintableASCII: measuredText, width: width)
  }
}
