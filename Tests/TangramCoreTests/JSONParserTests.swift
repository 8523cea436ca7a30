import TangramTestSupport
import Testing

@testable import TangramCore

// MARK: - Values

@Test func parsesLiterals() throws {
  #expect(try JSONParser.parse("null") == .null)
  #expect(try JSONParser.parse("true") == .bool(true))
  #expect(try JSONParser.parse("false") == .bool(false))
}

@Test(arguments: [
  ("0", 0.0), ("-0", -0.0), ("7", 7), ("-12", -12), ("12.5", 12.5), ("-0.25", -0.25),
  ("1e3", 1000), ("1E-2", 0.01), ("2.5e+2", 250), ("0.1", 0.1), ("0.000001", 0.000001),
  ("1e22", 1e22), ("1e23", 1e23), ("9007199254740993", 9_007_199_254_740_992),
  ("123456789012345678901234567890", 1.2345678901234568e29),
  ("1.7976931348623157e308", 1.7976931348623157e308), ("5e-324", .leastNonzeroMagnitude),
  ("2.2250738585072014e-308", 2.2250738585072014e-308), ("1e-400", 0),
  ("3.141592653589793238462643383279", 3.141592653589793),
])
func parsesNumbers(text: String, expected: Double) throws {
  let value = try JSONParser.parse(text)
  #expect(value == .number(expected))
  #expect(value.doubleValue?.sign == expected.sign)
}

@Test func numbersMatchTheStandardLibrary() throws {
  var generator = SplitMix64(seed: 42)
  for _ in 0..<2_000 {
    let integer = String(generator.next() % 1_000_000_000_000)
    let fraction = String(generator.next() % 100_000_000)
    let exponent = Int(generator.next() % 40) - 20
    let text = "\(integer).\(fraction)e\(exponent)"
    #expect(try JSONParser.parse(text) == .number(Double(text)!), "\(text)")
  }
}

@Test func parsesStrings() throws {
  #expect(try JSONParser.parse(#""""#) == .string(""))
  #expect(try JSONParser.parse(#""hello world""#) == .string("hello world"))
}

@Test func parsesArraysAndObjects() throws {
  #expect(try JSONParser.parse("[]") == .array([]))
  #expect(try JSONParser.parse("{}") == .object(JSONObject()))
  #expect(try JSONParser.parse("[1, \"a\", null, true, [], {}]") == .array([
    .number(1), .string("a"), .null, .bool(true), .array([]), .object(JSONObject()),
  ]))
  let nested = try JSONParser.parse(#"{"a": {"b": [1, {"c": false}]}, "d": []}"#)
  #expect(nested == .object(JSONObject([
    ("a", .object(JSONObject([("b", .array([.number(1), .object(JSONObject([("c", .bool(false))]))]))]))),
    ("d", .array([])),
  ])))
}

@Test func allowsWhitespaceAndByteOrderMark() throws {
  #expect(try JSONParser.parse(" \t\r\n [ 1 , 2 ] \n") == .array([.number(1), .number(2)]))
  #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\":1}".utf8))
    == .object(JSONObject([("a", .number(1))])))
}

/// A byte order mark and nothing after it is an empty document: the text ends at its first
/// column, the mark taking none.
@Test func aByteOrderMarkAloneIsAnEmptyDocument() {
  #expect(throws: JSONSyntaxError(line: 1, column: 1, message: "unexpected end of input")) {
    try JSONParser.parse([0xEF, 0xBB, 0xBF])
  }
  #expect(throws: JSONSyntaxError(line: 1, column: 2, message: "unexpected end of input")) {
    try JSONParser.parse([0xEF, 0xBB, 0xBF, 0x20])
  }
}

@Test func bytesAndTextGiveTheSameValue() throws {
  let text = #"{"cards":[{"type":"text","text":"中文 ok","n":-1.5e2}]}"#
  #expect(try JSONParser.parse(Array(text.utf8)) == JSONParser.parse(text))
}

// MARK: - Escapes and Unicode

@Test func decodesEscapes() throws {
  let value = try JSONParser.parse(#""q\" b\\ s\/ \b\f\n\r\t end""#)
  #expect(value == .string("q\" b\\ s/ \u{8}\u{C}\n\r\t end"))
  #expect(try JSONParser.parse(#""\u0041\u00e9\u00E9""#) == .string("Aéé"))
  #expect(try JSONParser.parse(#""\u0000""#) == .string("\u{0}"))
}

@Test func decodesCJKAndSurrogatePairs() throws {
  #expect(try JSONParser.parse(#""中文字""#) == .string("中文字"))
  #expect(try JSONParser.parse(#""\u4e2d\u6587""#) == .string("中文"))
  #expect(try JSONParser.parse(#""\ud83d\ude00 and 😀""#) == .string("😀 and 😀"))
  #expect(try JSONParser.parse(#"{"键": "值"}"#)["键"] == .string("值"))
}

@Test func replacesLoneSurrogatesWithReplacementCharacter() throws {
  #expect(try JSONParser.parse(#""a\ud800b""#) == .string("a\u{FFFD}b"))
  #expect(try JSONParser.parse(#""\udc00""#) == .string("\u{FFFD}"))
  #expect(try JSONParser.parse(#""\ud800\u0041""#) == .string("\u{FFFD}A"))
  #expect(try JSONParser.parse(#""\ud800""#) == .string("\u{FFFD}"))
}

@Test func replacesInvalidUTF8WithReplacementCharacter() throws {
  let plain: [UInt8] = [0x22, 0x61, 0xFF, 0x62, 0xC3, 0x22]
  #expect(try JSONParser.parse(plain) == .string("a\u{FFFD}b\u{FFFD}"))
  let escaped: [UInt8] = [0x22, 0xE4, 0xB8, 0x5C, 0x6E, 0x22]
  #expect(try JSONParser.parse(escaped) == .string("\u{FFFD}\n"))
}

// MARK: - Errors

struct MalformedCase: CustomTestStringConvertible, Sendable {
  let input: String
  let line: Int
  let column: Int
  let message: String

  var testDescription: String { "\(input.debugDescription) → \(line):\(column)" }
}

@Test(arguments: [
  MalformedCase(input: "[1 2]", line: 1, column: 4, message: "expected ',' or ']' after array element"),
  MalformedCase(input: #"{"a":1 "b":2}"#, line: 1, column: 8, message: "expected ',' or '}' after object member"),
  MalformedCase(input: "[1,2,]", line: 1, column: 6, message: "trailing comma in array"),
  MalformedCase(input: #"{"a":1,}"#, line: 1, column: 8, message: "trailing comma in object"),
  MalformedCase(input: #"{"a":"abc"#, line: 1, column: 10, message: "unterminated string"),
  MalformedCase(input: #"["a\qb"]"#, line: 1, column: 4, message: #"invalid escape sequence '\q'"#),
  // A backslash before a character that is not printable ASCII names that character.
  MalformedCase(input: "[\"a\\\n\"]", line: 1, column: 4, message: #"invalid escape sequence '\' followed by U+000A"#),
  MalformedCase(input: "[\"\\é\"]", line: 1, column: 3, message: #"invalid escape sequence '\' followed by 'é'"#),
  MalformedCase(input: #""\u12G4""#, line: 1, column: 2,
    message: #"invalid escape sequence '\u12G': expected 4 hex digits after '\u'"#),
  MalformedCase(input: "[01]", line: 1, column: 3, message: "invalid number: leading zeros are not allowed"),
  MalformedCase(input: "[-]", line: 1, column: 3, message: "invalid number: expected a digit after '-'"),
  MalformedCase(input: "[1.]", line: 1, column: 4, message: "invalid number: expected a digit after '.'"),
  MalformedCase(input: "1e+", line: 1, column: 4, message: "invalid number: expected a digit in the exponent"),
  MalformedCase(input: "[.5]", line: 1, column: 2, message: "invalid number: expected a digit before '.'"),
  MalformedCase(input: "+1", line: 1, column: 1, message: "invalid number: a leading '+' is not allowed"),
  MalformedCase(input: "[0x1F]", line: 1, column: 3, message: "invalid number: unexpected 'x'"),
  MalformedCase(input: "1e400", line: 1, column: 1, message: "number out of range"),
  MalformedCase(input: #"{"a": yes}"#, line: 1, column: 7, message: "invalid literal 'yes'"),
  MalformedCase(input: "[truex]", line: 1, column: 2, message: "invalid literal 'truex'"),
  MalformedCase(input: "[NaN]", line: 1, column: 2,
    message: "invalid literal 'NaN': NaN and Infinity are not allowed"),
  MalformedCase(input: "-Infinity", line: 1, column: 1,
    message: "invalid number: NaN and Infinity are not allowed"),
  MalformedCase(input: "[\"a\tb\"]", line: 1, column: 4, message: "control character in string"),
  MalformedCase(input: "{} x", line: 1, column: 4, message: "trailing characters after the JSON value"),
  MalformedCase(input: "", line: 1, column: 1, message: "unexpected end of input"),
  MalformedCase(input: "  \n", line: 2, column: 1, message: "unexpected end of input"),
  MalformedCase(input: "[1,", line: 1, column: 4, message: "unexpected end of input"),
  MalformedCase(input: #"{"a""#, line: 1, column: 5, message: "unexpected end of input"),
  MalformedCase(input: "[1, // one\n 2]", line: 1, column: 5, message: "comments are not allowed"),
  MalformedCase(input: "{'a': 1}", line: 1, column: 2, message: "single-quoted strings are not allowed"),
  MalformedCase(input: "{a: 1}", line: 1, column: 2, message: "expected a double-quoted object key"),
  MalformedCase(input: #"{"a" 1}"#, line: 1, column: 6, message: "expected ':' after object key"),
  MalformedCase(input: #"{"a":}"#, line: 1, column: 6, message: "expected a value, found '}'"),
  MalformedCase(input: "{\n  \"a\": 1,\n  \"b\" 2\n}", line: 3, column: 7, message: "expected ':' after object key"),
  MalformedCase(input: "[\"中文字\", nul]", line: 1, column: 9, message: "invalid literal 'nul'"),
  MalformedCase(input: "[\r\n1\r\n,]", line: 3, column: 2, message: "trailing comma in array"),
  MalformedCase(input: "[1,\r2\r,]", line: 3, column: 2, message: "trailing comma in array"),
  MalformedCase(input: "\u{FEFF}x", line: 1, column: 1, message: "invalid literal 'x'"),
  MalformedCase(input: "[\u{7}]", line: 1, column: 2, message: "expected a value, found U+0007"),
  MalformedCase(input: "[中]", line: 1, column: 2, message: "expected a value, found '中'"),
  // Spaces JSON does not allow are named by their code point, as they cannot be seen.
  MalformedCase(input: "[\u{A0}1]", line: 1, column: 2, message: "expected a value, found U+00A0"),
  MalformedCase(input: "[\u{3000}]", line: 1, column: 2, message: "expected a value, found U+3000"),
])
func reportsMalformedInput(_ malformed: MalformedCase) {
  #expect(throws: JSONSyntaxError(line: malformed.line, column: malformed.column, message: malformed.message)) {
    try JSONParser.parse(malformed.input)
  }
}

@Test func reportsNestingTooDeepAtTheOffendingBracket() {
  let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
  #expect(throws: JSONSyntaxError(line: 1, column: 513, message: "nesting deeper than 512 levels")) {
    try JSONParser.parse(deep)
  }
}

@Test func acceptsNestingUpToTheLimit() throws {
  let atLimit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
  #expect(try JSONParser.parse(atLimit).arrayValue?.count == 1)
  let objects = String(repeating: #"{"a":"#, count: 3) + "1" + String(repeating: "}", count: 3)
  #expect(try JSONParser.parse(objects, maxDepth: 3)["a"]?["a"]?["a"] == .number(1))
  #expect(throws: JSONSyntaxError(line: 1, column: 11, message: "nesting deeper than 2 levels")) {
    try JSONParser.parse(objects, maxDepth: 2)
  }
  let deeper = String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)
  #expect(try JSONParser.parse(deeper, maxDepth: 1_000).arrayValue?.count == 1)
}

@Test func describesErrorsAsLineColumnMessage() {
  let error = JSONSyntaxError(line: 3, column: 7, message: "unterminated string")
  #expect(error.description == "3:7: unterminated string")
  #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("[1 2]") }
  do {
    _ = try JSONParser.parse("{\n  \"a\": [1,]\n}")
  } catch {
    #expect("\(error)" == "2:11: trailing comma in array")
  }
}

// MARK: - JSONValue and JSONObject

@Test func accessorsMatchOnlyTheirOwnKind() throws {
  let value = try JSONParser.parse(#"{"s":"x","n":2,"a":[1],"o":{"k":null},"b":true}"#)
  #expect(value["s"]?.stringValue == "x")
  #expect(value["n"]?.doubleValue == 2)
  #expect(value["a"]?.arrayValue == [.number(1)])
  #expect(value["o"]?.objectValue?["k"] == .null)
  #expect(value["n"]?.stringValue == nil)
  #expect(value["s"]?.doubleValue == nil)
  #expect(value["s"]?.arrayValue == nil)
  #expect(value["a"]?.objectValue == nil)
  #expect(value["missing"] == nil)
  #expect(value["a"]?["s"] == nil)
  let kinds = ["o", "a", "s", "n", "b"].compactMap { value[$0]?.kindName }
  #expect(kinds == ["object", "array", "string", "number", "boolean"])
  #expect(value["o"]?["k"]?.kindName == "null")
}

@Test func objectsKeepSourceOrderAndLastDuplicateWins() throws {
  let object = try #require(try JSONParser.parse(#"{"z":1,"a":2,"m":3,"a":4}"#).objectValue)
  #expect(object.keys == ["z", "a", "m", "a"])
  #expect(object.count == 4)
  #expect(!object.isEmpty)
  #expect(object["a"] == .number(4))
  #expect(object["z"] == .number(1))
  #expect(object["missing"] == nil)
  #expect(object.map(\.key) == ["z", "a", "m", "a"])
  #expect(object.members.map(\.value) == [.number(1), .number(2), .number(3), .number(4)])
  #expect(JSONObject().isEmpty)
}

@Test func objectEqualityAndHashingFollowMemberOrder() {
  let ab = JSONObject([("a", .number(1)), ("b", .null)])
  let sameAB = JSONObject([(key: "a", value: .number(1)), (key: "b", value: .null)])
  let ba = JSONObject([("b", .null), ("a", .number(1))])
  #expect(ab == sameAB)
  #expect(ab != ba)
  #expect(Set([JSONValue.object(ab), .object(sameAB), .object(ba)]).count == 2)
}

// MARK: - Round trip

@Test func roundTripsAGeneratedPage() throws {
  let items = (0..<10_000).map { index in
    JSONValue.object(JSONObject([
      ("type", .string("text")),
      ("text", .string("item \(zeroPadded(index)) lorem \"ipsum\" 中文 \\ end")),
      ("weight", .number(Double(index) / 8)),
    ]))
  }
  let page = JSONValue.object(JSONObject([
    ("cards", .array([
      .object(JSONObject([("type", .string("container-oneColumn")), ("items", .array(items))])),
    ])),
  ]))
  let text = page.serialized
  #expect(text.hasPrefix(#"{"cards":[{"type":"container-oneColumn","items":[{"type":"text","text":"item 0000000 lorem"#))
  #expect(try JSONParser.parse(text) == page)
  #expect(try JSONParser.parse(Array(text.utf8)) == page)
}

// MARK: - Helpers

private func zeroPadded(_ number: Int) -> String {
  let digits = String(number)
  return String(repeating: "0", count: 7 - digits.count) + digits
}
