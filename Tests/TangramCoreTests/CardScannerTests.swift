import Testing

@testable import TangramCore

@Suite struct CardScannerTests {
  /// The events a scanner gives for `text` arriving as its first `cut` bytes, then whole.
  static func events(of text: [UInt8], cutAt cut: Int) -> [CardScanner.Event] {
    var scanner = CardScanner()
    var events: [CardScanner.Event] = []
    text.withUnsafeBufferPointer { all in
      for (part, isComplete) in [(UnsafeBufferPointer(rebasing: all[..<cut]), false), (all, true)] {
        while true {
          let event = scanner.next(in: TextWindow(part), isComplete: isComplete)
          if event == .needsMoreText { break }
          events.append(event)
          if event == .finished || event == .unstreamable { return }
        }
      }
    }
    return events
  }

  /// Text may stop anywhere, in a key of the page's object too: the scan then reads that key
  /// again once the rest arrives, and the page is still read card by card, not whole.
  @Test func textCutAnywhereIsScannedAsTheWholeTextIs() {
    let page = Array(#"{"data":{"cards":[{"type":"1"},{"type":"2","items":[]}]}}"#.utf8)
    let whole = Self.events(of: page, cutAt: page.count)
    #expect(whole == [.card(18..<30, index: 0), .card(31..<54, index: 1), .finished])
    for cut in 1..<page.count {
      #expect(Self.events(of: page, cutAt: cut) == whole, "cut after \(cut) bytes")
    }
  }

  /// A page that starts with a byte order mark is scanned card by card as the same page
  /// without one, its cards 3 bytes further on.
  @Test func aByteOrderMarkIsPassedOver() {
    let page = [0xEF, 0xBB, 0xBF] + Array(#"{"data":{"cards":[{"type":"1"},{"type":"2","items":[]}]}}"#.utf8)
    let whole = Self.events(of: page, cutAt: page.count)
    #expect(whole == [.card(21..<33, index: 0), .card(34..<57, index: 1), .finished])
    for cut in 3..<page.count {
      #expect(Self.events(of: page, cutAt: cut) == whole, "cut after \(cut) bytes")
    }
  }

  /// The events for `text` arriving as its first `cut` bytes, then whole, when every card the
  /// scan offers (``CardScanner/unscannedCardStart(in:)``) is read at once where it has arrived
  /// whole; and the offsets of the cards offered.
  static func eventsReadingCards(of text: [UInt8], cutAt cut: Int) -> (events: [CardScanner.Event], offered: [Int]) {
    var scanner = CardScanner()
    var events: [CardScanner.Event] = []
    var offered: [Int] = []
    text.withUnsafeBufferPointer { all in
      for (part, isComplete) in [(UnsafeBufferPointer(rebasing: all[..<cut]), false), (all, true)] {
        let window = TextWindow(part)
        while true {
          if let start = scanner.unscannedCardStart(in: window) {
            offered.append(start)
            if let read = JSONParser.parseLeadingValue(window.slice(start..<window.end), maxDepth: 8) {
              let index = scanner.cardRead(endingAt: start + read.length)
              events.append(.card(start..<(start + read.length), index: index))
              continue
            }
          }
          let event = scanner.next(in: window, isComplete: isComplete)
          if event == .needsMoreText { break }
          events.append(event)
          if event == .finished || event == .unstreamable { return }
        }
      }
    }
    return (events, offered)
  }

  /// A card read at once where it starts is the card the scan finds, for text cut anywhere, the
  /// whitespace after it left out. A card that has not all arrived is offered once: the scan
  /// then finds its end as the rest arrives, and it is never read again from its start. (The
  /// first card is found by the scan, which reads up to it in one go.)
  @Test func cardsReadAtOnceAreTheCardsTheScanFinds() {
    let page = Array(#"{"cards":[{"type":"1"} , {"type":"2","items":[{"a":"]"}]},[1]]}"#.utf8)
    let scanned = Self.events(of: page, cutAt: page.count)
    #expect(scanned.count == 4)
    for cut in 1...page.count {
      let (events, offered) = Self.eventsReadingCards(of: page, cutAt: cut)
      #expect(events == scanned, "cut after \(cut) bytes")
      #expect(Set(offered).count == offered.count, "cut after \(cut) bytes: \(offered)")
    }
    #expect(Self.eventsReadingCards(of: page, cutAt: page.count).offered == [25, 58])
  }

  /// An object closed inside the page's object (an empty `data`) leaves the scan in the page's
  /// object: the cards after it are found.
  @Test func theCardsAfterAnEmptyObjectAreFound() {
    let bytes = Array(#"{"data":{},"cards":[{"type":"1"}]}"#.utf8)
    #expect(Self.events(of: bytes, cutAt: bytes.count) == [.card(20..<32, index: 0), .finished])
  }

  /// What the scan cannot follow card by card it leaves to the decoder, which reads the text
  /// whole and says what is wrong with it: an object with no cards, a comma before a closing
  /// brace, text after the cards, a key written with escapes, a key without its colon, a key
  /// the object has twice.
  @Test(arguments: [
    (#"{}"#, [CardScanner.Event.unstreamable]),
    (#"{"data":{}}"#, [.unstreamable]),
    (#"{"a":1,}"#, [.otherValue(5..<6, depth: 1), .unstreamable]),
    (#"{"data":{"cards":[]},}"#, [.unstreamable]),
    (#"{"cards":[{"type":"1"}] x}"#, [.card(10..<22, index: 0), .unstreamable]),
    (#"{"c\u0061rds":[{"type":"1"}]}"#, [.unstreamable]),
    (#"{"a";1,"cards":[]}"#, [.unstreamable]),
    (#"{"a":1,"a":2,"cards":[]}"#, [.otherValue(5..<6, depth: 1), .unstreamable]),
  ])
  func whatTheScanCannotFollowIsLeftToTheDecoder(text: String, expected: [CardScanner.Event]) {
    let bytes = Array(text.utf8)
    #expect(Self.events(of: bytes, cutAt: bytes.count) == expected)
  }
}
