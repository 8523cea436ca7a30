import TangramCore

/// The page's text, to find where items are written in it (the inspector's `page.json:41:7`):
/// in memory, or kept in its file (``PageBytes``) until it is first asked for. Pages built in
/// code have none.
struct PageText {
  private var storedText: [UInt8]?
  private var storedIndex: PageSourceIndex?
  /// Where the page's text is kept when it is not in memory (its file).
  private(set) var bytes: (any PageBytes)?
  /// The page's file once its text is in memory: items kept in the file are still read from
  /// it, so whether it changed is still asked of it.
  private var fileWatch: (any PageBytes)?

  /// The text `text`, else the one kept in `bytes`.
  init(text: [UInt8]?, bytes: (any PageBytes)?) {
    storedText = text
    self.bytes = text == nil ? bytes : nil
  }

  /// The text, read from its file the first time it is asked for (unless the file changed
  /// since the page was read: its text would then not be the page's).
  mutating func text() -> [UInt8]? {
    if storedText == nil, let bytes, bytes.isUnchanged() {
      storedText = bytes.allBytes()
      fileWatch = bytes
      self.bytes = nil
    }
    return storedText
  }

  /// Where the cards are written in the text, found when first asked for.
  mutating func sourceIndex() -> PageSourceIndex? {
    if storedIndex == nil, let text = text() { storedIndex = PageSourceIndex(text: text) }
    return storedIndex
  }

  /// The text of a page read again: kept in `bytes`, read when first asked for.
  mutating func replace(with bytes: (any PageBytes)?) {
    self = PageText(text: nil, bytes: bytes)
  }

  /// Whether the page's file changed since the page was read from it (false for a page that
  /// was not read from a file).
  var fileHasChanged: Bool {
    guard let file = bytes ?? fileWatch else { return false }
    return !file.isUnchanged()
  }
}
