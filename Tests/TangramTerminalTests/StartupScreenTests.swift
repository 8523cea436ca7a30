import Testing

@testable import TangramTerminal

/// The screen shown while the page is read and laid out: its status, and the keys that end the
/// wait, driven headless with a scripted progress.
@Suite struct StartupScreenTests {
  struct LayoutFailed: Error, Equatable {}

  typealias Screen = StartupScreen<String, LayoutFailed>

  /// A progress that answers from a list, then keeps giving its last answer; counts the calls.
  final class ScriptedProgress {
    private var answers: [Screen.Progress]
    private(set) var calls: [(columns: Int, rows: Int)] = []

    init(_ answers: [Screen.Progress]) {
      self.answers = answers
    }

    func next(columns: Int, rows: Int) -> Screen.Progress {
      calls.append((columns, rows))
      return answers.count > 1 ? answers.removeFirst() : answers[0]
    }
  }

  private func run(
    fileName: String = "page.json", progress: ScriptedProgress, input: ScriptedInput,
    backend: TestBackend = TestBackend(columns: 40, rows: 4)
  ) -> (outcome: Screen.Outcome, screens: [[String]]) {
    let screen = Screen(fileName: fileName, backend: backend, input: input, progress: progress.next)
    return (screen.run(), backend.frames.map(\.lines))
  }

  @Test func qDuringAPendingLayoutQuitsAtOnce() {
    let progress = ScriptedProgress([.layingOut])
    let input = ScriptedInput([.key(.character("j")), .key(.character("q")), .key(.character("k"))])
    let (outcome, screens) = run(progress: progress, input: input)
    guard case .quit = outcome else {
      Issue.record("expected quit, got \(outcome)")
      return
    }
    #expect(screens == [["", "", "", " laying out page.json…  q quit"]])
    // Asked before each wait for input: before `j`, before `q`; never again after `q`.
    #expect(progress.calls.count == 2)
    #expect(input.nextEvent() == .key(.character("k")))
  }

  @Test(arguments: [Key.control("c"), Key.character("Q")])
  func everyQuitKeyEndsTheWait(_ key: Key) {
    let (outcome, _) = run(progress: ScriptedProgress([.reading]), input: ScriptedInput([.key(key)]))
    guard case .quit = outcome else {
      Issue.record("expected quit, got \(outcome)")
      return
    }
  }

  @Test func showsEachStageOnceThenHandsOverWhatIsReady() {
    let progress = ScriptedProgress([.reading, .reading, .layingOut, .ready("viewer")])
    let input = ScriptedInput([.key(.character("j")), .key(.character("G")), .key(.character("j"))])
    let (outcome, screens) = run(progress: progress, input: input)
    guard case .ready(let ready) = outcome else {
      Issue.record("expected ready, got \(outcome)")
      return
    }
    #expect(ready == "viewer")
    #expect(screens.map { $0.last } == [" reading page.json…  q quit", " laying out page.json…  q quit"])
    #expect(progress.calls.map(\.columns) == [40, 40, 40, 40])
  }

  @Test func aFailureEndsTheWait() {
    let progress = ScriptedProgress([.reading, .failed(LayoutFailed())])
    let (outcome, screens) = run(progress: progress, input: ScriptedInput([.key(.character("j"))]))
    guard case .failed(let failure) = outcome else {
      Issue.record("expected failed, got \(outcome)")
      return
    }
    #expect(failure == LayoutFailed())
    #expect(screens.count == 1)
  }

  @Test func aResizeRedrawsTheStatusAtTheNewSize() {
    let backend = TestBackend(columns: 40, rows: 4)
    let progress = ScriptedProgress([.reading, .reading, .ready("viewer")])
    final class ResizingInput: InputSource {
      let backend: TestBackend
      var sent = false
      init(backend: TestBackend) { self.backend = backend }
      func nextEvent() -> InputEvent? { nextEvent(timeout: 0) }
      func nextEvent(timeout milliseconds: Int) -> InputEvent? {
        guard !sent else { return nil }
        sent = true
        backend.size = (30, 3)
        return .resize(columns: 30, rows: 3)
      }
    }
    let screen = Screen(
      fileName: "page.json", backend: backend, input: ResizingInput(backend: backend), progress: progress.next)
    guard case .ready = screen.run() else {
      Issue.record("expected ready")
      return
    }
    #expect(backend.frames.map(\.lines) == [["", "", "", " reading page.json…  q quit"], ["", "", " reading page.json…  q quit"]])
    #expect(progress.calls.map(\.columns) == [40, 30, 30])
  }

  @Test func theFileNameIsShownAsData() {
    let (_, screens) = run(
      fileName: "a\u{1B}[2Jb.json", progress: ScriptedProgress([.reading]), input: ScriptedInput([]))
    #expect(screens == [["", "", "", " reading a␛[2Jb.json…  q quit"]])
  }
}
