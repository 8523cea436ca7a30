import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// The nodes of a template item as focus and click targets, and their exposure (VirtualView
/// spec §7.5): Tab reaches each clickable node, Enter and the mouse click the node, `L`
/// long-presses a long-clickable one, and each shown exposure node is exposed with its item.
@MainActor
@Suite struct TemplateNodeEventsTests {
  static let xml = """
    <VHLayout orientation="V" name="card" layoutWidth="match_parent" layoutHeight="wrap_content" flag="flag_exposure">
      <NText id="1" name="title" layoutWidth="match_parent" layoutHeight="wrap_content" text="${title}"
             flag="flag_clickable|flag_exposure" action="url"/>
      <FrameLayout name="row" layoutWidth="match_parent" layoutHeight="wrap_content"
                   flag="flag_clickable|flag_longclickable" action="${more}" actionParam="p1">
        <NText name="label" layoutWidth="wrap_content" layoutHeight="wrap_content" text="more"/>
      </FrameLayout>
      <NText name="gone" visibility="gone" layoutWidth="match_parent" layoutHeight="wrap_content" text="x"
             flag="flag_clickable|flag_exposure"/>
    </VHLayout>
    """

  /// A line of text, then the template item: at 20 columns a row is 75 px, so the title is
  /// page row 1 and the row with "more" page row 2.
  static func viewer() throws -> (Viewer, Recorder) {
    var registry = ElementRegistry.standard
    registry.register(template: try VVTemplate.read(Array(xml.utf8), type: "node", fileName: "node.xml").template)
    let json = """
      {"cards":[{"type":"container-oneColumn","items":[{"type":"text","text":"top"},
        {"type":"node","title":"Hello","url":"https://example.com/a","more":"detail"}]}]}
      """
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let viewer = Viewer(page: page, fileName: "p.json", columns: 20, rows: 5, registry: registry)
    let recorder = Recorder()
    viewer.eventSink = { recorder.events.append($0) }
    return (viewer, recorder)
  }

  final class Recorder {
    var events: [Event] = []
    func lines(_ topic: EventTopic) -> [String] {
      events.filter { $0.topic == topic }.map(EventSummary.line)
    }
  }

  static func frame(_ viewer: Viewer) -> Buffer {
    viewer.update()
    return viewer.render()
  }

  /// The page's rows with reversed cells (the last row is the status bar).
  static func reversedRows(_ buffer: Buffer) -> [Int] {
    (0..<(buffer.height - 1)).filter { row in
      (0..<buffer.width).contains { buffer.cell(column: $0, row: row)?.style.attributes.contains(.reverse) == true }
    }
  }

  @Test func theShownExposureNodesAreExposedWithTheirItem() throws {
    let (viewer, recorder) = try Self.viewer()
    #expect(Self.frame(viewer).lines.prefix(3) == ["top", "Hello", "more"])
    #expect(recorder.lines(.vvExposure) == [
      "vvExposure  node  #0/1  vvNodeName=card", "vvExposure  node  #0/1  action=https://example.com/a  vvNodeId=1  vvNodeName=title",
    ])
  }

  @Test func tabReachesEachClickableNodeAndEnterClicksIt() throws {
    let (viewer, recorder) = try Self.viewer()
    _ = Self.frame(viewer)
    viewer.perform(.focusNext)
    #expect(viewer.pageView.focusedNode == 0)
    #expect(Self.reversedRows(Self.frame(viewer)) == [1])
    viewer.perform(.activate)
    viewer.perform(.focusNext)
    #expect(Self.reversedRows(Self.frame(viewer)) == [2])
    viewer.perform(.activate)
    _ = Self.frame(viewer)
    #expect(recorder.lines(.click) == [
      "click  node  #0/1  action=https://example.com/a  title=Hello  url=https://example.com/a  more=detail  vvNodeId=1  vvNodeName=title",
      "click  node  #0/1  action=detail  title=Hello  url=https://example.com/a  more=detail  vvNodeName=row  actionParam=p1",
    ])
    // Past the last node, focus wraps to the first (the item itself is not focusable); back
    // from the first goes to the last.
    viewer.perform(.focusNext)
    #expect(viewer.pageView.focusedNode == 0)
    viewer.perform(.focusPrevious)
    #expect(viewer.pageView.focusedNode == 1)
  }

  /// Focus going back to a node scrolled off above the screen scrolls up just enough to show it.
  @Test func focusGoingBackToANodeAboveTheScreenScrollsUpToIt() throws {
    var registry = ElementRegistry.standard
    registry.register(template: try VVTemplate.read(Array(Self.xml.utf8), type: "node", fileName: "node.xml").template)
    let texts = (0..<20).map { #"{"type":"text","text":"line \#($0)"}"# }.joined(separator: ",")
    let json = """
      {"cards":[{"type":"container-oneColumn","items":[{"type":"text","text":"top"},
        {"type":"node","title":"Hello","url":"https://example.com/a","more":"detail"},\(texts)]}]}
      """
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let viewer = Viewer(page: page, fileName: "p.json", columns: 20, rows: 6, registry: registry)
    _ = Self.frame(viewer)
    viewer.perform(.focusNext)
    viewer.perform(.focusNext)
    #expect(viewer.pageView.focusedNode == 1)
    viewer.perform(.lineDown)
    viewer.perform(.lineDown)
    #expect(Self.frame(viewer).lines.prefix(2) == ["more", "line 0"])
    viewer.perform(.focusPrevious)
    #expect(viewer.pageView.focusedNode == 0)
    #expect(viewer.pageView.offset == 1)
    #expect(Self.frame(viewer).lines.prefix(2) == ["Hello", "more"])
  }

  /// Focus coming to an item whose last row is below the screen scrolls it into view, just
  /// enough; its nodes are then on screen, and focus going from one to the other scrolls nothing.
  @Test func focusOnNodesOnScreenScrollsNothing() throws {
    var registry = ElementRegistry.standard
    registry.register(template: try VVTemplate.read(Array(Self.xml.utf8), type: "node", fileName: "node.xml").template)
    let texts = (0..<4).map { #"{"type":"text","text":"line \#($0)"}"# }.joined(separator: ",")
    let json = """
      {"cards":[{"type":"container-oneColumn","items":[\(texts),
        {"type":"node","title":"Hello","url":"https://example.com/a","more":"detail"},{"type":"text","text":"end"}]}]}
      """
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let viewer = Viewer(page: page, fileName: "p.json", columns: 20, rows: 6, registry: registry)
    #expect(Self.frame(viewer).lines.prefix(5) == ["line 0", "line 1", "line 2", "line 3", "Hello"])
    viewer.perform(.focusNext)
    #expect(viewer.pageView.focusedNode == 0)
    #expect(viewer.pageView.offset == 1)
    #expect(Self.frame(viewer).lines.prefix(5) == ["line 1", "line 2", "line 3", "Hello", "more"])
    viewer.perform(.focusNext)
    #expect(viewer.pageView.focusedNode == 1)
    #expect(viewer.pageView.offset == 1)
    viewer.perform(.focusPrevious)
    #expect(viewer.pageView.focusedNode == 0)
    #expect(viewer.pageView.offset == 1)
  }

  /// A template item in a pinned bar is always on screen: focusing its nodes scrolls nothing
  /// (the page's rows between the bars are not where the bar is).
  @Test func focusingANodeOfAPinnedItemScrollsNothing() throws {
    var registry = ElementRegistry.standard
    registry.register(template: try VVTemplate.read(Array(Self.xml.utf8), type: "node", fileName: "node.xml").template)
    let texts = (0..<30).map { #"{"type":"text","text":"line \#($0)"}"# }.joined(separator: ",")
    let json = """
      {"cards":[{"type":"container-fix","style":{"align":"top_left"},
        "items":[{"type":"node","title":"Hello","url":"https://example.com/a","more":"detail"}]},
        {"type":"container-oneColumn","items":[\(texts)]}]}
      """
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let viewer = Viewer(page: page, fileName: "p.json", columns: 20, rows: 8, registry: registry)
    _ = Self.frame(viewer)
    for _ in 0..<10 { viewer.perform(.lineDown) }
    _ = Self.frame(viewer)
    let offset = viewer.pageView.offset
    #expect(offset == 10)
    for node in [0, 1] {
      viewer.perform(.focusNext)
      #expect(viewer.pageView.focusedNode == node)
      #expect(Self.reversedRows(Self.frame(viewer)) == [node])
      #expect(viewer.pageView.offset == offset)
    }
  }

  /// The same page again (a save that changed nothing else) keeps the focus on the same node of
  /// the same item; a page without that item drops it.
  @Test func aPageReadAgainKeepsTheFocusedNode() throws {
    let (viewer, _) = try Self.viewer()
    _ = Self.frame(viewer)
    viewer.perform(.focusNext)
    viewer.perform(.focusNext)
    #expect(viewer.pageView.focusedNode == 1)
    viewer.replacePage(with: viewer.pageView.page, problems: [])
    #expect(viewer.pageView.focusedNode == 1)
    #expect(Self.reversedRows(Self.frame(viewer)) == [2])
    let withoutIt = try PageDecoder().decode(Array(#"{"cards":[{"type":"container-oneColumn","items":[{"type":"text","text":"top"}]}]}"#.utf8)).page
    viewer.replacePage(with: withoutIt, problems: [])
    #expect(viewer.pageView.focusedNode == nil)
  }

  @Test func aLongPressPostsLongClickOnlyForALongClickableNode() throws {
    let (viewer, recorder) = try Self.viewer()
    _ = Self.frame(viewer)
    viewer.perform(.focusNext)
    viewer.perform(.longPress)
    _ = Self.frame(viewer)
    #expect(recorder.lines(.longClick).isEmpty)
    viewer.perform(.focusNext)
    viewer.perform(.longPress)
    _ = Self.frame(viewer)
    #expect(recorder.lines(.longClick) == [
      "longClick  node  #0/1  action=detail  title=Hello  url=https://example.com/a  more=detail  vvNodeName=row  actionParam=p1"
    ])
  }

  @Test func aMouseClickGoesToTheInnermostTargetUnderIt() throws {
    let (viewer, recorder) = try Self.viewer()
    _ = Self.frame(viewer)
    // "more" is not a target: the row around it takes the click.
    _ = viewer.handle(.mouse(.press, column: 1, row: 2))
    #expect(recorder.lines(.click).map { $0.contains("vvNodeName=row") } == [true])
    #expect(Self.reversedRows(Self.frame(viewer)) == [2])
    // The line of text above is no target at all.
    _ = viewer.handle(.mouse(.press, column: 1, row: 0))
    #expect(recorder.lines(.click).count == 1)
    #expect(Self.reversedRows(Self.frame(viewer)).isEmpty)
  }
}
