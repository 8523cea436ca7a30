import Foundation
import TangramFuzzing

#if FUZZING
  import CLibFuzzer
#endif

// `tangram-fuzz --target=NAME ARGUMENTS...`: built for fuzzing (scripts/fuzz.sh, `make fuzz`), it
// hands every argument to libFuzzer, which feeds the target the inputs it makes (libFuzzer ignores
// `--` options, and gives the same arguments to the processes it starts for -merge or -fork);
// built plainly, it runs every file named in ARGUMENTS through the target once, to reproduce a
// crash under a debugger.

let arguments = CommandLine.arguments
let targetOption = "--target="
guard let option = arguments.dropFirst().first(where: { $0.hasPrefix(targetOption) }),
  let target = FuzzTarget(rawValue: String(option.dropFirst(targetOption.count)))
else {
  let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
  FileHandle.standardError.write(Data("usage: tangram-fuzz --target=\(names) [ARGUMENT...]\n".utf8))
  exit(2)
}

// `--dictionary` prints the target's libFuzzer dictionary; `--soup-seeds=DIR PAGE...` writes
// viewer inputs to start from: each page with key soups drawn from three seeds.
if arguments.contains("--dictionary") {
  print(target.dictionaryFile, terminator: "")
  exit(0)
}
let seedsOption = "--soup-seeds="
if let option = arguments.first(where: { $0.hasPrefix(seedsOption) }) {
  let folder = URL(fileURLWithPath: String(option.dropFirst(seedsOption.count)))
  for path in arguments.dropFirst() where !path.hasPrefix("--") {
    guard let page = FileManager.default.contents(atPath: path) else {
      FileHandle.standardError.write(Data("tangram-fuzz: cannot read \(path)\n".utf8))
      exit(1)
    }
    for seed in UInt64(1)...3 {
      let name = "soup-\(seed)-" + URL(fileURLWithPath: path).lastPathComponent
      try Data(FuzzTarget.soupSeed(page: [UInt8](page), seed: seed)).write(to: folder.appendingPathComponent(name))
    }
  }
  exit(0)
}

#if FUZZING
  /// Runs one input libFuzzer made through `target`.
  func runOne(_ target: FuzzTarget, _ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    target.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
  }

  // A C function pointer cannot capture the target, so each target gets its own.
  let testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  switch target {
  case .layout: testOneInput = { runOne(.layout, $0, $1) }
  case .viewer: testOneInput = { runOne(.viewer, $0, $1) }
  case .xml: testOneInput = { runOne(.xml, $0, $1) }
  }
  var argumentCount = CommandLine.argc
  var argumentVector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(LLVMFuzzerRunDriver(&argumentCount, &argumentVector, testOneInput))
#else
  for path in arguments.dropFirst() where path != option {
    guard let data = FileManager.default.contents(atPath: path) else {
      FileHandle.standardError.write(Data("tangram-fuzz: cannot read \(path)\n".utf8))
      exit(1)
    }
    let checked = target.run([UInt8](data))
    print("\(target.rawValue): \(path): ok (\(checked))")
  }
#endif
