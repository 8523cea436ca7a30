import TangramCore
import TangramTerminal
import Testing

@testable import TangramFuzzing

/// How the viewer target reads its input: page, script and loaded document at NUL bytes, and
/// the loader's answer.
@Suite struct ViewerFuzzInputTests {
  /// The layout target lays pages out where layouts break first: at no width and at one
  /// column, besides an odd narrow width, the standard screen's and a wide one.
  @Test func theLayoutTargetTriesTheNarrowestWidths() {
    #expect(FuzzTarget.layoutWidths == [0, 1, 7, 80, 240])
  }

  /// The viewer target stops the run at a frame that breaks a screen invariant, so that the
  /// fuzzer keeps the input as a crash; the viewer's own frame goes by.
  @Test func aFrameThatBreaksAnInvariantStopsTheRun() async throws {
    let viewer = try KeySoupTests.helloViewer()
    FuzzTarget.checkFrame(viewer.render(), of: viewer)
    await #expect(processExitsWith: .failure) {
      let viewer = try KeySoupTests.helloViewer()
      var frame = viewer.render()
      frame.setCell(Cell(symbol: "x"), column: 10, row: 1)
      FuzzTarget.checkFrame(frame, of: viewer)
    }
  }

  /// The viewer target checks a frame after each event of its script and one at the end, and
  /// says how many it checked; `q` ends the run where it is.
  @Test func theViewerTargetSaysHowManyFramesItChecked() {
    let page = #"[{"type":"1","items":[{"type":"text","text":"hello"}]}]"#
    #expect(FuzzTarget.viewer.run(Array("\(page)\0j k".utf8)) == "3 frames checked")
    #expect(FuzzTarget.viewer.run(Array("\(page)\0".utf8)) == "1 frame checked")
    #expect(FuzzTarget.viewer.run(Array("\(page)\0j q j".utf8)) == "1 frame checked")
    #expect(FuzzTarget.viewer.run(Array("{\0j".utf8)) == "not a page: nothing to check")
  }

  /// The template target walks every element of the tree, children included, and says how many.
  @Test func theTemplateTargetSaysHowManyElementsItChecked() {
    #expect(FuzzTarget.xml.run(Array(#"<a><b/><c x="1"><d/></c></a>"#.utf8)) == "4 elements checked")
    #expect(FuzzTarget.xml.run(Array("<a/>".utf8)) == "1 element checked")
    #expect(FuzzTarget.xml.run(Array("<a".utf8)) == "not a template: nothing to check")
  }

  @Test func partsAreSplitAtTheFirstTwoNulBytes() {
    let input = ViewerFuzzInput(Array("[1]\0j G\0[]\0x".utf8))
    #expect(input.page == Array("[1]".utf8))
    #expect(input.script == "j G")
    #expect(input.loadedDocument == Array("[]\0x".utf8))
  }

  @Test func aPageAloneHasNoScriptAndNoDocument() {
    #expect(ViewerFuzzInput(Array("[]".utf8)) == ViewerFuzzInput(Array("[]\0\0".utf8)))
    #expect(ViewerFuzzInput(Array("[]".utf8)).script == "")
    #expect(ViewerFuzzInput([]).page == [])
  }

  @Test func badUTF8InTheScriptBecomesReplacementCharacters() {
    #expect(ViewerFuzzInput([0x5B, 0x5D, 0, 0x6A, 0xFF]).script == "j\u{FFFD}")
  }

  @Test func theLoaderAnswersWithTheDocumentsItems() {
    let loader = ScriptedLoader(document: Array(#"{"items": [{"type": "text"}], "hasMore": false}"#.utf8))
    let item = JSONValue.object(JSONObject([("type", .string("text"))]))
    #expect(loader.answer == .success(LoadResult(items: [item], hasMore: false)))
  }

  @Test func theLoaderFailsWithWhatIsWrongWithTheDocument() {
    #expect(
      ScriptedLoader(document: Array(#"{"x": 1}"#.utf8)).answer
        == .failure(LoadError(message: #"expected {"items": [...]}, found an object without an "items" array"#)))
    #expect(ScriptedLoader(document: Array("[1,".utf8)).answer == .failure(LoadError(message: "1:4: unexpected end of input")))
  }
}

/// The viewer target's dictionary and seeds: every key of the key table reaches libFuzzer as a
/// token of its own.
@Suite struct ViewerFuzzDictionaryTests {
  @Test func theDictionaryHoldsEveryKeyOfTheTable() {
    let entries = Set(FuzzTarget.viewer.dictionary)
    for key in KeyMap.bindings.flatMap(\.keys) where KeyMap.action(for: key) != .quit {
      #expect(entries.contains(" \(key.scriptName) "), "\(key.scriptName) is not in the dictionary")
    }
    #expect(FuzzTarget.layout.dictionary.isEmpty)
  }

  @Test func theDictionaryFileEscapesWhatLibFuzzerCannotReadPlainly() {
    let lines = FuzzTarget.viewer.dictionaryFile.split(separator: "\n")
    #expect(lines.contains(#"" S-Tab ""#))
    #expect(lines.contains(#"" \xC3\xA9 ""#))
    #expect(lines.contains(#"" \x00 ""#))
    #expect(lines.allSatisfy { $0.first == "\"" && $0.last == "\"" })
  }

  /// Each byte that is not printable ASCII, and each quote and backslash, is two hex digits.
  @Test(arguments: [
    (0x00, #"\x00"#), (0x0F, #"\x0F"#), (0x10, #"\x10"#), (0x1F, #"\x1F"#), (0x20, " "), (0x22, #"\x22"#),
    (0x41, "A"), (0x5C, #"\x5C"#), (0x7E, "~"), (0x7F, #"\x7F"#), (0xFF, #"\xFF"#),
  ] as [(UInt8, String)])
  func aDictionaryByteIsItselfOrTwoHexDigits(byte: UInt8, text: String) {
    #expect(FuzzTarget.dictionaryText(of: byte) == text)
  }

  @Test func aSoupSeedIsAPageAScriptAndADocument() throws {
    let input = ViewerFuzzInput(FuzzTarget.soupSeed(page: Array("{}".utf8), seed: 4, count: 10))
    #expect(input.page == Array("{}".utf8))
    #expect(try KeyScript.parse(input.script).count >= 10)
    let answer = try ScriptedLoader(document: input.loadedDocument).answer.get()
    #expect(answer.items.count == 2 && answer.hasMore == true)
  }
}
