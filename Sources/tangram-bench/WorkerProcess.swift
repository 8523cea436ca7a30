import Foundation

/// Runs one workload in a child process (this executable with `--worker`), so its peak RSS
/// is its own, and reads back the JSON line the child prints.
struct WorkerProcess {
  var options: BenchOptions

  /// Measures `workload` in a fresh process.
  func run(_ workload: Workload) throws(BenchFailure) -> BenchResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.executablePath())
    process.arguments = options.workerArguments(for: workload)
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      throw BenchFailure(message: "cannot start \(Self.executablePath()): \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchFailure(
        message: "\(workload.label): worker exited with status \(process.terminationStatus)")
    }
    return try Self.decodeResult(data, label: workload.label)
  }

  /// The last JSON line of a worker's output.
  static func decodeResult(_ data: Data, label: String) throws(BenchFailure) -> BenchResult {
    let text = String(decoding: data, as: UTF8.self)
    guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
      let result = try? JSONDecoder().decode(BenchResult.self, from: Data(line.utf8))
    else { throw BenchFailure(message: "\(label): worker printed no result") }
    return result
  }

  /// The path of the running executable.
  static func executablePath() -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
  }

  /// The JSON line a worker prints for its result.
  static func encodeResult(_ result: BenchResult) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    guard let data = try? encoder.encode(result) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
