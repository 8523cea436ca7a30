import CNcurses
import Testing
import TangramNcurses
import TangramTerminal

@Suite struct KeyCodeMappingTests {
  @Test(arguments: [
    (UInt32(UInt8(ascii: "j")), Key.character("j")),
    (UInt32(UInt8(ascii: "?")), .character("?")),
    (UInt32(UInt8(ascii: " ")), .character(" ")),
    (0xE9, .character("é")),
    (0x4E2D, .character("中")),
    (0x1F44D, .character("👍")),
    (1, .control("a")),
    (3, .control("c")),
    (4, .control("d")),
    (8, .control("h")),
    (21, .control("u")),
    (26, .control("z")),
    (9, .tab),
    (10, .enter),
    (13, .enter),
    (27, .escape),
    (127, .backspace),
  ])
  func characters(code: UInt32, key: Key) {
    #expect(KeyCodeMapping.key(forCharacter: code) == key)
  }

  @Test(arguments: [UInt32(0), 28, 29, 31, 0x80, 0x85, 0x9F, 0xD800, 0x110000])
  func ignoredCharacters(code: UInt32) {
    #expect(KeyCodeMapping.key(forCharacter: code) == nil)
  }

  @Test func functionKeys() {
    let expected: [(Int32, Key)] = [
      (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
      (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown), (KEY_HOME, .home), (KEY_END, .end),
      (KEY_BTAB, .backTab), (KEY_ENTER, .enter), (KEY_BACKSPACE, .backspace),
      (CNcurses_KEY_F(1), .function(1)), (CNcurses_KEY_F(5), .function(5)),
      (CNcurses_KEY_F(12), .function(12)),
    ]
    for (code, key) in expected {
      #expect(KeyCodeMapping.key(forKeyCode: code) == key, "code \(code)")
    }
  }

  @Test func eventsAndUnknownCodesAreNotKeys() {
    for code in [KEY_RESIZE, KEY_MOUSE, KEY_DC, KEY_IC, CNcurses_KEY_F(0), -1, 0, KEY_MAX + 1] {
      #expect(KeyCodeMapping.key(forKeyCode: code) == nil, "code \(code)")
    }
  }
}
