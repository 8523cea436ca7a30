import TangramCore

/// A picture of a screen (a ``Buffer``) as SVG or as a self-contained HTML page, drawn as
/// Textual's screenshots are: a monospace grid on the terminal's background, optionally in a
/// window frame with a title.
///
/// Every character is placed on the grid by itself, centred on its cells (two for a wide
/// character), and box-drawing lines are drawn as lines, so the grid holds whatever font the
/// viewer has. Backgrounds are rectangles, one per run of cells; bold and italic are the font's,
/// underline is a line under the cells, reverse swaps the colours, and dim mixes the text
/// colour halfway into the background. Page text is escaped and cells' control characters are
/// left out, so the picture is well-formed XML whatever the page holds.
public struct ScreenPicture: Sendable {
  /// The colours of the terminal a picture shows: what cells without colours of their own use.
  public struct Theme: Hashable, Sendable {
    public var foreground: Color
    public var background: Color

    public init(foreground: Color, background: Color) {
      self.foreground = foreground
      self.background = background
    }

    /// Light grey on near-black.
    public static let dark = Theme(foreground: Color(rgb: 0xCCCCCC), background: Color(rgb: 0x1E1E1E))
  }

  /// How colours are reduced: ``ColorMode/direct`` (the default) shows them as they are, a
  /// palette mode as a terminal with xterm's default palette shows them, ``ColorMode/none``
  /// draws the theme's two colours only (attributes stay).
  public var colorMode: ColorMode
  public var theme: Theme
  /// The window frame's title (the page's file name, say); nil draws the grid without a frame.
  public var title: String?

  public init(colorMode: ColorMode = .direct, theme: Theme = .dark, title: String? = nil) {
    self.colorMode = colorMode
    self.theme = theme
    self.title = title
  }

  // MARK: - Geometry

  /// The width of a cell, in SVG user units (pixels).
  static let cellWidth = 10
  /// The height of a cell.
  static let cellHeight = 20
  /// The font size; the baseline is ``baseline`` below a cell's top.
  static let fontSize = 16
  static let baseline = 15
  /// The space around the grid inside the frame.
  static let padding = 12
  /// The height of the frame's title bar.
  static let titleBarHeight = 32
  /// The fonts asked for, in order.
  static let fontFamily =
    "DejaVu Sans Mono, Fira Code, Menlo, Consolas, Liberation Mono, Noto Sans Mono CJK SC, monospace"
}
