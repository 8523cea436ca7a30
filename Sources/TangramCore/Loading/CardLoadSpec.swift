/// The loading fields of a card (spec §1.2), read from ``Card/data``.
///
/// A card loads when its `load` is a non-empty string. `loadType: 1` makes it paged (Android's
/// "load more"); any other `loadType` loads once. `hasMore` defaults to whether the card is paged,
/// and `loaded: true` says the card's own items already are its first page.
package struct CardLoadSpec: Hashable, Sendable {
  /// The `load` API name.
  package var api: String
  /// Whether the card loads page by page (`loadType: 1`).
  package var isPaged: Bool
  /// The `loadParams` object (empty when missing or not an object).
  package var parameters: JSONObject
  /// Whether more pages may follow at the start (`hasMore`).
  package var hasMore: Bool
  /// Whether the card starts as loaded (`loaded`), so only later pages are asked for.
  package var isLoaded: Bool

  /// Creates a spec.
  package init(api: String, isPaged: Bool = false, parameters: JSONObject = JSONObject(), hasMore: Bool? = nil, isLoaded: Bool = false) {
    self.api = api
    self.isPaged = isPaged
    self.parameters = parameters
    self.hasMore = hasMore ?? isPaged
    self.isLoaded = isLoaded
  }

  /// The card's spec, or nil when the card has no `load`.
  package init?(card: Card) {
    guard case .string(let api) = card.data["load"], !api.isEmpty else { return nil }
    let loadType: Double? =
      switch card.data["loadType"] {
      case .number(let number): number
      case .string(let text): Double(text)
      default: nil
      }
    self.init(
      api: api, isPaged: loadType == 1, parameters: card.data["loadParams"]?.objectValue ?? JSONObject(),
      hasMore: card.data["hasMore"].flatMap(Self.bool), isLoaded: card.data["loaded"].flatMap(Self.bool) ?? false)
  }

  private static func bool(_ value: JSONValue) -> Bool? {
    switch value {
    case .bool(let flag): flag
    case .string("true"): true
    case .string("false"): false
    default: nil
    }
  }
}
