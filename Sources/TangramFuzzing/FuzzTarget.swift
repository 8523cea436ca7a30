/// The code the fuzz targets drive: each takes one input of arbitrary bytes, and only a crash
/// (a trap, or a memory error under AddressSanitizer) is a failure.
///
/// `tangram-fuzz` hands every input libFuzzer makes to ``run(_:)``, and the corpus replay test
/// runs every saved input through the same function without libFuzzer.
package enum FuzzTarget: String, CaseIterable, Sendable {
  /// Page JSON through the decoder, then layout at several widths.
  case layout
  /// A page, a `--keys` script and a loaded document through the viewer, as `--dump --keys`
  /// runs them (see ``ViewerFuzzInput``).
  case viewer
  /// A VirtualView template through the XML reader (see ``readTemplate(_:)``).
  case xml

  /// Runs one input through the target; what was checked, in a few words (`laid out at 6
  /// widths`, `12 frames checked`, `not a page`), for a replay to say.
  @discardableResult
  package func run(_ input: [UInt8]) -> String {
    switch self {
    case .layout: Self.decodeAndLayOut(input)
    case .viewer: Self.view(ViewerFuzzInput(input))
    case .xml: Self.readTemplate(input)
    }
  }

  /// What a target says of an input it could not read as what it checks.
  static func notRead(_ what: String) -> String { "not \(what): nothing to check" }
}
