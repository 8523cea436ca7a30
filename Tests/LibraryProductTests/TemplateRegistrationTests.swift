import Glibc
import TangramCore
import TangramTerminal
import Testing

// An app's own VirtualView templates, registered through the products' public API: from a
// string it holds and from a file, with their problems at file:line:column.

@Suite struct TemplateRegistrationTests {
  /// A price tag: a bordered row of a bold name and a right-aligned price, its colour bound.
  static let priceTag = """
    <VHLayout orientation="H" layoutWidth="match_parent" layoutHeight="wrap_content"
        background="#FFFFFF" borderWidth="1" borderColor="#333333"
    paddingLeft="10" paddingRight="10" paddingTop="16" paddingBottom="16">
      <VText layoutWidth="wrap_content" layoutHeight="wrap_content" text="${name}" textStyle="bold"
          textColor="@{${sale} ? #E02020 : #333333}"/>
      <NText layoutWidth="match_parent" layoutHeight="wrap_content" gravity="right" text="${price}"
          textSize="12dp"/>
    </VHLayout>
    """

  static let pageJSON = """
    [{"type":"container-oneColumn","items":[
      {"type":"price-tag","name":"Green tea","price":"¥ 12"},
      {"type":"text","text":"after the tag"}]}]
    """

  @Test func aTemplateFromAStringDrawsItsItems() throws {
    var elements = ElementRegistry.standard
    let problems = try elements.registerTemplate(xml: Self.priceTag, type: "price-tag")
    #expect(problems.map(\.description) == [#"price-tag.xml:7:7: warning: textSize: "12dp" is not a valid value; it keeps its default"#])
    #expect(elements.isRegistered("price-tag"))
    let helper = DataSourceHelper(elements: elements)
    let decoded = try helper.decode(Array(Self.pageJSON.utf8))
    #expect(decoded.diagnostics.isEmpty)
    let viewer = helper.makeViewer(for: decoded, fileName: "page.json", columns: 40, rows: 5)
    viewer.update()
    #expect(viewer.render().lines == [
      "┌──────────────────────────────────────┐",
      "│Green tea                         ¥ 12│",
      "└──────────────────────────────────────┘",
      "after the tag",
      " page.json  ? help  q quit row 1/4  all",
    ])
  }

  @Test func malformedXMLIsThrownWithItsPositionAndRegistersNothing() {
    var elements = ElementRegistry.standard
    #expect {
      try elements.registerTemplate(xml: "<FrameLayout>\n  <NText text=\"a\">\n</FrameLayout>", type: "broken", fileName: "cards/broken.xml")
    } throws: { error in
      let problem = error as? TemplateProblem
      return problem?.severity == .error && problem?.description.hasPrefix("cards/broken.xml:3:") == true
    }
    #expect(!elements.isRegistered("broken"))
  }

  @Test func aTemplateFromAFileTakesItsTypeFromTheFileName() throws {
    let folder = String(cString: mkdtemp(strdup("/tmp/tangram-templates-XXXXXX")))
    let path = folder + "/price-tag.xml"
    defer {
      unlink(path)
      rmdir(folder)
    }
    let file = fopen(path, "w")
    fputs(Self.priceTag, file)
    fclose(file)

    var elements = ElementRegistry.standard
    let problems = try elements.registerTemplate(contentsOf: path)
    #expect(elements.isRegistered("price-tag"))
    #expect(problems.map(\.description) == [#"\#(path):7:7: warning: textSize: "12dp" is not a valid value; it keeps its default"#])
    #expect(elements.registeredTypes.contains("price-tag"))

    #expect {
      try elements.registerTemplate(contentsOf: folder + "/missing.xml", type: "missing")
    } throws: { error in
      (error as? TemplateProblem)?.description == "\(folder)/missing.xml: error: cannot read the template: No such file or directory"
    }
    #expect {
      try elements.registerTemplate(contentsOf: path, maximumSize: 10)
    } throws: { error in
      (error as? TemplateProblem)?.description == "\(path): error: cannot read the template: larger than 10 bytes"
    }
  }

  /// A FIFO (or a device) is refused at once: opening a FIFO waits for a writer that may never
  /// come, and a device such as `/dev/zero` never ends.
  @Test func aFIFOOrADeviceIsRefusedWithoutWaiting() throws {
    let folder = String(cString: mkdtemp(strdup("/tmp/tangram-templates-XXXXXX")))
    let path = folder + "/pipe.xml"
    #expect(mkfifo(path, 0o600) == 0)
    defer {
      unlink(path)
      rmdir(folder)
    }
    var elements = ElementRegistry.standard
    for file in [path, "/dev/zero"] {
      #expect {
        try elements.registerTemplate(contentsOf: file, type: "t")
      } throws: { error in
        (error as? TemplateProblem)?.description
          == "\(file): error: cannot read the template: not a regular file (a FIFO, device or socket)"
      }
    }
    #expect(!elements.isRegistered("t"))
  }
}
