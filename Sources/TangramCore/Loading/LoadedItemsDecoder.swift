/// Decodes the items a ``Loader`` delivered exactly as the page's own items are decoded: the
/// same styles, nested cards and diagnostics.
package struct LoadedItemsDecoder: Sendable {
  /// The decoder of the page (its nesting limit and known item types apply).
  package var decoder: PageDecoder

  /// Creates a decoder of loaded items with the page's decoder settings.
  package init(decoder: PageDecoder = PageDecoder()) {
    self.decoder = decoder
  }

  /// Items and what was wrong with them; paths start at the request's name, such as
  /// `feed page 2[3].style.margin`. Values that are not item objects are skipped, with a
  /// diagnostic.
  package func decode(_ values: [JSONValue], for request: LoadRequest) -> (items: [Item], diagnostics: [Diagnostic]) {
    let state = DecodingState(decoder: decoder)
    let path = JSONPath(key: request.displayName)
    var items: [Item] = []
    items.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
      if let item = state.item(value, at: path.appending(index: index), depth: 0) { items.append(item) }
    }
    return (items, state.reader.log.entries)
  }
}
