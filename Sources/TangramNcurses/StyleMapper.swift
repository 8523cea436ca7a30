import CNcurses
import TangramCore
import TangramTerminal

/// Turns cell styles into ncurses attributes and colour pairs, remembering each style it has seen.
final class StyleMapper {
  /// What a style becomes in ncurses.
  struct Rendition {
    var attributes: attr_t
    var pair: Int32
  }

  let mode: ColorMode
  private let allocator: ColorPairAllocator?
  private var renditions: [CellStyle: Rendition] = [:]
  private var colorNumbers: [Color: Int32] = [:]
  private var lastStyle: CellStyle?
  private var lastBlank = cchar_t()

  /// - Parameters:
  ///   - mode: how colours are shown; `.none` keeps attributes only.
  ///   - allocator: hands out pairs; nil with `.none`.
  init(mode: ColorMode, allocator: ColorPairAllocator?) {
    self.mode = allocator == nil ? .none : mode
    self.allocator = allocator
  }

  /// The mapper for a running session, defining pairs with `init_extended_pair`.
  convenience init(session: NcursesSession) {
    let mode = session.colorMode
    let defaults = StyleMapper.defaultColorNumbers(hasDefaultColors: session.hasDefaultColors)
    let allocator: ColorPairAllocator? =
      mode == .none
      ? nil
      : ColorPairAllocator(
        pairCount: session.pairCount,
        defaultColors: defaults,
        colorDistance: { StyleMapper.distance($0, $1, mode: mode) },
        initPair: { init_extended_pair($0, $1, $2) == OK })
    self.init(mode: mode, allocator: allocator)
  }

  /// The attributes and pair for a style.
  func rendition(for style: CellStyle) -> Rendition {
    if let known = renditions[style] { return known }
    var rendition = Rendition(attributes: Self.attributes(for: style.attributes), pair: 0)
    if let allocator {
      let defaults = allocator.defaultColors
      let foreground = style.foreground.map(colorNumber) ?? defaults.foreground
      let background = style.background.map(colorNumber) ?? defaults.background
      rendition.pair = allocator.pair(foreground: foreground, background: background)
    }
    renditions[style] = rendition
    return rendition
  }

  /// A space in a style's rendition; copy it and set its character to draw a cell in that style.
  ///
  /// Neighbouring cells mostly share a style, so the cell of the last style asked for is kept and
  /// handed out again without a lookup.
  func blankCell(for style: CellStyle) -> cchar_t {
    if style == lastStyle { return lastBlank }
    let rendition = rendition(for: style)
    var cell = cchar_t()
    var pair = rendition.pair
    setcchar(&cell, Self.space, rendition.attributes, Int16(clamping: pair), &pair)
    lastStyle = style
    lastBlank = cell
    return cell
  }

  /// The ncurses attributes for text attributes.
  static func attributes(for attributes: TextAttributes) -> attr_t {
    var result = CNcurses_A_NORMAL()
    if attributes.contains(.bold) { result |= CNcurses_A_BOLD() }
    if attributes.contains(.dim) { result |= CNcurses_A_DIM() }
    if attributes.contains(.underline) { result |= CNcurses_A_UNDERLINE() }
    if attributes.contains(.reverse) { result |= CNcurses_A_REVERSE() }
    if attributes.contains(.italic) { result |= CNcurses_A_ITALIC() }
    return result
  }

  /// The colour number ncurses gets for a colour in a mode: the palette index of
  /// ``TerminalColor``, or in direct mode the RGB value; -1 without colours.
  static func colorNumber(for color: Color, mode: ColorMode) -> Int32 {
    switch TerminalColor(color, mode: mode) {
    case nil:
      return -1
    case .index(let index):
      return Int32(index)
    case .rgb(let color):
      // Direct-colour terminfo entries read 0-7 as the ANSI colours; those near-blacks become 8.
      let rgb = Int32(color.red) << 16 | Int32(color.green) << 8 | Int32(color.blue)
      return max(8, rgb)
    }
  }

  /// The colours of pair 0: the terminal's defaults, or white on black without `use_default_colors`.
  static func defaultColorNumbers(hasDefaultColors: Bool) -> ColorPairAllocator.Colors {
    hasDefaultColors
      ? ColorPairAllocator.Colors(foreground: -1, background: -1)
      : ColorPairAllocator.Colors(foreground: 7, background: 0)
  }

  /// How different two colour numbers look, for choosing a stand-in pair once pairs run out.
  static func distance(_ a: Int32, _ b: Int32, mode: ColorMode) -> Int {
    if a == b { return 0 }
    // The default colour is unknown; count it as half the width of the colour space away.
    if a < 0 || b < 0 { return 100_000 }
    return ColorPalette.squaredDistance(color(ofNumber: a, mode: mode), color(ofNumber: b, mode: mode))
  }

  private static func color(ofNumber number: Int32, mode: ColorMode) -> Color {
    mode == .direct ? Color(rgb: UInt32(number)) : ColorPalette.color(ofIndex: Int(number))
  }

  /// A space as the zero-terminated wide string `setcchar` takes.
  private static let space: [wchar_t] = [0x20, 0]

  private func colorNumber(_ color: Color) -> Int32 {
    if let known = colorNumbers[color] { return known }
    let number = Self.colorNumber(for: color, mode: mode)
    colorNumbers[color] = number
    return number
  }
}
