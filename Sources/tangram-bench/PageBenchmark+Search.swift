import TangramCore
import TangramTerminal

/// What `/` is timed on in a laid-out page: the first match of the middle item's text from the
/// top, and the count of every match of `dolor` before the middle item, whole and in the slices
/// the viewer reads between frames.
struct SearchWorkload {
  /// The middle item's text.
  var far: SearchQuery
  /// A word most generated items have.
  var common: SearchQuery
  /// The middle item: matches are counted before it.
  var middle: ItemID
  /// The item ranges of the slices, from the first item to the last.
  var slices: [Range<Int>]

  /// The workload of `layout`; nil when its middle item's text cannot be searched for.
  init?(_ layout: LaidOutPage) {
    let middle = layout.items.count / 2
    guard let far = SearchQuery(layout.item(ItemID(middle)).label), let common = SearchQuery("dolor") else {
      return nil
    }
    self.far = far
    self.common = common
    self.middle = ItemID(middle)
    let sliceSize = SearchScan.itemsPerSlice
    slices = stride(from: 0, to: layout.items.count, by: sliceSize).map { $0..<($0 + sliceSize) }
  }
}

extension PageBenchmark {
  /// Times `/` on a laid-out page (``SearchWorkload``): the first match, the count, the best of
  /// three runs each; and the longest slice of that count.
  func measureSearch(_ layout: LaidOutPage) -> (firstMatch: Duration, count: Duration, slice: Duration) {
    guard let search = SearchWorkload(layout) else { return (.zero, .zero, .zero) }
    var checksum = 0
    let firstMatch = (0..<3).map { _ in
      clock.measure { checksum &+= layout.firstMatch(of: search.far, from: 0, forward: true)?.id.rawValue ?? 0 }
    }.min() ?? .zero
    let count = (0..<3).map { _ in
      clock.measure { checksum &+= layout.matchCounts(of: search.common, before: search.middle).total }
    }.min() ?? .zero
    let slice = search.slices.map { slice in
      clock.measure { checksum &+= layout.matchCounts(of: search.common, in: slice, before: search.middle).total }
    }.max() ?? .zero
    Sink.keep(checksum)
    return (firstMatch, count, slice)
  }
}
