import TangramCore
import TangramTerminal

extension KeySoup {
  /// Where a soup broke a screen invariant: the token, what was wrong, and the command that
  /// shows the same screen.
  package struct Violation: Error, CustomStringConvertible, Sendable {
    /// The tokens up to and including the one after which the frame was wrong.
    package var tokens: [String]
    package var problems: [String]
    package var columns: Int
    package var rows: Int

    /// Whether the page was compared with an older version (`diff`).
    package var isComparison = false

    /// The `--dump` command that draws the broken frame (the page's path to be filled in, and
    /// the older version's for a comparison).
    package var command: String {
      let size = "--clock --width \(columns) --height \(rows) --keys '\(tokens.joined(separator: " "))'"
      return isComparison ? "tangram-tui diff --dump --format svg \(size) OLD PAGE" : "tangram-tui --dump \(size) PAGE"
    }

    package var description: String {
      "after token \(tokens.count) (\(tokens.last ?? "")): \(problems.joined(separator: "; "))\n  \(command)"
    }
  }

  /// Runs `tokens` through a viewer of `page` at this soup's size, as `--dump --clock --keys`
  /// does (a loader that answers every card load with `loadedDocument`, when given; compared
  /// with `old` as `diff` compares, when given), checking ``ScreenInvariants`` after every
  /// event. Stops at the first broken frame, or when the soup quits. A crash is a crash: the
  /// caller sees it as the process ending.
  package func run(
    _ tokens: [String], on page: DecodedPage, comparedWith old: DecodedPage? = nil, loadedDocument: [UInt8]? = nil
  ) -> Violation? {
    let configuration = DataSourceHelper().configuration(
      for: page, fileName: "soup.json", columns: columns, rows: rows,
      loader: loadedDocument.map { ScriptedLoader(document: $0) })
    let viewer =
      old.map { Viewer.comparing(old: $0.page, named: "old.json", with: page.page, configuration: configuration) }
      ?? Viewer(page: page.page, configuration: configuration)
    func violation(after tokens: [String], _ problems: [String]) -> Violation {
      Violation(tokens: tokens, problems: problems, columns: columns, rows: rows, isComparison: old != nil)
    }
    viewer.update()
    let firstProblems = ScreenInvariants.violations(of: viewer.render(), from: viewer)
    if !firstProblems.isEmpty { return violation(after: [], firstProblems) }
    for (index, token) in tokens.enumerated() {
      guard let events = try? KeyScript.parse(token) else {
        return violation(after: Array(tokens[...index]), ["the soup made a token --keys cannot read"])
      }
      for event in events {
        if viewer.handle(event) == .quit { return nil }
        let problems = ScreenInvariants.violations(of: viewer.render(), from: viewer)
        if !problems.isEmpty { return violation(after: Array(tokens[...index]), problems) }
      }
    }
    return nil
  }
}
