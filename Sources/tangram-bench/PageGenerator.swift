import TangramCore

/// Writes benchmark pages as JSON bytes, in the shape of `shared/bench/gen_page.py`.
///
///     {"cards":[
///     {"type":"container-oneColumn","id":"c0","items":[{"type":"text",
///       "text":"item 0000000 lorem ...","action":"tangram://detail?id=0"}, ...]}
///     ,{...}
///     ]}
///
/// Every text starts with `item %07d ` and goes on with 5 to 16 words chosen by a seeded
/// generator, so the same arguments always give the same bytes. Texts are ASCII, need no JSON
/// escaping and are at most ``maximumColumns`` long: one item is one row at 150 columns or more.
///
/// With ``templateItems`` the items are of ``BenchTemplate/type`` instead, the same text as their
/// `title`, with a `price` and every third one on `sale`:
/// `{"type":"bench-card","title":"item 0000003 lorem ...","price":"¥ 3.00","sale":1,"action":...}`.
struct PageGenerator {
  /// Items in the page.
  var itemCount: Int
  /// Whether the items are drawn by ``BenchTemplate`` instead of being text items.
  var templateItems = false
  /// Items per `container-oneColumn` card.
  var itemsPerCard = 100
  /// Seed of the word choice.
  var seed: UInt64 = 1
  /// Adds a sticky card after the first card and a card fixed to the bottom, so frames are
  /// measured with pinned cards present.
  var includesPinnedCards = true

  /// The longest item text, in columns.
  static let maximumColumns = 150

  /// The words item texts are made of (the lorem ipsum list of `gen_page.py`).
  static let words: [String] = """
    lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut \
    labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris \
    nisi aliquip ex ea commodo consequat duis aute irure in reprehenderit voluptate velit esse \
    cillum fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa qui \
    officia deserunt mollit anim id est laborum
    """.split(separator: " ").map(String.init)

  /// The page as UTF-8 JSON.
  func bytes() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(itemCount * 140 + 64)
    var random = SplitMix64(seed: seed)
    out.append(contentsOf: #"{"cards":["#.utf8)
    out.append(newline)
    let perCard = max(1, itemsPerCard)
    var cardIndex = 0
    for start in stride(from: 0, to: itemCount, by: perCard) {
      if cardIndex > 0 { out.append(UInt8(ascii: ",")) }
      appendCard(
        cardIndex, items: start..<min(itemCount, start + perCard), to: &out, random: &random)
      out.append(newline)
      if cardIndex == 0, includesPinnedCards {
        out.append(contentsOf: #",{"type":"container-sticky","items":[{"type":"text","text":"sticky header"}]}"#.utf8)
        out.append(newline)
      }
      cardIndex += 1
    }
    if includesPinnedCards {
      out.append(contentsOf: #",{"type":8,"items":[{"type":"text","text":"fixed footer"}]}"#.utf8)
      out.append(newline)
    }
    out.append(contentsOf: "]}".utf8)
    out.append(newline)
    return out
  }

  private var newline: UInt8 { UInt8(ascii: "\n") }

  /// Appends one card holding `items`.
  private func appendCard(
    _ index: Int, items: Range<Int>, to out: inout [UInt8], random: inout SplitMix64
  ) {
    out.append(contentsOf: #"{"type":"container-oneColumn","id":"c"#.utf8)
    out.append(contentsOf: String(index).utf8)
    out.append(contentsOf: #"","items":["#.utf8)
    for item in items {
      if item != items.lowerBound { out.append(UInt8(ascii: ",")) }
      if templateItems {
        out.append(contentsOf: #"{"type":""#.utf8)
        out.append(contentsOf: BenchTemplate.type.utf8)
        out.append(contentsOf: #"","price":"¥ "#.utf8)
        out.append(contentsOf: "\(item % 100).\(Self.zeroPadded(item % 97, digits: 2))".utf8)
        out.append(contentsOf: (item % 3 == 0 ? #"","sale":1,"title":""# : #"","title":""#).utf8)
      } else {
        out.append(contentsOf: #"{"type":"text","text":""#.utf8)
      }
      out.append(contentsOf: Self.text(forItem: item, random: &random).utf8)
      out.append(contentsOf: #"","action":"tangram://detail?id="#.utf8)
      out.append(contentsOf: String(item).utf8)
      out.append(contentsOf: #""}"#.utf8)
    }
    out.append(contentsOf: "]}".utf8)
  }

  /// `item 0000042 ` followed by 5 to 16 words, cut to ``maximumColumns``.
  static func text(forItem item: Int, random: inout SplitMix64) -> String {
    let wordCount = 5 + Int(random.next() % 12)
    var text = "item " + zeroPadded(item, digits: 7)
    for _ in 0..<wordCount {
      text += " " + words[Int(random.next() % UInt64(words.count))]
    }
    return text.count > maximumColumns ? String(text.prefix(maximumColumns)) : text
  }

  /// `value` in decimal, padded with zeros on the left to `digits` digits.
  static func zeroPadded(_ value: Int, digits: Int) -> String {
    let decimal = String(value)
    return String(repeating: "0", count: max(0, digits - decimal.count)) + decimal
  }
}
