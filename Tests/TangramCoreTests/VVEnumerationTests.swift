import Testing

@testable import TangramCore

/// Enumerated attributes (VirtualView spec §3.5): each word is the number the compiler writes
/// for it, in any capitalisation, and a word not in the set is refused.
@Suite struct VVEnumerationTests {
  /// The table of §3.5, as written there.
  static let table: [(attribute: String, words: [(String, Int)])] = [
    ("orientation", [("H", 1), ("V", 0)]),
    ("ellipsize", [("start", 0), ("middle", 1), ("end", 2), ("marquee", 3), ("none", -1)]),
    (
      "scaleType",
      [
        ("matrix", 0), ("fit_xy", 1), ("fit_start", 2), ("fit_center", 3), ("fit_end", 4), ("center", 5),
        ("center_crop", 6), ("center_inside", 7),
      ]
    ),
    ("layoutDirection", [("left", 1), ("top", 2), ("right", 4), ("bottom", 8)]),
    ("autoDimDirection", [("X", 1), ("Y", 2)]),
    ("style", [("solid", 1), ("dash", 2)]),
    ("paintStyle", [("stroke", 1), ("fill", 2)]),
    ("type", [("circle", 1), ("rect", 2), ("oval", 3)]),
    ("mode", [("linear", 1), ("staggeredGrid", 2)]),
    ("layoutOrientation", [("normal", 0), ("reverse", 1)]),
    ("animatorStyle", [("linear", 0), ("decelerate", 1), ("accelerate", 2), ("accelerateDecelerate", 3), ("spring", 4)]),
    ("dataMode", [("set", 1), ("append", 2)]),
  ]

  @Test(arguments: table.map(\.attribute))
  func everyWordIsItsNumberInAnyCapitalisation(attribute: String) throws {
    let words = try #require(Self.table.first { $0.attribute == attribute }).words
    let type = VVAttributeType.of(attribute)
    #expect(!type.isBindable)
    for (word, number) in words {
      for written in [word, word.uppercased(), word.lowercased(), " \(word) "] {
        #expect(VVLiteral.parse(written, as: type) == .enumeration(number), "\(attribute)=\"\(written)\"")
      }
    }
    #expect(VVLiteral.parse("sideways", as: type) == nil)
    #expect(VVLiteral.parse(String(words.map(\.1).max()! + 1), as: type) == nil)
  }
}
