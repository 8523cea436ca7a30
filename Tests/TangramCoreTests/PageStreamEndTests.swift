import Testing

@testable import TangramCore

/// Once a step has said the page is finished, nothing more comes: a reader that asks again is
/// not handed the page, or any of its cards, twice.
@Suite struct PageStreamEndTests {
  @Test(arguments: [
    #"{"cards":[{"type":"container-oneColumn","items":[{"type":"text","text":"a"}]}]}"#,
    // A repeated key of the page's object: decoded whole.
    #"{"cards":[],"cards":[{"type":"container-oneColumn","items":[{"type":"text","text":"a"}]}]}"#,
  ])
  func aStepAfterTheLastBringsNothing(_ page: String) throws {
    let decoder = PageStreamDecoder(decoder: PageDecoder())
    let bytes = Array(page.utf8)
    let decode = { () throws(PageDecodingError) -> PageStreamStep in
      try bytes.withUnsafeBufferPointer { text throws(PageDecodingError) in try decoder.decode(text, isComplete: true) }
    }
    let last = try decode()
    #expect(last.isFinished)
    #expect(last.cardCount + (last.wholePage?.page.cards.count ?? 0) == 1)
    let after = try decode()
    #expect(after.isFinished)
    #expect(after.cardCount == 0 && after.wholePage == nil && after.diagnostics.isEmpty)
  }
}
