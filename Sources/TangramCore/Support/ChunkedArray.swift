/// A list that grows by appending chunks of a fixed size, never by copying what it holds into a
/// larger buffer.
///
/// A page keeps the frame of every item, appended as the page is read (``PlacedItems``): ten
/// million of them take 160 MB. In one `Array`, each growth copied them into a buffer twice as
/// large, holding both at once, and a copy of the list kept by a snapshot of the page made the next
/// append copy all of it. Here an append copies at most one chunk (when a copy of the list shares
/// it), and the list takes what its elements take, to within one chunk (the first chunk grows as an
/// array does, so a short list takes no more than an array).
///
/// Reading an element costs one more index step than an array's: `chunks[i / size][i % size]`.
package struct ChunkedArray<Element>: RandomAccessCollection {
  /// Elements a chunk holds: 65,536 (1 MB of frames).
  package static var chunkSize: Int { 1 << chunkShift }
  private static var chunkShift: Int { 16 }
  private static var offsetMask: Int { chunkSize - 1 }

  /// The chunks: all full but the last.
  private var chunks: [[Element]] = []
  package private(set) var count = 0

  /// An empty list.
  package init() {}

  /// A list of `elements`, in order.
  package init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { count }

  package subscript(position: Int) -> Element {
    get {
      precondition(position >= 0 && position < count, "index out of range")
      return chunks[position >> Self.chunkShift][position & Self.offsetMask]
    }
    set {
      precondition(position >= 0 && position < count, "index out of range")
      chunks[position >> Self.chunkShift][position & Self.offsetMask] = newValue
    }
  }

  /// Adds `element` at the end.
  package mutating func append(_ element: Element) {
    if count & Self.offsetMask == 0 {
      // The first chunk grows as an array does, so a small page takes no more than its items;
      // the later ones are made whole at once.
      var chunk: [Element] = []
      if !chunks.isEmpty { chunk.reserveCapacity(Self.chunkSize) }
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(element)
    count += 1
  }
}

extension ChunkedArray: Sendable where Element: Sendable {}
