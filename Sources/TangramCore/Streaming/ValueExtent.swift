/// Finds where a JSON value ends without reading it: brackets, strings and escapes only (the
/// simdjson "stage 1" idea), so a page's cards are found at the speed of a byte loop.
///
/// The scan can stop at the end of the bytes that have arrived and go on when more come; it
/// never looks back, so a value that arrives in many pieces is scanned once. It does not check
/// the value's grammar: whoever reads the value with ``JSONParser`` does.
struct ValueExtent: Sendable {
  /// Where the value starts (its first byte, not whitespace).
  let start: Int
  /// The next byte to look at.
  private(set) var position: Int
  /// Open brackets (0 before the first byte is seen).
  private var depth = 0
  private var isInString = false
  private var isEscaped = false
  private var isScalar = false

  /// A scan of the value whose first byte is at `start`.
  init(start: Int) {
    self.start = start
    self.position = start
  }

  /// Scans on; returns the offset just past the value once it has ended (the scan is then done:
  /// it is not asked again), nil while it goes on past the end of `text`. With `isComplete` (no
  /// more text will come), a scalar that runs to the end ends there, and an unclosed container or
  /// string is nil for good.
  mutating func end(in text: TextWindow, isComplete: Bool) -> Int? {
    if position == start {
      guard start < text.end else { return nil }
      switch text[start] {
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth = 1
      case UInt8(ascii: "\""): isInString = true
      default: isScalar = true
      }
      position = start + 1
    }
    if isScalar { return scalarEnd(in: text, isComplete: isComplete) }
    var index = position
    let count = text.end
    while index < count {
      if isInString {
        if isEscaped {
          isEscaped = false
          index += 1
          continue
        }
        // The plain content at once, up to the next quote or backslash.
        index = text.base + StringContentScan.end(
          in: text.bytes, from: index - text.base, to: count - text.base, stopsAtControls: false)
        guard index < count else { break }
        let byte = text[index]
        index += 1
        if byte == UInt8(ascii: "\\") {
          isEscaped = true
        } else {
          isInString = false
          if depth == 0 { return index }
        }
        continue
      }
      let byte = text[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        isInString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return index }
      default:
        break
      }
    }
    position = index
    return nil
  }

  /// A number or literal ends at the first byte that cannot be part of it.
  private mutating func scalarEnd(in text: TextWindow, isComplete: Bool) -> Int? {
    var index = position
    while index < text.end {
      switch text[index] {
      case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: " "), UInt8(ascii: "\n"),
        UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        return index
      default:
        index += 1
      }
    }
    position = index
    return isComplete ? index : nil
  }
}
