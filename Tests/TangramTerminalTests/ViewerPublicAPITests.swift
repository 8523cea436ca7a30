import TangramCore
import Testing

@testable import TangramTerminal

/// What an app that embeds the viewer drives and reads: clicks by item, the file name and the
/// problem count.
@Suite struct ViewerPublicAPITests {
  static func viewer() throws -> Viewer {
    // Row 35 is a text taller than the screen.
    let items = (0..<40).map { row in
      let text = row == 35 ? "tall " + String(repeating: "word ", count: 60) : "row \(row)"
      return #"{"type":"text","text":"\#(text)","action":"open \#(row)"}"#
    }.joined(separator: ",")
    let page = try PageDecoder().decode(Array(#"[{"type":"1","items":[\#(items)]}]"#.utf8)).page
    let viewer = Viewer(page: page, configuration: Viewer.Configuration(fileName: "page.json", columns: 40, rows: 6))
    viewer.update()
    return viewer
  }

  /// A click by item id scrolls the item into view (the fewest rows that show it whole, as the
  /// keyboard's focus does), focuses it and posts its `click`, as a click of the mouse on it does.
  @Test func clickingAnItemByItsIDShowsItAndPostsItsClick() throws {
    let viewer = try Self.viewer()
    viewer.click(ItemID(30))
    viewer.update()
    #expect(viewer.render().lines.prefix(5) == ["row 26", "row 27", "row 28", "row 29", "row 30"])
    #expect(viewer.pageView.focusedItem == ItemID(30))
    let clicks = viewer.eventLog.entries.filter { $0.event.topic == .click }
    #expect(clicks.count == 1)
    #expect(clicks.first?.event.context.itemIndex == 30)
    #expect(clicks.first?.event.parameters["action"] == JSONValue.string("open 30"))
    // An item taller than the screen shows from its top.
    viewer.click(ItemID(35))
    viewer.update()
    #expect(viewer.render().lines.first?.hasPrefix("tall word") == true)
  }

  /// A file name from the app is shown as text: control characters never reach the terminal.
  @Test func aFileNameIsShownSanitized() throws {
    let viewer = try Self.viewer()
    viewer.fileName = "a\u{1B}[2Jb.json"
    #expect(viewer.fileName == "a␛[2Jb.json")
    #expect(viewer.render().lines.last?.hasPrefix(" a␛[2Jb.json ") == true)
    #expect(viewer.problemCount == 0)
  }
}
