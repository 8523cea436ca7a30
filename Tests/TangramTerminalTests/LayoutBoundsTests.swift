import TangramCore
import Testing

@testable import TangramTerminal

/// `x` shows layout bounds: cards and items outlined, margins and padding as bands, card types;
/// drawing only.
@Suite struct LayoutBoundsTests {
  private static let page = #"""
    [{"type":"container-twoColumn","style":{"margin":[10,15,10,15],"padding":[10,15,10,15],"hGap":10},
      "items":[{"type":"text","text":"a b","action":"go"},{"type":"vvtest","title":"t"}]},
     {"type":"1","items":[{"type":"text","text":"after"}]}]
    """#

  private func viewer(_ json: String = page, columns: Int = 40, rows: Int = 10) throws -> Viewer {
    let decoded = try DataSourceHelper().decode(Array(json.utf8))
    return DataSourceHelper().makeViewer(for: decoded, fileName: "p.json", columns: columns, rows: rows)
  }

  private func press(_ keys: String, on viewer: Viewer) throws {
    for event in try KeyScript.parse(keys) { viewer.handle(event) }
  }

  @Test func xOutlinesCardsAndItemsWithMarginAndPaddingBands() throws {
    let viewer = try viewer()
    try press("x", on: viewer)
    #expect(viewer.render().lines == [
      "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
      "░░┏container-twoColumn━━━━━━━━━━━━━━━┓░░",
      "░░┃·a b───────────┐  ┌ vvtest ╌╌╌╌╌┐·┃░░",
      "░░┃·│             │  ╎ t           ╎·┃░░",
      "░░┗━└─────────────┘━━└╌╌╌╌╌╌╌╌╌╌╌╌╌┘━┛░░",
      "░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░",
      // A one-row card: its item underlined, its text whole (no room for the card's type).
      "after",
      "",
      "",
      " p.json  layout bounds: x… row 1/7  all",
    ])
    #expect(viewer.message == "layout bounds: x hides")
    // Margin and padding are tinted as browsers do, and their glyphs differ without colours.
    let buffer = viewer.render()
    #expect(buffer.cell(column: 0, row: 0)?.style.background == LayoutBounds.marginColor)
    #expect(buffer.cell(column: 3, row: 2)?.style.background == LayoutBounds.paddingColor)
    #expect(buffer.cell(column: 3, row: 2)?.symbol == LayoutBounds.paddingGlyph)
    #expect(buffer.cell(column: 2, row: 1)?.style.foreground == LayoutBounds.cardStyle.foreground)
    #expect(buffer.cell(column: 3, row: 1)?.style.attributes == LayoutBounds.cardStyle.attributes)
    #expect(buffer.cell(column: 17, row: 2)?.style.foreground == LayoutBounds.itemStyle.foreground)
    // A one-row item is underlined instead of outlined.
    #expect(buffer.cell(column: 1, row: 6)?.style.attributes.contains(.underline) == true)
    try press("x", on: viewer)
    // The same layout without the bounds.
    #expect(viewer.render().lines == [
      "",
      "",
      "    a b              ┌ vvtest ╌╌╌╌╌┐",
      "                     ╎ t           ╎",
      "                     └╌╌╌╌╌╌╌╌╌╌╌╌╌┘",
      "",
      "after",
      "",
      "",
      " p.json  layout bounds hi… row 1/7  all",
    ])
    #expect(viewer.message == "layout bounds hidden")
  }

  /// An item over its card's top-left corner: the card's type is left out, since after the
  /// item's text it would read as part of it.
  @Test func noCardTypeAfterAnItemOverTheCorner() throws {
    let viewer = try viewer(#"[{"type":"container-oneColumn","items":[{"type":"text","text":"c"},{"type":"text","text":"d"}]}]"#)
    try press("x", on: viewer)
    #expect(Array(viewer.render().lines.prefix(3)) == [
      "c━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
      "d━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛",
      "",
    ])
  }

  @Test func theStatusBarKeepsSayingTheModeIsOn() throws {
    let viewer = try viewer(columns: 70)
    try press("x", on: viewer)
    #expect(viewer.render().lines.last == " p.json  layout bounds: x hides                 row 1/8  all  3 items")
    try press("Tab Enter", on: viewer)
    #expect(viewer.message == "click  text  #0/0  action=go  text=a b")
    #expect(viewer.render().lines.last == " p.json  bounds · click  text  #0/0  action=go  text=a b row 1/8  all")
  }

  @Test func onlyDrawingChanges() throws {
    let json = (0..<60).map { #"{"type":"vvtest","title":"row \#($0)"}"# }.joined(separator: ",")
    let page = #"[{"type":"2","style":{"padding":[5,5,5,5]},"items":[\#(json)]}]"#
    let plain = try viewer(page)
    let bounded = try viewer(page)
    var plainEvents: [String] = []
    var boundedEvents: [String] = []
    plain.eventSink = { plainEvents.append("\($0.topic) \($0.context)") }
    bounded.eventSink = { boundedEvents.append("\($0.topic) \($0.context)") }
    try press("j PgDn k G g", on: plain)
    try press("x j PgDn x k x G g", on: bounded)
    #expect(bounded.isShowingLayoutBounds)
    #expect(bounded.pageView.layout.items.map(\.frame) == plain.pageView.layout.items.map(\.frame))
    #expect(bounded.pageView.offset == plain.pageView.offset)
    #expect(bounded.pageView.mountedItemIDs == plain.pageView.mountedItemIDs)
    #expect(bounded.pageView.createdElementCount == plain.pageView.createdElementCount)
    #expect(bounded.pageView.pooledElementCount == plain.pageView.pooledElementCount)
    #expect(!plainEvents.isEmpty)
    #expect(boundedEvents == plainEvents)
    // Drawing posts nothing and leaves the page view as it was.
    _ = bounded.render()
    #expect(boundedEvents == plainEvents)
  }

  @Test func insetsRoundLikeEdges() {
    let scale = UnitScale(columns: 75)
    let insets = LayoutBounds.Insets(EdgeDimensions(top: .units(20), right: .units(5), bottom: .units(10), left: .rp(30)), scale: scale)
    // 20 units are 4 columns, 2 rows; 10 units 1 row; 5 units 1 column; 30 rp 3 columns.
    #expect(insets == LayoutBounds.Insets(top: 2, left: 3, bottom: 1, right: 1))
    let box = Rect(x: 10, y: 10, width: 20, height: 6)
    #expect(insets.outset(box) == Rect(x: 7, y: 8, width: 24, height: 9))
    #expect(insets.inset(box) == Rect(x: 13, y: 12, width: 16, height: 3))
    #expect(insets.inset(Rect(x: 0, y: 0, width: 2, height: 1)) == Rect(x: 3, y: 2, width: 0, height: 0))
  }
}
