/// The lines of a box-drawing character (U+2500-U+257F), drawn as lines instead of taken from a
/// font, so that they meet their neighbours exactly on the grid whatever font a picture is
/// shown in; characters not listed here are drawn as text.
struct BoxDrawing: Hashable, Sendable {
  enum Weight: Hashable, Sendable {
    case light, heavy, double

    /// The width of its stroke (each of the two lines for `double`).
    var strokeWidth: Double {
      switch self {
      case .light: return 1.5
      case .heavy: return 3
      case .double: return 1
      }
    }
  }

  /// The line from the centre to each edge, if there is one.
  var up: Weight?
  var right: Weight?
  var down: Weight?
  var left: Weight?
  /// A rounded corner (`╭╮╯╰`).
  var isArc = false
  /// The dashes a dashed line has in one cell (`╌` 2, `┄` 3, `┈` 4); 0 for a solid line.
  var dashes = 0

  /// One stroke: a path of straight lines and curves in one stroke width.
  struct Stroke: Hashable, Sendable {
    var width: Double
    var path: String
  }

  /// The drawing of a cell's symbol, or nil when it is not a box-drawing character drawn here.
  static func of(_ symbol: String) -> BoxDrawing? {
    let scalars = symbol.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first, (0x2500...0x257F).contains(scalar.value) else {
      return nil
    }
    return table[scalar]
  }

  /// The strokes of the character in the cell whose top-left corner is `x`, `y`.
  func strokes(x: Double, y: Double, width: Double, height: Double) -> [Stroke] {
    let center = (x: x + width / 2, y: y + height / 2)
    let edges = (left: x, right: x + width, top: y, bottom: y + height)
    if dashes > 0 {
      return dashedStrokes(center: center, x: x, y: y, width: width, height: height)
    }
    if isArc, right != nil || left != nil, up != nil || down != nil {
      let edgeX = right != nil ? edges.right : edges.left
      let edgeY = down != nil ? edges.bottom : edges.top
      let radius = min(width, height) / 2
      let endY = center.y + (down != nil ? radius : -radius)
      let path = "M\(svgNumber(edgeX)) \(svgNumber(center.y))Q\(svgNumber(center.x)) \(svgNumber(center.y)) \(svgNumber(center.x)) \(svgNumber(endY))V\(svgNumber(edgeY))"
      return [Stroke(width: Weight.light.strokeWidth, path: path)]
    }
    if [up, right, down, left].contains(.double) {
      return doubleStrokes(center: center, edges: edges)
    }
    var strokes: [Stroke] = []
    func add(_ weight: Weight?, _ path: (Double) -> String) {
      guard let weight else { return }
      // Each line reaches half its width past the centre, so that corners are filled.
      strokes.append(Stroke(width: weight.strokeWidth, path: path(weight.strokeWidth / 2)))
    }
    add(right) { "M\(svgNumber(center.x - $0)) \(svgNumber(center.y))H\(svgNumber(edges.right))" }
    add(left) { "M\(svgNumber(center.x + $0)) \(svgNumber(center.y))H\(svgNumber(edges.left))" }
    add(up) { "M\(svgNumber(center.x)) \(svgNumber(center.y + $0))V\(svgNumber(edges.top))" }
    add(down) { "M\(svgNumber(center.x)) \(svgNumber(center.y - $0))V\(svgNumber(edges.bottom))" }
    return strokes
  }

  /// Straight double lines (`═ ║`) and double corners (`╔╗╚╝`): two lines 3 apart, the outer
  /// pair meeting outside the inner pair.
  private func doubleStrokes(
    center: (x: Double, y: Double), edges: (left: Double, right: Double, top: Double, bottom: Double)
  ) -> [Stroke] {
    let gap = 1.5
    let half = Weight.double.strokeWidth / 2
    var path = ""
    if left != nil, right != nil {
      for offset in [-gap, gap] { path += "M\(svgNumber(edges.left)) \(svgNumber(center.y + offset))H\(svgNumber(edges.right))" }
    }
    if up != nil, down != nil {
      for offset in [-gap, gap] { path += "M\(svgNumber(center.x + offset)) \(svgNumber(edges.top))V\(svgNumber(edges.bottom))" }
    }
    if (left == nil) != (right == nil), (up == nil) != (down == nil) {
      // A corner: h and v point along its two lines, towards its inside.
      let h: Double = right != nil ? 1 : -1
      let v: Double = down != nil ? 1 : -1
      let edgeX = h > 0 ? edges.right : edges.left
      let edgeY = v > 0 ? edges.bottom : edges.top
      path += "M\(svgNumber(center.x - h * (gap + half))) \(svgNumber(center.y - v * gap))H\(svgNumber(edgeX))"
      path += "M\(svgNumber(center.x + h * (gap - half))) \(svgNumber(center.y + v * gap))H\(svgNumber(edgeX))"
      path += "M\(svgNumber(center.x - h * gap)) \(svgNumber(center.y - v * (gap + half)))V\(svgNumber(edgeY))"
      path += "M\(svgNumber(center.x + h * gap)) \(svgNumber(center.y + v * (gap - half)))V\(svgNumber(edgeY))"
    }
    return [Stroke(width: Weight.double.strokeWidth, path: path)]
  }

  /// A dashed line across the cell: `dashes` dashes, each 0.6 of its share, centred in it.
  private func dashedStrokes(center: (x: Double, y: Double), x: Double, y: Double, width: Double, height: Double)
    -> [Stroke]
  {
    let horizontal = left != nil
    let weight = (horizontal ? left : up) ?? .light
    let share = (horizontal ? width : height) / Double(dashes)
    var path = ""
    for index in 0..<dashes {
      let start = Double(index) * share + share * 0.2
      path +=
        horizontal
        ? "M\(svgNumber(x + start)) \(svgNumber(center.y))h\(svgNumber(share * 0.6))"
        : "M\(svgNumber(center.x)) \(svgNumber(y + start))v\(svgNumber(share * 0.6))"
    }
    return [Stroke(width: weight.strokeWidth, path: path)]
  }

  /// The characters drawn, by the weights of their up, right, down and left lines
  /// (0 none, 1 light, 2 heavy, 3 double).
  private static let table: [Unicode.Scalar: BoxDrawing] = {
    var table: [Unicode.Scalar: BoxDrawing] = [:]
    func add(_ characters: String, _ weights: [String], isArc: Bool = false, dashes: Int = 0) {
      for (character, code) in zip(characters.unicodeScalars, weights) {
        let lines = code.map { digit -> Weight? in
          switch digit {
          case "1": return .light
          case "2": return .heavy
          case "3": return .double
          default: return nil
          }
        }
        table[character] = BoxDrawing(
          up: lines[0], right: lines[1], down: lines[2], left: lines[3], isArc: isArc, dashes: dashes)
      }
    }
    let shapes = ["0101", "1010", "0110", "0011", "1100", "1001", "1110", "1011", "0111", "1101", "1111"]
    add("─│┌┐└┘├┤┬┴┼", shapes)
    add("━┃┏┓┗┛┣┫┳┻╋", shapes.map { $0.replacingOnes(with: "2") })
    add("═║╔╗╚╝", shapes.prefix(6).map { $0.replacingOnes(with: "3") })
    add("╭╮╯╰", ["0110", "0011", "1001", "1100"], isArc: true)
    add("╴╵╶╷", ["0001", "1000", "0100", "0010"])
    add("╸╹╺╻", ["0002", "2000", "0200", "0020"])
    add("╌╍╎╏", ["0101", "0202", "1010", "2020"], dashes: 2)
    add("┄┅┆┇", ["0101", "0202", "1010", "2020"], dashes: 3)
    add("┈┉┊┋", ["0101", "0202", "1010", "2020"], dashes: 4)
    return table
  }()
}

extension String {
  fileprivate func replacingOnes(with digit: Character) -> String {
    String(map { $0 == "1" ? digit : $0 })
  }
}

/// A coordinate as SVG gets it: whole numbers without a point, others to two decimals.
func svgNumber(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let sign = hundredths < 0 ? "-" : ""
  let whole = abs(hundredths) / 100
  let fraction = abs(hundredths) % 100
  if fraction == 0 { return sign + String(whole) }
  let digits = fraction < 10 ? "0" + String(fraction) : String(fraction)
  return sign + String(whole) + "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
}
