/// What the viewer can be asked to do; keys and mouse events map onto these.
public enum ViewerAction: Hashable, Sendable {
  case lineDown, lineUp
  case pageDown, pageUp
  case halfPageDown, halfPageUp
  case top, bottom
  /// Turn the pager under the mouse (else the first one on screen) back or on by a page.
  case previousPage, nextPage
  /// Move the float card on top: a row up or down, or against the left or right edge.
  case floatUp, floatDown, floatLeft, floatRight
  /// Move keyboard focus to the next or previous clickable item, in reading order.
  case focusNext, focusPrevious
  /// Click the focused item (or the focused node of its template).
  case activate
  /// Long-press the focused node of a template item (`flag_longclickable`).
  case longPress
  /// Open or close the item inspector: the focused item's (else the one under the mouse, else
  /// the first on screen) path, source position, JSON, card, frame and events.
  case toggleInspector
  /// Copy the inspected (else focused) item's JSON to the clipboard.
  case copyItem
  /// Open or close the event log.
  case toggleEventLog
  /// Show or hide the outlines of every card and item, and cards' margins and padding.
  case toggleLayoutBounds
  /// Hide or show the cards pinned over the page (fix, scroll-fix, float, stuck sticky), to see
  /// what they cover.
  case togglePinnedCards
  /// Read the page again from its file (its card loads start over); a page that cannot be read
  /// again sends its failed loads again.
  case reload
  /// Open the search prompt; `n` and `N` go to the next and previous match.
  case search, nextMatch, previousMatch
  case toggleHelp
  /// Give the terminal back and stop, as `^Z` does in a shell (`fg` comes back). Only the
  /// terminal app acts on it; overlays stay as they are.
  case suspend
  case quit
}

/// One row of the key table: the keys, how help shows them, and what they do.
public struct KeyBinding: Sendable {
  public var keys: [Key]
  public var action: ViewerAction
  /// What the action does, in a few words.
  public var summary: String

  public init(keys: [Key], action: ViewerAction, summary: String) {
    self.keys = keys
    self.action = action
    self.summary = summary
  }

  /// How the help overlay, `--help` and the README write the keys, e.g. `j ↓ ^N ^E`: every
  /// key, so no list can leave one out.
  public var label: String { Self.label(of: keys) }

  /// How help writes `keys`: every one, by its display name.
  static func label(of keys: [Key]) -> String {
    keys.map(\.displayName).joined(separator: " ")
  }
}

/// The viewer's key table: the one source for input handling, the `?` overlay and `--help`.
public enum KeyMap {
  public static let bindings: [KeyBinding] = [
    KeyBinding(keys: [.character("j"), .down, .control("n"), .control("e")], action: .lineDown, summary: "down one row"),
    KeyBinding(keys: [.character("k"), .up, .control("p"), .control("y")], action: .lineUp, summary: "up one row"),
    KeyBinding(
      keys: [.pageDown, .character(" "), .character("f"), .control("f")], action: .pageDown, summary: "down one page"),
    KeyBinding(
      keys: [.pageUp, .character("b"), .control("b")], action: .pageUp,
      summary: "up one page"),
    KeyBinding(keys: [.control("d"), .character("d")], action: .halfPageDown, summary: "down half a page"),
    KeyBinding(keys: [.control("u"), .character("u")], action: .halfPageUp, summary: "up half a page"),
    KeyBinding(keys: [.character("g"), .home, .character("<")], action: .top, summary: "go to the top"),
    KeyBinding(keys: [.character("G"), .end, .character(">")], action: .bottom, summary: "go to the bottom"),
    KeyBinding(keys: [.left, .character("h")], action: .previousPage, summary: "previous page of the pager under the mouse or focused (else the first on screen)"),
    KeyBinding(keys: [.right, .character("l")], action: .nextPage, summary: "next page of the pager"),
    KeyBinding(keys: [.shiftUp], action: .floatUp, summary: "move the float card up"),
    KeyBinding(keys: [.shiftDown], action: .floatDown, summary: "move the float card down"),
    KeyBinding(keys: [.shiftLeft], action: .floatLeft, summary: "move the float card to the left edge"),
    KeyBinding(keys: [.shiftRight], action: .floatRight, summary: "move the float card to the right edge"),
    KeyBinding(keys: [.tab], action: .focusNext, summary: "focus the next clickable item or template node"),
    KeyBinding(keys: [.backTab], action: .focusPrevious, summary: "focus the previous clickable item"),
    KeyBinding(keys: [.enter], action: .activate, summary: "click the focused item (the status bar shows the event)"),
    KeyBinding(keys: [.character("L")], action: .longPress, summary: "long-press the focused template node (posts longClick)"),
    KeyBinding(
      keys: [.character("i")], action: .toggleInspector,
      summary: "inspect the focused item (or under the mouse): path, source, JSON, card, events"),
    KeyBinding(keys: [.character("y")], action: .copyItem, summary: "copy the inspected or focused item's JSON (OSC 52)"),
    KeyBinding(keys: [.character("e")], action: .toggleEventLog, summary: "show or hide the event log (Enter: an event's fields)"),
    KeyBinding(
      keys: [.character("x")], action: .toggleLayoutBounds,
      summary: "show or hide layout bounds: card and item outlines, card types, margins ░ and padding ·"),
    KeyBinding(
      keys: [.character("p")], action: .togglePinnedCards,
      summary: "hide or show the pinned cards (fix, float, stuck sticky) to see what they cover"),
    KeyBinding(keys: [.character("r")], action: .reload, summary: "reload the page from its file, failed loads included (position and focus kept)"),
    KeyBinding(keys: [.character("/")], action: .search, summary: "search item texts, types, ids (Enter finds, Esc cancels)"),
    KeyBinding(keys: [.character("n")], action: .nextMatch, summary: "next match of the search"),
    KeyBinding(keys: [.character("N")], action: .previousMatch, summary: "previous match of the search"),
    KeyBinding(keys: [.character("?"), .function(1)], action: .toggleHelp, summary: "show or hide this help"),
    KeyBinding(keys: [.control("z")], action: .suspend, summary: "suspend to the shell ('fg' comes back)"),
    KeyBinding(keys: [.character("q"), .control("c"), .character("Q")], action: .quit, summary: "quit"),
  ]

  /// Rows the mouse wheel scrolls per notch.
  public static let wheelRows = 3

  /// The action bound to a key, if any.
  public static func action(for key: Key) -> ViewerAction? {
    if case .character(let character) = key, character.utf8.count == 1, let byte = character.utf8.first {
      // Most keys are one ASCII character: an index, not a hash of the character.
      return asciiActions[Int(byte)]
    }
    return lookup[key]
  }

  /// The actions of the one-byte (ASCII) characters, by code.
  private static let asciiActions: [ViewerAction?] = (0..<128).map { code in
    lookup[.character(Character(Unicode.Scalar(UInt8(code))))]
  }

  private static let lookup: [Key: ViewerAction] = {
    var table: [Key: ViewerAction] = [:]
    for binding in bindings {
      for key in binding.keys where table[key] == nil { table[key] = binding.action }
    }
    return table
  }()

  /// The key tables as help text lines: the viewer's (`  j ↓              down one row`), then
  /// each component's under its title, in one column of labels.
  public static var helpLines: [String] {
    let width = (helpRows + sections.flatMap(\.rows)).map { DisplayWidth.of($0.label) }.max() ?? 0
    let line = { (row: KeyHelpRow) in "  " + TextWrapper.fit(row.label, width: width) + "   " + row.summary }
    return helpRows.map(line) + sections.flatMap { ["", $0.title.prefix(1).uppercased() + $0.title.dropFirst() + ":"] + $0.rows.map(line) }
  }

  /// The key tables of the components that take keys of their own while they are open, in the
  /// order help lists them.
  public static var sections: [KeyHelpSection] {
    [
      ViewerSearch.promptKeys.helpSection, ItemInspector.keys.helpSection, EventLogOverlay.keys.helpSection,
      ViewerComparison.keys.helpSection,
    ]
  }

  /// Every row of the help: the key bindings, then what the mouse does. The `?` overlay,
  /// `--help` and the manual page list these.
  public static var helpRows: [KeyHelpRow] {
    bindings.map { KeyHelpRow(label: $0.label, summary: $0.summary) } + mouseRows
  }

  /// What the mouse does, as help rows after the keys.
  public static let mouseRows = [
    KeyHelpRow(label: "wheel", summary: "scroll \(wheelRows) rows; sideways: turn the pager"),
    KeyHelpRow(label: "drag", summary: "move a float card; it snaps to the nearer side"),
    KeyHelpRow(label: "click", summary: "focus and click the item under the mouse"),
  ]
}

/// One row of the key help: the keys (or mouse gesture) as help writes them, and what they do.
public struct KeyHelpRow: Hashable, Sendable {
  public var label: String
  public var summary: String

  public init(label: String, summary: String) {
    self.label = label
    self.summary = summary
  }
}
