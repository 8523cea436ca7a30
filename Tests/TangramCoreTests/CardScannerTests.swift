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
