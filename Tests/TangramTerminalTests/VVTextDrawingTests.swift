import TangramCore
import Testing

@testable import TangramTerminal

/// A template's text in cells: placed in its box by `gravity`, and cut to its width as
/// `ellipsize` says (VirtualView spec §5 and the terminal mapping).
@Suite struct VVTextDrawingTests {
  /// The rows of a 40-column item drawn from a box of text 4 rows tall with `attributes`.
  static func rows(_ attributes: String, text: String = "end") throws -> [String] {
    let buffer = try VirtualViewQuirkDrawingTests.draw("""
      <FrameLayout layoutWidth="match_parent" layoutHeight="wrap_content">
        <NText layoutWidth="match_parent" layoutHeight="40" \(attributes) text="\(text)"/>
      </FrameLayout>
      """, item: JSONObject([]), rows: 6)
    return buffer.lines
  }

  /// The box is 4 rows tall and the item 80 columns wide: the text's row and column follow the
  /// gravity, the top left when there is none.
  @Test(arguments: [
    ("", 0, 0), (#"gravity="bottom""#, 3, 0), (#"gravity="v_center|right""#, 1, 77),
    (#"gravity="h_center""#, 0, 38), (#"gravity="top|right""#, 0, 77),
  ])
  func gravityPlacesTheTextInItsBox(attributes: String, row: Int, column: Int) throws {
    let rows = try Self.rows(attributes)
    #expect(rows.count == 6)
    #expect(rows.indices.filter { !rows[$0].isEmpty } == [row])
    #expect(rows[row] == String(repeating: " ", count: column) + "end")
  }

  /// `ellipsize`: 0 start, 1 middle, 2 end and 3 marquee with an ellipsis; without it, cut.
  @Test(arguments: [
    (0, "…ghij"), (1, "ab…ij"), (2, "abcd…"), (3, "abcd…"), (-1, "abcde"),
  ])
  func aLineTooLongIsCutAsEllipsizeSays(ellipsize: Int, fitted: String) {
    #expect(VVPainter.fit("abcdefghij", width: 5, ellipsize: ellipsize) == fitted)
    #expect(VVPainter.fit("abcde", width: 5, ellipsize: ellipsize) == "abcde")
  }
}
