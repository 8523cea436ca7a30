/// Text to look for in a page's items, as `/` in the viewer searches (less -i and jless rules):
/// case-insensitive unless the text has a capital letter (smartcase).
///
/// Matching works on UTF-8 bytes: the text is lowercased once, when the query is made, and a
/// string is searched in place, folding ASCII letters as it goes, so matching an ASCII string
/// allocates nothing. Only a case-insensitive query with non-ASCII text lowercases the non-ASCII
/// strings it is matched against.
public struct SearchQuery: Hashable, Sendable {
  /// The text as typed.
  public let text: String
  /// Whether case matters: the text has a capital letter.
  public let isCaseSensitive: Bool
  /// The bytes looked for: the text's, lowercased unless case matters.
  private let needle: [UInt8]
  /// Whether ``needle`` has bytes past ASCII (letters that ASCII folding cannot match).
  private let needleIsASCII: Bool
  /// Whether the text could be part of a number as pages write them (`12`, `-3.5`, `1e+21`), so
  /// that number values are worth formatting to be matched.
  let couldMatchNumber: Bool

  /// A query for `text`; nil when the text is empty.
  public init?(_ text: String) {
    guard !text.isEmpty else { return nil }
    self.text = text
    isCaseSensitive = text.contains { $0.isUppercase }
    needle = Array((isCaseSensitive ? text : text.lowercased()).utf8)
    needleIsASCII = needle.allSatisfy { $0 < 0x80 }
    couldMatchNumber = text.utf8.allSatisfy { Self.numberBytes.contains($0) }
  }

  private static let numberBytes = Set("0123456789.-+eE".utf8)

  /// Whether `string` contains the text (smartcase).
  public func matches(_ string: String) -> Bool {
    if let found = string.utf8.withContiguousStorageIfAvailable({ contains(in: $0) }) {
      if found || needleIsASCII || isCaseSensitive { return found }
    } else if contains(in: Array(string.utf8)) {
      return true
    }
    guard !isCaseSensitive, !needleIsASCII, !string.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
    // Non-ASCII letters in both: compare lowercased text.
    return contains(in: Array(string.lowercased().utf8))
  }

  /// Whether `haystack` holds ``needle``, ASCII letters folded unless case matters.
  private func contains<Bytes: RandomAccessCollection<UInt8>>(in haystack: Bytes) -> Bool
  where Bytes.Index == Int {
    let count = needle.count
    guard haystack.count >= count else { return false }
    let first = needle[0]
    let start = haystack.startIndex
    let lastStart = haystack.endIndex - count
    var index = start
    while index <= lastStart {
      if fold(haystack[index]) == first {
        var offset = 1
        while offset < count, fold(haystack[index + offset]) == needle[offset] { offset += 1 }
        if offset == count { return true }
      }
      index += 1
    }
    return false
  }

  /// A haystack byte as it is compared: an ASCII capital is lowercased unless case matters.
  @inline(__always)
  private func fold(_ byte: UInt8) -> UInt8 {
    isCaseSensitive || byte < 0x41 || byte > 0x5A ? byte : byte | 0x20
  }
}
