extension EventTopic {
  /// Posted when a card asks its loader for items; parameters `api` and `page`. The poster is
  /// the card's `load` API.
  public static let loadStarted: EventTopic = "loadStarted"

  /// Posted when a card's items arrive; parameters `api`, `page`, `items` (how many) and
  /// `hasMore`.
  public static let loadFinished: EventTopic = "loadFinished"

  /// Posted when a card's loader fails; parameters `api`, `page` and `message`.
  public static let loadFailed: EventTopic = "loadFailed"
}
