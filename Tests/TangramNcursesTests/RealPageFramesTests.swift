import Foundation
import Testing
import TangramCore
import TangramTerminal
@testable import TangramNcurses

/// The frames the viewer draws for real pages and examples, scrolled, paged, focused and
/// resized, written past ncurses one after another: after each, a model terminal shows what a
/// full repaint of that frame shows.
@Suite struct RealPageFramesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var pages: [String] {
    let folders = ["Tests/Fixtures/TangramPages", "Examples"]
    return folders.flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
    }
  }

  @Test func thePagesAreFound() {
    #expect(Self.pages.contains("Examples/showcase.json"))
    #expect(Self.pages.contains("Tests/Fixtures/TangramPages/data3.0.json"))
  }

  @Test(arguments: pages)
  func incrementalFramesShowWhatFullRepaintsShow(_ page: String) throws {
    let bytes = try Data(contentsOf: Self.root.appendingPathComponent(page))
    let decoded = try PageDecoder().decode(Array(bytes))
    let viewer = Viewer(page: decoded.page, fileName: "page.json", columns: 70, rows: 20)
    let keys = "j j j PgDn k k G g j Tab Tab Enter l l h PgDn PgDn PgUp b ? ? End Home"
    viewer.update()
    var frames = [viewer.render()]
    for event in try KeyScript.parse(keys) {
      _ = viewer.handle(event)
      viewer.update()
      frames.append(viewer.render())
    }
    #expect(Set(frames.map { $0.lines }).count > 1, "\(page): the keys change the screen")

    let measure = ANSIFrameWriterTests.measure
    let writer = ANSIFrameWriter(capabilities: ANSIFrameWriterTests.capabilities, measure: measure)
    var incremental = ANSIScreenModel(columns: 70, rows: 20, measure: measure)
    var previous: Buffer?
    for (index, frame) in frames.enumerated() {
      incremental.feed(Array(ANSIFrameWriterTests.bytes(writer, from: previous, to: frame).utf8))
      previous = frame
      #expect(incremental.cells == ANSIFrameWriterTests.repaintedCells(frame), "\(page): frame \(index)")
    }
  }
}

extension RealPageFramesTests {
  /// Line keys as the run loop handles them: the rows are moved on the terminal before the frame
  /// is drawn. Right after each move, the rows it kept show what the coming frame shows there;
  /// after the frame, the screen is that of a full repaint.
  @Test(arguments: pages)
  func rowsMovedAheadOfFramesShowWhatTheFramesShow(_ page: String) throws {
    let (columns, rows) = (70, 20)
    let bytes = try Data(contentsOf: Self.root.appendingPathComponent(page))
    let decoded = try PageDecoder().decode(Array(bytes))
    let viewer = Viewer(page: decoded.page, fileName: "page.json", columns: columns, rows: rows)
    let measure = ANSIFrameWriterTests.measure
    let writer = ANSIFrameWriter(capabilities: ANSIFrameWriterTests.capabilities, measure: measure)
    var screen = ANSIScreenModel(columns: columns, rows: rows, measure: measure)
    viewer.update()
    var previous = viewer.render()
    screen.feed(Array(ANSIFrameWriterTests.bytes(writer, from: nil, to: previous).utf8))
    var moves = 0
    let keys = "j j j k PgDn j j j j k k G k k k g x j j j x Tab j j"
    for (index, event) in try KeyScript.parse(keys).enumerated() {
      var kept: Range<Int> = 0..<0
      if let lines = viewer.lineScrollRows(for: event), let move = viewer.rowMove(scrollingLines: lines) {
        screen.feed(writer.bytes(moving: RowShift(move)))
        previous.apply(move)
        viewer.scrollLines(lines)
        kept = move.keptRows
        moves += 1
      } else {
        _ = viewer.handle(event)
        viewer.update()
      }
      let frame = viewer.render()
      let expected = ANSIFrameWriterTests.repaintedCells(frame)
      for row in kept {
        #expect(screen.cells[row] == expected[row], "\(page): key \(index), row \(row) before the frame")
      }
      screen.feed(Array(ANSIFrameWriterTests.bytes(writer, from: previous, to: frame).utf8))
      previous = frame
      #expect(screen.cells == expected, "\(page): key \(index)")
    }
    // Every page that scrolls moves rows at least once.
    let scrolls = viewer.pageView.maximumOffset > 0
    #expect(scrolls == (moves > 0), "\(page): \(moves) moves")
  }
}
