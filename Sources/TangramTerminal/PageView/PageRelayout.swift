import TangramCore

/// How a page view lays pages out, in a value that may go to another thread: the elements that
/// measure items, the card layouts, and the units.
package struct PageLayoutSettings: Sendable {
  package var registry: ElementRegistry
  package var layouts: any LayoutFactory
  package var designWidth: Double
  package var cellAspect: Double
  package var mergesMargins: Bool

  /// Settings with the defaults a ``Viewer`` has.
  package init(
    registry: ElementRegistry = .standard, layouts: any LayoutFactory = LayoutRegistry.standard,
    designWidth: Double = 375, cellAspect: Double = 0.5, mergesMargins: Bool = false
  ) {
    self.registry = registry
    self.layouts = layouts
    self.designWidth = designWidth
    self.cellAspect = cellAspect
    self.mergesMargins = mergesMargins
  }

  /// The page layout these settings make.
  package var pageLayout: PageLayout {
    PageLayout(
      layouts: layouts, measurer: registry.measurer(cellAspect: cellAspect), designWidth: designWidth,
      cellAspect: cellAspect, mergesMargins: mergesMargins)
  }
}

/// A page being laid out again at another width by an ``Executor``, card by card, until it is
/// done or cancelled. The viewer keeps showing the page as it was laid out before and takes the
/// new layout on its loop once it is there (``takeResult()``): a page of a million items takes
/// seconds to lay out again, and meanwhile the viewer still takes keys.
package final class PageRelayout: Sendable {
  /// The width the page is being laid out at.
  package let width: Int
  private let cardCount: Int
  private let state = Locked(State())

  private struct State {
    var cardsLaidOut = 0
    var result: LaidOutPage?
    var isCancelled = false
  }

  /// Starts laying `page` out `width` columns wide as `settings` say, on `executor`; `wakeup`
  /// is signalled once the layout is done.
  package init(
    page: Page, width: Int, settings: PageLayoutSettings, executor: any Executor, wakeup: LoopWakeup? = nil
  ) {
    self.width = width
    cardCount = page.cards.count
    executor.execute { [self] in
      layOut(page, settings: settings)
      wakeup?.signal()
    }
  }

  private func layOut(_ page: Page, settings: PageLayoutSettings) {
    var cursor = PageLayoutCursor(layout: settings.pageLayout, width: width)
    for (index, card) in page.cards.enumerated() {
      let goesOn = state.withLock { state in
        state.cardsLaidOut = index
        return !state.isCancelled
      }
      guard goesOn else { return }
      cursor.append(card, at: index)
    }
    let laidOut = cursor.laidOutPage(of: page)
    state.withLock { state in
      state.cardsLaidOut = cardCount
      if !state.isCancelled { state.result = laidOut }
    }
  }

  /// How far the layout has come, from 0 to 1.
  package var progress: Double {
    cardCount == 0 ? 1 : Double(state.withLock(\.cardsLaidOut)) / Double(cardCount)
  }

  /// The page laid out at ``width``, once it is; nil before, and after it was taken.
  package func takeResult() -> LaidOutPage? {
    state.withLock { $0.result.take() }
  }

  /// Stops the layout: it is no longer wanted.
  package func cancel() {
    state.withLock { state in
      state.isCancelled = true
      state.result = nil
    }
  }
}
