import Synchronization
import TangramCore
import Testing

@testable import TangramTerminal

/// A page whose file was rewritten in place after it was read: its items kept in the file cannot
/// be read, so a search says the file changed and reads it again, instead of going through every
/// item in vain.
@Suite struct ChangedPageFileTests {
  /// Text that is the page until told the file changed.
  final class ChangingBytes: PageBytes {
    let changed = Atomic<Bool>(false)
    let text: [UInt8]
    init(_ text: String) { self.text = Array(text.utf8) }
    func bytes(in range: Range<Int>) -> [UInt8]? { isUnchanged() ? Array(text[range]) : nil }
    func allBytes() -> [UInt8]? { isUnchanged() ? text : nil }
    func isUnchanged() -> Bool { !changed.load(ordering: .relaxed) }
  }

  static let json = #"[{"type":"1","items":[{"type":"text","text":"alpha"},{"type":"text","text":"beta"}]}]"#

  @Test func aSearchOnAChangedFileReadsThePageAgain() throws {
    let bytes = ChangingBytes(Self.json)
    let page = try PageDecoder().decode(Array(Self.json.utf8)).page
    let reloads = Mutex(0)
    var configuration = Viewer.Configuration(fileName: "page.json", columns: 60, rows: 4)
    configuration.pageBytes = bytes
    configuration.pageReloader = {
      reloads.withLock { $0 += 1 }
      return .success(DecodedPage(page: page))
    }
    let viewer = Viewer(page: page, configuration: configuration)
    viewer.update()
    SlicedSearchTests.search("beta", in: viewer)
    #expect(viewer.message == "match 1/1")
    bytes.changed.store(true, ordering: .relaxed)
    SlicedSearchTests.search("alpha", in: viewer)
    #expect(reloads.withLock { $0 } == 1)
    #expect(viewer.search.scan == nil)
  }

  @Test func withoutAFileToReadAgainItSaysSo() throws {
    let bytes = ChangingBytes(Self.json)
    var configuration = Viewer.Configuration(fileName: "page.json", columns: 60, rows: 4)
    configuration.pageBytes = bytes
    let viewer = Viewer(page: try PageDecoder().decode(Array(Self.json.utf8)).page, configuration: configuration)
    viewer.update()
    bytes.changed.store(true, ordering: .relaxed)
    SlicedSearchTests.search("alpha", in: viewer)
    #expect(viewer.message == "page.json changed since it was read")
  }
}
