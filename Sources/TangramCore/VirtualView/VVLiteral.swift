/// Reads an attribute's literal value from a template as the VirtualView compiler does (spec §3),
/// and a bound value from an item's data as Android does (spec §6.5).
public enum VVLiteral {
  /// The value of `text` for an attribute of `type`; nil when the compiler would refuse it
  /// (the attribute then keeps its default).
  public static func parse(_ text: String, as type: VVAttributeType) -> VVAttributeValue? {
    let trimmed = text.trimmingSpaces
    switch type {
    case .dimension:
      switch trimmed {
      case "match_parent": return .dimension(.matchParent)
      case "wrap_content": return .dimension(.wrapContent)
      default: return length(trimmed).map { .dimension(.length($0)) }
      }
    case .length: return length(trimmed).map(VVAttributeValue.length)
    case .number: return number(trimmed).map(VVAttributeValue.number)
    case .integer: return integer(trimmed).map(VVAttributeValue.integer)
    case .color: return color(trimmed).map(VVAttributeValue.color)
    case .gravity: return gravity(trimmed, allowsCenter: false).map(VVAttributeValue.gravity)
    case .flags: return flags(trimmed).map(VVAttributeValue.flags)
    case .textStyle: return textStyle(trimmed).map(VVAttributeValue.textStyle)
    case .visibility: return visibility(trimmed).map(VVAttributeValue.visibility)
    case .enumeration(let words): return words[trimmed.uppercased()].map(VVAttributeValue.enumeration)
    case .string: return .string(text)
    }
  }

  /// `24`, `24.5`, `24rp`, `true` (1) or `false` (0). A point first (`.5`) or any other suffix
  /// (`10dp`) is refused, as the compiler refuses it.
  static func length(_ text: String) -> VVLength? {
    if text.hasSuffix("rp") { return number(String(text.dropLast(2))).map(VVLength.rp) }
    return number(text).map(VVLength.dp)
  }

  static func number(_ text: String) -> Double? {
    switch text {
    case "true": return 1
    case "false": return 0
    default:
      guard let first = text.first, first != ".", first != "+",
        text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") })
      else { return nil }
      return Double(text)
    }
  }

  static func integer(_ text: String) -> Int? {
    switch text {
    case "true": return 1
    case "false": return 0
    default: return Int(text.hasSuffix("rp") ? String(text.dropLast(2)) : text)
    }
  }

  /// `#RRGGBB`, `#AARRGGBB` (alpha first) or a colour name (spec §3.2); `0x` hex as iOS data
  /// writes it.
  public static func color(_ text: String) -> VVColor? {
    let lowered = text.lowercased()
    if let named = names[lowered] { return named }
    let digits: Substring
    if lowered.hasPrefix("#") {
      digits = lowered.dropFirst()
    } else if lowered.hasPrefix("0x") {
      digits = lowered.dropFirst(2)
    } else {
      return nil
    }
    guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
    let alpha = digits.count == 8 ? UInt8(value >> 24) : 0xFF
    return VVColor(alpha: alpha, color: Color(rgb: value & 0xFF_FFFF))
  }

  private static let names: [String: VVColor] = {
    let rgb: [String: UInt32] = [
      "black": 0x000000, "blue": 0x0000FF, "cyan": 0x00FFFF, "dkgray": 0x444444, "darkgray": 0x444444,
      "darkgrey": 0x444444, "gray": 0x888888, "grey": 0x888888, "green": 0x00FF00, "ltgray": 0xCCCCCC,
      "lightgray": 0xCCCCCC, "lightgrey": 0xCCCCCC, "magenta": 0xFF00FF, "fuchsia": 0xFF00FF, "red": 0xFF0000,
      "yellow": 0xFFFF00, "white": 0xFFFFFF, "aqua": 0x00FFFF, "lime": 0x00FF00, "maroon": 0x800000,
      "navy": 0x000080, "olive": 0x808000, "purple": 0x800080, "silver": 0xC0C0C0, "teal": 0x008080,
    ]
    var names = rgb.mapValues { VVColor(alpha: 0xFF, color: Color(rgb: $0)) }
    names["transparent"] = .transparent
    return names
  }()

  /// Gravity words joined by `|`; `center` only in bound values (spec §3.3).
  public static func gravity(_ text: String, allowsCenter: Bool) -> VVGravity? {
    var result: VVGravity = []
    for word in text.split(separator: "|").map({ String($0).trimmingSpaces }) {
      switch word {
      case "left": result.insert(.left)
      case "right": result.insert(.right)
      case "h_center": result.insert(.horizontalCenter)
      case "top": result.insert(.top)
      case "bottom": result.insert(.bottom)
      case "v_center": result.insert(.verticalCenter)
      case "center" where allowsCenter: result.formUnion([.horizontalCenter, .verticalCenter])
      default: return nil
      }
    }
    return result
  }

  static func flags(_ text: String) -> VVFlags? {
    let bits = [
      "flag_draw": 0x01, "flag_event": 0x02, "flag_dynamic": 0x04, "flag_software": 0x08, "flag_exposure": 0x10,
      "flag_clickable": 0x20, "flag_longclickable": 0x40, "flag_touchable": 0x80,
    ]
    var result = 0
    for word in text.split(separator: "|").map({ String($0).trimmingSpaces }) {
      guard let bit = bits[word] else { return nil }
      result |= bit
    }
    return VVFlags(rawValue: result)
  }

  /// Style words joined by `|`; `styleStrike` as Android's bound values spell it.
  static func textStyle(_ text: String) -> VVTextStyle? {
    var result: VVTextStyle = []
    for word in text.split(separator: "|").map({ String($0).trimmingSpaces }) {
      switch word {
      case "bold": result.insert(.bold)
      case "italic": result.insert(.italic)
      case "underline": result.insert(.underline)
      case "strike", "styleStrike": result.insert(.strike)
      case "normal": break
      default: return nil
      }
    }
    return result
  }

  static func visibility(_ text: String) -> VVVisibility? {
    switch text {
    case "visible", "1": .visible
    case "invisible", "0": .invisible
    case "gone", "2": .gone
    default: nil
    }
  }
}

extension String {
  /// Without spaces, tabs and line breaks at either end.
  var trimmingSpaces: String {
    let isSpace = { (character: Character) in character == " " || character == "\t" || character.isNewline }
    guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[start...end])
  }
}
