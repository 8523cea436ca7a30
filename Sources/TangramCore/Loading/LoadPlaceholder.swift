/// The one item that stands in a card while its items load, or says why they did not.
///
/// It has a type no element registers (so the terminal draws its `text` as plain text, unless an
/// app registers an element for ``itemType``) and takes a whole row.
package struct LoadPlaceholder: Hashable, Sendable {
  /// The placeholder's item type.
  package static let itemType = "load-placeholder"

  /// Words added after a failure to say how to retry, such as `(r retries)`; none by default.
  package var retryHint: String

  /// Creates placeholders that end failures with `retryHint`.
  package init(retryHint: String = "") {
    self.retryHint = retryHint
  }

  /// The placeholder for a card's loading state; nil once the card has loaded.
  package func item(for load: CardLoad) -> Item? {
    guard let text = text(for: load) else { return nil }
    return Item(
      type: Self.itemType, style: ItemStyle(display: .block),
      data: JSONObject([("type", .string(Self.itemType)), ("text", .string(text))]))
  }

  /// `loading feed…`, `loading feed page 2…` or `could not load feed: why` and the retry hint;
  /// nil once the card has loaded.
  package func text(for load: CardLoad) -> String? {
    switch load.state {
    case .idle:
      return "loading \(load.request(forPage: 1).displayName)…"
    case .loading(let page):
      return "loading \(load.request(forPage: page).displayName)…"
    case .failed(let page, let message):
      let hint = retryHint.isEmpty ? "" : " " + retryHint
      return "could not load \(load.request(forPage: page).displayName): \(message)\(hint)"
    case .loaded:
      return nil
    }
  }
}
