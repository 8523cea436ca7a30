import Glibc

/// The pages `check` reads: each file named, and every `*.json` file in each folder named and
/// in the folders below it (hidden ones left out), in name order.
enum PageFiles {
  /// One page to check: its path, and the name its snapshot has (its path below the folder
  /// named, else its file name, without `.json`).
  struct Found: Equatable, Sendable {
    var path: String
    var snapshotName: String
  }

  /// The pages `operands` name, each once, in the order named (a folder's in name order).
  static func find(_ operands: [String]) -> [Found] {
    var seen = Set<String>()
    var found: [Found] = []
    for operand in operands {
      let pages = isFolder(operand) ? pages(in: operand, relativeTo: "") : [Found(path: operand, snapshotName: baseName(operand))]
      for page in pages where seen.insert(page.path).inserted {
        found.append(page)
      }
    }
    return found
  }

  private static func pages(in folder: String, relativeTo prefix: String) -> [Found] {
    let names = (TemplateFolder.names(in: folder) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    return names.flatMap { name -> [Found] in
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      let relative = prefix + name
      if isFolder(path) { return pages(in: path, relativeTo: relative + "/") }
      guard name.hasSuffix(".json") else { return [] }
      return [Found(path: path, snapshotName: String(relative.dropLast(5)))]
    }
  }

  /// The file name without its folder and without `.json`.
  private static func baseName(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
  }

  private static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
