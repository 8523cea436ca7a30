import Testing

@testable import TangramCore

/// A page that must be decoded whole (its shape is not streamed) fails at the first step whose
/// text already holds its syntax error, instead of being read to its end first.
@Suite struct PageStreamEarlyFailureTests {
  /// The first step of decoding `text`, as more text is still to come.
  private func firstStep(_ text: String) throws(PageDecodingError) -> PageStreamStep {
    let decoder = PageStreamDecoder(decoder: PageDecoder())
    return try Array(text.utf8).withUnsafeBufferPointer { bytes throws(PageDecodingError) in
      try decoder.decode(bytes, isComplete: false)
    }
  }

  @Test(arguments: [
    (String(repeating: "\0", count: 300), "1:1: expected a value, found U+0000"),
    (String(repeating: "x", count: 300), "1:1: invalid literal 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'"),
    (#"{"cards": 5, "x": [1, 2,, 3]"# + String(repeating: " ", count: 200), "1:25: expected a value, found ','"),
  ])
  func junkFailsAtItsFirstStep(text: String, message: String) {
    #expect(throws: PageDecodingError.syntax(try! JSONSyntaxErrorParsing.error(message))) { try firstStep(text) }
  }

  /// Text cut short looks malformed near its end: more text may mend it, so the step waits.
  @Test(arguments: [#"{"cards": 5, "x": tr"#, #"{"cards": 5, "x": 1e"#, #"{"cards": 5, "x": "abc"#, "\"a"])
  func textCutShortWaitsForMore(text: String) throws {
    #expect(try firstStep(text).needsMoreText)
  }
}

/// Reads `LINE:COLUMN: MESSAGE` back into an error, to write expectations as messages show.
enum JSONSyntaxErrorParsing {
  struct Unreadable: Error {}

  static func error(_ text: String) throws -> JSONSyntaxError {
    let parts = text.split(separator: ":", maxSplits: 2)
    guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]) else { throw Unreadable() }
    return JSONSyntaxError(line: line, column: column, message: String(parts[2].dropFirst()))
  }
}
