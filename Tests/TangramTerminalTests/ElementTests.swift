import TangramCore
import Testing

@testable import TangramTerminal

@Suite struct ElementTests {
  private func item(_ json: String) throws -> Item {
    let page = try PageDecoder().decode(Array(("[{\"type\":\"1\",\"items\":[" + json + "]}]").utf8)).page
    return page.cards[0].items[0]
  }

  private func draw(_ element: any Element, width: Int, height: Int) -> [String] {
    var buffer = Buffer(width: width, height: height)
    element.draw(into: &buffer, frame: buffer.area, clip: buffer.area)
    return buffer.lines
  }

  @Test func textWrapsAndMeasuresItsLines() throws {
    let text = try item(#"{"type":"text","text":"hello wide world"}"#)
    #expect(TextElement.height(for: text, width: 10, cellAspect: 0.5) == 2)
    let element = TextElement()
    element.configure(with: text)
    #expect(draw(element, width: 10, height: 2) == ["hello wide", "world"])
  }

  @Test func pageTextCannotReachTheTerminal() throws {
    let text = try item(#"{"type":"text","text":"\u001b[2Jgone\u0007"}"#)
    let element = TextElement()
    element.configure(with: text)
    let lines = draw(element, width: 20, height: 1)
    #expect(lines == ["␛[2Jgone␇"])
  }

  @Test func imageHeightComesFromStyleThenURLThenSquare() throws {
    let styled = try item(#"{"type":"image","imgUrl":"a-100-100.png","style":{"ratio":4}}"#)
    let sized = try item(#"{"type":"image","imgUrl":"https://x/TB1-750-243.png?x=1"}"#)
    let plain = try item(#"{"type":"image","imgUrl":"https://x/photo.png"}"#)
    #expect(ImageElement.height(for: styled, width: 80, cellAspect: 0.5) == 10)
    #expect(ImageElement.height(for: sized, width: 80, cellAspect: 0.5) == 13)
    #expect(ImageElement.height(for: plain, width: 80, cellAspect: 0.5) == 40)
  }

  @Test func imageIsAPlaceholderBoxWithItsLabel() throws {
    let element = ImageElement()
    element.configure(with: try item(#"{"type":"image","imgUrl":"https://x/TB1-224-224.png"}"#))
    #expect(draw(element, width: 20, height: 5) == [
      "┌──────────────────┐",
      "│ ▣ TB1-224-224.p… │",
      "│                  │",
      "│                  │",
      "└──────────────────┘",
    ])
    #expect(draw(element, width: 12, height: 1) == ["[▣ TB1-224-…"])
  }

  @Test func registryFallsBackForUnknownTypes() {
    let registry = ElementRegistry.standard
    #expect(ObjectIdentifier(registry.elementType(for: "text")) == ObjectIdentifier(TextElement.self))
    #expect(ObjectIdentifier(registry.elementType(for: "image")) == ObjectIdentifier(ImageElement.self))
    #expect(ObjectIdentifier(registry.elementType(for: "vvtest")) == ObjectIdentifier(FallbackElement.self))
    #expect(registry.registeredTypes == ["text", "image"])
  }
}

/// Image sizes read from URLs (spec §9.3): `W-H` or `WxH` ending the file name.
@Suite struct ImageURLRatioTests {
  @Test(arguments: [
    ("https://gw.alicdn.com/tps/TB1Nin9JFXXXXbXaXXXXXXXXXXX-224-224.png", 1.0),
    ("x-100-50.png", 2.0),
    ("750x243.png", 750.0 / 243),
    ("banner_750x243.jpg", 750.0 / 243),
    ("https://a.example/i/TB1abc-110-72.jpg?w=1#top", 110.0 / 72),
    ("a.b-100-50.png", 2.0),
    ("100-50", 2.0),
    ("-32-4.png", 8.0),
  ])
  func readsTheSize(url: String, ratio: Double) {
    #expect(ImageURL.ratio(of: url) == ratio)
  }

  @Test(arguments: [
    "image.png", "-100.png", "0x50.png", "img-100-0.png", "a-100_50.png", "1234567x2.png", "x.png",
    "https://a.example/", "",
  ])
  func findsNoSize(url: String) {
    #expect(ImageURL.ratio(of: url) == nil)
  }
}
