import CNcurses
import TangramTerminal

/// Turns what `wgetch` and `wget_wch` read into ``Key`` values. Pure functions of plain integers,
/// so they can be tested without a terminal.
package enum KeyCodeMapping {
  /// The key for a character read by `wgetch` or `wget_wch` (result `OK`), or nil for one the
  /// viewer ignores.
  ///
  /// In raw mode Ctrl-C arrives here as 3, and control chords in general as 1-26.
  package static func key(forCharacter code: UInt32) -> Key? {
    switch code {
    case 9: return .tab
    case 10, 13: return .enter
    case 27: return .escape
    case 127: return .backspace
    case 1...26:
      return .control(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(code - 1))))
    case 0..<32, 0x80..<0xA0:
      return nil
    default:
      guard let scalar = Unicode.Scalar(code) else { return nil }
      return .character(Character(scalar))
    }
  }

  /// The key for a function-key code read by `wgetch` (a code from `KEY_MIN` on) or `wget_wch`
  /// (result `KEY_CODE_YES`), or nil.
  ///
  /// `KEY_RESIZE` and `KEY_MOUSE` are events rather than keys and also give nil here.
  package static func key(forKeyCode code: Int32) -> Key? {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_BTAB: return .backTab
    case KEY_ENTER: return .enter
    case KEY_BACKSPACE: return .backspace
    case KEY_SLEFT: return .shiftLeft
    case KEY_SRIGHT: return .shiftRight
    case KEY_SR: return .shiftUp
    case KEY_SF: return .shiftDown
    case (KEY_F0 + 1)...(KEY_F0 + 63): return .function(Int(code - KEY_F0))
    default: return nil
    }
  }
}
