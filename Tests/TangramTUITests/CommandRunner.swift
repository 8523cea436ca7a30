import Foundation
import Testing

/// What one run of the built `tangram-tui` did.
struct CommandResult {
  var status: Int32
  var standardOutput: [UInt8]
  var standardError: [UInt8]

  /// Standard output as text.
  var output: String { String(decoding: standardOutput, as: UTF8.self) }
  /// Standard error as text.
  var errors: String { String(decoding: standardError, as: UTF8.self) }

  /// Standard error's lines, without the last line feed.
  var errorLines: [String] {
    errors.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().map(String.init)
  }
}

/// An executable of the package (`tangram-tui` unless named) built next to the test bundle.
func builtExecutable(_ name: String = "tangram-tui") throws -> URL {
  let folders = [
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
  ]
  let candidates = folders.map { $0.appendingPathComponent(name) }
  return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
}

/// Runs the built `tangram-tui` with `arguments` and waits for it to end. Standard input is
/// the file at `standardInput` (or empty), and both outputs are collected through files.
func runTangram(_ arguments: [String], standardInput: String = "/dev/null") throws -> CommandResult {
  try runProgram(
    try builtExecutable(), arguments, environment: ["PATH": "/usr/bin:/bin", "TERM": "dumb"],
    standardInput: standardInput)
}

/// Runs `executable` with `arguments` in `environment` (and in `directory`, else the current
/// one), waits for it to end, and collects both outputs through files.
func runProgram(
  _ executable: URL, _ arguments: [String], environment: [String: String], directory: URL? = nil,
  standardInput: String = "/dev/null"
) throws -> CommandResult {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let outputURL = folder.appendingPathComponent("stdout")
  let errorURL = folder.appendingPathComponent("stderr")
  _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
  _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.environment = environment
  process.currentDirectoryURL = directory
  process.standardInput = FileHandle(forReadingAtPath: standardInput)
  process.standardOutput = try FileHandle(forWritingTo: outputURL)
  process.standardError = try FileHandle(forWritingTo: errorURL)
  try process.run()
  process.waitUntilExit()
  return CommandResult(
    status: process.terminationStatus,
    standardOutput: [UInt8](try Data(contentsOf: outputURL)),
    standardError: [UInt8](try Data(contentsOf: errorURL)))
}

/// The program `name` found on `PATH`, if it is installed.
func installedProgram(_ name: String) -> URL? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// A fresh temporary folder, removed by the caller.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("tui-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
