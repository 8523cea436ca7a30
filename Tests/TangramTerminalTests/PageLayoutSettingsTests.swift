import TangramCore
import Testing

@testable import TangramTerminal

/// Layout settings made without arguments lay pages out as a viewer made without them does.
@Suite struct PageLayoutSettingsTests {
  @Test func theDefaultsAreTheViewersDefaults() {
    let settings = PageLayoutSettings()
    let configuration = Viewer.Configuration(fileName: "p.json", columns: 80, rows: 24)
    #expect(settings.designWidth == configuration.designWidth)
    #expect(settings.cellAspect == configuration.cellAspect)
    #expect(settings.mergesMargins == configuration.mergesMargins)
  }
}
