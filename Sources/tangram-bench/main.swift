import Foundation

/// Writes a line to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Measures one workload here and prints its result as a JSON line.
func runWorker(_ options: BenchOptions) -> Int32 {
  guard let workload = options.workloads.first, options.workloads.count == 1 else {
    printError("tangram-bench: --worker takes exactly one page")
    return 2
  }
  do throws(BenchFailure) {
    let result = try PageBenchmark(workload: workload, options: options).run()
    print(WorkerProcess.encodeResult(result))
    return 0
  } catch {
    printError("tangram-bench: \(error.message)")
    return 1
  }
}

/// Measures every workload (each in its own process unless `--in-process`) and prints the
/// report. Fails when a page fails or the frame-time criterion does.
func runAll(_ options: BenchOptions) -> Int32 {
  var results: [BenchResult] = []
  var failed = false
  for workload in options.workloads {
    printError("tangram-bench: measuring \(workload.label)...")
    do throws(BenchFailure) {
      if options.inProcess {
        results.append(try PageBenchmark(workload: workload, options: options).run())
      } else {
        results.append(try WorkerProcess(options: options).run(workload))
      }
    } catch {
      printError("tangram-bench: \(error.message)")
      failed = true
    }
  }
  let report = Report(results: results, options: options)
  print(report.text)
  return failed || report.criterion.passed == false ? 1 : 0
}

func main() -> Int32 {
  let options: BenchOptions
  do throws(UsageError) {
    options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
  } catch {
    printError("tangram-bench: \(error.message)\nTry 'tangram-bench --help'.")
    return 2
  }
  if options.showsHelp {
    print(BenchOptions.usage)
    return 0
  }
  return options.isWorker ? runWorker(options) : runAll(options)
}

exit(main())
