import TangramCore

/// Two versions of a page shown one at a time with what changed marked (`tangram-tui diff`):
/// the new version, its changed items marked by kind, the items it no longer has as ghosts where
/// they were; `o` shows the old version at the same place, marked the other way round.
package struct ViewerComparison {
  /// One version of the page.
  package struct Version {
    package var page: Page
    /// The file's name, as the status bar shows it.
    package var name: String

    package init(page: Page, name: String) {
      self.page = page
      self.name = name
    }
  }

  /// What the comparison's keys do.
  package enum Action: Hashable, Sendable {
    case nextChange, previousChange, flip, togglePanel
  }

  /// The keys the viewer takes while it compares two versions.
  package static let keys = ComponentKeys<Action>(
    title: "while comparing two versions (diff)",
    [
      ([.character("]")], .nextChange, "go to the next change"),
      ([.character("[")], .previousChange, "go to the previous change"),
      ([.character("o")], .flip, "show the other version (old or new) at the same place"),
      ([.character("c")], .togglePanel, "show or hide the list of changes (it follows the focus)"),
    ])

  /// Columns left of the page for the marks, as `diff -u` puts `+` and `-` before each line.
  package static let gutterWidth = 1

  package var old: Version
  package var new: Version
  package let diff: PageDiff
  /// Whether the old version shows.
  var showsOld = false
  /// The change last gone to with `]` or `[`, or of the item focused, by index in the diff's
  /// changes.
  var current: Int?
  /// Whether the list of changes shows beside the page (`c`).
  var showsPanel = false
  /// Reads the old version's file again when it is saved; nil when it cannot be.
  package var readOld: (@Sendable () -> Result<Page, PageReloadError>)?

  /// The same comparison, at the same place in it, with `diff` in place of its own.
  func with(_ diff: PageDiff) -> ViewerComparison {
    var fresh = ViewerComparison(old: old, new: new, diff: diff)
    fresh.showsOld = showsOld
    fresh.showsPanel = showsPanel
    fresh.readOld = readOld
    return fresh
  }

  /// Where the changes show in each version.
  private let oldMarks: ComparisonMarks
  private let newMarks: ComparisonMarks

  package init(old: Version, new: Version, diff: PageDiff) {
    self.old = old
    self.new = new
    self.diff = diff
    oldMarks = ComparisonMarks(diff: diff, showingOld: true, otherPage: new.page)
    newMarks = ComparisonMarks(diff: diff, showingOld: false, otherPage: old.page)
  }

  /// Where the changes show in the version shown.
  var marks: ComparisonMarks { showsOld ? oldMarks : newMarks }

  /// The version shown, and the other one.
  var shown: Version { showsOld ? old : new }
  var other: Version { showsOld ? new : old }

  /// Where a change is in the version shown; nil when that version does not have it (an
  /// addition while the old one shows, a removal while the new one does).
  func place(of change: PageChange) -> PageChange.Place? {
    showsOld ? change.old : change.new
  }

  /// Where a change is in the other version; nil when that one does not have it.
  func otherPlace(of change: PageChange) -> PageChange.Place? {
    showsOld ? change.new : change.old
  }

  /// The address in the version shown of the item at `address` in the other version.
  func counterpart(of address: ItemAddress) -> ItemAddress? {
    showsOld ? diff.oldAddressOfNew[address] : diff.newAddressOfOld[address]
  }

  /// The change at the item at `address` of the version shown, the first if it has several.
  func change(at address: ItemAddress) -> Int? {
    marks.changesAt[address]?.first
  }

  /// The list of changes as the panel shows it: `~ changed  cards[6].items[1]  title "B" → "Bee"`,
  /// one line each, with the place in the version shown (the other's for a ghost).
  var panelLines: [String] {
    diff.changes.map { change in
      let place = (self.place(of: change) ?? otherPlace(of: change))!
      return "\(change.kind.glyph) \(change.kind.label)  \(place.path.pathText)  \(change.detail)"
    }
  }

  /// The status bar's words for the change gone to: `change 2/5: moved: cards[7].items[2]
  /// (was cards[6].items[0]): 199 "A"`.
  var currentText: String? {
    guard let current, diff.changes.indices.contains(current) else { return nil }
    let change = diff.changes[current]
    let here = (place(of: change) ?? otherPlace(of: change))!.path.pathText
    let there = otherPlace(of: change)?.path.pathText
    let was = there.map { $0 == here ? "" : " (\(showsOld ? "now" : "was") \($0))" } ?? ""
    return "change \(current + 1)/\(diff.changes.count): \(change.kind.label): \(here)\(was): \(change.detail)"
  }

  /// What the status bar says when the comparison opens or flips: `new: 3 changes from
  /// old.json; ] next change, o old`.
  var summary: String {
    guard !diff.changes.isEmpty else { return "no visible change from \(other.name)" }
    return "\(showsOld ? "old" : "new"): \(diff.countText) \(showsOld ? "to" : "from") \(other.name); ] next change, o \(showsOld ? "new" : "old")"
  }

  /// How items of each kind of change are marked: a background over the item and behind its
  /// glyph in the gutter (the glyph reads without colour).
  static func style(of kind: PageChange.Kind) -> CellStyle {
    let background: UInt32 =
      switch kind {
      case .added: 0x1F4D2B
      case .removed: 0x5C1F1F
      case .moved: 0x1F3A5C
      case .resized: 0x4A2A5C
      case .content: 0x5C4A1F
      case .style: 0x1F4D4D
      case .cardLayout: 0x3A3A3A
      }
    return CellStyle(background: Color(rgb: background))
  }
}
