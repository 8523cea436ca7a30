/// A model of the part of an ECMA-48 terminal that ``ANSIFrameWriter`` uses: cursor addressing
/// (`CSI H`, `CSI G`), margins (`CSI r`), line feed and reverse index inside them, erasing
/// (`CSI K`, `CSI J`), SGR, and printing with a pending wrap after the last column (xterm's
/// `xenl`). Each cell keeps its text and the rendition in force when it was drawn, spelled out
/// (`attributes|foreground|background`) whatever SGR sequences set it.
struct ANSIScreenModel {
  struct Cell: Equatable {
    var text = " "
    var style = Rendition().description
  }

  /// Attributes and colours as SGR parameters set them.
  struct Rendition: CustomStringConvertible {
    var attributes: Set<Int> = []
    var foreground = "default"
    var background = "default"

    var description: String {
      attributes.sorted().map(String.init).joined(separator: ",") + "|" + foreground + "|" + background
    }

    mutating func apply(_ parameters: String) {
      var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
      while !codes.isEmpty {
        let code = codes.removeFirst()
        switch code {
        case 0: self = Rendition()
        case 1, 2, 3, 4, 7: attributes.insert(code)
        case 22: attributes.subtract([1, 2])
        case 23, 24, 27: attributes.remove(code - 20)
        case 30...37, 90...97: foreground = "ansi\(code)"
        case 40...47, 100...107: background = "ansi\(code - 10)"
        case 39: foreground = "default"
        case 49: background = "default"
        case 38, 48:
          let kind = codes.removeFirst()
          let value = kind == 5 ? "\(codes.removeFirst())" : (0..<3).map { _ in "\(codes.removeFirst())" }.joined(separator: ",")
          if code == 38 { foreground = "\(kind):" + value } else { background = "\(kind):" + value }
        default: fatalError("unexpected SGR parameter \(code)")
        }
      }
    }
  }

  let columns: Int
  let rows: Int
  private(set) var cells: [[Cell]]
  private var row = 0
  private var column = 0
  private var pendingWrap = false
  private var top = 0
  private var bottom: Int
  private var rendition = Rendition()
  private var style: String { rendition.description }
  private let measure: (UInt32) -> Int

  init(columns: Int, rows: Int, measure: @escaping (UInt32) -> Int) {
    self.columns = columns
    self.rows = rows
    self.bottom = rows - 1
    self.measure = measure
    cells = Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
  }

  /// The text of a row, wide characters once (their second column left out).
  func text(ofRow row: Int) -> String {
    cells[row].map(\.text).joined()
  }

  /// Applies bytes; an unknown sequence is a failure of the writer, reported as a trap.
  mutating func feed(_ bytes: [UInt8]) {
    var index = 0
    let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar.value {
      case 0x1B:
        index += 1
        if scalars[index] == "M" {
          reverseIndex()
        } else if scalars[index] == "[" {
          var parameters = ""
          index += 1
          while !(0x40...0x7E).contains(scalars[index].value) {
            parameters.unicodeScalars.append(scalars[index])
            index += 1
          }
          control(final: scalars[index], parameters: parameters)
        } else {
          fatalError("unexpected escape \(scalars[index])")
        }
      case 0x0A:
        lineFeed()
      case 0x0D:
        column = 0
        pendingWrap = false
      default:
        print(scalar)
      }
      index += 1
    }
  }

  private mutating func control(final: Unicode.Scalar, parameters: String) {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    func number(_ position: Int, _ fallback: Int) -> Int {
      position < numbers.count ? (numbers[position] ?? fallback) : fallback
    }
    pendingWrap = false
    switch final {
    case "H":
      row = min(rows - 1, number(0, 1) - 1)
      column = min(columns - 1, number(1, 1) - 1)
    case "G":
      column = min(columns - 1, number(0, 1) - 1)
    case "r":
      top = number(0, 1) - 1
      bottom = number(1, rows) - 1
      row = 0
      column = 0
    case "K":
      for erased in column..<columns { cells[row][erased] = Cell(text: " ", style: style) }
    case "J":
      for erased in column..<columns { cells[row][erased] = Cell(text: " ", style: style) }
      for erased in (row + 1)..<rows { cells[erased] = blankRow() }
    case "m":
      rendition.apply(parameters)
    default:
      fatalError("unexpected control \(final)")
    }
  }

  private func blankRow() -> [Cell] {
    Array(repeating: Cell(text: " ", style: style), count: columns)
  }

  private mutating func lineFeed() {
    pendingWrap = false
    if row == bottom {
      cells.remove(at: top)
      cells.insert(blankRow(), at: bottom)
    } else if row < rows - 1 {
      row += 1
    }
  }

  private mutating func reverseIndex() {
    pendingWrap = false
    if row == top {
      cells.remove(at: bottom)
      cells.insert(blankRow(), at: top)
    } else if row > 0 {
      row -= 1
    }
  }

  private mutating func print(_ scalar: Unicode.Scalar) {
    let width = measure(scalar.value)
    if width == 0, column > 0 || pendingWrap {
      // A combining mark joins the character before it.
      let target = pendingWrap ? columns - 1 : column - 1
      let base = cells[row][target].text.isEmpty && target > 0 ? target - 1 : target
      cells[row][base].text.unicodeScalars.append(scalar)
      return
    }
    if pendingWrap {
      pendingWrap = false
      column = 0
      lineFeed()
    }
    cells[row][column] = Cell(text: String(scalar), style: style)
    if width == 2, column + 1 < columns {
      cells[row][column + 1] = Cell(text: "", style: style)
    }
    let next = column + max(1, width)
    if next >= columns {
      column = columns - 1
      pendingWrap = true
    } else {
      column = next
    }
  }
}
