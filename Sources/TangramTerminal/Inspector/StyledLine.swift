import TangramCore

/// One line of styled text: runs of text, each with its style. The text is shown as given, so
/// page text must be sanitised before it goes in (``StyledLine/page(_:style:)`` does it).
struct StyledLine {
  var runs: [(text: String, style: CellStyle)] = []
  /// How the line is fitted to rows narrower than it.
  var fit = Fit.wrapAnywhere

  /// How ``wrapped(width:)`` fits a line to rows narrower than it.
  enum Fit: Equatable {
    /// Cut between any two characters, over as many rows as it takes (JSON, names, numbers).
    case wrapAnywhere
    /// Broken at spaces, over as many rows as it takes (``wrappedAtWords(width:)``).
    case wrapAtWords
    /// Kept on one row, its last run shortened at its front (``shortenedAtFront(width:)``).
    case shortenAtFront
  }

  init(_ runs: [(text: String, style: CellStyle)] = [], fit: Fit = .wrapAnywhere) {
    self.runs = runs
    self.fit = fit
  }

  /// A line of one run.
  init(_ text: String, style: CellStyle = .plain) {
    runs = [(text, style)]
  }

  /// A run of page text, made safe to show on one line (controls as pictures, line breaks as
  /// spaces).
  static func page(_ text: String, style: CellStyle = .plain) -> (text: String, style: CellStyle) {
    (TextSanitizer.sanitize(text).replacingLineBreaks(), style)
  }

  /// The text without styles.
  var text: String { runs.map(\.text).joined() }

  /// The line as rows of at most `width` columns, fitted as ``fit`` says.
  func wrapped(width: Int) -> [StyledLine] {
    switch fit {
    case .wrapAnywhere: return wrappedAnywhere(width: width)
    case .wrapAtWords: return wrappedAtWords(width: width)
    case .shortenAtFront: return shortenedAtFront(width: width)
    }
  }

  /// The line cut into rows of at most `width` columns (display width: a wide character that
  /// would straddle the edge starts the next row); an empty line stays one empty row.
  func wrappedAnywhere(width: Int) -> [StyledLine] {
    guard width > 0 else { return [] }
    var rows: [StyledLine] = []
    var row = StyledLine()
    var used = 0
    for run in runs {
      var piece = ""
      for character in run.text {
        let characterWidth = DisplayWidth.of(character)
        if used + characterWidth > width, used > 0 {
          if !piece.isEmpty { row.runs.append((piece, run.style)) }
          rows.append(row)
          row = StyledLine()
          piece = ""
          used = 0
        }
        piece.append(character)
        used += characterWidth
      }
      if !piece.isEmpty { row.runs.append((piece, run.style)) }
    }
    rows.append(row)
    return rows
  }

  /// Writes the line at a row, from `column`, clipped to `clip`.
  func draw(into buffer: inout Buffer, column: Int, row: Int, clip: Rect) {
    var x = column
    for run in runs {
      x = buffer.write(run.text, column: x, row: row, style: run.style, clip: clip)
    }
  }
}
