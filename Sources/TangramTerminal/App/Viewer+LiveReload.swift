import TangramCore

extension Viewer {
  /// Takes a change of the page's file that a watcher reported (``InputEvent/pageFile(_:)``).
  ///
  /// A save is read through ``pageReloader`` and shown as `r` shows a reload: the item at the top
  /// and the focused item are kept, and the event log goes on. The status bar then says
  /// `reloaded 12:03:04` (the local time of the save), with the new page's problems if it has
  /// any. A save that cannot be read (not valid JSON: `page.json:3:7: message`), a deleted file
  /// and a name that is no longer a regular file keep the page on screen as it was and set
  /// ``fileNotice``, which the status bar shows until the file is read well again: later clicks
  /// and loads update the newest notice underneath it, and the event log, without hiding it.
  func pageFileDidChange(_ change: PageFileChange, at time: TimeOfDay) {
    switch change {
    case .deleted:
      status.fileNotice = .pageFile("\(fileName) was deleted: showing the page as last read")
    case .notARegularFile:
      status.fileNotice = .pageFile("\(fileName) is no longer a regular file: showing the page as last read")
    case .saved:
      reloadPage(for: .save(time))
    }
  }
}
