/// A length in a template: density-independent units (`24`, Android dp) or responsive pixels
/// (`24rp`, 1/750 of the screen). It becomes px of the reference device in ``VVDevice``.
public enum VVLength: Hashable, Sendable {
  case dp(Double)
  case rp(Double)
}

/// A `layoutWidth` or `layoutHeight`: a length, `match_parent` or `wrap_content` (VirtualView
/// spec §3.6).
public enum VVDimension: Hashable, Sendable {
  case length(VVLength)
  case matchParent
  case wrapContent
}

/// A colour with its alpha; alpha 0 is transparent (VirtualView spec §3.2).
public struct VVColor: Hashable, Sendable {
  public var alpha: UInt8
  public var color: Color

  public init(alpha: UInt8, color: Color) {
    self.alpha = alpha
    self.color = color
  }

  /// `#00000000`: nothing is drawn.
  public static let transparent = VVColor(alpha: 0, color: .black)
  public static let black = VVColor(alpha: 0xFF, color: .black)

  /// Whether anything is drawn in this colour.
  public var isVisible: Bool { alpha > 0 }
}

/// `gravity` and `layoutGravity` bits (VirtualView spec §3.3).
public struct VVGravity: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let left = VVGravity(rawValue: 1)
  public static let right = VVGravity(rawValue: 2)
  public static let horizontalCenter = VVGravity(rawValue: 4)
  public static let top = VVGravity(rawValue: 8)
  public static let bottom = VVGravity(rawValue: 16)
  public static let verticalCenter = VVGravity(rawValue: 32)

  /// The template default of `gravity`: `left|top`.
  public static let leftTop: VVGravity = [.left, .top]
  /// Any horizontal bit.
  public var hasHorizontal: Bool { !intersection([.left, .right, .horizontalCenter]).isEmpty }
  /// Any vertical bit.
  public var hasVertical: Bool { !intersection([.top, .bottom, .verticalCenter]).isEmpty }
}

/// `flag` bits (VirtualView spec §3.4).
public struct VVFlags: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let exposure = VVFlags(rawValue: 0x10)
  public static let clickable = VVFlags(rawValue: 0x20)
  public static let longClickable = VVFlags(rawValue: 0x40)
}

/// `textStyle` bits (VirtualView spec §3.5).
public struct VVTextStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let bold = VVTextStyle(rawValue: 1)
  public static let italic = VVTextStyle(rawValue: 2)
  public static let underline = VVTextStyle(rawValue: 4)
  public static let strike = VVTextStyle(rawValue: 8)
}

/// `visibility` (VirtualView spec §2.1).
public enum VVVisibility: Hashable, Sendable {
  case visible
  /// Measured and placed, not drawn.
  case invisible
  /// Skipped by measure, layout and drawing.
  case gone
}

/// One attribute's value once read: from the template's literal, or from the item's data
/// through a binding.
public enum VVAttributeValue: Hashable, Sendable {
  case dimension(VVDimension)
  case length(VVLength)
  case number(Double)
  case integer(Int)
  case color(VVColor)
  case gravity(VVGravity)
  case flags(VVFlags)
  case textStyle(VVTextStyle)
  case visibility(VVVisibility)
  /// An enumeration word's value (`orientation`: `H` 1, `V` 0; spec §3.5).
  case enumeration(Int)
  case string(String)
}
