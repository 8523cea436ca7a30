/// The VirtualView elements (VirtualView spec §2.0).
public enum VVElementKind: Hashable, Sendable {
  case frameLayout, vhLayout, vh2Layout, gridLayout, ratioLayout
  case nText, vText, nImage, vImage, nLine, vLine, vGraph, progress
  /// Data containers: their children come from a bound array (§2.9).
  case page, grid, vh, slider, scroller
  /// Known to VirtualView but not drawn here (`FlexLayout`, `VirtualTime`, app-registered
  /// elements): a labelled box of the size it asks for.
  case unsupported(String)
  /// Not a VirtualView element at all: a labelled box too.
  case unknown(String)

  /// The kind named `name`, and whether it is native (`N*`: a real view on Android, drawn above
  /// the virtual nodes of its container, §9.10).
  public init(name: String) {
    self = Self.byName[name] ?? (Self.unsupportedNames.contains(name) ? .unsupported(name) : .unknown(name))
  }

  /// Whether the element is backed by a native view on Android (`NText`, `NImage`, `NLine`, the
  /// `N*` layouts and the data containers, which are Android view groups).
  public static func isNativeName(_ name: String) -> Bool {
    [
      "NText", "NImage", "NLine", "NFrameLayout", "NVHLayout", "NVH2Layout", "NRatioLayout", "NGridLayout", "Page",
      "Grid", "VH", "Slider", "Scroller",
    ].contains(name)
  }

  /// Whether XML children are allowed.
  public var isLayout: Bool {
    switch self {
    case .frameLayout, .vhLayout, .vh2Layout, .gridLayout, .ratioLayout: true
    default: false
    }
  }

  /// Whether the children come from data.
  public var isDataContainer: Bool {
    switch self {
    case .page, .grid, .vh, .slider, .scroller: true
    default: false
    }
  }

  private static let byName: [String: VVElementKind] = [
    "FrameLayout": .frameLayout, "NFrameLayout": .frameLayout, "VHLayout": .vhLayout, "NVHLayout": .vhLayout,
    "VH2Layout": .vh2Layout, "NVH2Layout": .vh2Layout, "GridLayout": .gridLayout, "NGridLayout": .gridLayout,
    "RatioLayout": .ratioLayout, "NRatioLayout": .ratioLayout, "NText": .nText, "VText": .vText, "NImage": .nImage,
    "VImage": .vImage, "NLine": .nLine, "VLine": .vLine, "VGraph": .vGraph, "Progress": .progress, "Page": .page,
    "Grid": .grid, "VH": .vh, "Slider": .slider, "Scroller": .scroller,
  ]

  private static let unsupportedNames: Set<String> = [
    "FlexLayout", "VirtualTime", "VirtualContainer", "Var", "TMNImage", "TMVirtualImage", "TotalContainer",
    "Dot9Image",
  ]
}
