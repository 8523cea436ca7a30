import TangramCore

extension Viewer {
  /// A viewer of `new` compared with `old` (`tangram-tui diff`): both laid out as `configuration`
  /// lays pages out, at its width less the gutter of marks, and compared; the new one shows.
  package static func comparing(
    old: Page, named oldName: String, with new: Page, configuration: Configuration
  ) -> Viewer {
    let settings = configuration.layoutSettings
    let width = max(0, configuration.columns - ViewerComparison.gutterWidth)
    let newLayout = settings.pageLayout.layout(new, width: width)
    var configuration = configuration
    configuration.laidOutPage = newLayout
    configuration.comparison = ViewerComparison(
      old: .init(page: old, name: oldName), new: .init(page: new, name: configuration.fileName),
      diff: PageDiff(old: settings.pageLayout.layout(old, width: width), new: newLayout))
    return Viewer(page: new, configuration: configuration)
  }
}
