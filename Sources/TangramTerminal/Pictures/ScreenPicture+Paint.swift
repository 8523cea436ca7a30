import TangramCore

extension ScreenPicture {
  /// What a cell style looks like in the picture: its two colours, after the colour mode,
  /// the theme's defaults, reverse and dim, and the attributes left to draw.
  struct Paint: Hashable, Sendable {
    var foreground: Color
    var background: Color
    var isBold: Bool
    var isItalic: Bool
    var isUnderlined: Bool

    /// What the text of a cell needs: its colour and font.
    var textKey: TextKey { TextKey(color: foreground, isBold: isBold, isItalic: isItalic) }
  }

  /// The colour and font of a run of text.
  struct TextKey: Hashable, Sendable {
    var color: Color
    var isBold: Bool
    var isItalic: Bool
  }

  /// How `style` is painted.
  func paint(_ style: CellStyle) -> Paint {
    var foreground = shown(style.foreground) ?? theme.foreground
    var background = shown(style.background) ?? theme.background
    if style.attributes.contains(.reverse) { swap(&foreground, &background) }
    if style.attributes.contains(.dim) { foreground = Self.mix(foreground, background) }
    return Paint(
      foreground: foreground, background: background, isBold: style.attributes.contains(.bold),
      isItalic: style.attributes.contains(.italic), isUnderlined: style.attributes.contains(.underline))
  }

  /// A colour as a terminal in ``colorMode`` shows it; nil in ``ColorMode/none``.
  private func shown(_ color: Color?) -> Color? {
    color.flatMap { TerminalColor($0, mode: colorMode) }?.displayed
  }

  /// The colour halfway between two colours.
  static func mix(_ a: Color, _ b: Color) -> Color {
    Color(
      red: UInt8((Int(a.red) + Int(b.red)) / 2), green: UInt8((Int(a.green) + Int(b.green)) / 2),
      blue: UInt8((Int(a.blue) + Int(b.blue)) / 2))
  }
}
