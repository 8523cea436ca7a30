import Foundation
import TangramTestSupport
import Testing

@testable import TangramTerminal
@testable import TangramReading
@testable import tangram_tui

/// Every template of the Android demo (`virtualview-android/component_demo/`), HelloWorld, and
/// the TemplateWorkSpace templates that have mock data, drawn at 80 columns as the one item of a
/// one-column card, bound to their mock data (`SOURCES.md` says which data feeds which template;
/// a template without data gets an item of its type alone, an item template the first element
/// of its container's data). The whole page is the snapshot.
@Suite struct VirtualViewCorpusDumpTests {
  static let corpus = repositoryRoot().appendingPathComponent("Tests/Fixtures/VirtualView")
  static let demo = "virtualview-android/component_demo"
  static let workspace = "virtualview_tools/TemplateWorkSpace"
  static let helloWorld = "virtualview_tools/RealtimePreview/templates/HelloWorld"

  /// Demo template types and their data (file in the demo folder, and for an item template the
  /// array whose first element it shows); nil for none.
  static let demoData: [String: (file: String, element: String?)?] = [
    "NText": ("ntext_style.json", nil), "FrameLayout": ("frame_style.json", nil), "Page": ("page_item.json", nil),
    "PageScrollScript": ("page_item.json", nil), "PageItem": ("page_item.json", "data"),
    "Slider": ("slider_item.json", nil), "ScrollerVL": ("slider_item.json", nil),
    "ScrollerVS": ("slider_item.json", nil), "ScrollerH": ("slider_item.json", nil),
    "SliderItem": ("slider_item.json", "items"), "Grid": ("grid_item.json", nil),
    "GridItem": ("grid_item.json", "items"), "VH": ("vh_item.json", nil),
    "TotalContainer": ("total_container.json", nil), "VirtualView": ("virtualview.json", nil),
    "TmallComponent1": ("tmall_component_1.json", nil), "TmallComponent2": ("tmall_component_2.json", nil),
    "TmallComponent3": ("tmall_component_3.json", nil), "TmallComponent4": ("tmall_component_4.json", nil),
    "TmallComponent5": ("tmall_component_5.json", nil), "TmallComponent6": ("tmall_component_6.json", nil),
    "TmallComponent7": ("tmall_component_7.json", nil), "TmallComponent8": ("tmall_component_8.json", nil),
    "VText": nil, "NImage": nil, "VImage": nil, "NLine": nil, "VLine": nil, "Progress": nil, "VGraph": nil,
    "RatioLayout": nil, "GridLayout": nil, "VHLayout": nil, "VH2Layout": nil, "ClickScript": nil,
    "NFrameLayout": nil, "NGridLayout": nil, "NRatioLayout": nil, "NVH2Layout": nil, "NVHLayout": nil,
  ]

  /// The item of `type`: its mock data with `"type"` set to it.
  static func item(type: String, data: (file: String, element: String?)?, folder: String) throws -> [String: Any] {
    guard let data else { return ["type": type] }
    let url = corpus.appendingPathComponent(folder).appendingPathComponent(data.file)
    var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    if let key = data.element {
      object = try #require((object[key] as? [Any])?.first as? [String: Any])
    }
    object["type"] = type
    return object
  }

  /// The whole page `--dump --height 0 --vv-templates FOLDER` draws for a one-item page, as text,
  /// and the page's problems.
  static func dump(item: [String: Any], templates: String) throws -> (text: String, problems: [String]) {
    let page = ["cards": [["type": "container-oneColumn", "items": [item]]]]
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("vv-corpus-\(UUID().uuidString).json")
    try JSONSerialization.data(withJSONObject: page, options: [.sortedKeys]).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var options = dumpOptions(url, width: 80, height: 0, keys: "")
    options.templateFolders = [corpus.appendingPathComponent(templates).path]
    let registry = try options.registry()
    let source = PageSource(path: url.path, strict: false)
    let decoded = try source.load(registry: registry)
    let (viewer, problems) = try DumpCommand(options: options).replayedViewer(
      for: decoded, fileName: "page.json", registry: registry)
    let text = viewer.renderWholePage().lines.joined(separator: "\n")
    // Problems only: a binding the mock data has no field for is information.
    return (text, (decoded.diagnostics + problems).filter(\.isProblem).map(\.description))
  }

  /// Reading the folders reports no unknown element; the only unsupported one is the demo app's
  /// own `TotalContainer`.
  @Test(arguments: [demo, workspace, helloWorld])
  func templatesHaveNoUnknownElements(folder: String) {
    let messages = TemplateFolder(path: Self.corpus.appendingPathComponent(folder).path, maximumFileSize: 1 << 20)
      .read().messages
    #expect(messages.filter { $0.contains("unknown element") }.isEmpty)
    #expect(messages.filter { $0.contains("not supported") && !$0.contains("<TotalContainer>") }.isEmpty)
  }

  static func check(type: String, data: (file: String, element: String?)?, folder: String, dataFolder: String, name: String) throws {
    let (text, problems) = try dump(item: try item(type: type, data: data, folder: dataFolder), templates: folder)
    // A data container's child whose type has no template would be a problem of the item.
    #expect(problems.filter { $0.contains("template") }.isEmpty, "\(type): \(problems)")
    // `PageItem` alone is 0 rows: its root is `match_parent` tall, shares of nothing (it is
    // meant to fill a `Page`).
    if type != "PageItem" {
      #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(type) drew nothing")
    }
    assertSnapshot(text, named: name)
  }

  @Test(arguments: demoData.keys.sorted())
  func demoTemplate(type: String) throws {
    try Self.check(
      type: type, data: Self.demoData[type] ?? nil, folder: Self.demo, dataFolder: Self.demo, name: "vv-demo-\(type)")
  }

  /// The workspace's versions of the demo templates that have mock data (it has no
  /// `virtualview.xml`).
  @Test(arguments: demoData.filter { $0.value != nil && $0.key != "VirtualView" }.keys.sorted())
  func workspaceTemplate(type: String) throws {
    try Self.check(
      type: type, data: Self.demoData[type] ?? nil, folder: Self.workspace, dataFolder: Self.demo,
      name: "vv-workspace-\(type)")
  }

  @Test func helloWorldTemplate() throws {
    try Self.check(
      type: "HelloWorld", data: ("HelloWorld.json", nil), folder: Self.helloWorld, dataFolder: Self.helloWorld,
      name: "vv-HelloWorld")
  }
}
