import TangramCore
import TangramTerminal
import Testing

@testable import custom_element_example

/// Every item one row tall, except where its `h` field says otherwise.
private struct RowMeasurer: ItemMeasuring {
  func height(of item: Item, width: Int) -> Int {
    Int(item.data["h"]?.doubleValue ?? 1)
  }
}

@Suite struct CustomElementExampleTests {
  @Test func thePageRendersWithTheCustomElementAndLayout() throws {
    let example = try CustomElementExample()
    #expect(example.decoded.diagnostics.isEmpty)
    #expect(example.decoded.page.cards.map(\.layoutType) == [
      "container-oneColumn", "price-grid", "container-twoColumn", "price-grid",
    ])
    #expect(example.dump(columns: 80, rows: 24).split(separator: "\n", omittingEmptySubsequences: false) == [
      "  Tea house: a custom element (rating) and a custom layout (price-grid)",
      "",
      "",
      "  Teas this week",
      "",
      "  ★★★★★ Longjing ¥38                     ★★★★☆ Pu'er ¥52",
      "",
      "            ★★★☆☆ Tieguanyin ¥45              ★★☆☆☆ Jasmine ¥22",
      "",
      "  ★★★★★ Oolong ¥30                       more teas soon",
      "",
      "  prices per 50 g",
      "",
      "  ┌───────────────────────────────────┐  ┌───────────────────────────────────┐",
      "  │              ▣ Cups               │  │              ▣ Pots               │",
      "  │                                   │  │                                   │",
      "  │                                   │  │                                   │",
      "  │                                   │  │                                   │",
      "  └───────────────────────────────────┘  └───────────────────────────────────┘",
      "",
      "  ★★★★☆ Gift set ¥120                    ★★★★☆ Travel set ¥80",
      "            ★★★★☆ Starter set ¥60             ★★★★★ Tasting set ¥40",
      "",
      " page.json  ? help  q quit                              row 1/22  all  15 items",
    ])
  }

  @Test func starsAreGoldAndTheRestIsDim() throws {
    let buffer = try CustomElementExample().makeViewer(columns: 80, rows: 24).render()
    #expect(buffer.cell(column: 2, row: 5)?.style.foreground == Color(rgb: 0xF5B301))
    #expect(buffer.cell(column: 45, row: 5)?.style.attributes == .dim)
  }

  @Test func everyOtherRowOfThePriceGridIsMovedRight() {
    let items = (0..<5).map { index in
      Item(type: "rating", data: JSONObject([("h", .number(index == 2 ? 2 : 1))]))
    }
    let header = Item(type: "text", style: ItemStyle(display: .block))
    let card = Card(
      kind: .oneColumn, layoutType: "price-grid",
      style: CardStyle(padding: EdgeDimensions(top: .units(1), left: .units(2)), hGap: .units(4), vGap: .units(1)),
      header: header, items: items)
    let context = LayoutContext(scale: UnitScale(columns: 42, designWidth: 42, cellAspect: 1), measurer: RowMeasurer())
    let arrangement = PriceGridLayout().arrange(card, width: 42, context: context)
    #expect(arrangement.items.map(\.index) == [0, 1, 2, 3, 4, 5])
    #expect(arrangement.items.map(\.frame) == [
      Rect(x: 2, y: 1, width: 40, height: 1),
      Rect(x: 2, y: 3, width: 18, height: 1), Rect(x: 24, y: 3, width: 18, height: 1),
      Rect(x: 7, y: 5, width: 15, height: 2), Rect(x: 26, y: 5, width: 15, height: 2),
      Rect(x: 2, y: 8, width: 40, height: 1),
    ])
    #expect(arrangement.height == 9)
  }

  @Test func aRatingThatIsNotANumberIsAProblemWithItsPath() throws {
    let json = #"{"cards":[{"type":"price-grid","items":[{"type":"rating","title":"Tea","stars":"five"}]}]}"#
    let helper = try CustomElementExample.makeHelper()
    let decoded = try helper.decode(Array(json.utf8))
    #expect(decoded.diagnostics.map(\.description) == [
      #"cards[0].items[0].stars: expected a number, found the string "five""#
    ])
    #expect(helper.makeViewer(for: decoded, fileName: "p.json", columns: 40, rows: 2).render().lines == [
      "????? Tea",
      " p.json  1 problem: cards… row 1/1  all",
    ])
  }

  @Test func optionsReadDumpSizeAndPage() throws {
    #expect(try ExampleOptions.parse(["--dump", "--width", "100", "x.json"])
      == ExampleOptions(dump: true, width: 100, height: 24, pagePath: "x.json"))
    #expect(throws: ExampleFailure.self) { try ExampleOptions.parse(["--height", "0"]) }
  }
}
