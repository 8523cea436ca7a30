import Testing
import TangramCore
@testable import TangramTerminal

/// The SVG and HTML pictures of hand-made screens: positions, colours, escaping.
@Suite struct ScreenPictureTests {
  /// The `<text …>` elements of an SVG, one a line.
  static func textElements(_ svg: String) -> [String] {
    svg.split(separator: "\n").map(String.init).filter { $0.hasPrefix("<text x=\"") && !$0.contains("font-size=\"13\"") }
  }

  /// The SVG of `buffer` in white on black.
  static func whiteOnBlack(_ buffer: Buffer) -> String {
    ScreenPicture(theme: ScreenPicture.Theme(foreground: .white, background: .black)).svg(of: buffer)
  }

  @Test func wideCharactersAreCentredOnTheirTwoCells() {
    var buffer = Buffer(width: 8, height: 2)
    buffer.write("a中b文", column: 0, row: 0)
    buffer.write("x", column: 7, row: 1)
    let svg = Self.whiteOnBlack(buffer)
    // a: cell 0 (centre 5); 中: cells 1-2 (centre 20); b: cell 3 (35); 文: cells 4-5 (50).
    #expect(
      Self.textElements(svg) == [
        "<text x=\"5 20 35 50\" y=\"15\" fill=\"#ffffff\">a中b文</text>",
        "<text x=\"75\" y=\"35\" fill=\"#ffffff\">x</text>",
      ])
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"80\" height=\"40\" viewBox=\"0 0 80 40\">\n<rect width=\"80\" height=\"40\" fill=\"#000000\"/>\n"))
  }

  /// A character of more than one UTF-16 unit (here `e` and a combining acute) ends the run
  /// before it and gets a `<text>` of its own, so the text reads, and copies, in screen order.
  @Test func aClusterSplitsTheRunItInterrupts() {
    var buffer = Buffer(width: 6, height: 1)
    buffer.write("ab\u{65}\u{301}cd", column: 0, row: 0)
    #expect(
      Self.textElements(Self.whiteOnBlack(buffer)) == [
        "<text x=\"5 15\" y=\"15\" fill=\"#ffffff\">ab</text>",
        "<text x=\"25\" y=\"15\" fill=\"#ffffff\">\u{65}\u{301}</text>",
        "<text x=\"35 45\" y=\"15\" fill=\"#ffffff\">cd</text>",
      ])
  }

  @Test func spacesInsideARunArePreservedAndRunsSplitOnStyle() {
    var buffer = Buffer(width: 10, height: 1)
    buffer.write("ab  c", column: 1, row: 0, style: CellStyle(foreground: Color(rgb: 0x102030)))
    buffer.write("D", column: 7, row: 0, style: CellStyle(foreground: Color(rgb: 0x102030), attributes: [.bold, .italic]))
    let svg = ScreenPicture().svg(of: buffer)
    #expect(
      Self.textElements(svg) == [
        "<text x=\"15 25 35 45 55\" y=\"15\" fill=\"#102030\" xml:space=\"preserve\" style=\"white-space:pre\">ab  c</text>",
        "<text x=\"75\" y=\"15\" fill=\"#102030\" font-weight=\"bold\" font-style=\"italic\">D</text>",
      ])
  }

  @Test func backgroundsAreMergedRunsAndReverseSwapsTheColours() {
    var buffer = Buffer(width: 6, height: 2)
    buffer.fill(Rect(x: 1, y: 0, width: 3, height: 1), style: CellStyle(background: Color(rgb: 0xE3E3E3)))
    buffer.write("ok", column: 0, row: 1, style: CellStyle(attributes: [.reverse, .underline]))
    let theme = ScreenPicture.Theme(foreground: Color(rgb: 0xCCCCCC), background: Color(rgb: 0x111111))
    let svg = ScreenPicture(theme: theme).svg(of: buffer)
    #expect(svg.contains("<rect x=\"10\" y=\"0\" width=\"30\" height=\"20\" fill=\"#e3e3e3\"/>\n"))
    // The reversed cells: a rectangle in the theme's foreground, text and underline in its background.
    #expect(svg.contains("<rect x=\"0\" y=\"20\" width=\"20\" height=\"20\" fill=\"#cccccc\"/>\n"))
    #expect(svg.contains("<rect x=\"0\" y=\"37\" width=\"20\" height=\"1\" fill=\"#111111\"/>\n"))
    #expect(Self.textElements(svg) == ["<text x=\"5 15\" y=\"35\" fill=\"#111111\">ok</text>"])
  }

  @Test func dimMixesTheTextIntoTheBackgroundAndMonochromeDropsColours() {
    var buffer = Buffer(width: 2, height: 1)
    buffer.write("d", column: 0, row: 0, style: CellStyle(foreground: .white, background: .black, attributes: [.dim]))
    #expect(Self.textElements(ScreenPicture().svg(of: buffer)) == ["<text x=\"5\" y=\"15\" fill=\"#7f7f7f\">d</text>"])
    let mono = ScreenPicture(colorMode: .none).svg(of: buffer)
    // Without colours: the theme's foreground mixed into its background.
    #expect(Self.textElements(mono) == ["<text x=\"5\" y=\"15\" fill=\"#757575\">d</text>"])
    #expect(!mono.contains("#000000"))
  }

  @Test func boxDrawingIsDrawnAsLinesOnTheGrid() {
    var buffer = Buffer(width: 3, height: 1)
    buffer.write("┌─┐", column: 0, row: 0)
    let svg = Self.whiteOnBlack(buffer)
    #expect(Self.textElements(svg).isEmpty)
    #expect(
      svg.contains(
        "<path fill=\"none\" stroke=\"#ffffff\" stroke-width=\"1.5\" d=\"M4.25 10H10M5 9.25V20M14.25 10H20M15.75 10H10M25.75 10H20M25 9.25V20\"/>\n"))
  }

  @Test func textAndTitleAreEscaped() {
    var buffer = Buffer(width: 40, height: 1)
    buffer.write("<a & 'b\">", column: 0, row: 0)
    let svg = ScreenPicture(title: "x</text><script>\u{1B}").svg(of: buffer)
    #expect(svg.contains(">&lt;a &amp; &#39;b&quot;&gt;</text>\n"))
    #expect(svg.contains(">x&lt;/text&gt;&lt;script&gt;␛</text>\n"))
    #expect(!svg.contains("<script"))
    #expect(!svg.unicodeScalars.contains { $0.isUnsafeControl && $0 != "\n" })
  }

  @Test func controlCharactersInCellsAreLeftOut() {
    var buffer = Buffer(width: 3, height: 1)
    buffer.setCell(Cell(symbol: "\u{1B}"), column: 0, row: 0)
    buffer.setCell(Cell(symbol: "a\u{0}\u{FFFF}"), column: 1, row: 0)
    buffer.setCell(Cell(symbol: "\u{85}"), column: 2, row: 0)
    let svg = ScreenPicture().svg(of: buffer)
    #expect(Self.textElements(svg) == ["<text x=\"15\" y=\"15\" fill=\"#cccccc\">a</text>"])
    #expect(!svg.unicodeScalars.contains { ($0.isUnsafeControl && $0 != "\n") || $0.value == 0xFFFF })
  }

  @Test func aFrameAddsTitleBarAndPadding() {
    let svg = ScreenPicture(title: "page.json").svg(of: Buffer(width: 30, height: 2))
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"324\" height=\"84\" viewBox=\"0 0 324 84\">\n"))
    #expect(svg.contains("<g transform=\"translate(12 32)\">\n"))
    #expect(svg.contains(" text-anchor=\"middle\">page.json</text>\n"))
    // 324 units leave room for 21 characters of title.
    let long = ScreenPicture(title: String(repeating: "x", count: 30)).svg(of: Buffer(width: 30, height: 2))
    #expect(long.contains(">" + String(repeating: "x", count: 20) + "…</text>\n"))
  }

  @Test func htmlIsSelfContained() {
    var buffer = Buffer(width: 4, height: 1)
    buffer.write("hi", column: 0, row: 0)
    let picture = ScreenPicture(title: "a&b.json")
    let html = picture.html(of: buffer)
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>a&amp;b.json</title>\n"))
    #expect(html.contains("<body>\n" + picture.svg(of: buffer) + "</body>\n</html>\n"))
    #expect(!html.contains("http:") || !html.replacingOccurrences("http://www.w3.org/2000/svg").contains("http"))
    #expect(!html.contains("src=") && !html.contains("href="))
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined()
  }
}
