import TangramCore

extension String {
  /// The text as one line that is safe to print on a terminal: every message tangram-tui writes
  /// to standard error or to a `--problems` file goes through here, since messages quote page
  /// text and file names.
  ///
  /// Control characters (see `Unicode.Scalar.isUnsafeControl`: C0, DEL, C1 and bidi controls)
  /// are written as Swift writes them in a string literal: line feed, carriage return and tab
  /// as `\n`, `\r` and `\t`, others as `\u{1B}` (hexadecimal, upper case). A backslash is
  /// written `\\`, so an escape can always be told from text that looks like one. Text with
  /// nothing to escape is returned unchanged.
  var escapedForMessage: String {
    // Plain ASCII text, the usual case, is checked byte by byte.
    let mayNeedEscaping = utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\\") || $0 >= 0x7F }
    guard mayNeedEscaping, unicodeScalars.contains(where: { $0.isUnsafeControl || $0 == "\\" }) else {
      return self
    }
    var result = ""
    result.reserveCapacity(utf8.count + 16)
    for scalar in unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.isUnsafeControl: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
