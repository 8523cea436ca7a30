import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// Stars from typed props: `★★★☆☆ title`.
private final class StarsElement: PropsElement {
  struct Props: Decodable {
    var title: String
    var stars: Double
  }

  private var text = ""

  init() {}

  static func height(for item: Item, width: Int, cellAspect: Double) -> Int { 1 }

  func configure(with props: Props) {
    let filled = Int(props.stars.rounded())
    text = String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled) + " " + props.title
  }

  func configure(withInvalid item: Item, problems: [Diagnostic]) {
    text = "invalid: " + problems.map(\.description).joined()
  }

  func draw(into buffer: inout Buffer, frame: Rect, clip: Rect) {
    buffer.write(text, column: frame.x, row: frame.y, clip: frame.intersection(clip))
  }
}

/// Configures elements with their item's text in capitals.
/// Records the lifecycle calls it receives, in order.
private final class RecordingElement: Element {
  var calls: [String] = []

  static func height(for item: Item, width: Int, cellAspect: Double) -> Int { 1 }
  func configure(with item: Item) { calls.append("configure " + (item.string("text") ?? "")) }
  func draw(into buffer: inout Buffer, frame: Rect, clip: Rect) {}
  func prepareForReuse() { calls.append("prepareForReuse") }
}

private struct ShoutingElementFactory: ElementFactory {
  func configure(_ element: any Element, with item: Item) {
    let loud = item.data.members.map { member in
      (member.key, member.key == "text" ? JSONValue.string((member.value.stringValue ?? "").uppercased()) : member.value)
    }
    element.configure(with: Item(type: item.type, id: item.id, style: item.style, data: JSONObject(loud)))
  }
}

@Suite struct LibraryAPITests {
  private func helperWithStars() throws -> DataSourceHelper {
    var elements = ElementRegistry.standard
    try elements.register(StarsElement.self, for: "rating")
    return DataSourceHelper(elements: elements)
  }

  @Test func registeringAnElementTypeTwiceThrows() throws {
    var registry = ElementRegistry.standard
    do {
      try registry.register(StarsElement.self, for: "text")
      Issue.record("registering text twice did not throw")
    } catch {
      #expect(error == .duplicateElementType("text"))
      #expect(error.description == """
        element type "text" is already registered; use replace(_:for:) to replace its element
        """)
    }
    try registry.register(StarsElement.self, for: 110)
    #expect(registry.isRegistered("110"))
    #expect(throws: RegistrationError.duplicateElementType("110")) { try registry.register(TextElement.self, for: "110") }
    #expect(throws: RegistrationError.emptyTypeName) { try registry.register(TextElement.self, for: "") }
    registry.replace(StarsElement.self, for: "text")
    #expect(ObjectIdentifier(registry.elementType(for: "text")) == ObjectIdentifier(StarsElement.self))
  }

  @Test func wrongFieldTypesAreDiagnosticsWithTheirPath() throws {
    let json = #"""
      {"cards":[
        {"type":"1","items":[{"type":"text","text":"a"}]},
        {"type":"1","items":[{"type":"rating","title":"fine","stars":"4"}]},
        {"type":"1","items":[{"type":"rating","title":"Tea","stars":"five"},{"type":"rating","stars":2}]},
        {"type":"2","items":[{"type":"1","items":[{"type":"rating","title":7,"stars":true}]}]}
      ]}
      """#
    let decoded = try helperWithStars().decode(Array(json.utf8))
    #expect(decoded.diagnostics.map(\.description) == [
      #"cards[2].items[0].stars: expected a number, found the string "five""#,
      "cards[2].items[1].title: missing; expected a string",
      "cards[3].items[0].items[0].stars: expected a number, found true",
    ])
  }

  @Test func propsConfigureTheElementAndInvalidPropsSaySo() throws {
    let json = #"[{"type":"1","items":[{"type":"rating","title":"Tea","stars":"3"},{"type":"rating","title":"Pot"}]}]"#
    let helper = try helperWithStars()
    let viewer = helper.makeViewer(for: try helper.decode(Array(json.utf8)), fileName: "p.json", columns: 40, rows: 3)
    #expect(viewer.render().lines == [
      "★★★☆☆ Tea",
      "invalid: stars: missing; expected a numb",
      " p.json  1 problem: cards… row 1/2  all",
    ])
  }

  @Test func aReplacementElementFactoryMakesEveryElement() throws {
    var elements = ElementRegistry.standard
    elements.elementFactory = ShoutingElementFactory()
    let page = longPage(300)
    let view = PageView(page: page, registry: elements, width: 12, height: 2)
    var buffer = Buffer(width: 12, height: 2)
    view.draw(into: &buffer, area: buffer.area)
    #expect(buffer.lines == ["ITEM 0", "ITEM 1"])
    for _ in 0..<250 { view.scroll(by: 1) }
    buffer = Buffer(width: 12, height: 2)
    view.draw(into: &buffer, area: buffer.area)
    #expect(buffer.lines == ["ITEM 250", "ITEM 251"])
    // Reused elements went through the factory too.
    #expect(view.createdElementCount <= 8)
  }

  /// A pooled element is prepared for reuse before it is configured with its next item; a new
  /// element, and a spare of another class, are not prepared.
  @Test func aReusedElementIsPreparedBeforeItIsConfigured() {
    let factory = StandardElementFactory()
    let item = Item(type: "text", data: JSONObject([("text", .string("hi"))]))
    let spare = RecordingElement()
    #expect(factory.element(of: RecordingElement.self, for: item, reusing: spare) === spare)
    #expect(spare.calls == ["prepareForReuse", "configure hi"])
    let made = factory.element(of: RecordingElement.self, for: item, reusing: TextElement())
    #expect((made as? RecordingElement)?.calls == ["configure hi"])
  }

  @Test func theStandardFactoryReusesElementsOfTheSameClassOnly() {
    let factory = StandardElementFactory()
    let item = Item(type: "text", data: JSONObject([("text", .string("hi"))]))
    let spare = TextElement()
    #expect(factory.element(of: TextElement.self, for: item, reusing: spare) === spare)
    #expect(factory.element(of: ImageElement.self, for: item, reusing: spare) !== spare)
    #expect(factory.element(of: ImageElement.self, for: item, reusing: nil) is ImageElement)
  }
}
