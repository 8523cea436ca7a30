import Foundation
import TangramCore
import TangramReading
import TangramTerminal
import Testing

@testable import custom_element_example

/// An app that embeds the library opens a large page lazily: the first screen is there before
/// the page is read, and the rest arrives while the viewer runs.
@Suite struct LazyPageExampleTests {
  /// A page of the example's custom card, then `items` rating items, a hundred to a card.
  static func bigPage(items: Int) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("lazy-page-\(ProcessInfo.processInfo.processIdentifier)-\(items).json").path
    var text = #"{"cards":[{"type":"price-grid","items":[{"type":"rating","title":"Longjing ¥38","stars":5},"#
      + #"{"type":"rating","title":"Pu'er ¥52","stars":4}]}"#
    for card in stride(from: 0, to: items, by: 100) {
      let ratings = (card..<min(items, card + 100)).map { #"{"type":"rating","title":"tea \#($0)","stars":\#($0 % 6)}"# }
      text += #",{"type":"container-oneColumn","items":["# + ratings.joined(separator: ",") + "]}"
    }
    text += "]}\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aLargePageShowsItsFirstScreenBeforeItIsReadAndTheRestArrives() throws {
    let path = try Self.bigPage(items: 100_000)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let helper = try CustomElementExample.makeHelper()
    let wakeup = try #require(LoopWakeup())
    var configuration = Viewer.Configuration(fileName: "big.json", columns: 60, rows: 6)
    configuration.registry = helper.elements
    configuration.layouts = helper.layouts
    configuration.wakeup = wakeup
    // Reading waits for the first frame for as long as the test takes to look at it.
    let page = try LazyPage(path: path, configuration: configuration, maximumSize: 1 << 30, longestPause: .seconds(60))
    let viewer = page.viewer
    #expect(viewer.isReadingPage)
    let first = viewer.render().lines
    #expect(first.dropLast() == [
      "★★★★★ Longjing ¥38            ★★★★☆ Pu'er ¥52", "☆☆☆☆☆ tea 0", "★☆☆☆☆ tea 1", "★★☆☆☆ tea 2", "★★★☆☆ tea 3",
    ])
    // The counts are lower bounds while the page is read, and far from the whole page.
    let status = try #require(first.last)
    #expect(status.hasPrefix(" big.json  ") && status.contains("≥") && status.hasSuffix(" items"), "\(status)")
    let itemsSoFar = try #require(Int(status.split(separator: "≥").last?.split(separator: " ").first ?? ""))
    #expect(itemsSoFar < 50_000)
    page.firstFrameShown()
    let deadline = ContinuousClock.now + .seconds(120)
    while viewer.isReadingPage, ContinuousClock.now < deadline {
      DescriptorWait.untilReadable([wakeup.descriptor], milliseconds: 1_000)
      if wakeup.take() { viewer.handle(.workDone) }
    }
    #expect(!viewer.isReadingPage)
    #expect(viewer.render().lines.last?.hasSuffix("100002 items") == true)
    viewer.handle(.key(.character("G")))
    #expect(viewer.render().lines[4] == "★★★☆☆ tea 99999")
  }

  /// A page whose first screen is the whole page is read at once, and the viewer has its text:
  /// the inspector says where in the file an item is written.
  @Test func aSmallPageIsReadAtOnceWithItsText() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("lazy-page-\(ProcessInfo.processInfo.processIdentifier)-small.json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(#"{"cards":[{"type":"container-oneColumn","items":[{"type":"rating","title":"tea","stars":3}]}]}"#.utf8)
      .write(to: URL(fileURLWithPath: path))
    let helper = try CustomElementExample.makeHelper()
    var configuration = Viewer.Configuration(fileName: "small.json", columns: 60, rows: 12)
    configuration.registry = helper.elements
    configuration.layouts = helper.layouts
    let page = try LazyPage(path: path, configuration: configuration, maximumSize: 1 << 30, longestPause: .seconds(60))
    #expect(!page.viewer.isReadingPage)
    page.viewer.handle(.key(.character("i")))
    let lines = page.viewer.render().lines
    #expect(lines.contains { $0.contains("source  small.json:1:50") }, "\(lines)")
  }

  @Test func aPageThatCannotBeReadSaysWhy() throws {
    #expect(throws: ExampleFailure(message: "cannot read /nonexistent/page.json: No such file or directory")) {
      _ = try LazyPageExample(pagePath: "/nonexistent/page.json", columns: 60, rows: 6)
    }
  }
}
