import Synchronization
import TangramCore
import TangramTerminal
import Testing

@testable import tangram_bench

/// One page measured end to end, on a page small enough for a test: the counts the report
/// shows are the page's, every frame is counted, and the times are times.
@Suite struct PageBenchmarkTests {
  static let options = try! BenchOptions.parse(["--frames", "4", "--rounds", "2", "--width", "200", "--height", "20"])

  @Test func aGeneratedPageIsMeasuredWhole() throws {
    let result = try PageBenchmark(workload: .generated(300), options: Self.options).run()
    #expect(result.label == "300 items")
    // The page's items and the two of its pinned cards.
    #expect(result.itemCount == 302)
    #expect(!result.templateItems)
    #expect(result.pageBytes == PageGenerator(itemCount: 300).bytes().count)
    #expect(result.contentRows == 301)
    #expect(result.frameCount == 2 * 3 * 4)
    #expect(result.movedFrameCount == result.frameCount)
    #expect(result.placeMedianMicroseconds.count == 3)
    #expect(result.liveElements > 0 && result.createdElements >= result.liveElements)
    let times = [
      result.decodeMilliseconds, result.firstFrameMilliseconds, result.fullLayoutMilliseconds, result.layoutMilliseconds,
      result.pageViewMilliseconds, result.frameMedianMicroseconds, result.frameP95Microseconds,
      result.drawMedianMicroseconds, result.searchFirstMatchMilliseconds, result.searchCountMilliseconds,
    ]
    #expect(times.allSatisfy { $0 > 0 && $0.isFinite })
    #expect(result.firstFrameMilliseconds <= result.fullLayoutMilliseconds)
    #expect(result.frameMedianMicroseconds <= result.frameP95Microseconds)
  }

  /// The first frame is timed when the first snapshot is drawn, however many snapshots the
  /// rest of the page takes: on a clock that moves a millisecond each time it is read, the first
  /// frame is one read after the start and the whole page one more.
  @Test func theFirstFrameIsTimedAtTheFirstSnapshot() throws {
    let page = PageGenerator(itemCount: 3_000).bytes()
    #expect(page.count > 4 << 16, "the page is read in several pieces")
    var benchmark = PageBenchmark(workload: .generated(3_000), options: Self.options)
    let reads = ClockReads()
    benchmark.clock = BenchClock { .milliseconds(reads.next()) }
    let result = try benchmark.run()
    #expect(result.firstFrameMilliseconds == 1)
    #expect(result.fullLayoutMilliseconds == 2)
  }

  /// `/` is timed as the best of three runs for the first match and for the count, and as the
  /// longest slice of the count: on a clock whose n-th read is n² ms, the runs take 3, 7 and
  /// 11 ms for the first match, then 15, 19 and 23 for the count, then 27 for the page's one slice.
  @Test func searchTimesAreTheBestRunsAndTheLongestSlice() throws {
    let page = try DataSourceHelper().decode(PageGenerator(itemCount: 300).bytes()).page
    let layout = PageLayout(measurer: ElementRegistry.standard.measurer(cellAspect: 0.5)).layout(page, width: 80)
    var benchmark = PageBenchmark(workload: .generated(300), options: Self.options)
    let reads = ClockReads()
    benchmark.clock = BenchClock {
      let read = reads.next()
      return .milliseconds(read * read)
    }
    let times = benchmark.measureSearch(layout)
    #expect([times.firstMatch, times.count, times.slice] == [.milliseconds(3), .milliseconds(15), .milliseconds(27)])
  }

  /// `/` is timed on the middle item's text, and on `dolor` counted before the middle item, in
  /// slices that start at the first item and cover the page.
  @Test func searchIsTimedOnTheMiddleItemInSlicesFromTheFirst() throws {
    let page = try DataSourceHelper().decode(PageGenerator(itemCount: 300).bytes()).page
    let layout = PageLayout(measurer: ElementRegistry.standard.measurer(cellAspect: 0.5)).layout(page, width: 80)
    let search = try #require(SearchWorkload(layout))
    #expect(layout.items.count == 302)
    #expect(search.middle == ItemID(151))
    #expect(search.far == SearchQuery(layout.item(ItemID(151)).label))
    #expect(search.common == SearchQuery("dolor"))
    let size = SearchScan.itemsPerSlice
    #expect(search.slices == stride(from: 0, to: 302, by: size).map { $0..<($0 + size) })
    #expect(search.slices.first?.lowerBound == 0)
  }

  /// A page is read in pieces that double from 64 KiB up to 4 MiB, as the viewer reads a file.
  @Test func aPageIsReadInPiecesThatDoubleUpToFourMebibytes() {
    let kib = 1 << 10
    #expect(PageBenchmark.pieceEnds(ofPageOf: 20 << 20) == [
      64 * kib, 192 * kib, 448 * kib, 960 * kib, 1_984 * kib, 4_032 * kib,
      8_128 * kib, 12_224 * kib, 16_320 * kib, 20_416 * kib, 20 << 20,
    ])
    #expect(PageBenchmark.pieceEnds(ofPageOf: 100) == [100])
    #expect(PageBenchmark.pieceEnds(ofPageOf: 0) == [0])
  }

  /// Frames are timed from the top, from the middle, and from as near the end as leaves every
  /// frame of a run (warm-up included) a row to move.
  @Test func framesAreTimedAtTheTopTheMiddleAndNearTheEnd() {
    let benchmark = PageBenchmark(workload: .generated(300), options: Self.options)
    #expect(benchmark.framePlaces(maximumOffset: 1_000) == [0, 500, 1_000 - benchmark.warmUpFrames - 4])
    #expect(benchmark.framePlaces(maximumOffset: 5) == [0, 2, 0])
  }

  @Test func aTemplatePageSaysSo() throws {
    let result = try PageBenchmark(workload: .templates(100), options: Self.options).run()
    #expect(result.label == "100 template items")
    #expect(result.templateItems)
    #expect(result.itemCount == 102)
  }

  @Test func aPageThatCannotBeReadFails() {
    #expect(throws: BenchFailure.self) {
      try PageBenchmark(workload: .file("/nonexistent/page.json"), options: Self.options).run()
    }
  }
}

/// Counts the reads of a test's clock.
final class ClockReads: Sendable {
  private let count = Mutex(0)

  /// The number of reads so far, this one included.
  func next() -> Int {
    count.withLock { count in
      count += 1
      return count
    }
  }
}

/// Nearest-rank quantiles: the rank rounded up, so the whole (1.0) is the largest time and any
/// fraction of one time is that time.
@Suite struct StatisticsTests {
  @Test func quantilesTakeTheNearestRankUp() {
    let times: [Duration] = [.milliseconds(30), .milliseconds(10), .milliseconds(20)]
    #expect(Statistics.percentile(times, 1.0) == .milliseconds(30))
    #expect(Statistics.percentile(times, 0.5) == .milliseconds(20))
    #expect(Statistics.percentile(times, 0.0) == .milliseconds(10))
    #expect(Statistics.percentile([.milliseconds(7)], 0.99) == .milliseconds(7))
    #expect(Statistics.percentile([], 0.5) == .zero)
  }
}
