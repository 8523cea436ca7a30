import TangramCore

extension Card {
  /// The card's type as the inspector names it. A numeric type (`4`, `"23"`) shows the layout it
  /// stands for and the number the page wrote: `container-fourColumn (type 4)`, or for a kind
  /// known only by its number, the kind's name: `fixTop (type 23)`. Any other type shows as
  /// written; a card without one shows `(no type)`.
  var typeLabel: String {
    if typeName.isEmpty { return "(no type)" }
    guard Int(typeName) != nil, let kind = LayoutKind(typeName: typeName) else { return typeName }
    let name = Int(kind.canonicalName) == nil ? kind.canonicalName : kind.rawValue
    return "\(name) (type \(typeName))"
  }
}
