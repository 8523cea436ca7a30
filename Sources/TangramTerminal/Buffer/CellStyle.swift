import TangramCore

/// Text attributes a cell can carry besides its colours.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let bold = TextAttributes(rawValue: 1 << 0)
  public static let dim = TextAttributes(rawValue: 1 << 1)
  public static let underline = TextAttributes(rawValue: 1 << 2)
  public static let reverse = TextAttributes(rawValue: 1 << 3)
  public static let italic = TextAttributes(rawValue: 1 << 4)
}

/// How a cell is painted: foreground, background (nil means the terminal's default) and attributes.
public struct CellStyle: Hashable, Sendable {
  public var foreground: Color?
  public var background: Color?
  public var attributes: TextAttributes

  public init(foreground: Color? = nil, background: Color? = nil, attributes: TextAttributes = []) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default colours, no attributes.
  public static let plain = CellStyle()

  /// This style with `other`'s colours laid over it where `other` has them, and both attribute sets.
  public func patched(with other: CellStyle) -> CellStyle {
    CellStyle(
      foreground: other.foreground ?? foreground,
      background: other.background ?? background,
      attributes: attributes.union(other.attributes))
  }
}

extension CellStyle {
  /// A background fill whose text stays readable: dark text on light colours, light on dark.
  public static func background(_ color: Color) -> CellStyle {
    CellStyle(foreground: color.readableForeground, background: color)
  }
}

extension Color {
  /// Black or white, whichever reads better on this colour (by relative luminance).
  public var readableForeground: Color {
    let luminance = 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
    return luminance > 140 ? Color(rgb: 0x1A1A1A) : Color(rgb: 0xF2F2F2)
  }
}
