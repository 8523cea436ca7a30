import TangramCore
import TangramTerminal

/// What `check` prints: each page's messages (as they come, in text), then a summary; or one
/// JSON object, or a JUnit report, at the end.
struct CheckReport {
  var checks: [PageCheck]

  /// The lines for one page in text: its messages, then the rows where its screen differs
  /// from its snapshot.
  static func lines(for check: PageCheck, snapshotPath: String?) -> [String] {
    var lines = check.messages.map { $0.formatted(file: check.file) }
    guard let snapshotPath, let outcome = check.snapshot else { return lines }
    let name = snapshotPath.escapedForMessage
    switch outcome {
    case .matches, .written: break
    case .missing: lines.append("\(name): missing: check --snapshots --update writes it")
    case .failed(let reason): lines.append("\(check.file): error: snapshot: \(reason)".escapedForMessage)
    case .differs(let rows):
      lines.append("\(name): the screen differs in \(rows.count == 1 ? "1 row" : "\(rows.count) rows"):")
      for change in rows {
        let row = String(change.row)
        let number = String(repeating: " ", count: max(0, 5 - row.count)) + row
        if let old = change.snapshot { lines.append("\(number) - " + old.escapedForMessage) }
        if let new = change.screen { lines.append("\(number) + " + new.escapedForMessage) }
      }
    }
    return lines
  }

  /// How many messages of each severity, and how the snapshots compared.
  var summary: String {
    func count(_ number: Int, _ word: String) -> String { number == 1 ? "1 \(word)" : "\(number) \(word)s" }
    let messages = checks.flatMap(\.messages)
    let errors = messages.count { $0.severity == .error }
    let warnings = messages.count { $0.severity == .warning }
    let infos = messages.count { $0.severity == .info }
    var text = "checked \(count(checks.count, "page")): \(count(errors, "error")), \(count(warnings, "warning")), \(count(infos, "info"))"
    let failed = checks.count(where: \.hasError)
    if failed > 0 { text += "; \(count(failed, "page")) with errors" }
    let outcomes = checks.compactMap(\.snapshot)
    if !outcomes.isEmpty {
      let matching = outcomes.count { $0 == .matches }
      let written = outcomes.count { $0 == .written }
      let differing = outcomes.count { if case .differs = $0 { true } else { false } }
      let missing = outcomes.count { $0 == .missing }
      let broken = outcomes.count { if case .failed = $0 { true } else { false } }
      let parts = [
        (matching, "match"), (differing, "differ"), (missing, "missing"), (written, "written"), (broken, "failed"),
      ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
      text += "; snapshots: " + parts.joined(separator: ", ")
    }
    return text
  }

  /// Whether any snapshot is not as the page's screen (different, missing, or not drawn).
  var snapshotsDiffer: Bool { checks.contains(where: \.snapshotIsOff) }

  /// Every page's messages and snapshot outcome as one JSON object.
  var json: String {
    let pages = checks.map { check -> JSONValue in
      var members: [(key: String, value: JSONValue)] = [
        ("file", .string(check.file)),
        (
          "diagnostics",
          .array(
            check.messages.map { message in
              var fields: [(key: String, value: JSONValue)] = [("severity", .string(message.severity.rawValue))]
              if let line = message.line { fields.append(("line", .number(Double(line)))) }
              if let column = message.column { fields.append(("column", .number(Double(column)))) }
              fields.append(("message", .string(message.text)))
              return .object(JSONObject(fields))
            })
        ),
      ]
      if let outcome = check.snapshot { members.append(("snapshot", Self.json(of: outcome))) }
      return .object(JSONObject(members))
    }
    return JSONValue.object(JSONObject([("pages", .array(pages)), ("summary", .string(summary))])).serialized + "\n"
  }

  private static func json(of outcome: SnapshotComparison.Outcome) -> JSONValue {
    switch outcome {
    case .matches: return .string("matches")
    case .written: return .string("written")
    case .missing: return .string("missing")
    case .failed(let reason): return .object(JSONObject([("failed", .string(reason))]))
    case .differs(let rows):
      return .object(
        JSONObject([
          (
            "differs",
            .array(
              rows.map { row in
                .object(
                  JSONObject([
                    ("row", .number(Double(row.row))), ("snapshot", row.snapshot.map(JSONValue.string) ?? .null),
                    ("screen", row.screen.map(JSONValue.string) ?? .null),
                  ]))
              })
          )
        ]))
    }
  }

  /// A JUnit XML report: one test case per page, failed when it has an error or its screen is
  /// not its snapshot; every message in the case's output.
  func junit(snapshotPaths: [String?]) -> String {
    let failures = checks.count(where: \.fails)
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml += #"<testsuites name="tangram-tui check" tests="\#(checks.count)" failures="\#(failures)">"# + "\n"
    xml += #"  <testsuite name="tangram-tui check" tests="\#(checks.count)" failures="\#(failures)" errors="0">"# + "\n"
    for (check, snapshotPath) in zip(checks, snapshotPaths) {
      let lines = Self.lines(for: check, snapshotPath: snapshotPath)
      xml += #"    <testcase classname="tangram-tui.check" name="\#(check.file.escapedForMessage.xmlEscaped)">"# + "\n"
      if check.fails {
        let errors = check.messages.filter { $0.severity == .error }.map { $0.formatted(file: check.file) }
        let message = errors.first ?? lines.first ?? "the screen is not its snapshot"
        xml += #"      <failure message="\#(message.xmlEscaped)" type="tangram-tui">"#
        xml += lines.joined(separator: "\n").xmlEscaped + "</failure>\n"
      } else if !lines.isEmpty {
        xml += "      <system-out>" + lines.joined(separator: "\n").xmlEscaped + "</system-out>\n"
      }
      xml += "    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }
}
