import Glibc
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
    var registry = aliases.applied(to: .standard)
    try registerTemplates(in: &registry)
    return registry
  }

  /// The folders templates come from: the page's, when it holds a `templatelist.properties`,
  /// then each `--vv-templates` folder (a later template of a type replaces an earlier one).
  var templateFolderPaths: [String] {
    var folders: [String] = []
    if let page = pagePath, page != "-" {
      let folder = page.contains("/") ? String(page[..<page.lastIndex(of: "/")!]) : "."
      if access(folder + "/templatelist.properties", F_OK) == 0 { folders.append(folder.isEmpty ? "/" : folder) }
    }
    return folders + templateFolders
  }

  /// Reads the templates and registers them; their problems go to standard error, and under
  /// `--strict` refuse the page (exit 65).
  private func registerTemplates(in registry: inout ElementRegistry) throws(Failure) {
    var problems = 0
    for path in templateFolderPaths {
      let result = TemplateFolder(path: path, maximumFileSize: maximumFileSize, strict: strict).read()
      result.messages.forEach(printError)
      problems += result.problemCount
      result.templates.forEach { registry.register(template: $0) }
    }
    if strict, problems > 0 {
      throw Failure(message: "\(problems) template problem\(problems == 1 ? "" : "s") (--strict)", code: .dataError)
    }
  }
}
