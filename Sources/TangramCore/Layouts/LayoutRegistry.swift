/// Which ``CardLayout`` lays out each card type: the standard ``LayoutFactory``.
///
/// Types are registered by name or number. Built-in names and numbers are kept under the
/// layout kind's canonical name (``LayoutKind/canonicalName``), so `"1"` and
/// `"container-oneColumn"` are one registration; any other name is a custom layout type, whose
/// cards are placed in the page flow (they scroll with the page). A value, built by the app and
/// passed in: there is no global registry.
public struct LayoutRegistry: LayoutFactory {
  private var layouts: [String: any CardLayout] = [:]
  /// Lays out cards of a built-in kind that has no layout registered: items in one column, so
  /// nothing is lost.
  public var fallback: any CardLayout

  /// An empty registry: every built-in kind falls back to `fallback`, and no custom type is a
  /// layout.
  public init(fallback: any CardLayout = FlowLayout()) {
    self.fallback = fallback
  }

  /// The built-in layouts, one for each ``LayoutKind``, kept under its canonical name as
  /// `register(_:for:)` keeps it (the name is not parsed again: it is the kind's own).
  public static var standard: LayoutRegistry {
    var registry = LayoutRegistry()
    registry.layouts.reserveCapacity(LayoutKind.allCases.count)
    for kind in LayoutKind.allCases {
      let previous = registry.layouts.updateValue(builtInLayout(for: kind), forKey: kind.canonicalName)
      precondition(previous == nil, "built-in layout registered twice: \(kind.canonicalName)")
    }
    return registry
  }

  private static func builtInLayout(for kind: LayoutKind) -> any CardLayout {
    if kind == .onePlusN { return OnePlusNLayout() }
    if kind == .waterfall { return WaterfallLayout() }
    if kind.isPager { return StripLayout() }
    // Column kinds, and pinned kinds, which lay their items out in one column.
    return FlowLayout()
  }

  /// The name a type is kept under: the canonical name of a built-in kind, else the name itself.
  public static func canonicalType(_ type: String) -> String {
    LayoutKind(typeName: type)?.canonicalName ?? type
  }

  /// Registers the layout for a card type.
  ///
  /// - Throws: ``RegistrationError/duplicateLayoutType(_:canonicalType:)`` when the type (or
  ///   another name of the same built-in kind) already has a layout;
  ///   ``RegistrationError/emptyTypeName`` for `""`.
  public mutating func register(_ layout: any CardLayout, for type: String) throws(RegistrationError) {
    guard !type.isEmpty else { throw .emptyTypeName }
    let key = Self.canonicalType(type)
    guard layouts[key] == nil else { throw .duplicateLayoutType(type, canonicalType: key) }
    layouts[key] = layout
  }

  /// Registers the layout for a numeric card type, as its decimal text (`1` is `"1"`).
  public mutating func register(_ layout: any CardLayout, for id: Int) throws(RegistrationError) {
    try register(layout, for: String(id))
  }

  /// Sets the layout for a card type, replacing any earlier one on purpose.
  public mutating func replace(_ layout: any CardLayout, for type: String) {
    layouts[Self.canonicalType(type)] = layout
  }

  /// Whether a layout is registered for the type (or another name of the same built-in kind).
  public func isRegistered(_ type: String) -> Bool {
    layouts[Self.canonicalType(type)] != nil
  }

  /// The registered layout; ``fallback`` for a built-in kind without one; `nil` for a type that
  /// is not a layout type.
  public func layout(forType type: String) -> (any CardLayout)? {
    if let kind = LayoutKind(typeName: type) { return layouts[kind.canonicalName] ?? fallback }
    return layouts[type]
  }

  /// The registered types that are not built-in layout names.
  public var customLayoutTypes: Set<String> {
    Set(layouts.keys.filter { LayoutKind(typeName: $0) == nil })
  }
}
