import CNcurses
import Glibc

/// Reads string capabilities of the current terminal's terminfo entry.
enum Terminfo {
  /// The bytes of a string capability, or nil when the terminal lacks it. Valid after `newterm`.
  ///
  /// Padding specifications (`$<5>`) are removed, since the bytes are written without `tputs`.
  static func string(_ capability: String) -> [UInt8]? {
    let value = capability.withCString { name in
      tigetstr(UnsafeMutablePointer(mutating: name))
    }
    guard let value, Int(bitPattern: value) != -1 else { return nil }
    let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(value), count: strlen(value))
    return removingPadding(Array(bytes))
  }

  /// `bytes` without terminfo padding specifications such as `$<5>` or `$<2*/>`.
  static func removingPadding(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
        let end = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">"))
      {
        index = end + 1
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return result
  }

  /// A numeric capability of the current terminal's terminfo entry (such as `colors`), or nil
  /// when the entry lacks it. Valid after `newterm`.
  static func number(_ capability: String) -> Int? {
    let value = capability.withCString { name in
      tigetnum(UnsafeMutablePointer(mutating: name))
    }
    return value >= 0 ? Int(value) : nil
  }
}

extension Terminfo {
  /// Whether the current terminal's entry has the boolean capability. Valid after `newterm`.
  static func flag(_ capability: String) -> Bool {
    capability.withCString { tigetflag(UnsafeMutablePointer(mutating: $0)) } > 0
  }
}
