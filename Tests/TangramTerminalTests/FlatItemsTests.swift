import TangramCore
import Testing

@testable import TangramTerminal
@testable import TangramCore

/// Cards whose items are laid out from their text without being decoded (as the viewer reads a
/// file: one thread reads, another lays out) give what the whole page decoded and laid out gives:
/// the same cards, problems, frames and height, at every width and however the text arrives; and
/// exactly the cards that can be read so are.
@Suite struct FlatItemsTests {
  /// Cards, each with whether its items can be laid out from their text.
  static let cards: [(json: String, isFlat: Bool)] = [
    (#"{"type":"container-oneColumn","id":"plain","items":[{"type":"text","text":"one two three"},{"type":"text","text":"four","action":"go?4"}]}"#, true),
    (#"{"type":"container-oneColumn","header":{"type":"text","text":"head"},"footer":{"type":"text","text":"foot"},"items":[{"type":"text","text":"between"}]}"#, true),
    (#"{"type":"container-fourColumn","style":{"hGap":4,"margin":[2,0,2,0]},"items":[{"type":"text","bizId":"b1","text":"a"},{"type":"text","id":"i2","reuseId":"r","text":"bb"},{"type":"text","text":"c"},{"type":"text","text":"d"},{"type":"text","text":"e"}]}"#, true),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":"line\nbreak"}]}"#, false),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":"中文 wide"}]}"#, false),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":"tall","style":{"height":30}}]}"#, false),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":"once","text":"twice"}]}"#, false),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":"priced","price":3,"new":true,"was":null}]}"#, true),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":"more","action":"say \"hi\"","extra":{"k":[1,{"m":"é"}]}}]}"#, true),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":"numbered","id":5}]}"#, false),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":5}]}"#, false),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":"esc\u0061ped"}]}"#, false),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":"inner","extra":{"k":1,"k":2}}]}"#, false),
    (#"{"type":"container-oneColumn","items":[{"type":"banner","text":"no element"}]}"#, false),
    (#"{"type":"container-sticky","items":[{"type":"text","text":"pinned"},{"type":"text","text":"not shown"}]}"#, false),
    (#"{"type":"container-oneColumn","items":[]}"#, false),
    (#"{"type":"container-oneColumn","items":[{"type":"text"},{"type":"text","text":""},{"type":"text","text":"   spaces first"}]}"#, true),
    (#"{"type":"container-twoColumn","style":{"aspectRatio":4},"items":[{"type":"text","text":"ratio"},{"type":"text","text":"rows"}]}"#, true),
    (#"{"type":"container-oneColumn","id":"a","id":"b","items":[{"type":"text","text":"repeated card key"}]}"#, false),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":"x"},{"type":"container-oneColumn","items":[{"type":"text","text":"nested"}]}]}"#, false),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":"first"},{"type":"text","text":"moved","position":0}]}"#, false),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":"a style in words","style":"wide"}]}"#, false),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":"first"},{"type":"text","text":"moved","position":"0"}]}"#, false),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":"\#(String(repeating: "a long text that wraps ", count: 30))"}]}"#, true),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":"\#(String(repeating: "x", count: 250))"}]}"#, true),
    (#"{"type":"no-such-layout","items":[{"type":"text","text":"unknown layout"}]}"#, false),
    (#"{"type":"container-oneColumn","items":[{"type":"text","text":"ok"},5]}"#, false),
    (#"{ "type" : "container-oneColumn" , "items" : [ { "type" : "text" , "text" : "spaced out" } ] }"#, true),
    (#"{"type":"container-oneColumn","style":{"margin":"wide"},"items":[{"type":"text","text":"bad card style"}]}"#, true),
  ]

  static var page: [UInt8] {
    Array(#"{"cards":[\#(cards.map(\.json).joined(separator: ",\n"))]}"#.utf8)
  }

  /// Every snapshot of `bytes` read in pieces of `pieceSize` bytes by a reader that leaves items
  /// in their text (or not) and laid out by a builder that keeps laid-out items as text, with the
  /// number of cards read with their items left in their text.
  static func snapshots(
    of bytes: [UInt8], pieceSize: Int, width: Int, leavesItemsInText: Bool
  ) throws -> (snapshots: [PageSnapshot], flatCards: Int, builder: PageStreamBuilder) {
    let text = MemoryPageBytes(bytes)
    let decoder = DataSourceHelper().decoder
    let builder = PageStreamBuilder(
      decoder: decoder, width: width, firstScreenRows: 5, store: CardTextCache(text: text, capacity: 2))
    let reading = PageStreamDecoder(decoder: decoder, defersCardDecoding: true, leavesItemsInText: leavesItemsInText)
    let earlier: PageStreamDecoder.EarlierText = { text.bytes(in: $0) }
    var snapshots: [PageSnapshot] = []
    var flatCards = 0
    var cardsRead = 0
    var read = 0
    var base = 0
    repeat {
      read = min(bytes.count, read + pieceSize)
      let isComplete = read == bytes.count
      try bytes.withUnsafeBufferPointer { all throws(PageDecodingError) in
        let window = UnsafeBufferPointer(rebasing: all[base..<read])
        while true {
          let step = try reading.decode(
            window, base: base, isComplete: isComplete, cardLimit: PageStreamBuilder.cardLimit(afterDecoding: cardsRead),
            earlierText: earlier)
          flatCards += step.pendingCards.filter { $0.flatItems != nil }.count
          cardsRead += step.cardCount
          if let snapshot = builder.add(step) { snapshots.append(snapshot) }
          if step.needsMoreText || step.isFinished { break }
        }
      }
      base = max(base, min(read, reading.firstNeededOffset))
    } while read < bytes.count
    return (snapshots, flatCards, builder)
  }

  /// The page decoded whole and laid out `width` columns wide.
  static func whole(_ bytes: [UInt8], width: Int) throws -> (page: DecodedPage, layout: LaidOutPage) {
    let decoded = try DataSourceHelper().decode(bytes)
    let layout = PageLayout(measurer: ElementRegistry.standard.measurer(cellAspect: 0.5)).layout(decoded.page, width: width)
    return (decoded, layout)
  }

  static func expectSameAsWhole(_ snapshot: PageSnapshot, _ whole: (page: DecodedPage, layout: LaidOutPage), _ label: String) {
    #expect(snapshot.isComplete, "\(label)")
    #expect(snapshot.page == whole.page.page, "\(label)")
    #expect(snapshot.diagnostics.map(\.description) == whole.page.diagnostics.map(\.description), "\(label)")
    #expect(snapshot.layout.height == whole.layout.height, "\(label)")
    #expect(snapshot.layout.items.map(\.frame) == whole.layout.items.map(\.frame), "\(label)")
    #expect(snapshot.layout.items.map(\.cardIndex) == whole.layout.items.map(\.cardIndex), "\(label)")
    #expect(snapshot.layout.items.map(\.indexInCard) == whole.layout.items.map(\.indexInCard), "\(label)")
  }

  @Test(arguments: [1, 61, 4096, 1 << 20])
  func cardsLaidOutFromTheirTextGiveWhatThePageDecodedWholeGives(pieceSize: Int) throws {
    for width in [1, 7, 30, 100, 200] {
      let whole = try Self.whole(Self.page, width: width)
      let read = try Self.snapshots(of: Self.page, pieceSize: pieceSize, width: width, leavesItemsInText: true)
      #expect(read.flatCards == Self.cards.filter(\.isFlat).count, "width \(width)")
      Self.expectSameAsWhole(try #require(read.snapshots.last), whole, "width \(width)")
      #expect(whole.layout.items.count > 30)
    }
  }

  @Test func eachCardIsReadFromItsTextExactlyWhenItsItemsCanBe() throws {
    for (json, isFlat) in Self.cards {
      let bytes = Array(#"{"cards":[\#(json)]}"#.utf8)
      let read = try Self.snapshots(of: bytes, pieceSize: 1 << 20, width: 40, leavesItemsInText: true)
      #expect(read.flatCards == (isFlat ? 1 : 0), "\(json)")
      Self.expectSameAsWhole(try #require(read.snapshots.last), try Self.whole(bytes, width: 40), json)
    }
  }

  /// After more than eight cards in a row that the flat reader could not read, it tries only one
  /// card in 64, and reads every card again from the first it reads.
  @Test func afterManyCardsItCannotReadTheFlatReaderTriesOnlySome() throws {
    let unread = #"{"type":"container-oneColumn","items":[{"type":"text","text":"x"},{"type":"text","text":"\\"}]}"#
    let read = #"{"type":"container-oneColumn","items":[{"type":"text","text":"y"}]}"#
    let cards = Array(repeating: unread, count: 9) + Array(repeating: read, count: 70)
    let bytes = Array(#"{"cards":[\#(cards.joined(separator: ","))]}"#.utf8)
    for pieceSize in [97, 1 << 20] {
      let result = try Self.snapshots(of: bytes, pieceSize: pieceSize, width: 40, leavesItemsInText: true)
      // Cards 9 to 71 are read by the parser (misses 9 to 71), card 72 is tried and read, and
      // each one after it.
      #expect(result.flatCards == 7, "pieces of \(pieceSize)")
      Self.expectSameAsWhole(try #require(result.snapshots.last), try Self.whole(bytes, width: 40), "backing off")
    }
  }

  @Test func aReaderThatDoesNotLeaveItemsInTheirTextDecodesThemAll() throws {
    let read = try Self.snapshots(of: Self.page, pieceSize: 4096, width: 100, leavesItemsInText: false)
    #expect(read.flatCards == 0)
    Self.expectSameAsWhole(try #require(read.snapshots.last), try Self.whole(Self.page, width: 100), "decoded")
  }

  @Test func aPageReadFromItsTextIsLaidOutAgainAtAnotherWidthAsTheWholePageIs() throws {
    let read = try Self.snapshots(of: Self.page, pieceSize: 512, width: 100, leavesItemsInText: true)
    let relaidOut = try #require(read.builder.completeSnapshot(width: 33))
    Self.expectSameAsWhole(relaidOut, try Self.whole(Self.page, width: 33), "relaid out")
  }

  /// The fixtures and real pages, whose items are mostly of types with no element or templates:
  /// whatever of them is read from its text reads the same.
  @Test func realPagesReadFromTheirTextGiveWhatTheyGiveDecodedWhole() throws {
    for (name, bytes) in try PageStreamTests.pages() {
      let read = try Self.snapshots(of: bytes, pieceSize: 997, width: 100, leavesItemsInText: true)
      Self.expectSameAsWhole(try #require(read.snapshots.last), try Self.whole(bytes, width: 100), name)
    }
  }

  /// A random item: mostly one that can be laid out from its text, sometimes one changed so that
  /// it cannot (an escape, a wide or control character, a number, a repeated key, a style, an
  /// unknown type), with spaces here and there.
  static func randomItem(_ random: inout SplitMix64) -> String {
    let words = ["lorem", "ipsum", "a", "", "  ", "dolor sit", "x_y", "中文", "é", #"\n"#, #"\""#, "\u{7F}"]
    let text = (0..<Int(random.next() % 9)).map { _ in words[Int(random.next() % 6)] }.joined(separator: " ")
    var members = [#""type":"text""#, #""text":"\#(text)""#]
    switch random.next() % 14 {
    case 0: members[1] = #""text":"\#(text) \#(words[6 + Int(random.next() % 6)])""#
    case 1: members.append(#""price":\#(random.next() % 100)"#)
    case 2: members.append(#""text":"again""#)
    case 3: members.append(#""style":{"colspan":2}"#)
    case 4: members[0] = #""type":"image""#
    case 5: members.removeLast()
    case 6: members.append(#""bizId":"b\#(random.next() % 10)","reuseId":"r""#)
    default: break
    }
    if random.next() % 2 == 0 { members.reverse() }
    let space = random.next() % 5 == 0 ? " " : ""
    return "{\(space)" + members.joined(separator: "\(space),\(space)") + "\(space)}"
  }

  @Test func randomPagesReadFromTheirTextGiveWhatTheyGiveDecodedWhole() throws {
    var random = SplitMix64(seed: 29)
    let types = ["container-oneColumn", "container-twoColumn", "container-fourColumn", "container-flow", "container-sticky"]
    var flatCards = 0
    var allCards = 0
    for round in 0..<150 {
      let cards = (0..<(1 + Int(random.next() % 12))).map { _ in
        let items = (0..<(1 + Int(random.next() % 6))).map { _ in Self.randomItem(&random) }
        let type = types[Int(random.next() % UInt64(types.count))]
        return #"{"type":"\#(type)","items":[\#(items.joined(separator: ","))]}"#
      }
      let bytes = Array(#"{"cards":[\#(cards.joined(separator: ","))]}"#.utf8)
      let width = 1 + Int(random.next() % 60)
      let read = try Self.snapshots(
        of: bytes, pieceSize: 1 + Int(random.next() % 300), width: width, leavesItemsInText: true)
      flatCards += read.flatCards
      allCards += cards.count
      Self.expectSameAsWhole(try #require(read.snapshots.last), try Self.whole(bytes, width: width), "round \(round)")
    }
    // Both kinds of card were met, many times.
    #expect(flatCards > 40 && allCards - flatCards > 40, "\(flatCards) of \(allCards)")
  }
}

