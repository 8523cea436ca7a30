import TangramTerminal

extension ANSIFrameWriter.Capabilities {
  /// The sequences ``ANSIFrameWriter`` writes, as a terminfo entry of an ECMA-48 terminal spells
  /// them (xterm, tmux, screen, the Linux console and most others).
  static let requiredSequences: [(capability: String, sequence: String)] = [
    ("cup", "\u{1B}[%i%p1%d;%p2%dH"), ("csr", "\u{1B}[%i%p1%d;%p2%dr"), ("el", "\u{1B}[K"),
    ("ed", "\u{1B}[J"), ("ri", "\u{1B}M"), ("cr", "\r"), ("ind", "\n"), ("hpa", "\u{1B}[%i%p1%dG"),
  ]

  /// The terminal's, when its terminfo entry describes an ECMA-48 terminal that keeps a pending
  /// wrap after the last column (`am` and `xenl`); nil otherwise, and ncurses writes the frames.
  /// Valid after `newterm`.
  ///
  /// - Parameter colorMode: how the frames show colours.
  static func current(colorMode: ColorMode) -> Self? {
    guard Terminfo.flag("am"), Terminfo.flag("xenl") else { return nil }
    for (capability, sequence) in requiredSequences
    where Terminfo.string(capability) != Array(sequence.utf8) {
      return nil
    }
    let attributeCapabilities: [(TextAttributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.italic, "sitm"), (.underline, "smul"), (.reverse, "rev"),
    ]
    var attributes: TextAttributes = []
    for (attribute, capability) in attributeCapabilities where Terminfo.string(capability) != nil {
      attributes.insert(attribute)
    }
    return Self(colorMode: colorMode, attributes: attributes)
  }
}
