import Testing

@testable import TangramCore

/// Settled attribute values as a template writes them (what the inspector shows), bound values
/// converted by Android's rules, and a node's attributes compared in any order.
@Suite struct VVAttributeValueTextTests {
  @Test func valuesReadAsATemplateWritesThem() {
    #expect(VVAttributeValue.length(.rp(24)).description == "24rp")
    #expect(VVAttributeValue.dimension(.length(.dp(2.5))).description == "2.5")
    #expect(VVAttributeValue.dimension(.matchParent).description == "match_parent")
    #expect(VVAttributeValue.color(VVColor(alpha: 0x80, color: Color(red: 255, green: 0, blue: 0))).description == "#80ff0000")
    #expect(VVAttributeValue.color(VVColor(alpha: 0x0A, color: Color(red: 0, green: 0, blue: 255))).description == "#0a0000ff")
    #expect(VVAttributeValue.gravity([.left, .verticalCenter]).description == "left|v_center")
    #expect(VVAttributeValue.gravity([]).description == "none")
    #expect(VVAttributeValue.flags([.clickable, .exposure]).description == "flag_exposure|flag_clickable")
    #expect(VVAttributeValue.flags(VVFlags(rawValue: 0x8F)).description == "flag_draw|flag_event|flag_dynamic|flag_software|flag_touchable")
    #expect(VVAttributeValue.textStyle([.bold, .strike]).description == "bold|strike")
    #expect(VVAttributeValue.textStyle([]).description == "normal")
    #expect(VVAttributeValue.visibility(.gone).description == "gone")
    #expect(VVAttributeValue.enumeration(3).description == "3")
  }

  @Test func boundValuesConvertByAndroidsRules() {
    #expect(VVLiteral.convert(.string(" 2.5 "), to: .number) == .number(2.5))
    #expect(VVLiteral.convert(.number(7), to: .number) == .number(7))
    #expect(VVLiteral.convert(.string("many"), to: .number) == nil)
    #expect(VVLiteral.convert(.number(3.9), to: .integer) == .integer(3))
    #expect(VVLiteral.convert(.bool(true), to: .integer) == .integer(1))
    #expect(VVLiteral.convert(.string(" 12 "), to: .integer) == .integer(12))
    #expect(VVLiteral.convert(.number(.infinity), to: .integer) == nil)
    #expect(VVLiteral.convert(.string("bold| italic|shiny"), to: .textStyle) == .textStyle([.bold, .italic]))
    #expect(VVLiteral.convert(.number(1), to: .textStyle) == nil)
    #expect(VVLiteral.convert(.string("match_parent"), to: .dimension) == .dimension(.matchParent))
    #expect(VVLiteral.convert(.number(12), to: .dimension) == .dimension(.length(.dp(12))))
    #expect(VVLiteral.convert(.string("gone"), to: .visibility) == .visibility(.gone))
    #expect(VVLiteral.convert(.string("what"), to: .visibility) == .visibility(.visible))
    #expect(VVLiteral.convert(.string("x"), to: .flags) == nil)
  }

  /// A bound value as text: whole numbers without a fraction, other numbers as they are.
  @Test func boundValuesAsText() {
    #expect(VVLiteral.text(of: .number(3)) == "3")
    #expect(VVLiteral.text(of: .number(-2.5)) == "-2.5")
    #expect(VVLiteral.text(of: .number(1e20)) == "1e+20")
    #expect(VVLiteral.text(of: .bool(false)) == "false")
    #expect(VVLiteral.text(of: .null) == "")
    #expect(VVLiteral.text(of: .array([.number(1), .string("a")])) == #"[1,"a"]"#)
  }

  @Test func attributesCompareAndHashInAnyOrder() {
    var first: VVAttributeValues = ["text": .string("a"), "textSize": .length(.dp(12))]
    let second: VVAttributeValues = ["textSize": .length(.dp(12)), "text": .string("a")]
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
    first["text"] = .string("b")
    #expect(first != second)
    first["text"] = nil
    #expect(first.count == 1)
    #expect(first["text"] == nil)
    #expect(first != ["textSize": .length(.dp(12)), "gone": .visibility(.gone)])
  }

  @Test func aRectangleInsetKeepsNoNegativeSize() {
    let rect = Rect(x: 2, y: 3, width: 10, height: 4)
    #expect(rect.inset(by: EdgeInsets(top: 1, right: 2, bottom: 1, left: 3)) == Rect(x: 5, y: 4, width: 5, height: 2))
    #expect(rect.inset(by: EdgeInsets(top: 3, left: 12)) == Rect(x: 14, y: 6, width: 0, height: 1))
    #expect(rect.inset(by: EdgeInsets()) == rect)
  }
}
