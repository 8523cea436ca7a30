/// How a pager's indicator is drawn.
public enum IndicatorKind: Hashable, Sendable {
  /// `●○○`, one dot per page.
  case dots
  /// A progress bar that follows the scroll position.
  case stripe
}

/// The style keys of pagers and horizontal lists (spec §1.6.1, §2.4).
public struct PagerStyle: Hashable, Sendable {
  /// Width of every page; nil: the whole content width (page mode).
  public var pageWidth: Dimension?
  /// Height of every page; nil: the items' own height.
  public var pageHeight: Dimension?
  /// Fraction of the pager width per page (Android banner).
  public var pageRatio: Double?
  /// Page width divided by page height (Android banner).
  public var itemRatio: Double?
  /// A fixed pager height (Android banner).
  public var height: Dimension?
  /// Space before the first page and after the last.
  public var scrollMarginLeft: Dimension
  public var scrollMarginRight: Dimension
  /// Whether an indicator is shown, and which.
  public var hasIndicator: Bool
  public var indicator: IndicatorKind
  /// Indicator over the last row of the pages (true) or on a row of its own below (false).
  public var indicatorInside: Bool
  /// `left`, `center` or `right`.
  public var indicatorGravity: String
  public var indicatorColor: Color?
  public var defaultIndicatorColor: Color?
  /// Milliseconds between automatic page turns; 0 is off.
  public var autoScroll: Int
  /// Wrap around from the last page to the first.
  public var infinite: Bool

  public init(
    pageWidth: Dimension? = nil, pageHeight: Dimension? = nil, pageRatio: Double? = nil,
    itemRatio: Double? = nil, height: Dimension? = nil, scrollMarginLeft: Dimension = .zero,
    scrollMarginRight: Dimension = .zero, hasIndicator: Bool = true, indicator: IndicatorKind = .dots,
    indicatorInside: Bool = false, indicatorGravity: String = "center", indicatorColor: Color? = nil,
    defaultIndicatorColor: Color? = nil, autoScroll: Int = 0, infinite: Bool = false
  ) {
    self.pageWidth = pageWidth
    self.pageHeight = pageHeight
    self.pageRatio = pageRatio
    self.itemRatio = itemRatio
    self.height = height
    self.scrollMarginLeft = scrollMarginLeft
    self.scrollMarginRight = scrollMarginRight
    self.hasIndicator = hasIndicator
    self.indicator = indicator
    self.indicatorInside = indicatorInside
    self.indicatorGravity = indicatorGravity
    self.indicatorColor = indicatorColor
    self.defaultIndicatorColor = defaultIndicatorColor
    self.autoScroll = autoScroll
    self.infinite = infinite
  }
}
