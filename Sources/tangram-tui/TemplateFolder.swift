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

  /// What reading the folder gave: the templates, and a message for each problem, led by the
  /// template's `file:line:column` (`error:` for a template left out, `warning:` for the rest).
  struct Result {
    var templates: [VVTemplate] = []
    var messages: [String] = []
    var problemCount = 0
  }

  func read() -> Result {
    var result = Result()
    guard let names = Self.names(in: path) else {
      result.messages.append("\(path): error: cannot read the template folder: \(String(cString: strerror(errno)))")
      result.problemCount += 1
      return result
    }
    let folders = [path] + (names.contains("template") ? [join(path, "template")] : [])
    for folder in folders {
      let list = typeList(for: folder)
      for name in (Self.names(in: folder) ?? []).sorted() where name.hasSuffix(".xml") {
        let stem = String(name.dropLast(4))
        read(join(folder, name), type: list[stem]?.type ?? stem, into: &result)
      }
    }
    return result
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

  private func read(_ file: String, type: String, into result: inout Result) {
    let bytes: [UInt8]
    do {
      bytes = try FileReader(maximumSize: maximumFileSize).read(path: file)
    } catch {
      result.messages.append("\(file): error: cannot read the template: \(error.reason)")
      result.problemCount += 1
      return
    }
    do {
      let (template, problems) = try VVTemplate.read(bytes, type: type, located: file)
      result.templates.append(template)
      for problem in problems where problem.severity == .warning {
        result.messages.append(problem.description)
        result.problemCount += 1
      }
    } catch {
      result.messages.append("\(error); the template is left out")
      result.problemCount += 1
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
