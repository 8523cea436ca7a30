extension Viewer {
  /// Whether the file the page's text is read from was rewritten in place since it was read
  /// (its size or modification time changed): items kept in the file can no longer be read.
  var pageFileHasChanged: Bool {
    source.text.fileHasChanged
  }

  /// What the status bar says of it.
  var changedPageFileNotice: String { "\(fileName) changed since it was read" }

  /// Says that the page's file changed, and reads it again when it can (a search or the
  /// inspector asked for items that are no longer there to read).
  func readChangedPageFileAgain() {
    guard canReloadPage else {
      status.notice = .text(changedPageFileNotice)
      return
    }
    status.notice = .text(changedPageFileNotice + ": reading it again")
    reloadPage(for: .key(failedLoads: 0))
  }
}
