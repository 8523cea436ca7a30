import Testing
import TangramCore
import TangramTerminal

@Suite struct ColorPaletteTests {
  @Test func cubeColorsMapToThemselves() {
    for index in 16..<232 {
      #expect(ColorPalette.nearest256(ColorPalette.color(ofIndex: index)) == index)
    }
  }

  @Test func rampGreysMapToThemselves() {
    for index in 232..<256 {
      #expect(ColorPalette.nearest256(ColorPalette.color(ofIndex: index)) == index)
    }
  }

  /// xterm's cube levels are 0x00, 0x5f, 0x87, 0xaf, 0xd7 and 0xff (its 256colres.pl): entry 59
  /// is #5f5f5f. A colour a little bluer is nearer the ramp's 98 grey (distance 22) than that
  /// cube entry (25).
  @Test func theCubeHasXtermsLevels() {
    #expect(ColorPalette.color(ofIndex: 59) == Color(rgb: 0x5F5F5F))
    #expect(ColorPalette.color(ofIndex: 16 + 36 * 2 + 6 * 3 + 4) == Color(rgb: 0x87AFD7))
    #expect(ColorPalette.nearest256(Color(rgb: 0x5F5F64)) == 241)
  }

  @Test(arguments: [
    (0xE3E3E3, 254),  // 228 on the ramp
    (0x333333, 236),  // 48 on the ramp
    (0x808080, 244),
    (0x000000, 16),
    (0xFFFFFF, 231),
    (0xFF0000, 196),
    (0xFF5F00, 202),
    (0x00AF87, 36),
    (0xFFD700, 220),
    (0x5F87FF, 69),
  ])
  func knownColors(rgb: UInt32, index: Int) {
    #expect(ColorPalette.nearest256(Color(rgb: rgb)) == index)
  }

  @Test func matchesAnExhaustiveSearch() {
    for red in stride(from: 0, through: 255, by: 15) {
      for green in stride(from: 0, through: 255, by: 15) {
        for blue in stride(from: 0, through: 255, by: 15) {
          let color = Color(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
          let chosen = ColorPalette.nearest256(color)
          let best = (16..<256).map {
            ColorPalette.squaredDistance(color, ColorPalette.color(ofIndex: $0))
          }.min()!
          #expect(
            ColorPalette.squaredDistance(color, ColorPalette.color(ofIndex: chosen)) == best,
            "\(color) -> \(chosen)")
        }
      }
    }
  }

  @Test(arguments: [
    (0xFF0000, 16, 9),
    (0xCD0000, 16, 1),
    (0xFF0000, 8, 1),
    (0xE3E3E3, 16, 7),
    (0x333333, 16, 0),
    (0x777777, 16, 8),
    (0x00CD00, 8, 2),
    (0x0000FF, 16, 4),
    (0xFFFFFF, 16, 15),
    (0xFFFFFF, 8, 7),
  ])
  func nearestANSI(rgb: UInt32, count: Int, index: Int) {
    #expect(ColorPalette.nearestANSI(Color(rgb: rgb), count: count) == index)
  }

  @Test func paletteValues() {
    #expect(ColorPalette.color(ofIndex: 16) == Color(rgb: 0x000000))
    #expect(ColorPalette.color(ofIndex: 231) == Color(rgb: 0xFFFFFF))
    #expect(ColorPalette.color(ofIndex: 196) == Color(rgb: 0xFF0000))
    #expect(ColorPalette.color(ofIndex: 232) == Color(rgb: 0x080808))
    #expect(ColorPalette.color(ofIndex: 255) == Color(rgb: 0xEEEEEE))
    #expect(ColorPalette.color(ofIndex: 9) == Color(rgb: 0xFF0000))
  }
}
