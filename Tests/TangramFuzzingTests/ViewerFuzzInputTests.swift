import TangramCore
import Testing

@testable import TangramFuzzing

/// How the viewer target reads its input: page, script and loaded document at NUL bytes, and
/// the loader's answer.
@Suite struct ViewerFuzzInputTests {
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
