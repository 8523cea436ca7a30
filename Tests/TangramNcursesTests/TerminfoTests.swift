import Testing
@testable import TangramNcurses

@Suite struct TerminfoTests {
  @Test func paddingIsRemoved() {
    let bytes = Array("\u{1B}[?5h$<100/>\u{1B}[?5l$<2*>x$y".utf8)
    #expect(Terminfo.removingPadding(bytes) == Array("\u{1B}[?5h\u{1B}[?5lx$y".utf8))
  }

  @Test func unavailableMessagesAreSentences() {
    #expect(
      TerminalUnavailable(.outputNotTerminal).description
        == "standard output is not a terminal; use --dump to print the page as text")
    #expect(TerminalUnavailable(.terminalTypeUnset).description.hasPrefix("TERM is not set"))
    #expect(TerminalUnavailable(.terminalTooLimited("dumb")).description.contains("'dumb'"))
  }
}
