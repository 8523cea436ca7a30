import Testing

@testable import TangramCore

/// `VHLayout` (VirtualView spec §4.4) beyond the spec's vectors: children that match a layout
/// which wraps them, and children packed against the end.
@Suite struct VHLayoutTests {
  static func frames(_ xml: String) throws -> [Rect] {
    let root = try VirtualViewLayoutTests.layout(xml)
    return [root.frame] + root.children.map(\.frame)
  }

  /// A column as wide as its widest child: a `match_parent` child is measured again at that
  /// width, once the column knows it (the column here is in a row, which lets it wrap).
  @Test func aMatchParentChildOfAWrappingColumnTakesTheColumnsWidth() throws {
    let root = try VirtualViewLayoutTests.layout("""
      <VHLayout orientation="H" layoutWidth="match_parent" layoutHeight="wrap_content">
        <VHLayout orientation="V" layoutWidth="wrap_content" layoutHeight="wrap_content">
          <NImage layoutWidth="100" layoutHeight="10"/>
          <NImage layoutWidth="match_parent" layoutHeight="5"/>
        </VHLayout>
      </VHLayout>
      """)
    let column = try #require(root.children.first)
    #expect(column.frame == Rect(x: 0, y: 0, width: 200, height: 30))
    #expect(column.children.map(\.frame) == [Rect(x: 0, y: 0, width: 200, height: 20), Rect(x: 0, y: 20, width: 200, height: 10)])
  }

  /// A row as tall as its tallest child: a `match_parent` child is measured again at that height.
  @Test func aMatchParentChildOfAWrappingRowTakesTheRowsHeight() throws {
    #expect(try Self.frames("""
      <VHLayout orientation="H" layoutWidth="match_parent" layoutHeight="wrap_content">
        <NImage layoutWidth="10" layoutHeight="30"/>
        <NImage layoutWidth="10" layoutHeight="match_parent"/>
      </VHLayout>
      """) == [
        Rect(x: 0, y: 0, width: 750, height: 60), Rect(x: 0, y: 0, width: 20, height: 60),
        Rect(x: 20, y: 0, width: 20, height: 60),
      ])
  }

  /// `gravity` with the end bit of the layout's axis packs the children against the end, inside
  /// the padding.
  @Test(arguments: [
    (#"orientation="H" gravity="right""#, [Rect(x: 690, y: 0, width: 20, height: 20), Rect(x: 710, y: 0, width: 20, height: 20)]),
    (#"orientation="V" gravity="bottom""#, [Rect(x: 0, y: 140, width: 20, height: 20), Rect(x: 0, y: 160, width: 20, height: 20)]),
  ])
  func theEndGravityPacksAgainstTheEnd(attributes: String, children: [Rect]) throws {
    let frames = try Self.frames("""
      <VHLayout \(attributes) layoutWidth="match_parent" layoutHeight="100" paddingRight="10" paddingBottom="10">
        <NImage layoutWidth="10" layoutHeight="10"/>
        <NImage layoutWidth="10" layoutHeight="10"/>
      </VHLayout>
      """)
    #expect(Array(frames.dropFirst()) == children)
  }

  /// `autoDimDirection` Y: a node of an exact height takes the width `autoDimX : autoDimY` gives.
  @Test func autoDimAlongYSetsTheWidthFromTheHeight() throws {
    let root = try VirtualViewLayoutTests.layout("""
      <VHLayout orientation="H" layoutWidth="match_parent" layoutHeight="wrap_content">
        <NImage layoutWidth="wrap_content" layoutHeight="50" autoDimDirection="Y" autoDimX="3" autoDimY="2"/>
      </VHLayout>
      """)
    #expect(root.children.map(\.frame) == [Rect(x: 0, y: 0, width: 150, height: 100)])
  }
}
