import TangramCore
import Testing

@testable import TangramTerminal

/// The inspector's lines cut into rows by display width.
@Suite struct StyledLineTests {
  static func texts(_ rows: [StyledLine]) -> [String] {
    rows.map { $0.runs.map(\.text).joined() }
  }

  /// A wide character that would straddle the edge starts the next row; one wider than a whole
  /// row stands alone on its row rather than leaving an empty row before it.
  @Test func wideCharactersStartTheNextRowOrStandAlone() {
    #expect(Self.texts(StyledLine("ab中c").wrappedAnywhere(width: 3)) == ["ab", "中c"])
    #expect(Self.texts(StyledLine("中a").wrappedAnywhere(width: 1)) == ["中", "a"])
    #expect(Self.texts(StyledLine("").wrappedAnywhere(width: 4)) == [""])
    #expect(StyledLine("abc").wrappedAnywhere(width: 0).isEmpty)
  }
}
