/// Finds the cards of a page in its text while the text is still arriving, one card at a time.
///
/// It knows the three page shapes (an array of cards, `{"cards": […]}` and
/// `{"data": {"cards": […]}}`) and reports each card's byte range as soon as the card's last
/// byte has arrived, and every other member value of the page's objects so that its grammar
/// can be checked. Anything else, or anything that would make the page read otherwise when
/// decoded whole (a repeated key of the page's objects, `cards` that is not an array, text
/// after the page), is ``Event/unstreamable``: the page must then be decoded whole, which also
/// names the exact problem. The scanner never looks at a byte twice, except to skip a member
/// value other than the cards (small on every real page) when it arrives in pieces.
struct CardScanner: Sendable {
  /// What the scan found next.
  enum Event: Equatable {
    /// A card, element `index` of the cards array.
    case card(Range<Int>, index: Int)
    /// A member value that is not the cards, `depth` brackets deep: check its grammar.
    case otherValue(Range<Int>, depth: Int)
    /// Everything that has arrived is scanned; more text is needed.
    case needsMoreText
    /// The page ended after its cards.
    case finished
    /// The page must be decoded whole.
    case unstreamable
  }

  /// Where the cards array is: `cards` (also for a bare array, as every path says) or
  /// `data.cards`; nil until it is found.
  private(set) var cardsPath: JSONPath?
  /// Brackets around each card: 1 for a bare array, 2 under `cards`, 3 under `data.cards`.
  private(set) var cardDepth = 0

  private enum Phase {
    case start
    /// Before a member's key in the page object (level 1) or in `data` (level 2).
    case key(level: Int, afterComma: Bool)
    /// After a member's value.
    case afterMember(level: Int)
    /// Before a card, or the closing bracket.
    case beforeCard(afterComma: Bool)
    case inCard(ValueExtent)
    case afterCard
    /// After the page's value: only whitespace may follow.
    case end
    case done(Event)
  }

  private var phase = Phase.start
  /// The next byte to look at.
  private var position = 0
  private var cardIndex = 0
  /// Keys met at levels 1 and 2, to notice a repeated one.
  private var keys: [Set<String>] = [[], []]

  /// The offset of the first byte the scan still needs: the start of the card or member being
  /// read, else the next byte to look at. Bytes before it may be dropped.
  var firstNeededOffset: Int {
    switch phase {
    case .inCard(let extent): return extent.start
    default: return position
    }
  }

  /// Where the next card starts, when it is an object or an array and the scan has not begun on
  /// it: a reader may then read it straight away and say where it ended (``cardRead(endingAt:)``),
  /// so that its bytes are not scanned for its end first. Nil otherwise: ``next(in:isComplete:)``
  /// finds the card's end as it arrives, and a card that did not arrive whole is scanned on from
  /// where the scan stopped, never read again from its start.
  mutating func unscannedCardStart(in text: TextWindow) -> Int? {
    if case .afterCard = phase {
      // Past the comma to the next card, as the scan goes.
      guard nextByte(in: text) == UInt8(ascii: ",") else { return nil }
      position += 1
      phase = .beforeCard(afterComma: true)
    }
    guard case .beforeCard = phase, let byte = nextByte(in: text),
      byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
    else { return nil }
    return position
  }

  /// The card at ``unscannedCardStart(in:)`` was read and ends at `end`: the scan goes on after
  /// it. Returns the card's index.
  mutating func cardRead(endingAt end: Int) -> Int {
    position = end
    phase = .afterCard
    cardIndex += 1
    return cardIndex - 1
  }

  /// The next thing found in `text` (what has arrived of the page's text, from
  /// ``firstNeededOffset`` or earlier); `isComplete` says no more will come.
  mutating func next(in text: TextWindow, isComplete: Bool) -> Event {
    while true {
      switch phase {
      case .done(let event):
        return event
      case .start:
        if text.base == 0, text.end >= 3, text[0] == 0xEF, text[1] == 0xBB, text[2] == 0xBF { position = 3 }
        guard let byte = nextByte(in: text) else { return waiting(isComplete) }
        position += 1
        switch byte {
        case UInt8(ascii: "["):
          cardsPath = JSONPath(key: "cards")
          cardDepth = 1
          phase = .beforeCard(afterComma: false)
        case UInt8(ascii: "{"):
          phase = .key(level: 1, afterComma: false)
        default:
          return stop(.unstreamable)
        }
      case .key(let level, let afterComma):
        if let event = readMember(level: level, afterComma: afterComma, in: text, isComplete: isComplete) {
          return event
        }
      case .afterMember(let level):
        guard let byte = nextByte(in: text) else { return waiting(isComplete) }
        position += 1
        if byte == UInt8(ascii: ",") {
          phase = .key(level: level, afterComma: true)
        } else if byte == UInt8(ascii: "}") {
          phase = level == 1 ? .end : .afterMember(level: 1)
        } else {
          return stop(.unstreamable)
        }
      case .beforeCard(let afterComma):
        guard let byte = nextByte(in: text) else { return waiting(isComplete) }
        if byte == UInt8(ascii: "]") {
          guard !afterComma else { return stop(.unstreamable) }
          position += 1
          phase = closedCards
        } else {
          phase = .inCard(ValueExtent(start: position))
        }
      case .inCard(var extent):
        let end = extent.end(in: text, isComplete: isComplete)
        phase = .inCard(extent)
        guard let end else { return waiting(isComplete) }
        position = end
        phase = .afterCard
        cardIndex += 1
        return .card(extent.start..<end, index: cardIndex - 1)
      case .afterCard:
        guard let byte = nextByte(in: text) else { return waiting(isComplete) }
        position += 1
        if byte == UInt8(ascii: ",") {
          phase = .beforeCard(afterComma: true)
        } else if byte == UInt8(ascii: "]") {
          phase = closedCards
        } else {
          return stop(.unstreamable)
        }
      case .end:
        if nextByte(in: text) != nil { return stop(.unstreamable) }
        guard isComplete else { return .needsMoreText }
        return stop(cardsPath == nil ? .unstreamable : .finished)
      }
    }
  }

  /// After the cards array: the page ends (bare array), or the members go on.
  private var closedCards: Phase {
    cardDepth == 1 ? .end : .afterMember(level: cardDepth - 1)
  }

  /// Reads a member of the page object or of `data` up to its value, and starts the cards or
  /// skips the value. Returns an event to report, or nil to go on.
  private mutating func readMember(
    level: Int, afterComma: Bool, in text: TextWindow, isComplete: Bool
  ) -> Event? {
    let memberStart = position
    guard let byte = nextByte(in: text) else { return waiting(isComplete) }
    if byte == UInt8(ascii: "}") {
      guard !afterComma else { return stop(.unstreamable) }
      position += 1
      phase = level == 1 ? .end : .afterMember(level: 1)
      return nil
    }
    guard byte == UInt8(ascii: "\""), let key = readPlainKey(in: text) else {
      position = memberStart
      return text.end - position > Self.longestKey || isComplete ? stop(.unstreamable) : .needsMoreText
    }
    // Text that ends right after the key waits for the rest; anything but a colon there is a
    // page to decode whole, which names the problem.
    guard let afterKey = nextByte(in: text) else {
      position = memberStart
      return waiting(isComplete)
    }
    guard afterKey == UInt8(ascii: ":") else { return stop(.unstreamable) }
    position += 1
    guard let valueByte = nextByte(in: text) else {
      position = memberStart
      return waiting(isComplete)
    }
    guard keys[level - 1].insert(key).inserted else { return stop(.unstreamable) }
    let streamsCards = key == "cards" && (level == 1 || cardsPath == nil)
    if streamsCards {
      // Cards after `data.cards` were streamed: the page reads these instead.
      guard cardsPath == nil, valueByte == UInt8(ascii: "[") else { return stop(.unstreamable) }
      position += 1
      cardsPath = level == 1 ? JSONPath(key: "cards") : JSONPath(key: "data").appending("cards")
      cardDepth = level + 1
      phase = .beforeCard(afterComma: false)
      return nil
    }
    switch (level, key, valueByte) {
    case (1, "data", UInt8(ascii: "{")):
      position += 1
      phase = .key(level: 2, afterComma: false)
      return nil
    default:
      var extent = ValueExtent(start: position)
      guard let end = extent.end(in: text, isComplete: isComplete) else {
        keys[level - 1].remove(key)
        position = memberStart
        return waiting(isComplete)
      }
      position = end
      phase = .afterMember(level: level)
      return .otherValue(extent.start..<end, depth: level)
    }
  }

  /// Keys longer than this are not page keys; a scan waits no longer for one to end.
  private static let longestKey = 64

  /// A key without escapes whose opening quote is at `position`; moves past its closing quote.
  private mutating func readPlainKey(in text: TextWindow) -> String? {
    var index = position + 1
    while index < text.end, index - position <= Self.longestKey {
      switch text[index] {
      case UInt8(ascii: "\""):
        let key = String(decoding: text.slice((position + 1)..<index), as: UTF8.self)
        position = index + 1
        return key
      case UInt8(ascii: "\\"):
        return nil
      default:
        index += 1
      }
    }
    return nil
  }

  /// The next byte after whitespace (``position`` moves past the whitespace), nil at the end.
  private mutating func nextByte(in text: TextWindow) -> UInt8? {
    while position < text.end {
      switch text[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        position += 1
      default:
        return text[position]
      }
    }
    return nil
  }

  private mutating func waiting(_ isComplete: Bool) -> Event {
    isComplete ? stop(.unstreamable) : .needsMoreText
  }

  private mutating func stop(_ event: Event) -> Event {
    phase = .done(event)
    return event
  }
}
