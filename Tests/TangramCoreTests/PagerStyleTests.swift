import Testing

@testable import TangramCore

/// A pager's style made in one call holds every setting given, as one made field by field does.
@Suite struct PagerStyleTests {
  @Test func everySettingOfTheInitialiserIsKept() {
    let made = PagerStyle(
      pageWidth: .units(300), pageHeight: .units(120), pageRatio: 2.5, itemRatio: 1.5, height: .units(140),
      scrollMarginLeft: .units(8), scrollMarginRight: .units(9), hasIndicator: false, indicator: .stripe,
      indicatorInside: true, indicatorGravity: "right", indicatorColor: .white, defaultIndicatorColor: .black,
      autoScroll: 3000, infinite: true)
    var set = PagerStyle()
    set.pageWidth = .units(300)
    set.pageHeight = .units(120)
    set.pageRatio = 2.5
    set.itemRatio = 1.5
    set.height = .units(140)
    set.scrollMarginLeft = .units(8)
    set.scrollMarginRight = .units(9)
    set.hasIndicator = false
    set.indicator = .stripe
    set.indicatorInside = true
    set.indicatorGravity = "right"
    set.indicatorColor = .white
    set.defaultIndicatorColor = .black
    set.autoScroll = 3000
    set.infinite = true
    #expect(made == set)
    #expect(made != PagerStyle())
  }
}
