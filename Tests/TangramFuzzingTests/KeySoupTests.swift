import Foundation
import TangramCore
import TangramTerminal
import TangramTestSupport
import Testing

@testable import TangramFuzzing

/// Random sequences of everything a user can do (every key of the table, search, the inspector,
/// mouse presses, drags and clicks anywhere, resizes down to 1x1, time) on every example page and
/// test page at several sizes, headless, some of them compared with another page as `diff`
/// compares: no crash, and every frame keeps the screen invariants.
///
/// Bounded by `KEY_SOUP_SECONDS` (default 30; `make fuzz` runs it longer): each round runs every
/// page at every size once with fresh seeds, and at least one whole round always runs. A crash
/// ends the test process; the case that was running is kept in ``currentCaseFile``.
@Suite struct KeySoupTests {
  static let sizes = [(80, 24), (40, 12), (120, 40), (200, 50), (12, 5), (1, 1)]
  static let tokensPerRun = 60

  /// The pages a soup runs on: `Examples/*.json` and the test pages.
  static func pages() throws -> [(name: String, page: DecodedPage)] {
    let root = repositoryRoot()
    let folders = ["Examples", "Tests/Fixtures/TangramPages"]
    let helper = DataSourceHelper()
    return try folders.flatMap { folder in
      try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
        .filter { $0.hasSuffix(".json") }.sorted()
        .map { name in
          let path = folder + "/" + name
          let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(path)))
          return (path, try helper.decode(bytes))
        }
    }
  }

  /// Where the running case's command is written before it runs, to reproduce a crash.
  static let currentCaseFile = FileManager.default.temporaryDirectory
    .appendingPathComponent("tangram-key-soup-case.txt")

  @Test func randomSequencesKeepEveryScreenInvariantOnEveryPage() throws {
    let seconds = Double(ProcessInfo.processInfo.environment["KEY_SOUP_SECONDS"] ?? "") ?? 30
    let pages = try Self.pages()
    #expect(pages.count >= 14, "only \(pages.count) pages")
    let started = ContinuousClock.now
    var runs = 0
    var round: UInt64 = 0
    repeat {
      for (pageIndex, (name, page)) in pages.enumerated() {
        for (sizeIndex, (columns, rows)) in Self.sizes.enumerated() {
          let seed = round &* 1_000_003 &+ UInt64(pageIndex * 100 + sizeIndex)
          var generator = SplitMix64(seed: seed)
          let soup = KeySoup(columns: columns, rows: rows)
          let tokens = soup.tokens(count: Self.tokensPerRun, using: &generator)
          let document: [UInt8]? = seed % 3 == 0 ? nil : Array(Self.loadedDocuments[Int(seed % 2)].utf8)
          // One run in four compares the page with the next one, as `diff` does.
          let older = seed % 4 == 1 ? pages[(pageIndex + 1) % pages.count] : nil
          let command = KeySoup.Violation(
            tokens: tokens, problems: [], columns: columns, rows: rows, isComparison: older != nil
          ).command.replacingOccurrences(of: "OLD", with: older?.name ?? "")
          try? Data("\(command.replacingOccurrences(of: "PAGE", with: name))\n".utf8).write(to: Self.currentCaseFile)
          if let violation = soup.run(tokens, on: page, comparedWith: older?.page, loadedDocument: document) {
            Issue.record("\(name)\(older.map { " compared with " + $0.name } ?? "") at \(columns)x\(rows), seed \(seed): \(violation)")
            return
          }
          runs += 1
        }
      }
      round += 1
    } while ContinuousClock.now - started < .seconds(seconds)
    print("key soup: \(runs) runs in \(round) rounds")
    #expect(runs >= pages.count * Self.sizes.count)
  }

  /// What card loads answer in a soup: items, or a document that is not a load result.
  static let loadedDocuments = [
    #"{"items": [{"type": "text", "text": "loaded"}, {"type": "image"}], "hasMore": true}"#,
    #"{"x": 1}"#,
  ]

  @Test func theSoupPressesEveryKeyOfTheTableButQuit() {
    var generator = SplitMix64(seed: 1)
    let tokens = Set(KeySoup(columns: 80, rows: 24).tokens(count: 2_000, using: &generator))
    let expected = KeyMap.bindings.filter { $0.action != .quit }.flatMap(\.keys).map(\.scriptName)
    #expect(Set(expected).subtracting(tokens).isEmpty, "never pressed: \(Set(expected).subtracting(tokens))")
    #expect(!tokens.contains("q") && !tokens.contains("C-c") && !tokens.contains("Q"))
    #expect(tokens.contains { $0.hasPrefix("resize:1x") || $0.hasPrefix("resize:") })
    #expect(tokens.contains { $0.hasPrefix("press:") } && tokens.contains { $0.hasPrefix("drag:") })
    #expect(tokens.contains { $0.hasPrefix("release:") } && tokens.contains { $0.hasPrefix("click:") })
  }

  @Test func everyTokenOfASoupIsOneThatKeysReads() throws {
    var generator = SplitMix64(seed: 2)
    for token in KeySoup(columns: 30, rows: 9).tokens(count: 3_000, using: &generator) {
      #expect(throws: Never.self) { try KeyScript.parse(token) }
    }
  }

  /// A word the soup types into the search prompt is typed as it is, quotes and backslashes
  /// included: `--keys` reads back the quoted token it writes.
  @Test(arguments: KeySoup.typedWords + [#"say "hi""#, #"back\slash"#, #"\""#, #"a\b"#])
  func aQuotedWordIsTypedAsItIs(word: String) throws {
    let typed = try KeyScript.parse(KeySoup.quoted(word)).map { event -> String in
      if case .key(.character(let character)) = event { return String(character) }
      return "<\(event)>"
    }
    #expect(typed.joined() == word)
  }

  /// The column and row of a mouse token (`press:3,-1`).
  static func cell(of token: String) -> [Int] {
    token.drop { $0 != ":" }.dropFirst().split(separator: ",").compactMap { Int($0) }
  }

  /// A page of one text item, `hello`.
  static func helloPage() throws -> DecodedPage {
    try DataSourceHelper().decode(Array(#"[{"type":"1","items":[{"type":"text","text":"hello"}]}]"#.utf8))
  }

  /// A 20x4 viewer of ``helloPage()``, laid out.
  static func helloViewer() throws -> Viewer {
    let viewer = Viewer(page: try helloPage().page, configuration: Viewer.Configuration(fileName: "p.json", columns: 20, rows: 4))
    viewer.update()
    return viewer
  }

  /// A drag starts anywhere from one cell outside the screen on each side to one cell outside
  /// it on the other, so presses just off every edge are tried as well as those on it.
  @Test func dragsStartOnTheScreenAndJustOffEachEdge() {
    var generator = SplitMix64(seed: 5)
    var screen = (columns: 20, rows: 6)
    var starts: Set<String> = []
    for token in KeySoup(columns: screen.columns, rows: screen.rows).tokens(count: 20_000, using: &generator) {
      if token.hasPrefix("resize:") {
        let size = token.dropFirst(7).split(separator: "x").compactMap { Int($0) }
        screen = (size[0], size[1])
      } else if token.hasPrefix("press:") {
        let cell = Self.cell(of: token)
        let column = cell[0] < 0 ? "before" : cell[0] >= screen.columns ? "after" : "on"
        let row = cell[1] < 0 ? "above" : cell[1] >= screen.rows ? "below" : "on"
        starts.insert(column + " " + row)
      }
    }
    #expect(starts == ["before above", "before on", "before below", "on above", "on on", "on below", "after above", "after on", "after below"])
  }

  /// Each move of a drag goes up to 30 columns and 8 rows either way from the cell before.
  @Test func dragMovesGoUpToThirtyColumnsAndEightRowsEitherWay() {
    var generator = SplitMix64(seed: 6)
    var last: (column: Int, row: Int)?
    var columnSteps: Set<Int> = []
    var rowSteps: Set<Int> = []
    for token in KeySoup(columns: 80, rows: 24).tokens(count: 30_000, using: &generator) {
      let isPress = token.hasPrefix("press:")
      guard isPress || token.hasPrefix("drag:") else { continue }
      let cell = Self.cell(of: token)
      if !isPress, let last {
        columnSteps.insert(cell[0] - last.column)
        rowSteps.insert(cell[1] - last.row)
      }
      last = (cell[0], cell[1])
    }
    #expect(columnSteps == Set(-30...30))
    #expect(rowSteps == Set(-8...8))
  }

  @Test func theSameSeedMakesTheSameSoup() {
    var first = SplitMix64(seed: 9)
    var second = SplitMix64(seed: 9)
    let soup = KeySoup(columns: 50, rows: 20)
    #expect(soup.tokens(count: 200, using: &first) == soup.tokens(count: 200, using: &second))
  }

  /// The mix of what a seed's soup does is pinned: a change to the shares of keys, typing,
  /// clicks, drags, wheels, resizes and waits is a decision a test shows, not a drift.
  @Test func aSeedDrawsTheSameMix() {
    var generator = SplitMix64(seed: 3)
    var counts: [String: Int] = [:]
    for token in KeySoup(columns: 80, rows: 24).tokens(count: 10_000, using: &generator) {
      let kind: String
      if let colon = token.firstIndex(of: ":") {
        kind = String(token[..<colon])
      } else if KeySoup.tableKeys.contains(token) {
        kind = "table key"
      } else if KeySoup.otherKeys.contains(token) {
        kind = "other key"
      } else {
        kind = "typed"
      }
      counts[kind, default: 0] += 1
    }
    #expect(counts == [
      "table key": 4_819, "other key": 338, "typed": 249, "click": 829, "press": 569, "drag": 1_375, "release": 274,
      "wheeldown": 121, "wheelup": 119, "wheelleft": 125, "wheelright": 101, "resize": 531, "wait": 550,
    ])
  }

  /// Resizes go to tiny screens (down to 1x1) as often as to ordinary and large ones, and the
  /// kinds a seed draws are pinned as the mix is.
  @Test func resizesDrawTinyOrdinaryAndLargeScreensAlike() {
    var generator = SplitMix64(seed: 3)
    var kinds: [String: Int] = [:]
    for token in KeySoup(columns: 80, rows: 24).tokens(count: 10_000, using: &generator)
    where token.hasPrefix("resize:") {
      let size = token.dropFirst("resize:".count).split(separator: "x").compactMap { Int($0) }
      let kind = size[1] <= 4 && size[0] <= 6 ? "tiny" : size[1] >= 30 && size[0] >= 100 ? "large" : "ordinary"
      kinds[kind, default: 0] += 1
    }
    // 531 resizes: about a third each.
    #expect(kinds == ["tiny": 169, "ordinary": 194, "large": 168])
  }

  /// The sequences a first user found crashing the viewer (a clipped outline whose rows ran
  /// backwards) keep every invariant now.
  @Test(arguments: [
    ("Tests/Fixtures/TangramPages/data3.0.json", "x d", 80, 24),
    ("Examples/pagers.json", "x", 40, 12),
    ("Tests/Fixtures/TangramPages/data.json", "x Space Space", 120, 40),
    ("Tests/Fixtures/TangramPages/TangramMock.json", "x G b", 120, 40),
  ])
  func sequencesThatOnceCrashedKeepTheInvariants(page: String, keys: String, columns: Int, rows: Int) throws {
    let bytes = [UInt8](try Data(contentsOf: repositoryRoot().appendingPathComponent(page)))
    let decoded = try DataSourceHelper().decode(bytes)
    let tokens = keys.split(separator: " ").map(String.init)
    let violation = KeySoup(columns: columns, rows: rows).run(tokens, on: decoded)
    #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
  }

  /// A frame is what the viewer draws for its state: its own frame breaks nothing, and a frame
  /// that differs from it in one cell is one the viewer would not draw again (and one with a
  /// plain cell on the last row also has more than the status bar there).
  @Test func aFrameTheViewerDoesNotDrawAgainBreaksTheInvariant() throws {
    let viewer = try Self.helloViewer()
    var frame = viewer.render()
    #expect(ScreenInvariants.violations(of: frame, from: viewer).isEmpty)
    frame.setCell(Cell(symbol: "x"), column: 10, row: 1)
    #expect(ScreenInvariants.violations(of: frame, from: viewer) == ["drawing the same state twice gave two frames"])
    // A plain cell on the status bar's row is said first.
    var onStatusRow = viewer.render()
    onStatusRow.setCell(Cell(symbol: "x"), column: 3, row: 3)
    #expect(ScreenInvariants.violations(of: onStatusRow, from: viewer) == [
      "the last row is not all status bar: columns [3] are not reverse video",
      "drawing the same state twice gave two frames",
    ])
    // A control character in a cell is said after the status bar and before the redraw.
    var withEscape = viewer.render()
    withEscape.setCell(Cell(symbol: "\u{1B}"), column: 4, row: 0)
    #expect(ScreenInvariants.violations(of: withEscape, from: viewer) == [
      "a control character in the cell at 4,0",
      "drawing the same state twice gave two frames",
    ])
  }

  /// A run stops at a token `--keys` cannot read, and says how to replay what it did: with
  /// `--dump` for one page, with `diff --dump` for a page compared with another.
  @Test func aTokenKeysCannotReadStopsTheRunWithTheCommandThatReplaysIt() throws {
    let page = try Self.helloPage()
    let soup = KeySoup(columns: 20, rows: 4)
    let alone = try #require(soup.run(["j", "press:x"], on: page))
    #expect(alone.tokens == ["j", "press:x"])
    #expect(alone.problems == ["the soup made a token --keys cannot read"])
    #expect(alone.command == "tangram-tui --dump --clock --width 20 --height 4 --keys 'j press:x' PAGE")
    let compared = try #require(soup.run(["press:x"], on: page, comparedWith: page))
    #expect(compared.command == "tangram-tui diff --dump --format svg --clock --width 20 --height 4 --keys 'press:x' OLD PAGE")
  }

  @Test func aFrameWithContentOnTheStatusRowBreaksTheInvariant() {
    var frame = Buffer(width: 6, height: 2)
    frame.fill(Rect(x: 0, y: 1, width: 6, height: 1), style: CellStyle(attributes: .reverse))
    #expect(ScreenInvariants.statusBarViolations(of: frame, promptIsOpen: false).isEmpty)
    frame.setCell(Cell(symbol: "a"), column: 2, row: 1)
    #expect(!ScreenInvariants.statusBarViolations(of: frame, promptIsOpen: false).isEmpty)
  }

  /// Every row is checked, up to four violations: the first four are reported, on whatever
  /// rows they are.
  @Test func violationsOnEveryRowAreFoundUpToFour() {
    var frame = Buffer(width: 3, height: 6)
    for row in 1..<6 { frame.setCell(Cell(symbol: "\u{7}"), column: row % 3, row: row) }
    #expect(ScreenInvariants.cellViolations(of: frame) == [
      "a control character in the cell at 1,1", "a control character in the cell at 2,2",
      "a control character in the cell at 0,3", "a control character in the cell at 1,4",
    ])
  }

  @Test func aControlCharacterInACellBreaksTheInvariant() {
    var frame = Buffer(width: 3, height: 1)
    frame.setCell(Cell(symbol: "\u{1B}"), column: 1, row: 0)
    #expect(ScreenInvariants.cellViolations(of: frame) == ["a control character in the cell at 1,0"])
  }
}
