extension LineBreaker {
  /// One grapheme cluster of the text, as the line breaker sees it.
  struct Cluster {
    enum Kind {
      /// "\n", "\r\n" or "\r": ends a paragraph.
      case lineBreak
      /// A space or an ideographic space: a place to break a line.
      case space
      /// Anything else: part of a word, or (two columns wide) a word of its own.
      case other
    }

    var start: String.Index
    var end: String.Index
    var width: Int
    var kind: Kind
  }

  /// The cluster that starts at `start`, a cluster boundary.
  ///
  /// An ASCII byte followed by another ASCII byte (or by the end) is a cluster of its own,
  /// except "\r\n", so ASCII text is read byte by byte; a "\r" is always a line break of its
  /// own or with the "\n" after it. Anywhere else the end of the cluster comes from `String`'s
  /// `index(after:)`, which only looks forward, so a cluster costs its own length whatever
  /// comes before it, and the cluster is then read as scalars: comparing `Character`s would
  /// normalise them.
  func readCluster(at start: String.Index) -> Cluster {
    let bytes = text.utf8
    let byte = bytes[start]
    if byte < 0x80 {
      let next = bytes.index(after: start)
      let nextByte = next < bytes.endIndex ? bytes[next] : nil
      if byte == 0x0D {
        let end = nextByte == 0x0A ? bytes.index(after: next) : next
        return Cluster(start: start, end: end, width: 0, kind: .lineBreak)
      }
      if nextByte.map({ $0 < 0x80 }) ?? true {
        let kind: Cluster.Kind = byte == 0x0A ? .lineBreak : byte == 0x20 ? .space : .other
        return Cluster(start: start, end: next, width: byte >= 0x20 && byte < 0x7F ? 1 : 0, kind: kind)
      }
    }
    let end = text.index(after: start)
    let scalars = text.unicodeScalars[start..<end]
    let kind: Cluster.Kind
    let isOneScalar = scalars.index(after: scalars.startIndex) == scalars.endIndex
    switch isOneScalar ? scalars.first?.value : nil {
    case 0x20, 0x3000: kind = .space
    case 0x0A, 0x0D: kind = .lineBreak
    default: kind = .other
    }
    return Cluster(start: start, end: end, width: DisplayWidth.of(clusterScalars: scalars), kind: kind)
  }
}
