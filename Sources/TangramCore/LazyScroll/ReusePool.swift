/// Spare element views, kept by reuse identifier (LazyScrollView's `TMLazyReusePool`, spec §4.5).
///
/// A view leaving the screen goes in with ``enqueue(_:reuseIdentifier:)``; a view entering
/// comes out with ``dequeue(reuseIdentifier:)`` when one of its kind is spare. An empty reuse
/// identifier means "never reuse": such views are not kept.
///
/// The pool is public, with inlinable methods, so that the module that keeps the views has it
/// compiled for their type: Swift uses the bodies of inlinable declarations in other modules
/// only for public ones, and generic code that does not know the type copies and moves each
/// view through the type's witness tables (about 4,400 instructions to take a view out).
public struct ReusePool<View> {
  @usableFromInline var spare: [String: [View]] = [:]

  /// An empty pool.
  @inlinable public init() {}

  /// Keeps a view for later reuse.
  @inlinable public mutating func enqueue(_ view: View, reuseIdentifier: String) {
    guard !reuseIdentifier.isEmpty else { return }
    spare[reuseIdentifier, default: []].append(view)
  }

  /// Takes a spare view of a kind, if there is one.
  @inlinable public mutating func dequeue(reuseIdentifier: String) -> View? {
    guard !reuseIdentifier.isEmpty else { return nil }
    return spare[reuseIdentifier]?.popLast()
  }

  /// Spare views of all kinds.
  @inlinable public var count: Int { spare.values.reduce(0) { $0 + $1.count } }

  /// Drops every spare view.
  @inlinable public mutating func removeAll() {
    spare.removeAll()
  }
}
