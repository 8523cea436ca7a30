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
