import TangramTerminal

extension CommandLineOptions {
  /// The built-in elements with the item types of `--types` files, then of `--alias` options,
  /// registered; a `--types` file that cannot be read is exit 66, one with a wrong line exit 2.
  func registry() throws(Failure) -> ElementRegistry {
    var aliases = ItemTypeAliases()
    for path in typesPaths {
      let bytes: [UInt8]
      do {
        bytes = try FileReader(maximumSize: maximumFileSize).read(path: path)
      } catch {
        throw Failure(message: "cannot read \(path): \(error.reason)", code: .unreadableInput)
      }
      do {
        try aliases.read(file: String(decoding: bytes, as: UTF8.self), name: path)
      } catch {
        throw Failure(message: "--types \(error.reason)", code: .usage)
      }
    }
    aliases.entries += self.aliases.entries
    return aliases.applied(to: .standard)
  }
}
