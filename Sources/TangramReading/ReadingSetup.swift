import TangramCore
import TangramTerminal

/// How a page is read for a viewer: laid out as the viewer lays pages out, and waking the
/// viewer's loop as it goes.
package struct ReadingSetup: Sendable {
  /// The elements that decode and measure items, the card layouts and the units.
  package var layout: PageLayoutSettings
  /// Signalled when a snapshot of the page, or its end, is delivered (nil: no loop to wake).
  package var wakeup: LoopWakeup?

  /// Decodes the page with the layout's elements and card layouts.
  package var decoder: PageDecoder {
    DataSourceHelper(elements: layout.registry, layouts: layout.layouts).decoder
  }

  package init(layout: PageLayoutSettings, wakeup: LoopWakeup? = nil) {
    self.layout = layout
    self.wakeup = wakeup
  }
}
