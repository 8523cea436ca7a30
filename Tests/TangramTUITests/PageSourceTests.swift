import Foundation
import TangramTerminal
import Testing

@testable import tangram_tui

@Suite struct PageSourceTests {
  private func withPage(_ text: String, _ body: (String) throws -> Void) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("page-\(UUID().uuidString).json")
    try text.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    try body(url.path)
  }

  private func failure(_ source: PageSource) -> Failure? {
    do {
      _ = try source.load(registry: .standard)
      return nil
    } catch {
      return error
    }
  }

  @Test func malformedJSONNamesFileLineAndColumn() throws {
    try withPage("[\n  {\"type\": \"1\", \"items\": [}\n]") { path in
      let result = failure(PageSource(path: path, strict: false))
      #expect(result?.code == .dataError)
      #expect(result?.message == "\(path):2:27: expected a value, found '}'")
    }
  }

  @Test func missingFileIsUnreadable() {
    let result = failure(PageSource(path: "/nonexistent/page.json", strict: false))
    #expect(result?.code == .unreadableInput)
    #expect(result?.message == "/nonexistent/page.json: no such file")
  }

  @Test func strictListsEveryProblem() throws {
    try withPage(#"[{"type":"1","style":{"margin":"x"},"items":[{"type":"odd"}]}]"#) { path in
      #expect(failure(PageSource(path: path, strict: false)) == nil)
      let result = failure(PageSource(path: path, strict: true))
      #expect(result?.code == .dataError)
      #expect(result?.message == """
        \(path): cards[0].style.margin: expected an array of 1 to 4 sizes, found "x"; ignored
        \(path): cards[0].items[0].type: no element is registered for item type "odd"; drawn by the fallback element
        \(path): 2 problems (--strict)
        """)
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
      #expect(screen.problems == ["cards[0].style.padding[0]: a size cannot be negative, found -5; ignored"])
    }
  }
}
