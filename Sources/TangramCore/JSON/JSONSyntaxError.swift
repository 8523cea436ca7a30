/// A malformed JSON document: what is wrong, and where.
///
/// Lines and columns start at 1. Columns count Unicode scalars, not bytes, so a column
/// points at the same character an editor shows. A line ends at `\n`, `\r\n` or a lone `\r`;
/// a leading byte order mark takes no column.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line of the problem.
  public var line: Int
  /// The 1-based column of the problem, in Unicode scalars of its line.
  public var column: Int
  /// What is wrong, in plain English starting with a lowercase letter.
  public var message: String

  /// Creates an error at a given line and column.
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// The error as `LINE:COLUMN: MESSAGE`.
  public var description: String { "\(line):\(column): \(message)" }
}

extension JSONSyntaxError {
  /// Creates an error for the byte at `offset` of `input`, working out its line and column.
  init(message: String, at offset: Int, in input: UnsafeBufferPointer<UInt8>) {
    let location = Self.location(of: offset, in: input)
    self.init(line: location.line, column: location.column, message: message)
  }

  /// The 1-based line and column of the byte at `offset`; `offset` may be `input.count`.
  static func location(of offset: Int, in input: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    locations(of: [offset], in: input)[0]
  }

  /// The 1-based line and column of each byte offset, in one pass over the input; the offsets
  /// must be in ascending order, and each may be `input.count`.
  static func locations(
    of offsets: [Int], in input: UnsafeBufferPointer<UInt8>
  ) -> [(line: Int, column: Int)] {
    var counter = LineColumnCounter(input)
    return offsets.map { counter.location(of: $0, in: input) }
  }

  /// Whether `input` begins with the UTF-8 byte order mark EF BB BF.
  static func startsWithByteOrderMark(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
    input.count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF
  }

  fileprivate static func isContinuationByte(_ byte: UInt8) -> Bool {
    byte & 0xC0 == 0x80
  }
}

/// Works out the line and column of byte offsets in ascending order, going through the text
/// once however many offsets are asked for (the rule of ``JSONSyntaxError``). The text may
/// come in windows (``TextWindow``), each starting where the counter has got to or before.
struct LineColumnCounter: Sendable {
  /// The next byte to count.
  private(set) var index: Int
  private var line = 1
  private var column = 1

  /// A counter at the start of `input` (after its byte order mark).
  init(_ input: UnsafeBufferPointer<UInt8>) {
    index = JSONSyntaxError.startsWithByteOrderMark(input) ? 3 : 0
  }

  /// The 1-based line and column of the byte at `offset`: no smaller than any offset asked for
  /// before, at most `input.count`. `input` may have grown since the last call.
  mutating func location(of offset: Int, in input: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    location(of: offset, in: TextWindow(input))
  }

  /// The same, from a window of the text that holds every byte from ``index`` to `offset`.
  mutating func location(of offset: Int, in window: TextWindow) -> (line: Int, column: Int) {
    let end = min(offset, window.end)
    while index < end {
      let byte = window[index]
      if byte == UInt8(ascii: "\n")
        || (byte == UInt8(ascii: "\r") && !(index + 1 < window.end && window[index + 1] == UInt8(ascii: "\n")))
      {
        line += 1
        column = 1
      } else if byte != UInt8(ascii: "\r") && !JSONSyntaxError.isContinuationByte(byte) {
        column += 1
      }
      index += 1
    }
    return (line, column)
  }
}
