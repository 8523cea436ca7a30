import TangramCore

/// Chains the three factories from page JSON to a viewer (Tangram's data-source helper, spec
/// §6.1): the layout factory says which card types are layouts, the item-model factory makes
/// every item, the element registry checks each item's fields and, through its element
/// factory, makes the elements that draw them.
///
/// ```swift
/// var elements = ElementRegistry.standard
/// try elements.register(RatingElement.self, for: "rating")
/// var layouts = LayoutRegistry.standard
/// try layouts.register(PriceGridLayout(), for: "price-grid")
/// let helper = DataSourceHelper(elements: elements, layouts: layouts)
/// let decoded = try helper.decode(bytes)
/// let viewer = helper.makeViewer(for: decoded, fileName: "page.json", columns: 80, rows: 24)
/// ```
public struct DataSourceHelper: Sendable {
  /// The layout factory: built-in layouts and the custom ones registered.
  public var layouts: any LayoutFactory
  /// Makes each item out of its JSON.
  public var itemModelFactory: any ItemModelFactory
  /// The element of each item type, and the factory that makes them.
  public var elements: ElementRegistry
  /// Nested cards deeper than this are shown as plain items, with a diagnostic.
  public var maximumNestingDepth = 8

  /// Makes a helper; the defaults are the built-in layouts, items and elements.
  public init(
    elements: ElementRegistry = .standard, layouts: any LayoutFactory = LayoutRegistry.standard,
    itemModelFactory: any ItemModelFactory = StandardItemModelFactory()
  ) {
    self.elements = elements
    self.layouts = layouts
    self.itemModelFactory = itemModelFactory
  }

  /// The decoder the helper uses: item types without an element and fields their element
  /// cannot read are diagnostics.
  public var decoder: PageDecoder {
    var decoder = PageDecoder(
      maximumNestingDepth: maximumNestingDepth, knownItemTypes: elements.registeredTypes,
      layoutFactory: layouts, itemModelFactory: itemModelFactory, itemValidator: elements.itemValidator)
    decoder.textMeasuredItemTypes = elements.textMeasuredItemTypes
    return decoder
  }

  /// Decodes UTF-8 page JSON.
  public func decode(_ bytes: [UInt8]) throws(PageDecodingError) -> DecodedPage {
    try decoder.decode(bytes)
  }

  /// A viewer of the decoded page (its problems counted and the first shown in the status bar)
  /// for a terminal of `columns` by `rows`, with the helper's layouts and elements. Cards with
  /// `load` get their items from `loader`, decoded by the helper's ``decoder``; without a loader
  /// they show as the page wrote them.
  public func makeViewer(
    for decoded: DecodedPage, fileName: String, columns: Int, rows: Int, designWidth: Double = 375,
    mergesMargins: Bool = false, loader: (any Loader)? = nil
  ) -> Viewer {
    Viewer(
      page: decoded.page,
      configuration: configuration(
        for: decoded, fileName: fileName, columns: columns, rows: rows, designWidth: designWidth,
        mergesMargins: mergesMargins, loader: loader))
  }

  /// The configuration ``makeViewer(for:fileName:columns:rows:designWidth:mergesMargins:loader:)``
  /// makes its viewer with.
  package func configuration(
    for decoded: DecodedPage, fileName: String, columns: Int, rows: Int, designWidth: Double = 375,
    mergesMargins: Bool = false, loader: (any Loader)? = nil
  ) -> Viewer.Configuration {
    var configuration = Viewer.Configuration(fileName: fileName, columns: columns, rows: rows)
    configuration.registry = elements
    configuration.layouts = layouts
    configuration.designWidth = designWidth
    configuration.mergesMargins = mergesMargins
    configuration.loader = loader
    configuration.itemDecoder = decoder
    configuration.problems = decoded.diagnostics
    return configuration
  }
}
