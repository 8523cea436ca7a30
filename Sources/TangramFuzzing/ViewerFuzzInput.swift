/// One input of the viewer fuzz target, split at NUL bytes into up to three parts:
/// `page JSON` NUL `--keys script` NUL `loaded document`.
///
/// JSON text never holds a raw NUL, so a page file alone (an example page, say) is an input
/// with no keys and no loaded document. The script is read as UTF-8 (bad bytes become U+FFFD)
/// and the document is what every card's `load` answers (see ``ScriptedLoader``).
package struct ViewerFuzzInput: Equatable, Sendable {
  /// The page, as bytes for the decoder.
  package var page: [UInt8]
  /// Key, mouse, resize and time tokens in the syntax of `--keys`.
  package var script: String
  /// The answer to every card load: items JSON, or anything else for a failed load.
  package var loadedDocument: [UInt8]

  /// Splits `bytes` at its first two NUL bytes; missing parts are empty.
  package init(_ bytes: [UInt8]) {
    let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
    page = parts.count > 0 ? Array(parts[0]) : []
    script = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : ""
    loadedDocument = parts.count > 2 ? Array(parts[2]) : []
  }
}
