/// A ``Rect`` in 16 bytes instead of 32: its four edges as `Int32`, for the frames a laid-out
/// page keeps one of per item.
///
/// Edges are kept, not sizes, so every rectangle whose edges lie within `Int32`'s range reads
/// back exactly, negative sizes included. That range, about ±2.1 billion rows and columns, is
/// far beyond any real page (a million items of ten rows each take ten million rows). An edge
/// beyond it is clamped to it, so such a rectangle reads back clipped to the rows and columns
/// that can be kept, and comes back empty when it lies wholly beyond them.
@propertyWrapper
package struct CompactRect: Hashable, Sendable {
  private var minX: Int32
  private var minY: Int32
  private var maxX: Int32
  private var maxY: Int32

  /// Keeps `rect`, its edges clamped to `Int32`'s range.
  package init(wrappedValue rect: Rect) {
    minX = Int32(clamping: rect.x)
    minY = Int32(clamping: rect.y)
    maxX = Int32(clamping: rect.maxX)
    maxY = Int32(clamping: rect.maxY)
  }

  /// The rectangle kept; setting it clamps its edges again.
  package var wrappedValue: Rect {
    get { Rect(x: Int(minX), y: Int(minY), width: Int(maxX) - Int(minX), height: Int(maxY) - Int(minY)) }
    set { self = CompactRect(wrappedValue: newValue) }
  }
}

/// An index kept as an `Int32` and read as an `Int`: the card and item indices a laid-out page
/// keeps per item.
///
/// Storing an index beyond `Int32`'s range traps; a page would need more than 2³¹ cards or
/// items in one card, more than memory holds.
@propertyWrapper
package struct CompactIndex: Hashable, Sendable {
  private var value: Int32

  package init(wrappedValue: Int) {
    value = Int32(wrappedValue)
  }

  package var wrappedValue: Int {
    get { Int(value) }
    set { value = Int32(newValue) }
  }
}
