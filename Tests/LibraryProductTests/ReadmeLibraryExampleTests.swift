import TangramCore
import TangramNcurses
import TangramTerminal
import Testing

// The README's "Use it as a library" example, as an app would write it: only the products'
// public API, imported plainly. If something it needs stops being public, this stops building.

/// An element whose fields are a Decodable struct: a wrong field is a problem with its path.
final class RatingElement: PropsElement {
  struct Props: Decodable { var title: String; var stars: Double }
  private var text = ""
  init() {}
  static func height(for item: Item, width: Int, cellAspect: Double) -> Int { 1 }
  func configure(with props: Props) { text = "\(props.stars)★ \(props.title)" }
  func draw(into buffer: inout Buffer, frame: Rect, clip: Rect) {
    buffer.write(text, column: frame.x, row: frame.y, clip: frame.intersection(clip))
  }
}

/// A layout: a pure function from a card and a width to frames.
struct BadgeRowLayout: CardLayout {
  func arrange(_ card: Card, width: Int, context: LayoutContext) -> CardArrangement {
    let slot = width / max(1, card.allItems.count)
    let items = card.allItems.indices.map { ArrangedItem(index: $0, frame: Rect(x: $0 * slot, y: 0, width: slot, height: 1)) }
    return CardArrangement(height: 1, items: items)
  }
}

@Suite struct ReadmeLibraryExampleTests {
  static let pageJSON = """
    [{"type":"badge-row","items":[{"type":"rating","title":"Tea","stars":4},{"type":"text","text":"hot"}]},
     {"type":"1","items":[{"type":"rating","title":"Pot","stars":"five"}]}]
    """

  @Test func theExampleDrawsItsElementAndLayoutAndReportsTheBadField() throws {
    var elements = ElementRegistry.standard
    try elements.register(RatingElement.self, for: "rating")
    var layouts = LayoutRegistry.standard
    try layouts.register(BadgeRowLayout(), for: "badge-row")
    let helper = DataSourceHelper(elements: elements, layouts: layouts)
    let decoded = try helper.decode(Array(Self.pageJSON.utf8))
    #expect(decoded.diagnostics.map(\.description) == [
      #"cards[1].items[0].stars: expected a number, found the string "five""#
    ])
    let viewer = helper.makeViewer(for: decoded, fileName: "page.json", columns: 40, rows: 4)
    viewer.update()
    #expect(viewer.render().lines.prefix(1) == ["4.0★ Tea            hot"])
  }

  @Test func registeringATypeTwiceThrows() throws {
    var elements = ElementRegistry.standard
    try elements.register(RatingElement.self, for: "rating")
    #expect(throws: RegistrationError.self) { try elements.register(RatingElement.self, for: "rating") }
  }

  /// The terminal backend is a product too: an app can name its types and run `App` on them.
  @Test func theTerminalBackendIsPublic() {
    let start: (NcursesSession.Options) throws -> NcursesSession = NcursesSession.start
    let backend: (NcursesSession) -> NcursesBackend = NcursesBackend.init(session:)
    let input: (NcursesSession) -> NcursesInput = NcursesInput.init(session:)
    _ = (start, backend, input)
    let app: (Viewer, any Backend, any InputSource) -> App = { App(viewer: $0, backend: $1, input: $2) }
    _ = app
  }
}
