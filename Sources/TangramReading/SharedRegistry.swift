import TangramCore
import TangramTerminal

/// The elements and templates pages are drawn with, shared between the viewer's loop, which
/// registers a template saved while the viewer runs, and the threads that read the page again,
/// which decode and lay it out with the registry as it is then.
package final class SharedRegistry: Sendable {
  private let registry: Locked<ElementRegistry>

  package init(_ registry: ElementRegistry) {
    self.registry = Locked(registry)
  }

  /// The registry as it is now.
  package var current: ElementRegistry { registry.withLock { $0 } }

  /// Registers `template` for the pages read from now on.
  package func register(template: VVTemplate) {
    registry.withLock { $0.register(template: template) }
  }
}
