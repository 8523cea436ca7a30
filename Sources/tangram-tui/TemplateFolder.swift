import Glibc
import TangramCore
import TangramTerminal

/// A folder of VirtualView templates (`--vv-templates DIR`, or a page's folder that holds a
/// `templatelist.properties`; VirtualView spec §8.6).
///
/// Every `*.xml` in the folder (and in its `template/` folder, the VirtualView tools' layout) is a
/// template. Its type is the one a `templatelist.properties` beside it or in the folder above
/// gives its file name (`tmall_component_2=TmallComponent2,1`), else the file name without
/// `.xml`.
struct TemplateFolder {
  var path: String
  var maximumFileSize: Int
  /// Whether what only `--strict` refuses (unknown attributes, scripts not run) is reported too.
  var strict = false

  /// What reading the folder gave: the templates, and a message for each problem, led by the
  /// template's `file:line:column` (`error:` for a template left out, `warning:` for the rest).
  struct Result {
    var templates: [VVTemplate] = []
    var messages: [String] = []
    var problemCount = 0
  }

  /// A template file and the type it is the template of.
  struct File: Hashable, Sendable {
    var path: String
    var type: String
  }

  func read() -> Result {
    var result = Result()
    guard let files = files() else {
      result.messages.append("\(path): error: cannot read the template folder: \(systemErrorReason(errno))")
      result.problemCount += 1
      return result
    }
    for file in files {
      let read = Self.read(file, maximumFileSize: maximumFileSize, strict: strict)
      if let template = read.template { result.templates.append(template) }
      result.messages += read.messages
      result.problemCount += read.messages.count
    }
    return result
  }

  /// The folder's template files with their types, in name order; nil when it cannot be read.
  func files() -> [File]? {
    guard let names = Self.names(in: path) else { return nil }
    var files: [File] = []
    let folders = [path] + (names.contains("template") ? [join(path, "template")] : [])
    for folder in folders {
      let list = typeList(for: folder)
      for name in (Self.names(in: folder) ?? []).sorted() where name.hasSuffix(".xml") {
        let stem = String(name.dropLast(4))
        files.append(File(path: join(folder, name), type: list[stem]?.type ?? stem))
      }
    }
    return files
  }

  /// The template list that names the files of `folder`: its own, else its parent's.
  private func typeList(for folder: String) -> [String: (type: String, version: Int?)] {
    for candidate in [join(folder, "templatelist.properties"), join(join(folder, ".."), "templatelist.properties")] {
      if let bytes = try? FileReader(maximumSize: maximumFileSize).read(path: candidate) {
        return VVTemplateSet.templateList(String(decoding: bytes, as: UTF8.self))
      }
    }
    return [:]
  }

  /// What reading one template file gave.
  struct FileRead {
    /// The template; nil when the file cannot be read or is malformed.
    var template: VVTemplate?
    /// Why there is no template, after the file's name: `:3:7: message`, or `: cannot read…`.
    var failure: String?
    /// A message for each problem, led by `file:line:column` and `error:` or `warning:`.
    var messages: [String]
  }

  /// Reads one template file; with `strict`, notes (unknown attributes, scripts) are problems too.
  static func read(_ file: File, maximumFileSize: Int, strict: Bool = false) -> FileRead {
    let bytes: [UInt8]
    do {
      bytes = try FileReader(maximumSize: maximumFileSize).read(path: file.path)
    } catch {
      let failure = ": cannot read the template: \(error.reason)"
      return FileRead(failure: failure, messages: ["\(file.path): error: cannot read the template: \(error.reason)"])
    }
    do {
      let (template, problems) = try VVTemplate.read(bytes, type: file.type, located: file.path)
      let messages = problems.filter { strict || $0.severity == .warning }.map(\.description)
      return FileRead(template: template, messages: messages)
    } catch {
      return FileRead(
        failure: (error.position.map { ":\($0)" } ?? "") + ": \(error.message)",
        messages: ["\(error); the template is left out"])
    }
  }

  private func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The names in a folder (without `.` and `..`); nil when it cannot be read.
  static func names(in folder: String) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }
}
