import Testing

@testable import TangramCore

@Suite struct JSONSerializationTests {
  @Test func literals() {
    #expect(JSONValue.null.serialized == "null")
    #expect(JSONValue.bool(true).serialized == "true")
    #expect(JSONValue.bool(false).serialized == "false")
  }

  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (7, "7"), (-12, "-12"), (1_000_000, "1000000"),
    (9_007_199_254_740_991, "9007199254740991"), (-9_007_199_254_740_991, "-9007199254740991"),
    (9_007_199_254_740_992, "9007199254740992.0"), (1e16, "1e+16"), (1e21, "1e+21"),
    (12.5, "12.5"), (-0.25, "-0.25"), (0.1, "0.1"), (1.0 / 3.0, "0.3333333333333333"),
    (1e-7, "1e-07"), (.leastNonzeroMagnitude, "5e-324"),
    (1.7976931348623157e308, "1.7976931348623157e+308"),
    (.nan, "null"), (.infinity, "null"), (-.infinity, "null"),
  ])
  func numbers(value: Double, expected: String) {
    #expect(JSONValue.number(value).serialized == expected)
  }

  @Test(arguments: [
    ("", #""""#),
    ("plain text", #""plain text""#),
    ("say \"hi\"", #""say \"hi\"""#),
    ("back\\slash / slash", #""back\\slash / slash""#),
    ("a\nb\tc\rd\u{08}e\u{0C}f", #""a\nb\tc\rd\be\ff""#),
    ("\u{00}\u{01}\u{1B}\u{1F}", #""\u0000\u0001\u001b\u001f""#),
    ("\u{7F} del", #""\u007f del""#),
    ("c1 \u{80}\u{85}\u{9B}\u{9F}", #""c1 \u0080\u0085\u009b\u009f""#),
    ("bidi \u{61C}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}", #""bidi \u061c\u200e\u200f\u202a\u202e\u2066\u2069""#),
    ("\u{A0}\u{200D}\u{2070} stay", "\"\u{A0}\u{200D}\u{2070} stay\""),
    ("商品 推荐", "\"商品 推荐\""),
    ("é 🎉", "\"é 🎉\""),
    ("line\u{2028}para\u{2029}end", #""line\u2028para\u2029end""#),
  ])
  func strings(value: String, expected: String) {
    #expect(JSONValue.string(value).serialized == expected)
  }

  @Test func emptyContainers() {
    #expect(JSONValue.array([]).serialized == "[]")
    #expect(JSONValue.object(JSONObject()).serialized == "{}")
  }

  @Test func nestedContainersKeepSourceOrder() {
    let value = JSONValue.object(
      JSONObject([
        ("zeta", .number(1)),
        ("alpha", .array([.number(1), .array([.bool(true), .null]), .object(JSONObject())])),
        ("m\"id", .object(JSONObject([("b", .string("x")), ("a", .number(2.5))]))),
        ("zeta", .string("again")),
      ]))
    #expect(
      value.serialized == """
        {"zeta":1,"alpha":[1,[true,null],{}],"m\\"id":{"b":"x","a":2.5},"zeta":"again"}
        """)
  }

  @Test func outputParsesBackToTheSameValue() throws {
    let text = """
      {"id":"banner","items":[{"type":"image","imgUrl":"https://img.alicdn.com/a.png","ratio":1.5},\
      {"type":"text","text":"限时\\u2028特惠\\n\\"新\\"","count":-3,"big":1e300,"flags":[true,false,null]}],\
      "style":{"margin":[0,0,10,0]}}
      """
    let value = try JSONParser.parse(text)
    #expect(try JSONParser.parse(value.serialized) == value)
  }

  @Test func compactOutputHasNoWhitespace() throws {
    let value = try JSONParser.parse("{ \"a\" : [ 1 , 2 ] , \"b\" : { \"c\" : null } }")
    #expect(value.serialized == #"{"a":[1,2],"b":{"c":null}}"#)
  }
}
