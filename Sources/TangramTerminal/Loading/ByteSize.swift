/// Byte counts as the command line writes them: `--max-size 64M`, and `1 GiB` in messages.
package enum ByteSize {
  private static let suffixes: [(letter: Character, unit: String, shift: Int)] = [
    ("G", "GiB", 30), ("M", "MiB", 20), ("K", "KiB", 10),
  ]

  /// A whole number of bytes, optionally followed by `K`, `M` or `G` (1024, 1024², 1024³; upper
  /// or lower case); nil when the text is not one, is 0, or is too large.
  package static func parse(_ text: String) -> Int? {
    var digits = Substring(text)
    var shift = 0
    if let last = digits.last?.uppercased().first, let suffix = suffixes.first(where: { $0.letter == last }) {
      shift = suffix.shift
      digits = digits.dropLast()
    }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits), number > 0,
      number <= Int.max >> shift
    else { return nil }
    return number << shift
  }

  /// `1 GiB`, `64 MiB`, `500 KiB` when the count is a whole number of those, else `1000 bytes`.
  package static func description(of count: Int) -> String {
    for suffix in suffixes where count > 0 && count % (1 << suffix.shift) == 0 {
      return "\(count >> suffix.shift) \(suffix.unit)"
    }
    return count == 1 ? "1 byte" : "\(count) bytes"
  }
}
