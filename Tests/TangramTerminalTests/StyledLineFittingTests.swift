import Testing

@testable import TangramTerminal

/// How the inspector's lines are fitted to rows narrower than they are: cut anywhere, broken at
/// spaces, or kept on one row with the last run shortened at its front.
@Suite struct StyledLineFittingTests {
  static let bold = CellStyle(attributes: .bold)

  /// Each row's runs as `text|text`, with `*` around bold runs.
  static func picture(_ rows: [StyledLine]) -> [String] {
    rows.map { row in row.runs.map { $0.style == bold ? "*\($0.text)*" : $0.text }.joined(separator: "|") }
  }

  @Test func truncatingTheFrontKeepsTheEnd() {
    #expect(TextWrapper.truncateFront("long-name.json:12:5", width: 12) == "…e.json:12:5")
    #expect(TextWrapper.truncateFront("long-name.json:12:5", width: 19) == "long-name.json:12:5")
    #expect(TextWrapper.truncateFront("ab cd", width: 4) == "…cd")
    // A wide character that would straddle the limit is left out.
    #expect(TextWrapper.truncateFront("名前.json", width: 8) == "…前.json")
    #expect(TextWrapper.truncateFront("名前.json", width: 7) == "….json")
    #expect(TextWrapper.truncateFront("abc", width: 0) == "")
  }

  @Test func aLineShortenedAtItsFrontStaysOnOneRow() {
    let line = StyledLine([("source  ", Self.bold), ("long-name.json:12:5", .plain)], fit: .shortenAtFront)
    #expect(Self.picture(line.wrapped(width: 40)) == ["*source  *|long-name.json:12:5"])
    #expect(Self.picture(line.wrapped(width: 20)) == ["*source  *|…e.json:12:5"])
    // The label leaves room for the ellipsis alone: the value takes a row of its own.
    #expect(Self.picture(line.wrapped(width: 9)) == ["*source  *", "…son:12:5"])
  }

  @Test func aLineBrokenAtWordsKeepsItsStyles() {
    let line = StyledLine([("event  ", Self.bold), ("exposure text #card/0 times=0", .plain)], fit: .wrapAtWords)
    #expect(Self.picture(line.wrapped(width: 16)) == ["*event  *|exposure", "text #card/0", "times=0"])
    // A run ends inside a row: the row holds both, each with its style.
    #expect(Self.picture(line.wrapped(width: 20)) == ["*event  *|exposure text", "#card/0 times=0"])
    // A word longer than a row is broken inside it.
    let long = StyledLine([("#a-very-long-unique-id/0 times=0", .plain)], fit: .wrapAtWords)
    #expect(Self.picture(long.wrapped(width: 10)) == ["#a-very-lo", "ng-unique-", "id/0", "times=0"])
    #expect(Self.picture(StyledLine([], fit: .wrapAtWords).wrapped(width: 10)) == [""])
  }

  @Test func aLineWrappedAnywhereIsCutMidWord() {
    let line = StyledLine([("exposure times=0", .plain)])
    #expect(Self.picture(line.wrapped(width: 10)) == ["exposure t", "imes=0"])
  }
}
