import TangramCore
import Testing

@testable import TangramTerminal

/// A cell keeps only a few combining marks per character, as terminals do.
@Suite struct CombiningMarkCapTests {
  private let acute = "\u{0301}"

  @Test func aZalgoClusterKeepsFourMarksAndTheNextCharacterKeepsItsCell() {
    var buffer = Buffer(width: 4, height: 1)
    let zalgo = "a" + String(repeating: acute, count: 10_000)
    let end = buffer.write(zalgo + "b", column: 0, row: 0)
    #expect(end == 2)
    #expect(buffer.cell(column: 0, row: 0)?.symbol == "a" + String(repeating: acute, count: 4))
    #expect(buffer.cell(column: 0, row: 0)?.symbol.utf8.count == 9)
    #expect(buffer.cell(column: 1, row: 0)?.symbol == "b")
    #expect(buffer.lines == ["a" + String(repeating: acute, count: 4) + "b"])
  }

  @Test(arguments: [
    "e\u{0301}",  // one mark
    "a\u{0301}\u{0302}\u{0303}\u{0304}",  // four marks: the most a cell keeps
    "\u{1F469}\u{1F3FE}\u{200D}\u{1F527}",  // woman mechanic, medium-dark skin tone
    "\u{1F469}\u{1F3FB}\u{200D}\u{2764}\u{FE0F}\u{200D}\u{1F48B}\u{200D}\u{1F468}\u{1F3FC}",  // kiss, 10 scalars
    "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",  // flag of Scotland (tags)
    "1\u{FE0F}\u{20E3}",  // keycap one
  ])
  func ordinaryClustersAreKeptWhole(_ cluster: String) {
    #expect(Cell(symbol: cluster).symbol == cluster)
  }

  @Test func marksAreCountedPerBaseCharacterAndScalarsAreCappedInAll() {
    // Five marks on a base, then a joiner and a second base with five marks: four stay on each.
    let marks = String(repeating: "\u{0300}", count: 5)
    let kept = String(repeating: "\u{0300}", count: 4)
    #expect(Cell(symbol: "x" + marks + "\u{200D}y" + marks).symbol == "x" + kept + "\u{200D}y" + kept)
    // A run of joiners (not marks) stops at 16 scalars.
    let joiners = "z" + String(repeating: "\u{200D}", count: 100)
    #expect(Cell(symbol: joiners).symbol == "z" + String(repeating: "\u{200D}", count: 15))
  }
}
