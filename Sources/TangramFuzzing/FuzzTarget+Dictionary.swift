import TangramCore
import TangramTerminal

extension FuzzTarget {
  /// Tokens libFuzzer splices into the target's inputs (its `-dict=` file): for the viewer, every
  /// key of the key table and every other `--keys` word, each between spaces, so that mutations
  /// reach every key as easily as a single letter; XML's markup for the template target; none
  /// for the layout target.
  package var dictionary: [String] {
    switch self {
    case .layout: []
    case .xml: Self.xmlTokens
    case .viewer:
      (KeySoup.tableKeys + KeySoup.otherKeys + Self.scriptPrefixes).map { " " + $0 + " " }
    }
  }

  /// The `--keys` tokens with a cell, size or time after them.
  static let scriptPrefixes = [
    "click:1,1", "press:5,3", "drag:20,3", "release:20,3", "wheeldown:1,1", "wheelleft:10,5", "resize:1x1",
    "resize:40x12", "resize:200x60", "wait:3000", "/", "\u{0}",
  ]

  /// The dictionary as libFuzzer reads it: one quoted entry a line, bytes outside printable
  /// ASCII, quotes and backslashes as `\xNN`.
  package var dictionaryFile: String {
    dictionary.map { entry in "\"" + entry.utf8.map(Self.dictionaryText).joined() + "\"" }.joined(separator: "\n") + "\n"
  }

  /// One byte of a dictionary entry as libFuzzer reads it: printable ASCII as it is, anything
  /// else, a quote or a backslash as `\xNN` (two hex digits).
  static func dictionaryText(of byte: UInt8) -> String {
    (0x20..<0x7F).contains(byte) && byte != 0x22 && byte != 0x5C
      ? String(UnicodeScalar(byte)) : "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
  }

  /// A viewer input to start fuzzing from: `page`, a soup of `count` tokens drawn from `seed`, and
  /// a loaded document of two items.
  package static func soupSeed(page: [UInt8], seed: UInt64, count: Int = 40) -> [UInt8] {
    var generator = SplitMix64(seed: seed)
    let tokens = KeySoup(columns: 80, rows: 24).tokens(count: count, using: &generator)
    let document = #"{"items": [{"type": "text", "text": "loaded"}, {"type": "image"}], "hasMore": true}"#
    return page + [0] + Array(tokens.joined(separator: " ").utf8) + [0] + Array(document.utf8)
  }
}
