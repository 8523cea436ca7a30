import Foundation
import TangramTestSupport
import Testing

@testable import TangramCore

/// The template reader: elements, attributes and their positions, the compiler's tolerance, and
/// malformed documents named at their first problem.
@Suite struct XMLReaderTests {
  private typealias Element = XMLReader.Element
  private typealias Attribute = XMLReader.Attribute

  private func at(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
  }

  @Test func elementsAttributesAndWhereEachStarts() throws {
    let text = """
      <?xml version="1.0" encoding="utf-8"?>
      <!-- licence -->
      <FrameLayout layoutWidth="match_parent"
          layoutHeight = '84rp'>
        <NText text="${title}" /><!-- <VImage/> -->
        <VHLayout orientation="V">text is ignored<NImage src="a"/></VHLayout>
      </FrameLayout>
      """
    #expect(try XMLReader.read(text) == Element(
      name: "FrameLayout",
      attributes: [
        Attribute(name: "layoutWidth", value: "match_parent", position: at(3, 14)),
        Attribute(name: "layoutHeight", value: "84rp", position: at(4, 5)),
      ],
      children: [
        Element(name: "NText", attributes: [Attribute(name: "text", value: "${title}", position: at(5, 10))], position: at(5, 3)),
        Element(
          name: "VHLayout", attributes: [Attribute(name: "orientation", value: "V", position: at(6, 13))],
          children: [
            Element(name: "NImage", attributes: [Attribute(name: "src", value: "a", position: at(6, 52))], position: at(6, 44))
          ],
          position: at(6, 3)),
      ],
      position: at(3, 1)))
  }

  /// The template compiler takes a raw `<` inside a quoted value; four corpus files have one.
  @Test func aRawLessThanInsideAValueIsTaken() throws {
    let root = try XMLReader.read(#"<NText text="<h2>Title</h2> & more" lines='2'/>"#)
    #expect(root.attribute("text") == "<h2>Title</h2> & more")
    #expect(root.attribute("lines") == "2")
    #expect(root.attribute("missing") == nil)
  }

  @Test(arguments: [
    ("a &amp; b", "a & b"), ("&lt;&gt;&quot;&apos;", "<>\"'"), ("&#38;&#x26;&#X26;", "&&&#X26;"),
    ("&#x4E2D;&#25991;", "中文"), ("&unknown; &amp", "&unknown; &amp"), ("&#0; &#xD800; &#x110000;", "&#0; &#xD800; &#x110000;"),
  ])
  func referencesInValues(written: String, read: String) throws {
    #expect(try XMLReader.read("<a v=\"\(written)\"/>").attribute("v") == read)
  }

  /// Columns count Unicode scalars, as an editor shows them; a byte order mark takes none.
  @Test func columnsCountCharactersNotBytes() throws {
    let root = try XMLReader.read(Array("\u{FEFF}<a t=\"中文\" u=\"x\"/>".utf8))
    #expect(root.position == at(1, 1))
    #expect(root.attributes.map(\.position) == [at(1, 4), at(1, 11)])
  }

  @Test(arguments: [
    ("", "1:1: expected the root element, found the end of the document"),
    ("hello <a/>", "1:1: expected the root element, found text"),
    ("<a/><b/>", "1:5: a second root element"),
    ("<a/>tail", "1:5: text after the root element"),
    ("<a>\n  <b>\n</a>", "3:1: expected </b> to close <b> (2:3), found </a>"),
    ("<a>\n<b/>", "2:5: <a> (1:1) has no end tag </a>"),
    ("<a x=\"1/>", "1:4: the value of the attribute x has no closing quote"),
    ("<a x 1/>", "1:6: expected '=' after the attribute x"),
    ("<a x=1/>", "1:6: expected the value of the attribute x in quotes"),
    ("<a =\"1\"/>", "1:4: expected an attribute name, '/>' or '>' in the start tag <a>, found '='"),
    ("<a / >", "1:4: expected '/>' or '>' to end the start tag <a>"),
    ("<a", "1:3: the start tag <a> is not closed with '>'"),
    ("< a/>", "1:2: expected an element name after '<'"),
    // The text ends where a name should start.
    ("<", "1:2: expected an element name after '<'"),
    ("<a></", "1:6: expected an element name after '</'"),
    ("<a><!-- open</a>", "1:4: the comment is not closed with '-->'"),
    ("<a></ b>", "1:6: expected an element name after '</'"),
    ("<a><!ELEMENT b></a>", "1:4: unexpected markup '<!'"),
    ("<0a/>", "1:2: expected an element name after '<'"),
    ("<a -b=\"1\"/>", "1:4: expected an attribute name, '/>' or '>' in the start tag <a>, found '-'"),
    ("<a .b=\"1\"/>", "1:4: expected an attribute name, '/>' or '>' in the start tag <a>, found '.'"),
  ])
  func malformedDocumentsAreNamedAtTheirFirstProblem(text: String, message: String) {
    do {
      let root = try XMLReader.read(text)
      Issue.record("read \(root.name) from \(text)")
    } catch {
      #expect(error.description == message)
    }
  }

  /// Names start with a letter (`a` to `z`, `A` to `Z`), `_`, `:` or a character beyond ASCII,
  /// and go on with those, digits, `-` and `.`, as XML's names do.
  @Test(arguments: ["a", "z", "A", "Z", "Zoom", "_x", ":x", "é", "中文", "a0-9.b", "aZ_:z"])
  func namesStartWithAnyLetter(name: String) throws {
    let root = try XMLReader.read("<\(name) \(name)=\"v\"></\(name)>")
    #expect(root.name == name)
    #expect(root.attribute(name) == "v")
  }

  @Test func skipsCDATAProcessingInstructionsAndADocumentType() throws {
    let text = "<!DOCTYPE a [<!ENTITY x \"y\">]><?pi data?><a><![CDATA[<b/>]]><?pi?><c/></a><!-- end -->"
    #expect(try XMLReader.read(text).children.map(\.name) == ["c"])
  }

  /// A document type without an internal subset ends at its first `>`, whatever its length,
  /// and the root element follows it at once.
  @Test(arguments: ["<!DOCTYPE a>", "<!DOCTYPE ab>", "<!DOCTYPE vh SYSTEM \"t.dtd\">"])
  func aDocumentTypeEndsAtItsClosingBracket(documentType: String) throws {
    #expect(try XMLReader.read(documentType + "<a><b/></a>").children.map(\.name) == ["b"])
  }

  @Test func nestingIsBounded() {
    let deep = String(repeating: "<a>", count: XMLReader.maximumDepth + 1)
    #expect(throws: XMLSyntaxError(position: at(1, 3 * XMLReader.maximumDepth + 1), message: "elements nested more than 256 deep")) {
      try XMLReader.read(deep)
    }
  }

  /// Every template of the corpus reads, the three `ntext.xml` with a raw `<` in a value among them.
  @Test func everyCorpusTemplateReads() throws {
    let folder = repositoryRoot().appendingPathComponent("Tests/Fixtures/VirtualView")
    let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "xml" }
    #expect(files.count == 91)
    var rawLessThan = 0
    func values(_ element: Element) -> [String] {
      element.attributes.map(\.value) + element.children.flatMap(values)
    }
    for file in files {
      let root = try XMLReader.read(Array(try Data(contentsOf: file)))
      if values(root).contains(where: { $0.hasPrefix("<h2>Title</h2>") }) { rawLessThan += 1 }
    }
    #expect(rawLessThan == 3)
  }
}
