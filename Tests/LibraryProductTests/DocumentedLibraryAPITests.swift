import TangramCore
import TangramTerminal
import Testing

// What the README promises a library user beyond the example: one configuration value, a loader,
// the event bus and the viewer's clock, reached with plain imports from another package.

/// Answers every load at once with one text item.
final class OneItemLoader: Loader {
  private(set) var requests: [LoadRequest] = []
  func load(_ request: LoadRequest, completion: @escaping LoadCompletion) {
    requests.append(request)
    completion(.success(LoadResult(items: [.object(JSONObject([("type", .string("text")), ("text", .string("loaded"))]))])))
  }
}

@Suite struct DocumentedLibraryAPITests {
  static let pageJSON = #"[{"type":"1","load":"feed","items":[]},{"type":"1","items":[{"type":"text","text":"tea"}]}]"#

  @Test func aConfiguredViewerLoadsReportsEventsAndRunsTimers() throws {
    let helper = DataSourceHelper()
    let decoded = try helper.decode(Array(Self.pageJSON.utf8))
    let loader = OneItemLoader()
    var configuration = Viewer.Configuration(fileName: "page.json", columns: 20, rows: 3)
    configuration.loader = loader
    configuration.problems = decoded.diagnostics
    let viewer = Viewer(page: decoded.page, configuration: configuration)

    var topics: [EventTopic] = []
    let subscription = viewer.bus.subscribe(to: .loadFinished) { topics.append($0.topic) }
    var fired = 0
    viewer.timers.register(every: 100) { fired += 1 }

    viewer.update()
    viewer.handle(.tick(milliseconds: 250))

    #expect(loader.requests.map(\.api) == ["feed"])
    #expect(topics == [.loadFinished])
    #expect(fired == 2)
    #expect(viewer.render().lines == ["loaded", "tea", " page.json 1/2  all"])
    subscription.cancel()
  }
}
