import TangramCore

extension Viewer {
  /// The width the page shows at once a layout under way is done (``relayout``): the page
  /// area's.
  var pageWidth: Int { source.relayout.current?.width ?? pageView.viewportWidth }

  /// Whether a page of `items` items is laid out again away from the loop: with a
  /// ``layoutWorker``, from ``backgroundLayoutItems`` items on.
  func canLayOutInBackground(items: Int) -> Bool {
    source.relayout.runsInBackground(items: items)
  }

  /// Whether the page is to be laid out `width` columns wide away from the loop while its
  /// layout at the current width keeps showing: for a new width of a page that
  /// ``canLayOutInBackground(items:)``. Starts that layout, or keeps the one under way for
  /// `width`; ends one no longer wanted.
  func laysOutInBackground(atWidth width: Int) -> Bool {
    if source.relayout.current?.width == width { return true }
    source.relayout.cancel()
    guard width != pageView.viewportWidth, canLayOutInBackground(items: itemCount) else { return false }
    startRelayout(atWidth: width)
    return true
  }

  /// Starts laying the page shown out again `width` columns wide.
  func startRelayout(atWidth width: Int) {
    guard let executor = source.relayout.executor else { return }
    source.relayout.current = PageRelayout(
      page: pageView.page, width: width, settings: pageView.layoutSettings, executor: executor, wakeup: source.wakeup)
  }

  /// Shows the page at its new width once the layout under way is done; the item at the top
  /// stays at the top, as at any resize.
  func updateRelayout() {
    guard let relayout = source.relayout.current, let laidOut = relayout.takeResult() else { return }
    source.relayout.current = nil
    pageView.resize(width: laidOut.width, height: pageView.viewportHeight, laidOut: laidOut)
  }
}
