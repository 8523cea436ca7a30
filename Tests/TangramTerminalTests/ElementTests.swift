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

  /// Few types are found by name and many by hashing: the same element either way, replaced
  /// ones included, and unknown types still get the fallback.
  @Test(arguments: [2, ElementRegistry.fewTypesLimit, ElementRegistry.fewTypesLimit + 1, 40])
  func everyRegisteredTypeFindsItsElement(count: Int) throws {
    var registry = ElementRegistry()
    for index in 0..<count {
      try registry.register(index.isMultiple(of: 2) ? TextElement.self : ImageElement.self, for: "type\(index)")
    }
    registry.replace(FallbackElement.self, for: "type0")
    let found = (0..<count).map { ObjectIdentifier(registry.elementType(for: "type\($0)")) }
    let expected = (0..<count).map { index -> ObjectIdentifier in
      index == 0 ? ObjectIdentifier(FallbackElement.self)
        : ObjectIdentifier(index.isMultiple(of: 2) ? TextElement.self : ImageElement.self)
    }
    #expect(found == expected)
    #expect(ObjectIdentifier(registry.elementType(for: "type\(count)")) == ObjectIdentifier(FallbackElement.self))
  }
}

/// Image sizes read from URLs as Tangram-Android's `Utils.getImageSize` reads them (spec §9.3):
/// the first `WxH`, else the first `W-H`, anywhere in the URL, before an optional quality and
/// `.j`, `.p`, `.g`, `.n`, `.i` or `.f`.
@Suite struct ImageURLRatioTests {
  static let sizedURLs: [(url: String, ratio: Double)] = [
    ("https://gw.alicdn.com/tps/TB1Nin9JFXXXXbXaXXXXXXXXXXX-224-224.png", 1.0),
    ("x-100-50.png", 2.0),
    ("750x243.png", 750.0 / 243),
    ("banner_750x243.jpg", 750.0 / 243),
    ("https://a.example/i/TB1abc-110-72.jpg?w=1#top", 110.0 / 72),
    ("a.b-100-50.png", 2.0),
    ("-32-4.png", 8.0),
    // The examples of the method's documentation.
    ("http://img03.taobaocdn.com/tps/i3/T1JYROXuRhXXajR_DD-1680-446.jpg_q50.jpg", 1680.0 / 446),
    ("http://a.cn/T10_105829.jpg_200x100q90.jpg", 2.0),
    ("http://a.cn/T10_105829.jpg_200x100q90.jpg_.webp", 2.0),
    ("https://a.cn/i/TB1-372-441.png", 372.0 / 441),
    // `WxH` wins over an earlier `W-H`; `.jpeg` starts with one of the letters.
    ("a-10-20.png_300x200.jpeg", 1.5),
  ]

  @Test(arguments: sizedURLs)
  func readsTheSize(url: String, ratio: Double) {
    #expect(ImageURL.ratio(of: url) == ratio)
  }

  @Test(arguments: [
    "image.png", "-100.png", "0x50.png", "img-100-0.png", "a-100_50.png", "1234567x2.png", "x.png",
    "https://a.example/", "",
    // No extension after the size, or one that starts with another letter.
    "100-50", "a-100-50.webp",
    // Five digits: Android gives up, without looking for a `W-H` further on.
    "12345x20.png-30-40.png",
  ])
  func findsNoSize(url: String) {
    #expect(ImageURL.ratio(of: url) == nil)
  }
}
