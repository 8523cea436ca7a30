import TangramCore
import TangramTerminal

/// The VirtualView template of the generated template pages (`--template-items`): one row, as a
/// text item is at the benchmark's width, made of a coloured badge whose word, colour and
/// background are bound by conditionals, the item's title, and its price against the right edge
/// in a colour bound the same way. Clickable, with the item's action.
enum BenchTemplate {
  static let type = "bench-card"

  static let xml = """
    <VHLayout orientation="H" layoutWidth="match_parent" layoutHeight="wrap_content"
        flag="flag_clickable" action="${action}">
      <VText layoutWidth="wrap_content" layoutHeight="wrap_content" paddingLeft="2" paddingRight="2"
          text="@{${sale} ? SALE : NEW}" textColor="#FFFFFF" background="@{${sale} ? #E02020 : #2080E0}"/>
      <VText layoutWidth="wrap_content" layoutHeight="wrap_content" layoutMarginLeft="4"
          text="${title}" textColor="#333333"/>
      <VText layoutWidth="match_parent" layoutHeight="wrap_content" gravity="right" textStyle="bold"
          text="${price}" textColor="@{${sale} ? #E02020 : #333333}"/>
    </VHLayout>
    """

  /// The standard elements with the template registered.
  static func registry() -> ElementRegistry {
    var registry = ElementRegistry.standard
    do {
      try registry.registerTemplate(xml: xml, type: type)
    } catch {
      preconditionFailure("the benchmark's template does not read: \(error)")
    }
    return registry
  }
}
