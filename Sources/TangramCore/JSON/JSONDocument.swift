/// A parsed JSON document and the keys its objects repeat.
package struct JSONDocument: Sendable {
  /// The document's value; an object with a repeated key keeps every member, and a lookup
  /// finds the last one.
  package var value: JSONValue
  /// Every member whose key an earlier member of the same object has, in document order.
  package var duplicateKeys: [JSONDuplicateKey]

  /// Pairs a value with its repeated keys.
  package init(value: JSONValue, duplicateKeys: [JSONDuplicateKey] = []) {
    self.value = value
    self.duplicateKeys = duplicateKeys
  }
}

/// A key that appears again in the same object, at the position of the later one.
package struct JSONDuplicateKey: Hashable, Sendable {
  /// The path of the member from the document's root: `cards`, `[0].style.margin`.
  package var path: String
  /// The repeated key.
  package var key: String
  /// The 1-based line of the later occurrence's opening quote.
  package var line: Int
  /// The 1-based column of the later occurrence's opening quote, in Unicode scalars.
  package var column: Int

  /// Makes a record of a repeated key.
  package init(path: String, key: String, line: Int, column: Int) {
    self.path = path
    self.key = key
    self.line = line
    self.column = column
  }
}

/// A repeated key as the reader finds it: the object's path and the byte offset of the key.
struct UnlocatedDuplicateKey {
  var objectPath: JSONPath
  var key: String
  var offset: Int
}

extension JSONDuplicateKey {
  /// The reader's records in document order, with lines and columns worked out in one pass
  /// over the input.
  static func located(_ found: [UnlocatedDuplicateKey], in input: UnsafeBufferPointer<UInt8>) -> [JSONDuplicateKey] {
    guard !found.isEmpty else { return [] }
    var counter = LineColumnCounter(input)
    return found.sorted { $0.offset < $1.offset }.map { duplicate in
      JSONDuplicateKey(duplicate, at: counter.location(of: duplicate.offset, in: input))
    }
  }

  /// The record of a repeated key the reader found, once its line and column are known.
  init(_ found: UnlocatedDuplicateKey, at location: (line: Int, column: Int)) {
    self.init(
      path: found.objectPath.appending(found.key).joinedText, key: found.key, line: location.line,
      column: location.column)
  }
}
