import CNcurses
import Testing
import TangramNcurses
import TangramTerminal

@Suite struct MouseMappingTests {
  @Test func wheel() {
    #expect(MouseMapping.action(forButtonState: CNcurses_BUTTON4_PRESSED(), buttonHeld: false) == .wheelUp)
    #expect(MouseMapping.action(forButtonState: CNcurses_BUTTON5_PRESSED(), buttonHeld: false) == .wheelDown)
    #expect(MouseMapping.action(forButtonState: CNcurses_BUTTON4_PRESSED(), buttonHeld: true) == .wheelUp)
  }

  @Test func leftButton() {
    #expect(MouseMapping.action(forButtonState: CNcurses_BUTTON1_PRESSED(), buttonHeld: false) == .press)
    #expect(MouseMapping.action(forButtonState: CNcurses_BUTTON1_RELEASED(), buttonHeld: true) == .release)
    #expect(MouseMapping.action(forButtonState: CNcurses_BUTTON1_CLICKED(), buttonHeld: false) == .release)
  }

  @Test func motionIsADragOnlyWhileTheButtonIsHeld() {
    let motion = CNcurses_REPORT_MOUSE_POSITION()
    #expect(MouseMapping.action(forButtonState: motion, buttonHeld: true) == .drag)
    #expect(MouseMapping.action(forButtonState: motion, buttonHeld: false) == nil)
  }

  @Test func otherButtonsAreIgnored() {
    #expect(MouseMapping.action(forButtonState: CNcurses_BUTTON2_PRESSED(), buttonHeld: false) == nil)
    #expect(MouseMapping.action(forButtonState: CNcurses_BUTTON3_PRESSED(), buttonHeld: false) == nil)
    #expect(MouseMapping.action(forButtonState: 0, buttonHeld: false) == nil)
  }

  /// A press and its release read in one run (they arrived in one write): `getmouse` hands the
  /// release back first, and both must come out, press first, or the click is lost.
  @Test func aRunOfReportsComesOutOldestFirst() {
    let release = MouseMapping.Report(buttonState: CNcurses_BUTTON1_RELEASED(), column: 85, row: 30)
    let press = MouseMapping.Report(buttonState: CNcurses_BUTTON1_PRESSED(), column: 85, row: 30)
    var held = false
    let events = MouseMapping.events(ofRunNewestFirst: [release, press], buttonHeld: &held)
    #expect(events == [.mouse(.press, column: 85, row: 30), .mouse(.release, column: 85, row: 30)])
    #expect(!held)
  }

  /// The button held follows the run in order: motion after the press of the same run is a
  /// drag, and a run that ends pressed leaves the button held.
  @Test func aRunTracksTheHeldButtonInOrder() {
    let motion = CNcurses_REPORT_MOUSE_POSITION()
    let run = [
      MouseMapping.Report(buttonState: motion, column: 4, row: 2),
      MouseMapping.Report(buttonState: CNcurses_BUTTON1_PRESSED(), column: 3, row: 2),
      MouseMapping.Report(buttonState: motion, column: 1, row: 1),
    ]
    var held = false
    let events = MouseMapping.events(ofRunNewestFirst: run, buttonHeld: &held)
    #expect(events == [.mouse(.press, column: 3, row: 2), .mouse(.drag, column: 4, row: 2)])
    #expect(held)
    #expect(MouseMapping.events(ofRunNewestFirst: [], buttonHeld: &held).isEmpty)
    #expect(held)
  }

  @Test func maskValuesMatchNcursesLayout() {
    // Mouse version 2: five bits per button, button n starting at bit 5 * (n - 1).
    #expect(CNcurses_BUTTON1_RELEASED() == 0o1)
    #expect(CNcurses_BUTTON1_PRESSED() == 0o2)
    #expect(CNcurses_BUTTON4_PRESSED() == 0o2 << 15)
    #expect(CNcurses_BUTTON5_PRESSED() == 0o2 << 20)
    #expect(CNcurses_REPORT_MOUSE_POSITION() == 0o10 << 25)
  }

  @Test func requestedEvents() {
    let mask = MouseMapping.eventMask
    for bit in [
      CNcurses_BUTTON1_PRESSED(), CNcurses_BUTTON1_RELEASED(), CNcurses_BUTTON4_PRESSED(),
      CNcurses_BUTTON5_PRESSED(), CNcurses_REPORT_MOUSE_POSITION(),
    ] {
      #expect(mask & bit == bit)
    }
    #expect(mask & CNcurses_BUTTON1_CLICKED() == 0)
  }
}
