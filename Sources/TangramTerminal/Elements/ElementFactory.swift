import TangramCore

/// Creates or reuses the element that shows an item, then configures it (the third of
/// Tangram's three factories, spec §6.2).
///
/// The ``ElementRegistry`` decides which ``Element`` class draws an item type (and so how tall
/// it is); its ``ElementRegistry/elementFactory`` makes the instances. The page view asks it for
/// every item that comes into view, passing a pooled element of the item's reuse identifier
/// when there is one. A replacement can count, cache or decorate elements, or configure them
/// from somewhere other than the item.
public protocol ElementFactory: Sendable {
  /// An element of `elementType` showing `item`: `spare` (a pooled element, prepared for reuse)
  /// when it is of that class, else a new one; configured with the item.
  func element(of elementType: any Element.Type, for item: Item, reusing spare: (any Element)?) -> any Element

  /// Hands the item to the element.
  func configure(_ element: any Element, with item: Item)
}

extension ElementFactory {
  /// Reuses `spare` when it is an `elementType` (after ``Element/prepareForReuse()``), else
  /// makes a new element; then ``configure(_:with:)``.
  public func element(of elementType: any Element.Type, for item: Item, reusing spare: (any Element)?)
    -> any Element
  {
    let element: any Element
    if let spare, type(of: spare) == elementType {
      spare.prepareForReuse()
      element = spare
    } else {
      element = elementType.init()
    }
    configure(element, with: item)
    return element
  }

  /// Calls the element's ``Element/configure(with:)``.
  public func configure(_ element: any Element, with item: Item) {
    element.configure(with: item)
  }
}

/// The standard element factory: Tangram's create, reuse and configure.
public struct StandardElementFactory: ElementFactory {
  /// Makes the standard factory.
  public init() {}
}
