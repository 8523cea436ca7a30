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

    let capabilities = ANSIFrameWriter.Capabilities(colorMode: .palette256)
    let measure = ANSIFrameWriterTests.measure
    let writer = ANSIFrameWriter(capabilities: capabilities, measure: measure)
    var incremental = ANSIScreenModel(columns: 70, rows: 20, measure: measure)
    var previous: Buffer?
    for (index, frame) in frames.enumerated() {
      incremental.feed(Array(ANSIFrameWriterTests.bytes(writer, from: previous, to: frame).utf8))
      previous = frame
      var whole = ANSIScreenModel(columns: 70, rows: 20, measure: measure)
      let repaint = ANSIFrameWriter(capabilities: capabilities, measure: measure)
      whole.feed(Array(ANSIFrameWriterTests.bytes(repaint, from: nil, to: frame).utf8))
      #expect(incremental.cells == whole.cells, "\(page): frame \(index)")
    }
  }
}
