import TangramCore

/// Which ``Element`` draws each item type, with a fallback for the rest (spec §6.5, §9.8).
///
/// A value, built by the app and passed in: there is no global registry.
public struct ElementRegistry {
  private var types: [String: any Element.Type] = [:]
  /// Draws items whose type has no element of its own.
  public var fallback: any Element.Type = FallbackElement.self

  /// An empty registry: every item is drawn by the fallback.
  public init() {}

  /// The built-in elements: `text` and `image`.
  public static var standard: ElementRegistry {
    var registry = ElementRegistry()
    registry.register(TextElement.self, for: "text")
    registry.register(ImageElement.self, for: "image")
    return registry
  }

  /// Sets the element for an item type, replacing any earlier one.
  public mutating func register(_ element: any Element.Type, for type: String) {
    types[type] = element
  }

  /// Item types with an element of their own.
  public var registeredTypes: Set<String> { Set(types.keys) }

  /// The element that draws an item type.
  public func elementType(for type: String) -> any Element.Type {
    types[type] ?? fallback
  }

  /// The pool key of an item's element: its `reuseId`, else its type.
  public func reuseIdentifier(for item: Item) -> String {
    item.style.reuseIdentifier ?? item.type
  }

  /// Measures items with the registered elements' heights.
  public func measurer(cellAspect: Double) -> any ItemMeasuring {
    RegistryMeasurer(registry: self, cellAspect: cellAspect)
  }
}

private struct RegistryMeasurer: ItemMeasuring {
  let registry: ElementRegistry
  let cellAspect: Double

  func height(of item: Item, width: Int) -> Int {
    registry.elementType(for: item.type).height(for: item, width: width, cellAspect: cellAspect)
  }
}
