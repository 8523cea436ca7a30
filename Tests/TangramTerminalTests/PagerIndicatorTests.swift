import TangramCore
import Testing

@testable import TangramTerminal

/// A pager's indicator as glyphs (spec §9.3): a dot a page, `●` for the current one, or `N/M`
/// when the dots do not fit; a stripe is a progress bar, half the width (4 to 24 columns),
/// filled up to the current page.
@Suite struct PagerIndicatorTests {
  @Test(arguments: [
    (3, 1, 10, "○●○"), (3, 0, 3, "●○○"), (3, 2, 2, "3/3"), (1, 0, 1, "●"),
  ])
  func dots(pageCount: Int, currentPage: Int, width: Int, text: String) {
    #expect(PagerIndicator.text(kind: .dots, pageCount: pageCount, currentPage: currentPage, width: width) == text)
  }

  @Test(arguments: [
    // 40 columns: a bar of 20, a quarter filled a page of four.
    (4, 0, 40, 5, 20), (4, 3, 40, 20, 20),
    // One page fills the bar.
    (1, 0, 40, 20, 20),
    // At most 24 columns, at least 4; at least one filled.
    (2, 0, 100, 12, 24), (10, 0, 4, 1, 4), (10, 9, 4, 4, 4),
  ])
  func stripes(pageCount: Int, currentPage: Int, width: Int, filled: Int, length: Int) {
    let text = PagerIndicator.text(kind: .stripe, pageCount: pageCount, currentPage: currentPage, width: width)
    #expect(text == String(repeating: "━", count: filled) + String(repeating: "─", count: length - filled))
  }
}
