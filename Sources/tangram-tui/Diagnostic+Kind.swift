import TangramCore

extension Diagnostic {
  /// What sort of problem this is, for grouping a long list: the message up to the first value
  /// it quotes, with every number written `N`.
  ///
  /// `unknown layout type "my-grid"; …` and `unknown layout type "x"; …` are both of the kind
  /// `unknown layout type …`; `a size cannot be negative, found -5; ignored` is of the kind
  /// `a size cannot be negative, found -N; ignored`.
  var kind: String {
    var kind: [UInt8] = []
    var previousWasDigit = false
    for byte in message.utf8 {
      if byte == UInt8(ascii: "\"") {
        kind += "…".utf8
        break
      }
      let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      if isDigit, !previousWasDigit { kind.append(UInt8(ascii: "N")) }
      if !isDigit { kind.append(byte) }
      previousWasDigit = isDigit
    }
    return String(decoding: kind, as: UTF8.self)
  }

  /// A layout's note as a diagnostic: `cards[3]: one-plus-N places …` has the path `cards[3]`.
  init(layoutNote note: String) {
    guard let separator = note.firstRange(of: ": ") else {
      self.init(path: "", message: note)
      return
    }
    self.init(path: String(note[..<separator.lowerBound]), message: String(note[separator.upperBound...]))
  }
}
