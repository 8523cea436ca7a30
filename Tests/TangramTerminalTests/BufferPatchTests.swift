import TangramCore
import Testing

@testable import TangramTerminal

/// A recorded drawing replayed anywhere leaves every cell as drawing there would have.
@Suite struct BufferPatchTests {
  /// One drawing operation at an offset, clipped to a rectangle.
  enum Operation: CustomStringConvertible {
    case fill(Rect, CellStyle)
    case write(String, column: Int, row: Int, CellStyle)
    case background(Rect, Color?)
    case attributes(Rect, TextAttributes)

    func apply(to buffer: inout Buffer, dx: Int, dy: Int, clip: Rect) {
      switch self {
      case .fill(let rect, let style):
        buffer.fill(rect.offsetBy(dx: dx, dy: dy).intersection(clip), style: style)
      case .write(let text, let column, let row, let style):
        guard row + dy >= clip.y, row + dy < clip.maxY else { return }
        buffer.write(text, column: column + dx, row: row + dy, style: style, clip: clip)
      case .background(let rect, let color):
        buffer.paintBackground(rect.offsetBy(dx: dx, dy: dy).intersection(clip), color: color)
      case .attributes(let rect, let attributes):
        buffer.addAttributes(attributes, in: rect.offsetBy(dx: dx, dy: dy).intersection(clip))
      }
    }

    var description: String {
      switch self {
      case .fill(let rect, _): "fill \(rect)"
      case .write(let text, let column, let row, _): "write \(text.debugDescription) at \(column),\(row)"
      case .background(let rect, _): "background \(rect)"
      case .attributes(let rect, _): "attributes \(rect)"
      }
    }
  }

  /// Replays `operations` (drawn in a `width` × `height` area) at `column`, `row` of `target`
  /// both ways: through a patch and directly.
  private func bothWays(
    _ operations: [Operation], width: Int, height: Int, on target: Buffer, column: Int, row: Int, clip: Rect
  ) -> (patched: Buffer, drawn: Buffer, replayed: Bool) {
    let own = Rect(x: 0, y: 0, width: width, height: height)
    let patch = BufferPatch(width: width, height: height) { buffer in
      for operation in operations { operation.apply(to: &buffer, dx: 0, dy: 0, clip: own) }
    }
    var patched = target
    let replayed = patch.draw(into: &patched, column: column, row: row, clip: clip)
    var drawn = target
    let shown = own.offsetBy(dx: column, dy: row).intersection(clip)
    for operation in operations { operation.apply(to: &drawn, dx: column, dy: row, clip: shown)}
    return (patched, drawn, replayed)
  }

  @Test func aBadgeTitleAndPriceOverAColouredRowLandAsDrawn() {
    let red = Color(red: 224, green: 32, blue: 32)
    let blue = Color(red: 32, green: 128, blue: 224)
    let white = Color(red: 255, green: 255, blue: 255)
    var target = Buffer(width: 24, height: 3)
    target.fill(target.area, style: CellStyle(background: blue))
    target.write("underneath the item row", column: 0, row: 1)
    let operations: [Operation] = [
      .fill(Rect(x: 0, y: 0, width: 6, height: 1), CellStyle(background: red)),
      .write("SALE", column: 1, row: 0, CellStyle(foreground: white)),
      .write("标题", column: 8, row: 0, CellStyle(foreground: red)),
      .write("¥ 9", column: 17, row: 0, CellStyle(attributes: .bold)),
      .attributes(Rect(x: 8, y: 0, width: 4, height: 1), .underline),
    ]
    let (patched, drawn, replayed) = bothWays(
      operations, width: 20, height: 1, on: target, column: 2, row: 1, clip: target.area)
    #expect(replayed)
    #expect(patched == drawn)
    #expect(patched.lines == ["", "un SALE th标题 item¥ 9w", ""])
    #expect(patched.cell(column: 4, row: 1)?.style == CellStyle(foreground: white, background: red))
    // No background of their own: the row's blue shows through the title; the gaps keep their text.
    #expect(patched.cell(column: 10, row: 1)?.style == CellStyle(foreground: red, background: blue, attributes: .underline))
    #expect(patched.cell(column: 9, row: 1)?.style == CellStyle(background: blue))
    #expect(patched.cell(column: 19, row: 1)?.style == CellStyle(background: blue, attributes: .bold))
  }

  @Test func aClipThatCutsTheColumnsLeavesTheDrawingToTheCaller() {
    let target = Buffer(width: 10, height: 2)
    let operations: [Operation] = [.write("标题标题", column: 0, row: 0, .plain)]
    let (patched, _, replayed) = bothWays(
      operations, width: 8, height: 1, on: target, column: 3, row: 0, clip: Rect(x: 0, y: 0, width: 10, height: 2))
    #expect(!replayed)
    #expect(patched == target)
  }

  @Test func rowsOutsideTheClipAreLeftAlone() {
    let target = Buffer(width: 6, height: 4, fill: Cell(symbol: "."))
    let operations: [Operation] = [.fill(Rect(x: 0, y: 0, width: 4, height: 3), CellStyle(attributes: .reverse))]
    let (patched, drawn, replayed) = bothWays(
      operations, width: 4, height: 3, on: target, column: 1, row: 0, clip: Rect(x: 0, y: 1, width: 6, height: 2))
    #expect(replayed)
    #expect(patched == drawn)
    #expect(patched.lines == ["......", ".    .", ".    .", "......"])
  }

  /// Every cell's symbol, `_` for the right half of a wide character, row by row.
  private static func cells(_ buffer: Buffer) -> String {
    (0..<buffer.height).map { row in
      (0..<buffer.width).map { column in
        let cell = buffer.cell(column: column, row: row) ?? .blank
        return cell.isContinuation ? "_" : cell.symbol
      }.joined()
    }.joined(separator: "|")
  }

  /// Random drawings of every kind over random rows of text, wide characters, clusters too long
  /// to pack and styles, at random places with random rows clipped.
  @Test(arguments: 0..<300)
  func randomDrawingsReplayAsDrawn(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed))
    func number(_ range: Range<Int>) -> Int { range.lowerBound + Int(random.next() % UInt64(range.count)) }
    let texts = ["abc", "标题", "e\u{301}x", "👩🏾‍🔧!", "a标b", " ", "¥ 12", "ｶﾞ", "❤\u{FE0F}z"]
    let colors: [Color?] = [nil, Color(red: 255, green: 255, blue: 255), Color(red: 1, green: 2, blue: 3), Color(red: 200, green: 0, blue: 9)]
    func style() -> CellStyle {
      CellStyle(
        foreground: colors[number(0..<colors.count)], background: colors[number(0..<colors.count)],
        attributes: TextAttributes(rawValue: UInt8(number(0..<16))))
    }
    let (width, height) = (number(1..<12), number(1..<4))
    func rect() -> Rect {
      Rect(x: number(-2..<width), y: number(-1..<height), width: number(0..<(width + 3)), height: number(0..<3))
    }
    var target = Buffer(width: 16, height: 6)
    for row in 0..<6 where number(0..<3) > 0 {
      target.write(texts[number(0..<texts.count)] + texts[number(0..<texts.count)], column: number(0..<12), row: row, style: style())
    }
    let operations: [Operation] = (0..<number(1..<6)).map { _ in
      switch number(0..<4) {
      case 0: .fill(rect(), style())
      case 1: .write(texts[number(0..<texts.count)], column: number(-2..<width), row: number(0..<height), style())
      case 2: .background(rect(), colors[number(0..<colors.count)])
      default: .attributes(rect(), TextAttributes(rawValue: UInt8(number(1..<16))))
      }
    }
    let column = number(0..<(17 - width))
    let row = number(-1..<6)
    let clip = Rect(x: 0, y: number(0..<3), width: 16, height: number(1..<6))
    let (patched, drawn, replayed) = bothWays(
      operations, width: width, height: height, on: target, column: column, row: row, clip: clip)
    #expect(replayed)
    let same = patched == drawn
    #expect(same, "\(operations) \(width)x\(height) at \(column),\(row) in \(clip)\n\(Self.cells(target))\n\(Self.cells(patched))\n\(Self.cells(drawn))")
  }
}
