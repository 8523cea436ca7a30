import TangramTestSupport
import Testing

@testable import TangramTerminal

/// `^Z` gives the terminal back through the backend; the viewer itself does not change.
@Suite struct SuspendTests {
  private func viewer() -> Viewer {
    Viewer(page: longPage(50), fileName: "long.json", columns: 40, rows: 6)
  }

  @Test func controlZIsTheSuspendKey() throws {
    #expect(KeyMap.action(for: .control("z")) == .suspend)
    #expect(try KeyScript.parse("^Z C-z") == [.key(.control("z")), .key(.control("z"))])
    #expect(KeyMap.helpLines.contains("  ^Z                suspend to the shell ('fg' comes back)"))
  }

  @Test func controlZSuspendsWhateverIsOpenAndChangesNothing() {
    let subject = viewer()
    subject.handle(.key(.character("j")))
    subject.handle(.key(.character("?")))
    let before = subject.render()
    #expect(subject.handle(.key(.control("z"))) == .suspend)
    #expect(subject.isShowingHelp)
    #expect(subject.render() == before)
    subject.handle(.key(.escape))
    subject.handle(.key(.character("e")))
    #expect(subject.handle(.key(.control("z"))) == .suspend)
    #expect(subject.isShowingEventLog)
  }

  @Test func theRunLoopSuspendsTheBackendAndKeepsGoing() {
    let subject = viewer()
    let backend = TestBackend(columns: 40, rows: 6)
    let input = ScriptedInput([.key(.character("j")), .key(.control("z")), .key(.character("j"))])
    App(viewer: subject, backend: backend, input: input).run()
    #expect(backend.suspendCount == 1)
    #expect(subject.pageView.offset == 2)
    #expect(backend.lastFrame?.lines.first == "item 2")
  }

  @Test func aDumpIgnoresTheSuspendKey() throws {
    let subject = viewer()
    for event in try KeyScript.parse("j ^Z j") where subject.handle(event) == .quit {
      Issue.record("^Z must not quit")
    }
    #expect(subject.render().lines.first == "item 2")
  }
}
