extension PageLoads {
  /// The cards whose next request is due while the viewport shows `viewport` rows of `layout`
  /// (spec §7.1's triggers, with distances counted in screens):
  ///
  /// * an idle card whose rows come within one screen of the viewport (or that is a fix, float
  ///   or scroll-fix card, always near the screen) asks for its first page;
  /// * a paged card with more pages asks for the next one when its end is within one screen
  ///   below the viewport's bottom and not above its top.
  ///
  /// Cards with a request in flight, and cards that failed, are never due.
  package func dueCards(in layout: LaidOutPage, viewport: Range<Int>) -> [Int] {
    let screen = max(1, viewport.count)
    let near = (viewport.lowerBound - screen)..<(viewport.upperBound + screen)
    return cards.filter { load in
      guard load.isIdle || load.canLoadMore else { return false }
      switch layout.extent(ofCard: load.cardIndex) {
      case .overlay: return load.isIdle
      case .absent: return false
      case .rows(let rows):
        if load.isIdle { return rows.overlaps(near) }
        return rows.upperBound > viewport.lowerBound && rows.upperBound <= near.upperBound
      }
    }.map(\.cardIndex)
  }
}
