/// How an attribute's value is read: the compiler's value parser for it (VirtualView spec §3.8),
/// grouped by what the value becomes.
public enum VVAttributeType: Hashable, Sendable {
  /// `layoutWidth`, `layoutHeight`: a length, `match_parent` or `wrap_content`.
  case dimension
  /// A length in dp or rp.
  case length
  /// A plain number (`layoutRatio`, `autoDimX`).
  case number
  /// An integer (`lines`, `colCount`); `true`/`false` read as 1/0.
  case integer
  case color
  case gravity
  case flags
  case textStyle
  case visibility
  /// Words of a fixed set, case-insensitive, never bound.
  case enumeration([String: Int])
  case string

  /// The type of the attribute `name`; ``string`` for any name not in the table.
  public static func of(_ name: String) -> VVAttributeType {
    table[name] ?? .string
  }

  /// Whether a `${…}`/`@{…}` value is allowed: the compiler refuses bindings in enumerations
  /// and flags (spec §2.1).
  public var isBindable: Bool {
    switch self {
    case .enumeration, .flags: false
    default: true
    }
  }

  private static let orientation = ["H": 1, "V": 0]

  private static let table: [String: VVAttributeType] = {
    var table: [String: VVAttributeType] = ["layoutWidth": .dimension, "layoutHeight": .dimension]
    let lengths = [
      "layoutMargin", "layoutMarginLeft", "layoutMarginRight", "layoutMarginTop", "layoutMarginBottom", "padding",
      "paddingLeft", "paddingRight", "paddingTop", "paddingBottom", "textSize", "lineHeight", "itemWidth", "itemHeight",
      "itemMargin", "itemHorizontalMargin", "itemVerticalMargin", "paintWidth", "span", "initValue", "diameterX",
      "diameterY", "borderWidth", "borderRadius", "borderTopLeftRadius", "borderTopRightRadius",
      "borderBottomLeftRadius", "borderBottomRightRadius", "minWidth", "minHeight", "lineSpace", "firstSpace",
      "lastSpace",
    ]
    for name in lengths { table[name] = .length }
    for name in ["layoutRatio", "autoDimX", "autoDimY", "alpha", "flexGrow", "ratio", "lineSpaceMultiplier", "lineSpaceExtra"] {
      table[name] = .number
    }
    let integers = [
      "id", "uuid", "order", "maxLines", "lines", "colCount", "blurRadius", "supportSticky", "supportHTMLStyle",
      "autoRefreshThreshold", "autoSwitch", "containerID", "canSlide", "stayTime", "animatorTime", "autoSwitchTime",
    ]
    for name in integers { table[name] = .integer }
    for name in ["background", "borderColor", "color", "textColor", "maskColor"] { table[name] = .color }
    table["gravity"] = .gravity
    table["layoutGravity"] = .gravity
    table["textStyle"] = .textStyle
    table["visibility"] = .visibility
    table["flag"] = .flags
    table["orientation"] = .enumeration(orientation)
    table["ellipsize"] = .enumeration(["START": 0, "MIDDLE": 1, "END": 2, "MARQUEE": 3, "NONE": -1])
    table["scaleType"] = .enumeration([
      "MATRIX": 0, "FIT_XY": 1, "FIT_START": 2, "FIT_CENTER": 3, "FIT_END": 4, "CENTER": 5, "CENTER_CROP": 6,
      "CENTER_INSIDE": 7,
    ])
    table["layoutDirection"] = .enumeration(["LEFT": 1, "TOP": 2, "RIGHT": 4, "BOTTOM": 8])
    table["autoDimDirection"] = .enumeration(["X": 1, "Y": 2])
    table["style"] = .enumeration(["SOLID": 1, "DASH": 2])
    table["paintStyle"] = .enumeration(["STROKE": 1, "FILL": 2])
    table["type"] = .enumeration(["CIRCLE": 1, "RECT": 2, "OVAL": 3])
    table["mode"] = .enumeration(["LINEAR": 1, "STAGGEREDGRID": 2])
    table["layoutOrientation"] = .enumeration(["NORMAL": 0, "REVERSE": 1])
    table["animatorStyle"] = .enumeration([
      "LINEAR": 0, "DECELERATE": 1, "ACCELERATE": 2, "ACCELERATEDECELERATE": 3, "SPRING": 4,
    ])
    table["dataMode"] = .enumeration(["SET": 1, "APPEND": 2])
    return table
  }()
}
