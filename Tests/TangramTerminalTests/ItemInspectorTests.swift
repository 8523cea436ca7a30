import TangramCore
import Testing

@testable import TangramTerminal

/// The `i` panel's selection, the mouse in it, and `y`'s OSC 52 bytes.
@Suite struct ItemInspectorTests {
  /// 30 one-row items, only item 12 clickable, on a 40x12 terminal (11 page rows).
  static func viewer(columns: Int = 40) throws -> Viewer {
    let items = (0..<30).map { index in
      index == 12
        ? #"{"type":"text","text":"row \#(index)","action":"go"}"#
        : #"{"type":"text","text":"row \#(index)"}"#
    }
    let json = Array(#"{"cards":[{"type":"container-oneColumn","items":[\#(items.joined(separator: ","))]}]}"#.utf8)
    var configuration = Viewer.Configuration(fileName: "rows.json", columns: columns, rows: 12)
    configuration.pageText = json
    return Viewer(page: try PageDecoder().decode(json).page, configuration: configuration)
  }

  /// A panel hides what was under it: inside its frame, the rows its lines leave are blank.
  @Test func aPanelClearsWhatWasUnderIt() {
    var buffer = Buffer(width: 12, height: 5)
    for row in 0..<5 { buffer.write(String(repeating: "x", count: 12), column: 0, row: row) }
    #expect(ItemInspector.drawFrame(title: "t", into: &buffer, area: Rect(x: 2, y: 1, width: 8, height: 3)))
    #expect(buffer.lines == ["xxxxxxxxxxxx", "xx┌─ t ──┐xx", "xx│      │xx", "xx└──────┘xx", "xxxxxxxxxxxx"])
  }

  @Test func tabMovesThroughItemsThatCannotBeClicked() throws {
    let viewer = try Self.viewer()
    viewer.handle(.key(.character("i")))
    #expect(viewer.inspectedItem == ItemID(0))
    viewer.handle(.key(.tab))
    viewer.handle(.key(.tab))
    #expect(viewer.inspectedItem == ItemID(2))
    viewer.handle(.key(.backTab))
    #expect(viewer.inspectedItem == ItemID(1))
    #expect(viewer.pageView.focusedItem == nil)
    // The lower half of 11 rows is the panel: the page keeps 6; Tab scrolls the selection into view.
    for _ in 0..<8 { viewer.handle(.key(.tab)) }
    #expect(viewer.inspectedItem == ItemID(9))
    #expect(viewer.pageView.viewportHeight == 6)
    #expect(viewer.pageView.offset == 4)
    let screen = viewer.render().lines
    // 29 rows of text in a panel 3 rows high: the border says which show.
    #expect(screen[6] == "┌─ cards[0].items[9] ───────── 1-3/29 ─┐")
    #expect(screen[7] == "│ path  cards[0].items[9]              │")
    // The page is one line: item 9 opens at column 329 (50 columns of prefix, 9 items of 31).
    #expect(screen[8] == "│ source  rows.json:1:329              │")
  }

  @Test func aPressSelectsWithoutClicking() throws {
    let viewer = try Self.viewer()
    viewer.handle(.key(.character("i")))
    viewer.handle(.mouse(.press, column: 2, row: 2))
    #expect(viewer.inspectedItem == ItemID(2))
    viewer.pageView.scroll(to: 10)
    viewer.handle(.mouse(.press, column: 1, row: 2))
    viewer.handle(.mouse(.release, column: 1, row: 2))
    #expect(viewer.inspectedItem == ItemID(12))
    #expect(viewer.eventLog.entries.filter { $0.event.topic == .click }.isEmpty)
    #expect(viewer.pageView.focusedItem == nil)
    // Closed, the same press clicks the clickable item.
    viewer.handle(.key(.escape))
    #expect(!viewer.isInspecting)
    viewer.handle(.mouse(.press, column: 1, row: 2))
    #expect(viewer.eventLog.entries.filter { $0.event.topic == .click }.count == 1)
  }

  /// The wheel over the panel scrolls the panel, as many rows as it scrolls the page, and
  /// leaves the page where it is; `J` and `K` scroll it a row.
  @Test func theWheelOverThePanelScrollsThePanel() throws {
    let viewer = try Self.viewer()
    viewer.handle(.key(.character("i")))
    func border() -> String { viewer.render().lines[6] }
    #expect(border() == "┌─ cards[0].items[0] ───────── 1-3/27 ─┐")
    viewer.handle(.mouse(.wheelDown, column: 5, row: 8))
    #expect(border() == "┌─ cards[0].items[0] ───────── 4-6/27 ─┐")
    #expect(viewer.pageView.offset == 0)
    viewer.handle(.key(.character("K")))
    #expect(border() == "┌─ cards[0].items[0] ───────── 3-5/27 ─┐")
    viewer.handle(.mouse(.wheelUp, column: 5, row: 8))
    #expect(border() == "┌─ cards[0].items[0] ───────── 1-3/27 ─┐")
    #expect(viewer.pageView.offset == 0)
  }

  @Test func iOpensOnTheFocusedItemAndTheScrollKeysStillScrollThePage() throws {
    let viewer = try Self.viewer()
    viewer.handle(.key(.tab))
    #expect(viewer.pageView.focusedItem == ItemID(12))
    viewer.handle(.key(.character("i")))
    #expect(viewer.inspectedItem == ItemID(12))
    let offset = viewer.pageView.offset
    viewer.handle(.key(.character("j")))
    #expect(viewer.pageView.offset == offset + 1)
    viewer.handle(.key(.character("i")))
    #expect(!viewer.isInspecting)
    #expect(viewer.pageView.viewportHeight == 11)
  }

  @Test func theOsc52BytesAreBase64OfThePrettyPrintedJSON() throws {
    let viewer = try Self.viewer()
    let backend = TestBackend(columns: 40, rows: 12)
    App(viewer: viewer, backend: backend, input: ScriptedInput([.key(.character("i")), .key(.character("y"))]), clock: { 0 }).run()
    let json = "{\n  \"type\": \"text\",\n  \"text\": \"row 0\"\n}"
    #expect(backend.clipboardWrites == [Array("\u{1B}]52;c;".utf8) + ClipboardMethod.base64(Array(json.utf8)) + [0x07]])
    #expect(String(decoding: ClipboardMethod.base64(Array(json.utf8)), as: UTF8.self)
      == "ewogICJ0eXBlIjogInRleHQiLAogICJ0ZXh0IjogInJvdyAwIgp9")
    #expect(viewer.message == "sent \(json.utf8.count) bytes of JSON to the terminal's clipboard (OSC 52)")
  }

  @Test func aTerminalWithoutTheClipboardIsSaidSo() throws {
    let viewer = try Self.viewer()
    let backend = TestBackend(columns: 40, rows: 12)
    backend.clipboardMethod = nil
    App(viewer: viewer, backend: backend, input: ScriptedInput([.key(.character("y"))]), clock: { 0 }).run()
    #expect(backend.clipboardWrites.isEmpty)
    #expect(viewer.message == "cannot copy: this terminal does not let programs set the clipboard (OSC 52)")
  }

  @Test func controlCharactersAreEscapedBeforeTheyAreEncoded() {
    let json = JSONValue.object(JSONObject([("t\u{1B}]0;x\u{07}", .string("a\u{9B}b\u{202E}"))])).prettyPrinted
    #expect(json == "{\n  \"t\\u001b]0;x\\u0007\": \"a\\u009bb\\u202e\"\n}")
    #expect(!json.unicodeScalars.contains { ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}"].contains($0) })
  }

  @Test func tmuxGetsThePlainSequenceThenThePassthroughOne() {
    let bytes = ClipboardMethod.osc52InsideTmux.sequence(for: "hi")
    #expect(bytes == Array("\u{1B}]52;c;aGk=\u{07}\u{1B}Ptmux;\u{1B}\u{1B}]52;c;aGk=\u{07}\u{1B}\\".utf8))
  }

  @Test(arguments: [
    (true, "screen", false, ClipboardMethod?.some(.osc52)),
    (false, "xterm-256color", false, .osc52),
    (false, "xterm-kitty", false, .osc52),
    (false, "alacritty", false, .osc52),
    (false, "linux", false, nil),
    (false, nil, false, nil),
    (false, "screen-256color", true, .osc52InsideTmux),
  ])
  func whichTerminalsTakeTheClipboard(ms: Bool, term: String?, tmux: Bool, expected: ClipboardMethod?) {
    #expect(ClipboardMethod.allowed(hasSelectionCapability: ms, term: term, insideTmux: tmux) == expected)
  }

  @Test func base64PadsAsRFC4648Says() {
    let cases = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
    for (plain, encoded) in cases {
      #expect(String(decoding: ClipboardMethod.base64(Array(plain.utf8)), as: UTF8.self) == encoded)
    }
  }
}
