/// Decides which card types are layouts and which ``CardLayout`` places each (the first of
/// Tangram's three factories, spec §6.1).
///
/// ``LayoutRegistry`` is the standard layout factory: the built-in layouts plus the ones an app
/// registers. A replacement can make layouts for a whole family of type names, or read style
/// keys of its own through ``parseStyle(_:forType:into:)``.
public protocol LayoutFactory: Sendable {
  /// The layout for cards of `type`: a built-in name or number, or a custom name. `nil` means
  /// the type is not a layout type, so a card of that type is a component (spec §6.3).
  func layout(forType type: String) -> (any CardLayout)?

  /// Reads style keys of the factory's own after the built-in keys are read (Tangram's
  /// per-class style parsers).
  ///
  /// - Parameters:
  ///   - style: the card's whole `style` object.
  ///   - type: the card's layout type (canonical for built-in layouts).
  ///   - cardStyle: the style decoded so far, to adjust.
  /// - Returns: problems with the keys read, their paths relative to `style` (`"gutter"`).
  func parseStyle(_ style: JSONObject, forType type: String, into cardStyle: inout CardStyle)
    -> [Diagnostic]
}

extension LayoutFactory {
  /// Reads nothing: the built-in keys are all there is.
  public func parseStyle(_ style: JSONObject, forType type: String, into cardStyle: inout CardStyle)
    -> [Diagnostic]
  {
    []
  }
}
