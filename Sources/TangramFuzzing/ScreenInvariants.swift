import TangramCore
import TangramTerminal

/// What every frame of the viewer must be, whatever was done to it: the window's size, the
/// status bar alone on the last row, wide characters whole, no control character in any cell,
/// and the same frame when drawn twice (drawing changes nothing).
package enum ScreenInvariants {
  /// What is wrong with `frame` as the screen `viewer` shows now; empty when nothing is.
  package static func violations(of frame: Buffer, from viewer: Viewer) -> [String] {
    guard frame.width == viewer.columns, frame.height == viewer.rows else {
      return ["a \(frame.width)x\(frame.height) frame from a \(viewer.columns)x\(viewer.rows) viewer"]
    }
    var found: [String] = []
    found += statusBarViolations(of: frame, promptIsOpen: viewer.isSearchPromptOpen)
    found += cellViolations(of: frame)
    if viewer.render() != frame {
      found.append("drawing the same state twice gave two frames")
    }
    return found
  }

  /// The last row is the status bar, in reverse video from edge to edge: nothing of the page,
  /// the panel or an overlay reaches it. An open search prompt leaves one plain cell, its cursor.
  static func statusBarViolations(of frame: Buffer, promptIsOpen: Bool) -> [String] {
    guard frame.width > 0, frame.height > 0 else { return [] }
    let row = frame.height - 1
    let plainColumns = (0..<frame.width).filter {
      !(frame.cell(column: $0, row: row)?.style.attributes.contains(.reverse) ?? false)
    }
    let allowed = promptIsOpen ? 1 : 0
    guard plainColumns.count > allowed else { return [] }
    return ["the last row is not all status bar: columns \(plainColumns.prefix(8)) are not reverse video"]
  }

  /// Every wide character has its continuation cell right of it and every continuation cell a
  /// wide character left of it; no cell holds a control character or escape.
  static func cellViolations(of frame: Buffer) -> [String] {
    var found: [String] = []
    for row in 0..<frame.height {
      var expectsContinuation = false
      for column in 0..<frame.width {
        guard let cell = frame.cell(column: column, row: row) else { continue }
        if cell.isContinuation != expectsContinuation {
          found.append(
            cell.isContinuation
              ? "a continuation cell with no wide character before it at \(column),\(row)"
              : "a wide character cut at \(column - 1),\(row)")
        }
        expectsContinuation = !cell.isContinuation && DisplayWidth.of(cell.symbol) == 2
        if cell.symbol.unicodeScalars.contains(where: isControl) {
          found.append("a control character in the cell at \(column),\(row)")
        }
      }
      if expectsContinuation { found.append("a wide character cut by the right edge on row \(row)") }
      if found.count >= 4 { break }
    }
    return found
  }

  /// C0, DEL and C1 controls: a terminal acts on them instead of showing them.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
