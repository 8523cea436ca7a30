import TangramCore

/// The rows of template items already measured, by template, width, page units and the values
/// of the template's ``VVTemplate/heightBindings()``: a page of many items of a template lays one
/// out per distinct height-relevant value, not per item. Shared by the threads that lay a page out.
/// It lives as long as its measurer: each page layout makes a new one, so templates replaced since
/// are measured afresh.
final class VVHeightCache: Sendable {
  private struct Key: Hashable {
    var type: String
    var width: Int
    var scale: UnitScale
    var values: [JSONValue?]
  }

  /// Entries kept before the cache starts over (a page whose items all differ in their text).
  static let capacity = 50_000

  private let rows = Locked<[Key: Int]>([:])
  private let bindings = Locked<[String: [VVExpression]]>([:])

  /// The rows of `item` by `template`, measured once per key; data containers take their
  /// children's templates from `templates`.
  func rows(of item: Item, template: VVTemplate, templates: VVTemplateSet, width: Int, scale: UnitScale) -> Int {
    let expressions = bindings.withLock { known in
      if let found = known[template.type] { return found }
      let found = template.heightBindings()
      known[template.type] = found
      return found
    }
    let data = JSONValue.object(item.data)
    let key = Key(type: template.type, width: width, scale: scale, values: expressions.map { $0.evaluate(in: data) })
    if let known = rows.withLock({ $0[key] }) { return known }
    let measured = VVItemLayout(template: template, item: item, width: width, scale: scale, templates: templates).rows
    rows.withLock { entries in
      if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
      entries[key] = measured
    }
    return measured
  }
}
