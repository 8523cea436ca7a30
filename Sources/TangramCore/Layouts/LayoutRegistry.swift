/// Which ``CardLayout`` lays out each ``LayoutKind``.
///
/// A value, built by the app and passed in: there is no global registry.
public struct LayoutRegistry: Sendable {
  private var layouts: [LayoutKind: any CardLayout]
  /// Used for kinds with no layout of their own: items in one column, so nothing is lost.
  public var fallback: any CardLayout

  /// An empty registry whose every kind falls back to `fallback`.
  public init(fallback: any CardLayout = FlowLayout()) {
    self.layouts = [:]
    self.fallback = fallback
  }

  /// The built-in layouts.
  public static var standard: LayoutRegistry {
    var registry = LayoutRegistry()
    for kind in LayoutKind.allCases where kind.isFlow {
      registry.register(FlowLayout(), for: kind)
    }
    registry.register(OnePlusNLayout(), for: .onePlusN)
    registry.register(WaterfallLayout(), for: .waterfall)
    for kind in [LayoutKind.banner, .horizontalScroll, .scrollFixBanner] {
      registry.register(StripLayout(), for: kind)
    }
    return registry
  }

  /// Sets the layout for a kind, replacing any earlier one.
  public mutating func register(_ layout: any CardLayout, for kind: LayoutKind) {
    layouts[kind] = layout
  }

  /// Whether a kind has a layout of its own (rather than the fallback).
  public func hasLayout(for kind: LayoutKind) -> Bool {
    layouts[kind] != nil
  }

  /// The layout for a kind.
  public func layout(for kind: LayoutKind) -> any CardLayout {
    layouts[kind] ?? fallback
  }
}
