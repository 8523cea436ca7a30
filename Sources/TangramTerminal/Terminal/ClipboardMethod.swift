/// How a terminal lets a program set the system clipboard: the OSC 52 escape sequence
/// (`ESC ] 52 ; c ; BASE64 BEL`), as xterm defined it and jless, neovim and tmux use it.
public enum ClipboardMethod: Hashable, Sendable {
  /// Write OSC 52 as it is: the terminal sets its clipboard.
  case osc52
  /// Inside tmux: OSC 52 as it is (taken by tmux when its `set-clipboard` is `on`), then again
  /// inside tmux's passthrough wrapper `ESC P tmux; … ESC \` with every ESC doubled (handed on
  /// to the outer terminal when tmux's `allow-passthrough` is `on`).
  case osc52InsideTmux

  /// Which method a terminal allows, or nil when it shows no sign of OSC 52.
  ///
  /// The terminfo entry's `Ms` capability (the extension xterm, tmux and ncurses use to say "this
  /// terminal sets the selection") is the sign neovim and tmux trust; without it, a `TERM` of the
  /// xterm family (xterm, xterm-kitty, xterm-ghostty…) or of alacritty, foot, wezterm or contour
  /// is taken at its word, as jless does, since those terminals implement OSC 52 whatever their
  /// entry says. Inside tmux (`TMUX` set) the sequence must go through tmux (see
  /// ``osc52InsideTmux``), whatever the outer terminal.
  public static func allowed(hasSelectionCapability: Bool, term: String?, insideTmux: Bool) -> ClipboardMethod? {
    if insideTmux { return .osc52InsideTmux }
    if hasSelectionCapability { return .osc52 }
    guard let term = term?.lowercased() else { return nil }
    let families = ["xterm", "alacritty", "foot", "wezterm", "contour", "kitty", "ghostty"]
    return families.contains(where: term.hasPrefix) ? .osc52 : nil
  }

  /// The bytes that put `text` on the clipboard: its UTF-8 in base64 inside OSC 52. `text` must
  /// already be safe to show (the base64 alphabet cannot end the sequence early in any case).
  public func sequence(for text: String) -> [UInt8] {
    let plain = Array("\u{1B}]52;c;".utf8) + Self.base64(Array(text.utf8)) + [0x07]
    switch self {
    case .osc52:
      return plain
    case .osc52InsideTmux:
      let wrapped = plain.flatMap { $0 == 0x1B ? [0x1B, 0x1B] : [$0] }
      return plain + Array("\u{1B}Ptmux;".utf8) + wrapped + Array("\u{1B}\\".utf8)
    }
  }

  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// Standard base64 (RFC 4648) with `=` padding.
  static func base64(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var group = UInt32(bytes[index]) << 16
      if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
      if count > 2 { group |= UInt32(bytes[index + 2]) }
      for slot in 0..<4 {
        output.append(slot <= count ? alphabet[Int((group >> UInt32(18 - 6 * slot)) & 0x3F)] : UInt8(ascii: "="))
      }
      index += 3
    }
    return output
  }
}
