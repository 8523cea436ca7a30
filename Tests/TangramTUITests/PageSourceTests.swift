import Foundation
import TangramCore
import TangramTerminal
import Testing

@testable import TangramReading
@testable import tangram_tui

/// A `price` item: a number in typed props.
private final class PriceElement: PropsElement {
  struct Props: Decodable {
    var amount: Double
  }

  init() {}
  static func height(for item: Item, width: Int, cellAspect: Double) -> Int { 1 }
  func configure(with props: Props) {}
  func draw(into buffer: inout Buffer, frame: Rect, clip: Rect) {}
}

@Suite struct PageSourceTests {
  private func withPage(_ text: String, _ body: (String) throws -> Void) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("page-\(UUID().uuidString).json")
    try text.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    try body(url.path)
  }

  private func failure(_ source: PageSource, registry: ElementRegistry = .standard) -> ReadingFailure? {
    do {
      _ = try source.load(registry: registry)
      return nil
    } catch {
      return error
    }
  }

  @Test func malformedJSONNamesFileLineAndColumn() throws {
    try withPage("[\n  {\"type\": \"1\", \"items\": [}\n]") { path in
      let result = failure(PageSource(path: path, strict: false))
      #expect(result?.kind == .malformed)
      #expect(result?.message == "\(path):2:27: expected a value, found '}'")
    }
  }

  @Test func missingFileIsUnreadable() {
    let result = failure(PageSource(path: "/nonexistent/page.json", strict: false))
    #expect(result?.kind == .unreadable)
    #expect(result?.message == "cannot read /nonexistent/page.json: No such file or directory")
  }

  @Test func strictListsEveryProblem() throws {
    try withPage(#"[{"type":"1","style":{"margin":"x"},"items":[{"type":"odd"}]}]"#) { path in
      #expect(failure(PageSource(path: path, strict: false)) == nil)
      let result = failure(PageSource(path: path, strict: true))
      #expect(result?.kind == .malformed)
      #expect(result?.problems.map(\.description) == [
        #"cards[0].style.margin: expected an array of 1 to 4 sizes, found "x"; ignored"#,
        #"cards[0].items[0].type: no element is registered for item type "odd"; drawn by the fallback element"#,
      ])
      #expect(result?.message == "\(path): 2 problems (--strict)")
    }
  }

  @Test func unknownTypesFallBackUnlessStrict() throws {
    let page = #"[{"type":"my-grid","items":[{"type":"badge","title":"new"}]},{"type":"notice","title":"hi"}]"#
    try withPage(page) { path in
      let decoded = try PageSource(path: path, strict: false).load(registry: .standard)
      #expect(decoded.page.cards.map(\.layoutType) == ["container-oneColumn", "container-oneColumn"])
      #expect(decoded.page.cards.map { $0.items.map(\.type) } == [["badge"], ["notice"]])
      let result = failure(PageSource(path: path, strict: true))
      #expect(result?.kind == .malformed)
      #expect(result?.problems.map(\.description) == [
        #"cards[0].type: unknown layout type "my-grid"; its items are shown in one column"#,
        #"cards[0].items[0].type: no element is registered for item type "badge"; drawn by the fallback element"#,
        #"cards[1].type: no element is registered for item type "notice"; drawn by the fallback element"#,
      ])
      #expect(result?.message == "\(path): 3 problems (--strict)")
    }
  }

  @Test func strictFailsOnFieldsAnElementCannotRead() throws {
    var registry = ElementRegistry.standard
    try registry.register(PriceElement.self, for: "price")
    try withPage(#"[{"type":"2","items":[{"type":"price","amount":"12.5"},{"type":"price","amount":"cheap"}]}]"#) { path in
      let decoded = try PageSource(path: path, strict: false).load(registry: registry)
      #expect(decoded.diagnostics.map(\.description) == [
        #"cards[0].items[1].amount: expected a number, found the string "cheap""#
      ])
      let result = failure(PageSource(path: path, strict: true), registry: registry)
      #expect(result?.problems.map(\.description) == [
        #"cards[0].items[1].amount: expected a number, found the string "cheap""#
      ])
      #expect(result?.message == "\(path): 1 problem (--strict)")
    }
  }

  @Test func wrongValuesStillRenderTheRestOfThePage() throws {
    try withPage(#"[{"type":"1","style":{"padding":[-5]},"items":[{"type":"text","text":"still here"}]}]"#) { path in
      var options = CommandLineOptions()
      options.width = 20
      options.height = 3
      let source = PageSource(path: path, strict: false)
      let decoded = try source.load(registry: .standard)
      #expect(decoded.diagnostics.map(\.description) == [
        "cards[0].style.padding[0]: a size cannot be negative, found -5; ignored"
      ])
      let screen = try DumpCommand(options: options).output(for: decoded, fileName: "p.json", registry: .standard)
      #expect(screen.text.hasPrefix("still here\n"))
      #expect(screen.problems.map(\.description) == ["cards[0].style.padding[0]: a size cannot be negative, found -5; ignored"])
    }
  }
}

/// A page cut short (rewritten) while it is read says so, rather than give a syntax error at a
/// place the file no longer has.
@Suite struct PageCutShortWhileReadTests {
  @Test func aFileCutShortWhileReadSaysSo() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("page.json")
    let items = (0..<20_000).map { #"{"type":"text","text":"row \#($0)"}"# }.joined(separator: ",")
    try #"{"cards":[{"type":"container-oneColumn","items":[\#(items)]}]}"#.write(to: page, atomically: true, encoding: .utf8)
    let reading = try PageReading.open(PageSource(path: page.path, strict: false))
    let size = try #require(reading.size)
    #expect(truncate(page.path, off_t(size / 2)) == 0)
    var failure: ReadingFailure?
    reading.decode(
      with: PageStreamDecoder(decoder: PageDecoder()), handingOverTo: { handoff in
        if case .failed(let failed) = handoff { failure = failed }
      }, inbox: PageStreamInbox(width: 80), afterStep: {})
    #expect(failure?.message == "\(page.path) was cut short while it was read (\(size / 2) of \(size) bytes); r reads it again")
    #expect(failure?.kind == .malformed)
  }
}

/// How a page's cards are handed over, step by step, as they are read.
@Suite struct PageReadingStepTests {
  /// The first card alone (the first screen waits for nothing after it), then four at a time up
  /// to the 64th, then 64 at a time: the counts `PageStreamBuilder.cardLimit` names.
  @Test func stepsGrowFromOneCardToSixtyFour() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("page.json")
    let cards = (0..<200).map { #"{"type":"container-oneColumn","items":[{"type":"text","text":"card \#($0)"}]}"# }
    try #"{"cards":[\#(cards.joined(separator: ","))]}"#.write(to: page, atomically: true, encoding: .utf8)
    let reading = try PageReading.open(PageSource(path: page.path, strict: false))
    var cardCounts: [Int] = []
    reading.decode(
      with: PageStreamDecoder(decoder: PageDecoder()),
      handingOverTo: { handoff in
        if case .step(let step) = handoff, step.cardCount > 0 { cardCounts.append(step.cardCount) }
      }, inbox: PageStreamInbox(width: 80), afterStep: {})
    #expect(cardCounts == [1] + Array(repeating: 4, count: 16) + [64, 64, 7])
  }
}
