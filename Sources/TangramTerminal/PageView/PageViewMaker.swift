import TangramCore

/// Makes the viewer's page views (for reloads, loads and saved templates) with its elements,
/// layouts, units and clock.
struct PageViewMaker {
  /// The elements and templates pages are drawn with; a saved template changes it.
  var registry: ElementRegistry
  let layouts: any LayoutFactory
  let designWidth: Double
  let cellAspect: Double
  let mergesMargins: Bool
  let timers: TimerScheduler

  /// A page view of `page`, `width` by `height`, from the page already laid out when that is at
  /// hand.
  func make(_ page: Page, width: Int, height: Int, laidOut: LaidOutPage? = nil) -> PageView {
    PageView(
      page: page, registry: registry, layouts: layouts, width: width, height: height, designWidth: designWidth,
      cellAspect: cellAspect, mergesMargins: mergesMargins, timers: timers, laidOut: laidOut)
  }
}
