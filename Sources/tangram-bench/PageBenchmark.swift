import Foundation
import TangramCore
import TangramReading
import TangramTerminal

/// What one page measured.
struct BenchResult: Codable, Equatable {
  /// The workload's name in the report.
  var label: String
  /// Leaf items laid out.
  var itemCount: Int
  /// Whether the items are drawn by the benchmark's VirtualView template (`--template-items`).
  var templateItems: Bool
  /// Size of the page JSON.
  var pageBytes: Int
  /// Rows of laid-out content.
  var contentRows: Int
  /// `PageDecoder().decode(bytes)`.
  var decodeMilliseconds: Double
  /// Read as the viewer reads a page (a piece at a time): until the first screen's buffer is
  /// drawn, and until the whole page is laid out.
  var firstFrameMilliseconds: Double
  var fullLayoutMilliseconds: Double
  /// VmHWM once the page is read that way (before anything else is measured), in KiB: what the
  /// viewer's reading of a page takes at most.
  var readPeakResidentKilobytes: Int
  /// `PageLayout.layout(_:width:)` alone.
  var layoutMilliseconds: Double
  /// Making the first `PageView` (layout, index, first mount).
  var pageViewMilliseconds: Double
  /// Median and 95th percentile of every measured frame.
  var frameMedianMicroseconds: Double
  var frameP95Microseconds: Double
  /// Median of drawing the viewport into a fresh buffer without scrolling.
  var drawMedianMicroseconds: Double
  /// Median frame at the top, the middle and near the end of the page.
  var placeMedianMicroseconds: [Double]
  /// Frames measured, and how many of them moved the viewport.
  var frameCount: Int
  var movedFrameCount: Int
  /// Element views after scrolling: live (mounted), spare in the pool, created in all.
  var liveElements: Int
  var pooledElements: Int
  var createdElements: Int
  /// `/` on the page from the top: finding the first match of the middle item's text (half the
  /// page read), then counting the matches of a word most items hold (the whole page read).
  var searchFirstMatchMilliseconds: Double
  var searchCountMilliseconds: Double
  /// The longest slice of the count, the most a search stops the screen for (see `SearchScan`).
  var searchSliceMilliseconds: Double
  /// VmHWM of the process after the page, in KiB (0 when unknown).
  var peakResidentKilobytes: Int
}

/// Why a page could not be measured.
struct BenchFailure: Error {
  var message: String
}

/// Measures one page: decode, layout, page view, and one-row scroll frames at three places.
struct PageBenchmark {
  var workload: Workload
  var framesPerPlace: Int
  var width: Int
  var height: Int
  /// Rounds of frames; the round with the lowest median is reported, which keeps other
  /// processes' bursts of activity out of the figures.
  var roundCount: Int
  /// Unmeasured frames before each place's measured ones (mounts the neighbourhood).
  var warmUpFrames = 8
  /// The elements: the standard ones, with the benchmark's template for template pages.
  var registry: ElementRegistry

  /// The clock every time is read from.
  var clock = BenchClock.continuous()

  init(workload: Workload, options: BenchOptions) {
    self.workload = workload
    self.framesPerPlace = options.framesPerPlace
    self.width = options.width
    self.height = options.height
    self.roundCount = options.rounds
    if case .templates = workload {
      registry = BenchTemplate.registry()
    } else {
      registry = .standard
    }
  }

  /// Runs every step and collects the numbers.
  func run() throws(BenchFailure) -> BenchResult {
    let streamed = try streamPage()
    let readPeak = ProcessMemory.peakResidentKilobytes() ?? 0
    let (page, pageBytes, decodeTime) = try decodePage()
    let (rows, layoutTime) = timeLayout(page)
    var pageView: PageView?
    let viewTime = clock.measure {
      pageView = PageView(page: page, registry: registry, width: width, height: height)
    }
    guard let view = pageView else { throw BenchFailure(message: "no page view") }
    let places = framePlaces(maximumOffset: view.maximumOffset)
    let rounds = (0..<max(1, roundCount)).map { _ in measureRound(view, places: places) }
    let best = rounds.min { $0.median < $1.median } ?? FrameRound(places: [])
    let draw = measureDraw(view, places: places.count)
    let search = measureSearch(view.layout)
    return BenchResult(
      label: workload.label, itemCount: view.layout.items.count, templateItems: registry.templates[BenchTemplate.type] != nil,
      pageBytes: pageBytes,
      contentRows: rows, decodeMilliseconds: decodeTime.milliseconds,
      firstFrameMilliseconds: streamed.firstFrame.milliseconds, fullLayoutMilliseconds: streamed.whole.milliseconds,
      readPeakResidentKilobytes: readPeak,
      layoutMilliseconds: layoutTime.milliseconds, pageViewMilliseconds: viewTime.milliseconds,
      frameMedianMicroseconds: best.median.microseconds,
      frameP95Microseconds: Statistics.percentile(best.frames, 0.95).microseconds,
      drawMedianMicroseconds: draw.microseconds,
      placeMedianMicroseconds: best.places.map { Statistics.percentile($0, 0.5).microseconds },
      frameCount: rounds.reduce(0) { $0 + $1.frames.count },
      movedFrameCount: rounds.reduce(0) { $0 + $1.moved },
      liveElements: view.liveElementCount, pooledElements: view.pooledElementCount,
      createdElements: view.createdElementCount,
      searchFirstMatchMilliseconds: search.firstMatch.milliseconds, searchCountMilliseconds: search.count.milliseconds,
      searchSliceMilliseconds: search.slice.milliseconds,
      peakResidentKilobytes: ProcessMemory.peakResidentKilobytes() ?? 0)
  }

  // MARK: Steps

  /// Reads the page as the viewer reads a file, in pieces that double from 64 KiB to 4 MiB,
  /// each card keeping its items as its text once laid out (the text itself stays in memory
  /// here, where the viewer reads it back from the file): the time until the first snapshot is
  /// shown in a page view and drawn into a buffer, and until the snapshot of the whole page is
  /// there. Everything read is released on return.
  private func streamPage() throws(BenchFailure) -> (firstFrame: Duration, whole: Duration) {
    let bytes = try pageBytes()
    let start = clock.now()
    var firstFrame: Duration?
    let text = MemoryPageBytes(bytes)
    let builder = PageStreamBuilder(
      decoder: PageDecoder(), registry: registry, width: width, firstScreenRows: height - 1,
      store: CardTextCache(text: text))
    let pieceEnds = Self.pieceEnds(ofPageOf: bytes.count)
    do {
      try builder.readInPieces(
        bytes, pieceEnd: { read in pieceEnds.first { $0 > read } ?? bytes.count }, earlierText: { text.bytes(in: $0) }
      ) { snapshot in
        if firstFrame == nil {
          let view = PageView(
            page: snapshot.page, registry: registry, width: width, height: height - 1, laidOut: snapshot.layout)
          var buffer = Buffer(width: width, height: height)
          view.draw(into: &buffer, area: buffer.area)
          firstFrame = clock.now() - start
        }
        return true
      }
    } catch {
      throw BenchFailure(message: "\(workload.label): \(error)")
    }
    return (firstFrame ?? .zero, clock.now() - start)
  }

  /// Where each piece of a page of `size` bytes ends when it is read as the viewer reads a file
  /// (``PageReading``): pieces that double from its first to its largest, the last one ending at
  /// the page's end.
  static func pieceEnds(ofPageOf size: Int) -> [Int] {
    var ends: [Int] = []
    var read = 0
    var piece = PageReading.firstChunk
    repeat {
      read = min(size, read + piece)
      piece = min(PageReading.largestChunk, piece * 2)
      ends.append(read)
    } while read < size
    return ends
  }

  /// Generates or reads the page bytes and times decoding them. The bytes are released on
  /// return, as the viewer releases them after decoding.
  private func decodePage() throws(BenchFailure) -> (Page, Int, Duration) {
    let bytes = try pageBytes()
    var decoded: DecodedPage?
    var failure: PageDecodingError?
    let time = clock.measure {
      do throws(PageDecodingError) {
        decoded = try PageDecoder().decode(bytes)
      } catch {
        failure = error
      }
    }
    guard let decoded else {
      throw BenchFailure(message: "\(workload.label): \(failure?.description ?? "not decoded")")
    }
    return (decoded.page, bytes.count, time)
  }

  private func pageBytes() throws(BenchFailure) -> [UInt8] {
    switch workload {
    case .generated(let count):
      return PageGenerator(itemCount: count).bytes()
    case .templates(let count):
      return PageGenerator(itemCount: count, templateItems: true).bytes()
    case .file(let path):
      guard let data = FileManager.default.contents(atPath: path) else {
        throw BenchFailure(message: "\(path): cannot read")
      }
      return [UInt8](data)
    }
  }

  /// Times a layout of the page on its own; the result is dropped before the page view
  /// lays the page out again, so it does not add to the peak.
  private func timeLayout(_ page: Page) -> (rows: Int, time: Duration) {
    let layout = PageLayout(measurer: registry.measurer(cellAspect: 0.5))
    var rows = 0
    let time = clock.measure {
      rows = layout.layout(page, width: width).height
    }
    return (rows, time)
  }

  /// First offsets of the three measured runs: the top, the middle, and close enough to the
  /// end that every frame still moves.
  func framePlaces(maximumOffset: Int) -> [Int] {
    let run = warmUpFrames + framesPerPlace
    return [0, maximumOffset / 2, max(0, maximumOffset - run)]
  }

  /// One round: `framesPerPlace` frames at each place.
  private func measureRound(_ view: PageView, places: [Int]) -> FrameRound {
    var round = FrameRound(places: [])
    for start in places {
      let sample = measureFrames(view, from: start)
      round.places.append(sample.times)
      round.moved += sample.moved
    }
    return round
  }

  /// Scrolls to `start`, warms up, then times `framesPerPlace` frames of one row each.
  private func measureFrames(_ view: PageView, from start: Int) -> (times: [Duration], moved: Int) {
    view.scroll(to: start)
    var checksum = 0
    for _ in 0..<warmUpFrames {
      checksum &+= frame(view)
    }
    var times: [Duration] = []
    times.reserveCapacity(framesPerPlace)
    var moved = 0
    for _ in 0..<framesPerPlace {
      let before = view.offset
      let begin = clock.now()
      checksum &+= frame(view)
      times.append(clock.now() - begin)
      if view.offset != before { moved += 1 }
    }
    Sink.keep(checksum)
    return (times, moved)
  }

  /// One frame as the viewer makes it: scroll one row (index query, unmount, mount from the
  /// pool), then draw the viewport into a fresh buffer. Returns a value read from the buffer
  /// so the drawing cannot be optimised away.
  private func frame(_ view: PageView) -> Int {
    view.scroll(by: 1)
    var buffer = Buffer(width: width, height: height)
    view.draw(into: &buffer, area: buffer.area)
    return buffer.cell(column: 0, row: 0)?.symbol.utf8.count ?? 0
  }
}

/// Frame times of one round, by place.
struct FrameRound {
  var places: [[Duration]]
  /// Frames that moved the viewport (all of them, unless the page is shorter than a round).
  var moved = 0

  /// Every frame of the round.
  var frames: [Duration] { places.flatMap { $0 } }
  /// The median frame of the round.
  var median: Duration { Statistics.percentile(frames, 0.5) }
}

/// Keeps values alive so the optimiser cannot drop the work that made them.
enum Sink {
  nonisolated(unsafe) private static var value = 0

  @inline(never)
  static func keep(_ newValue: Int) {
    value &+= newValue
  }
}

/// Order statistics over durations.
enum Statistics {
  /// The `fraction` quantile (nearest rank) of `times`; zero when empty.
  static func percentile(_ times: [Duration], _ fraction: Double) -> Duration {
    guard !times.isEmpty else { return .zero }
    let sorted = times.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(0, rank), sorted.count - 1)]
  }
}

extension Duration {
  /// The duration in microseconds.
  var microseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
  }

  /// The duration in milliseconds.
  var milliseconds: Double { microseconds / 1e3 }
}

/// Memory figures of this process, from `/proc/self/status` (Linux).
enum ProcessMemory {
  /// Peak resident set size (VmHWM) in KiB, or nil where /proc is unavailable.
  static func peakResidentKilobytes() -> Int? {
    statusValue("VmHWM")
  }

  /// A `Name:   1234 kB` line of /proc/self/status, in KiB.
  static func statusValue(_ name: String) -> Int? {
    guard let data = FileManager.default.contents(atPath: "/proc/self/status"),
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
      let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
      return Int(digits)
    }
    return nil
  }
}
