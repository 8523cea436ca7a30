import Testing

@testable import TangramCore

@Suite struct UnitScaleTests {
  @Test func designWidthSpansTheColumns() {
    let scale = UnitScale(columns: 80)
    #expect(scale.columns(.units(375)) == 80)
    #expect(scale.columns(.rp(750)) == 80)
    #expect(scale.columns(.rp(5)) == 80.0 * 5 / 750)
  }

  @Test func rowsUseTheCellAspect() {
    let scale = UnitScale(columns: 375)
    #expect(scale.rows(.units(100)) == 50)
    #expect(scale.rows(forWidth: 80, ratio: 2) == 20)
  }

  @Test(arguments: [(0.49, 0), (0.5, 1), (1.5, 2), (2.4999, 2), (187.5, 188), (-0.4, 0)])
  func edgesRoundHalfUp(_ value: Double, _ expected: Int) {
    #expect(UnitScale.edge(value) == expected)
  }

  @Test func positiveLengthsTakeAtLeastOneCell() {
    #expect(UnitScale.atLeastOne(0.2) == 1)
    #expect(UnitScale.atLeastOne(0) == 0)
    #expect(UnitScale.atLeastOne(2.6) == 3)
  }
}
