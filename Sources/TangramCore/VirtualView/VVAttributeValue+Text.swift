extension VVAttributeValue: CustomStringConvertible {
  /// The value as a template would write it: `24rp`, `match_parent`, `#80ff0000`, `left|v_center`,
  /// `flag_clickable|flag_exposure`, `bold|italic`, `gone`; enumerations as their number.
  public var description: String {
    switch self {
    case .dimension(.length(let length)), .length(let length): return Self.text(length)
    case .dimension(.matchParent): return "match_parent"
    case .dimension(.wrapContent): return "wrap_content"
    case .number(let number): return number.formattedForDisplay
    case .integer(let integer), .enumeration(let integer): return String(integer)
    case .color(let color):
      let alpha = String(color.alpha, radix: 16)
      return "#" + (alpha.count < 2 ? "0" : "") + alpha + color.color.description.dropFirst()
    case .gravity(let gravity):
      return Self.names(gravity.rawValue, [(1, "left"), (2, "right"), (4, "h_center"), (8, "top"), (16, "bottom"), (32, "v_center")])
    case .flags(let flags):
      return Self.names(flags.rawValue, [
        (0x01, "flag_draw"), (0x02, "flag_event"), (0x04, "flag_dynamic"), (0x08, "flag_software"),
        (0x10, "flag_exposure"), (0x20, "flag_clickable"), (0x40, "flag_longclickable"), (0x80, "flag_touchable"),
      ])
    case .textStyle(let style):
      return Self.names(style.rawValue, [(1, "bold"), (2, "italic"), (4, "underline"), (8, "strike")], none: "normal")
    case .visibility(.visible): return "visible"
    case .visibility(.invisible): return "invisible"
    case .visibility(.gone): return "gone"
    case .string(let string): return string
    }
  }

  private static func text(_ length: VVLength) -> String {
    switch length {
    case .dp(let value): value.formattedForDisplay
    case .rp(let value): value.formattedForDisplay + "rp"
    }
  }

  /// The names of the bits set in `value`, joined by `|`; `none` when there are none.
  private static func names(_ value: Int, _ bits: [(Int, String)], none: String = "none") -> String {
    let set = bits.filter { value & $0.0 != 0 }.map(\.1)
    return set.isEmpty ? none : set.joined(separator: "|")
  }
}
