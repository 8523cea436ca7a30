/// Spare element views, kept by reuse identifier (LazyScrollView's `TMLazyReusePool`, spec §4.5).
///
/// A view leaving the screen goes in with ``enqueue(_:reuseIdentifier:)``; a view entering
/// comes out with ``dequeue(reuseIdentifier:)`` when one of its kind is spare. An empty reuse
/// identifier means "never reuse": such views are not kept.
package struct ReusePool<View> {
  private var spare: [String: [View]] = [:]

  package init() {}

  /// Keeps a view for later reuse.
  package mutating func enqueue(_ view: View, reuseIdentifier: String) {
    guard !reuseIdentifier.isEmpty else { return }
    spare[reuseIdentifier, default: []].append(view)
  }

  /// Takes a spare view of a kind, if there is one.
  package mutating func dequeue(reuseIdentifier: String) -> View? {
    guard !reuseIdentifier.isEmpty else { return nil }
    return spare[reuseIdentifier]?.popLast()
  }

  /// Spare views of all kinds.
  package var count: Int { spare.values.reduce(0) { $0 + $1.count } }

  /// Drops every spare view.
  package mutating func removeAll() {
    spare.removeAll()
  }
}
