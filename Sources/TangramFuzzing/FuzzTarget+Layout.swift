import TangramCore
import TangramTerminal

extension FuzzTarget {
  /// Widths the layout target lays every page out at: none, one column, an odd narrow one, the
  /// standard screen's and a wide one.
  static let layoutWidths = [0, 1, 7, ScreenLimits.standardScreen.columns, 240]

  /// Decodes `input` as the command line does (with the standard elements' checks), then lays
  /// the page out at each of ``layoutWidths``, and once more with merged margins; then reads it
  /// as the viewer reads a file and checks that this gives the same page
  /// (``checkReadAsAFile(_:decoded:laidOut:)``).
  static func decodeAndLayOut(_ input: [UInt8]) -> String {
    guard let decoded = try? DataSourceHelper().decode(input) else { return notRead("a page") }
    let measurer = ElementRegistry.standard.measurer(cellAspect: 0.5)
    for width in layoutWidths {
      _ = PageLayout(measurer: measurer).layout(decoded.page, width: width)
    }
    let standardWidth = ScreenLimits.standardScreen.columns
    _ = PageLayout(measurer: measurer, mergesMargins: true).layout(decoded.page, width: standardWidth)
    checkReadAsAFile(input, decoded: decoded, laidOut: PageLayout(measurer: measurer).layout(decoded.page, width: standardWidth))
    return "laid out at \(layoutWidths.count + 1) widths, read as a file in \(streamPieceSizes.count) ways"
  }
}
