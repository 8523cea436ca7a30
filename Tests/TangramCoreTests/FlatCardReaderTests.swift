import Testing

@testable import TangramCore

/// The flat card reader reads what the JSON parser reads and no more: whenever it reads a card,
/// the parser reads the same card from the same bytes, with no repeated key, and the reader's
/// types and measured fields are the items' own. Checked on cards changed a byte at a time.
@Suite struct FlatCardReaderTests {
  static let fields = ["text": "text", "label": "title"]

  static let seeds = [
    #"{"type":"container-oneColumn","id":"c0","items":[{"type":"text","text":"item one","action":"go?1"},{"type":"label","title":"two"}]}"#,
    #"{ "style" : {"margin":[1,2,3,4]}, "items" : [ {"text":"no type first","type":"text"} , {"type":"text"} ] , "n" : -1.5e3 }"#,
    #"{"items":[{"type":"text","text":"a","id":"x"}],"header":{"type":"text","text":"h"},"flag":true,"none":null}"#,
    #"{"items":[{"type":"text","text":"b","price":12.5,"on":false,"tags":["x",{"y":null}],"say":"\"q\""}]}"#,
  ]

  /// What the parser makes of `bytes` as a card: its value and whether it repeats a key.
  static func parsed(_ bytes: [UInt8]) -> (value: JSONValue, length: Int)? {
    bytes.withUnsafeBufferPointer { text in
      guard let read = JSONParser.parseLeadingValue(text, maxDepth: 511), read.duplicates.isEmpty else { return nil }
      return (read.value, read.length)
    }
  }

  static func check(_ bytes: [UInt8]) {
    let flat = bytes.withUnsafeBufferPointer { FlatCardReader.read($0, measuredFields: fields, maxDepth: 511) }
    guard let flat else { return }
    let text = String(decoding: bytes, as: UTF8.self)
    guard let parsed = parsed(bytes), case .object(let card) = parsed.value else {
      Issue.record("read a card the parser does not: \(text)")
      return
    }
    #expect(flat.length == parsed.length, "\(text)")
    #expect(flat.object == DecodingState.cardData(card), "\(text)")
    let items = card["items"]?.arrayValue ?? []
    #expect(items.count == flat.types.count, "\(text)")
    for (index, item) in items.enumerated() where index < flat.types.count {
      let object = item.objectValue
      #expect(object?["type"]?.stringValue == flat.types[index], "\(text)")
      let field = fields[flat.types[index]] ?? ""
      let range = flat.measuredRanges[index]
      let measured = String(decoding: bytes[Int(range.lowerBound)..<Int(range.upperBound)], as: UTF8.self)
      #expect((object?[field]?.stringValue ?? "") == measured, "\(text)")
      #expect(object?.keys.allSatisfy { !["style", "position", "items"].contains($0) } == true, "\(text)")
      for key in ["bizId", "id", "reuseId"] where object?[key] != nil {
        #expect(object?[key]?.stringValue != nil, "\(text)")
      }
    }
  }

  @Test func theSeedsAreReadAsTheParserReadsThem() {
    for seed in Self.seeds {
      let bytes = Array(seed.utf8)
      #expect(bytes.withUnsafeBufferPointer { FlatCardReader.read($0, measuredFields: Self.fields, maxDepth: 511) } != nil)
      Self.check(bytes)
    }
  }

  @Test func aCardChangedAByteAtATimeIsReadOnlyWhenTheParserReadsTheSame() {
    var random = SplitMix64(seed: 41)
    // Bytes that matter to JSON, and some that do not.
    let alphabet = Array(#"{}[]:,"\ \#t\#n0-1e.tfnulxyz"#.utf8) + [0x00, 0x1F, 0x7F, 0xC3, 0xA9, 0xFF]
    var read = 0
    for round in 0..<6000 {
      var bytes = Array(Self.seeds[round % Self.seeds.count].utf8)
      for _ in 0..<(1 + Int(random.next() % 3)) {
        let position = Int(random.next() % UInt64(bytes.count))
        let byte = alphabet[Int(random.next() % UInt64(alphabet.count))]
        switch random.next() % 3 {
        case 0: bytes[position] = byte
        case 1: bytes.insert(byte, at: position)
        default: bytes.remove(at: position)
        }
      }
      if bytes.withUnsafeBufferPointer({ FlatCardReader.read($0, measuredFields: Self.fields, maxDepth: 511) }) != nil {
        read += 1
      }
      Self.check(bytes)
    }
    // Many changed cards are still read (a changed text, a space), many are not.
    #expect(read > 600 && read < 5400, "\(read) of 6000 read")
  }

  @Test func aCardOrItemThatRepeatsAKeyOrHoldsWhatTheDecoderReadsIsNotRead() {
    let unread = [
      #"{"id":"a","id":"b","items":[{"type":"text","text":"x"}]}"#,
      #"{"items":[{"type":"text","text":"x"}],"items":[{"type":"text","text":"y"}]}"#,
      #"{"items":[{"type":"text","text":"x","text":"y"}]}"#,
      #"{"items":[{"type":"text","style":"wide"}]}"#,
      #"{"items":[{"type":"text","position":"0"}]}"#,
      #"{"items":[{"type":"text","items":"none"}]}"#,
      #"{"items":[{"type":"text","bizId":1}]}"#,
      #"{"items":[{"type":"text","reuseId":["r"]}]}"#,
      #"{"items":[{"type":"text","text":1}]}"#,
      #"{"items":[{"type":"text","extra":{"a":1,"a":2}}]}"#,
      #"{"items":[{"type":"other","text":"x"}]}"#,
      #"{"items":[{"text":"x"}]}"#,
      #"{"items":[{"type":"text","text":"é"}]}"#,
      #"{"items":[{"type":"text","text":"tab\#there"}]}"#,
      #"{"items":[{"type":"text","te\u0078t":"x"}]}"#,
      #"{"items":[]}"#,
      #"{"type":"container-oneColumn"}"#,
    ]
    for card in unread {
      #expect(Array(card.utf8).withUnsafeBufferPointer { FlatCardReader.read($0, measuredFields: Self.fields, maxDepth: 511) } == nil, "\(card)")
    }
  }

  @Test func aCardCutShortIsNotRead() {
    for seed in Self.seeds {
      let bytes = Array(seed.utf8)
      for end in 0..<bytes.count {
        let cut = Array(bytes[..<end])
        #expect(cut.withUnsafeBufferPointer { FlatCardReader.read($0, measuredFields: Self.fields, maxDepth: 511) } == nil)
      }
    }
  }
}
