import TangramCore

/// The changes between two versions of a page as `diff --dump` prints them.
struct DiffReport {
  var old: ComparedPage
  var new: ComparedPage
  var diff: PageDiff

  /// One change with both its places in their files.
  struct Entry {
    var change: PageChange
    var old: ComparedPage.Location?
    var new: ComparedPage.Location?
  }

  /// Every change with its places, in page order. Positions are found in one pass over each
  /// text.
  var entries: [Entry] {
    let oldPositions = old.locator.locations(ofPaths: diff.changes.map { $0.old?.path.pathText ?? "" })
    let newPositions = new.locator.locations(ofPaths: diff.changes.map { $0.new?.path.pathText ?? "" })
    return diff.changes.indices.map { index in
      let change = diff.changes[index]
      return Entry(
        change: change,
        old: change.old.map {
          ComparedPage.Location(
            file: old.name, path: $0.path.pathText, line: oldPositions[index]?.line, column: oldPositions[index]?.column)
        },
        new: change.new.map {
          ComparedPage.Location(
            file: new.name, path: $0.path.pathText, line: newPositions[index]?.line, column: newPositions[index]?.column)
        })
    }
  }

  /// `new.json:8:5: changed: cards[0].items[1] (was old.json:8:5): text "Sale" → "Big sale"`, one
  /// line per change, then the summary. Text from the pages is escaped.
  var text: String {
    var lines = entries.map(Self.line(for:))
    lines.append(summary)
    return lines.map { $0 + "\n" }.joined()
  }

  /// `old.json → new.json: 3 changes: 1 added, 1 moved, 1 changed`, or `no visible change`.
  var summary: String {
    let header = "\(old.name) → \(new.name)".escapedForMessage
    guard !diff.changes.isEmpty else { return header + ": no visible change" }
    let counts = diff.countsByKind.map { "\($0.count) \($0.kind.label)" }.joined(separator: ", ")
    return header + ": " + diff.countText + ": " + counts
  }

  private static func line(for entry: Entry) -> String {
    let here = (entry.new ?? entry.old)!
    var place = here.path
    if let old = entry.old, let new = entry.new {
      place += old.path == new.path ? " (was \(old.text))" : " (was \(old.path), \(old.text))"
    }
    return "\(here.text): \(entry.change.kind.label): \(place): \(entry.change.detail)".escapedForMessage
  }

  /// The changes as one JSON object: `{"old":…,"new":…,"changes":[{"kind":…,"detail":…,"old":{"path":…,
  /// "line":…,"column":…},"new":…}],"counts":{…}}`.
  var json: String {
    func place(_ location: ComparedPage.Location?) -> JSONValue {
      guard let location else { return .null }
      var members: [(key: String, value: JSONValue)] = [("file", .string(location.file)), ("path", .string(location.path))]
      if let line = location.line, let column = location.column {
        members += [("line", .number(Double(line))), ("column", .number(Double(column)))]
      }
      return .object(JSONObject(members))
    }
    let changes = entries.map { entry in
      JSONValue.object(
        JSONObject([
          ("kind", .string(entry.change.kind.rawValue)), ("detail", .string(entry.change.detail)),
          ("old", place(entry.old)), ("new", place(entry.new)),
        ]))
    }
    let counts = JSONObject(diff.countsByKind.map { (key: $0.kind.rawValue, value: JSONValue.number(Double($0.count))) })
    let report = JSONObject([
      ("old", .string(old.name)), ("new", .string(new.name)), ("changes", .array(changes)), ("counts", .object(counts)),
    ])
    return JSONValue.object(report).serialized + "\n"
  }
}
