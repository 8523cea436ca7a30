import Testing

@testable import TangramCore

@Suite struct JSONValueDecoderTests {
  private struct Seller: Decodable, Equatable {
    var name: String
  }

  private struct Product: Decodable, Equatable {
    var title: String
    var price: Double
    var count: Int
    var small: Int8
    var wide: UInt64
    var weight: Float
    var onSale: Bool
    var note: String?
    var badge: String?
    var tags: [String]
    var sizes: [[Int]]
    var seller: Seller
    var sellers: [Seller]
  }

  private func json(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  private func diagnostic<T: Decodable>(_ type: T.Type, _ text: String) throws -> Diagnostic? {
    do {
      _ = try JSONValueDecoder().decode(T.self, from: try json(text))
      return nil
    } catch {
      return Diagnostic(decodingError: error)
    }
  }

  @Test func decodesStructsArraysOptionalsAndNumbersWrittenAsStrings() throws {
    let value = try json(#"""
      {"type":"product","title":"Tea","price":"12.5","count":"3","small":-8,"wide":18000000000,
       "weight":0.25,"onSale":"true","note":null,"tags":["green",7],"sizes":[[1,2],[]],
       "seller":{"name":"Mei","extra":true},"sellers":[{"name":"A"},{"name":"B"}]}
      """#)
    let product = try JSONValueDecoder().decode(Product.self, from: value)
    #expect(product == Product(
      title: "Tea", price: 12.5, count: 3, small: -8, wide: 18_000_000_000, weight: 0.25, onSale: true,
      note: nil, badge: nil, tags: ["green", "7"], sizes: [[1, 2], []], seller: Seller(name: "Mei"),
      sellers: [Seller(name: "A"), Seller(name: "B")]))
  }

  /// A pair read element by element: a null first element is passed over, and the second read.
  private struct Pair: Decodable, Equatable {
    var first: Int?
    var second: Int
    init(first: Int?, second: Int) {
      self.first = first
      self.second = second
    }
    init(from decoder: any Decoder) throws {
      var elements = try decoder.unkeyedContainer()
      first = try elements.decodeNil() ? nil : elements.decode(Int.self)
      second = try elements.decode(Int.self)
    }
  }

  /// A null in an array is one element: reading it as nil moves on to the next.
  @Test func aNullElementIsReadOnce() throws {
    let decoder = JSONValueDecoder()
    #expect(try decoder.decode(Pair.self, from: try json("[null, 2]")) == Pair(first: nil, second: 2))
    #expect(try decoder.decode(Pair.self, from: try json("[1, 2]")) == Pair(first: 1, second: 2))
    #expect(try decoder.decode([Int?].self, from: try json("[1, null, 3]")) == [1, nil, 3])
  }

  @Test func singleValuesAndTopLevelArrays() throws {
    let decoder = JSONValueDecoder()
    #expect(try decoder.decode(Int.self, from: .string(" 42 ")) == 42)
    #expect(try decoder.decode(Double?.self, from: .null) == nil)
    #expect(try decoder.decode([Bool].self, from: try json("[true, 0, \"FALSE\"]")) == [true, false, false])
    #expect(try decoder.decode([String: Int].self, from: try json(#"{"a":1,"b":"2"}"#)) == ["a": 1, "b": 2])
  }

  @Test(arguments: [
    (#"{"rating":"five"}"#, "rating", #"expected a number, found the string "five""#),
    (#"{"rating":[4]}"#, "rating", "expected a number, found an array"),
    (#"{"rating":null}"#, "rating", "expected a number, found null"),
    (#"{}"#, "rating", "missing; expected a number"),
  ])
  func wrongNumbersNameTheirField(_ text: String, _ path: String, _ message: String) throws {
    struct Rating: Decodable { var rating: Double }
    #expect(try diagnostic(Rating.self, text) == Diagnostic(path: path, message: message))
  }

  @Test func wrongValuesDeepInsideNameTheirPath() throws {
    struct Shop: Decodable {
      var count: Int?
      var small: UInt8?
      var tags: [String]?
      var sellers: [Seller]?
      var open: Bool?
    }
    #expect(try diagnostic(Shop.self, #"{"count":3.5}"#) == Diagnostic(
      path: "count", message: "expected a whole number, found the number 3.5"))
    #expect(try diagnostic(Shop.self, #"{"small":300}"#) == Diagnostic(
      path: "small", message: "expected a whole number from 0 to 255, found the number 300"))
    #expect(try diagnostic(Shop.self, #"{"tags":["a",{"b":1}]}"#) == Diagnostic(
      path: "tags[1]", message: "expected a string, found an object"))
    #expect(try diagnostic(Shop.self, #"{"sellers":[{"name":"A"},{}]}"#) == Diagnostic(
      path: "sellers[1].name", message: "missing; expected a string"))
    #expect(try diagnostic(Shop.self, #"{"sellers":{"name":"A"}}"#) == Diagnostic(
      path: "sellers", message: "expected an array, found an object"))
    #expect(try diagnostic(Shop.self, #"{"open":"yes"}"#) == Diagnostic(
      path: "open", message: #"expected true or false, found the string "yes""#))
    #expect(try diagnostic(Shop.self, #""shop""#) == Diagnostic(
      path: "", message: #"expected an object, found the string "shop""#))
  }

  @Test func errorsOfATypesOwnDecodingKeepTheirDescription() throws {
    struct Odd: Decodable {
      struct Refused: Error, CustomStringConvertible {
        var description: String { "refused" }
      }
      init(from decoder: any Decoder) throws { throw Refused() }
    }
    #expect(try diagnostic(Odd.self, "{}") == Diagnostic(path: "", message: "refused"))
  }

  /// A type that reads itself through every kind of nested container: a keyed container in a
  /// keyed one, an unkeyed one in a keyed one, both inside an unkeyed one, and super decoders.
  private struct Nested: Decodable, Equatable {
    var size: Int
    var first: String
    var count: Int?
    var inner: Int
    var sides: [Int]
    var superName: String
    var superAtIndex: Int

    private enum Keys: String, CodingKey { case box, list, base }
    private enum BoxKeys: String, CodingKey { case size }

    init(size: Int, first: String, count: Int?, inner: Int, sides: [Int], superName: String, superAtIndex: Int) {
      (self.size, self.first, self.count, self.inner, self.sides) = (size, first, count, inner, sides)
      (self.superName, self.superAtIndex) = (superName, superAtIndex)
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      size = try container.nestedContainer(keyedBy: BoxKeys.self, forKey: .box).decode(Int.self, forKey: .size)
      var list = try container.nestedUnkeyedContainer(forKey: .list)
      count = list.count
      first = try list.decode(String.self)
      inner = try list.nestedContainer(keyedBy: BoxKeys.self).decode(Int.self, forKey: .size)
      var sideList = try list.nestedUnkeyedContainer()
      sides = [try sideList.decode(Int.self), try sideList.decode(Int.self)]
      superAtIndex = try list.superDecoder().singleValueContainer().decode(Int.self)
      superName = try container.superDecoder(forKey: .base).singleValueContainer().decode(String.self)
    }
  }

  @Test func nestedContainersAndSuperDecodersReadTheirPartOfTheValue() throws {
    let value = try json(#"{"box":{"size":4},"list":["a",{"size":5},[6,7],8],"base":"b"}"#)
    #expect(
      try JSONValueDecoder().decode(Nested.self, from: value)
        == Nested(size: 4, first: "a", count: 4, inner: 5, sides: [6, 7], superName: "b", superAtIndex: 8))
  }

  /// Reading past the end of an array says what was expected there, at the index it would have.
  @Test func readingPastTheEndOfAnArrayNamesTheIndex() throws {
    let short = try diagnostic(Nested.self, #"{"box":{"size":4},"list":["a",{"size":5},[6]],"base":"b"}"#)
    #expect(short == Diagnostic(path: "list[2][1]", message: "expected a whole number, found the end of the array"))
    let shorter = try diagnostic(Nested.self, #"{"box":{"size":4},"list":["a"],"base":"b"}"#)
    #expect(shorter == Diagnostic(path: "list[1]", message: "expected a value, found the end of the array"))
  }

  private class Titled: Decodable {
    let title: String
  }

  /// A subclass that reads its superclass with `superDecoder()`, as a props type may.
  private final class Rated: Titled, @unchecked Sendable {
    let stars: Int
    private enum Keys: String, CodingKey { case stars }

    required init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      stars = try container.decode(Int.self, forKey: .stars)
      try super.init(from: container.superDecoder())
    }
  }

  /// A keyed container's super decoder reads the same object: the superclass's fields sit
  /// beside the subclass's, as an item's fields do.
  @Test func aSuperclassIsReadFromTheSameObject() throws {
    let rated = try JSONValueDecoder().decode(Rated.self, from: try json(#"{"title":"a","stars":3}"#))
    #expect(rated.title == "a")
    #expect(rated.stars == 3)
    let missing = try diagnostic(Rated.self, #"{"stars":3}"#)
    #expect(missing == Diagnostic(path: "title", message: "missing; expected a string"))
  }
}
