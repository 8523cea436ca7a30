import Testing
import TangramNcurses

@Suite struct ColorModeTests {
  @Test func detection() {
    #expect(ColorMode.detect(colorsWanted: true, hasColors: true, colors: 256) == .palette256)
    #expect(ColorMode.detect(colorsWanted: true, hasColors: true, colors: 16) == .ansi16)
    #expect(ColorMode.detect(colorsWanted: true, hasColors: true, colors: 8) == .ansi16)
    #expect(ColorMode.detect(colorsWanted: true, hasColors: true, colors: 1 << 24) == .direct)
    #expect(ColorMode.detect(colorsWanted: true, hasColors: true, colors: 2) == .none)
    #expect(ColorMode.detect(colorsWanted: true, hasColors: false, colors: 256) == .none)
    #expect(ColorMode.detect(colorsWanted: false, hasColors: true, colors: 256) == .none)
  }
}
