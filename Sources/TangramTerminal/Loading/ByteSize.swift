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

  /// `139.1 MiB`, `1.4 GiB`, `8.2 KiB`: the count to a tenth of the largest unit under it, for a
  /// size that need not be a whole number of them.
  package static func approximateDescription(of count: Int) -> String {
    for suffix in suffixes where count >= 1 << suffix.shift {
      let unit = 1 << suffix.shift
      let tenths = (count * 10 + unit / 2) / unit
      return "\(tenths / 10).\(tenths % 10) \(suffix.unit)"
    }
    return description(of: count)
  }

  /// The `--max-size` value, in the largest unit that keeps it a small whole number, that is at
  /// least `count`: `2G` for a page of 1.47 GB, `140M` for one of 139.1 MiB.
  package static func optionValue(atLeast count: Int) -> String {
    for suffix in suffixes where count > 1 << suffix.shift {
      let unit = 1 << suffix.shift
      return "\((count + unit - 1) / unit)\(suffix.letter)"
    }
    return "\(max(1, count))"
  }
}
