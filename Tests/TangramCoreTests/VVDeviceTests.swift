import Testing

@testable import TangramCore

/// The reference device's conversions between px and cells (VirtualView spec §9.1): 750 px
/// across `columns` columns, rows half as tall as columns are wide.
@Suite struct VVDeviceTests {
  /// 80 columns: a column is 750 ÷ 80 = 9.375 px wide and a row 18.75 px tall.
  static let device = VVDevice(columns: 80)

  @Test func pxOfCellsRoundUpAndNoCellsTakeNoPx() {
    #expect([1, 2, 80].map { Self.device.px(columns: $0) } == [10, 19, 750])
    #expect([1, 2, 40].map { Self.device.px(rows: $0) } == [19, 38, 750])
    #expect([0, -3].map { Self.device.px(columns: $0) } == [0, 0])
    #expect([0, -3].map { Self.device.px(rows: $0) } == [0, 0])
  }

  @Test func wholeColumnsInsidePxRoundDownAndAreNeverNegative() {
    #expect([9, 10, 750, 0, -20].map { Self.device.columns(inPx: $0) } == [0, 1, 80, 0, 0])
  }

  @Test func edgesRoundHalfUp() {
    // 4 px is 0.43 of a column, 5 px 0.53; 750 px is the last edge.
    #expect([4, 5, 750].map { Self.device.columnEdge($0) } == [0, 1, 80])
    // 9 px is 0.48 of a row, 10 px 0.53.
    #expect([9, 10, 750].map { Self.device.rowEdge($0) } == [0, 1, 40])
  }
}
