/// An opaque 24-bit colour, as written in a page's `#RRGGBB` or `#AARRGGBB` values.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  /// Creates a colour from its three channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Creates a colour from a `0xRRGGBB` literal.
  public init(rgb: UInt32) {
    self.init(
      red: UInt8((rgb >> 16) & 0xFF), green: UInt8((rgb >> 8) & 0xFF), blue: UInt8(rgb & 0xFF))
  }

  public static let white = Color(rgb: 0xFFFFFF)
  public static let black = Color(rgb: 0x000000)

  /// `#rrggbb`.
  public var description: String {
    let hex = (Int(red) << 16) | (Int(green) << 8) | Int(blue)
    let digits = String(hex, radix: 16)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
  }
}
