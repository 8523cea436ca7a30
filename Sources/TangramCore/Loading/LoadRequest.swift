/// What a card asks its ``Loader`` for: the card's `load` API with its `loadParams`, and for a
/// paged card (`loadType: 1`) the page wanted.
public struct LoadRequest: Hashable, Sendable {
  /// Index of the card among the page's top-level cards.
  public var cardIndex: Int
  /// The card's `id`, if it has one.
  public var cardID: String?
  /// The card's `load`: the API name the loader interprets.
  public var api: String
  /// The card's `loadParams`.
  public var parameters: JSONObject
  /// The page wanted, from 1; always 1 for a card that loads once.
  public var page: Int
  /// Whether the card loads page by page (`loadType: 1`).
  public var isPaged: Bool

  /// Creates a request.
  public init(
    cardIndex: Int, cardID: String? = nil, api: String, parameters: JSONObject = JSONObject(),
    page: Int = 1, isPaged: Bool = false
  ) {
    self.cardIndex = cardIndex
    self.cardID = cardID
    self.api = api
    self.parameters = parameters
    self.page = page
    self.isPaged = isPaged
  }

  /// `api` for a card that loads once, `api page N` for a paged one: how messages name it.
  public var displayName: String {
    isPaged && page > 1 ? "\(api) page \(page)" : api
  }
}
