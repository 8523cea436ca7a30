import Foundation

// A custom element and a custom layout, registered with the library and shown in the terminal
// (or printed with --dump).
do {
  let options = try ExampleOptions.parse(Array(CommandLine.arguments.dropFirst()))
  if options.lazy {
    let path = options.pagePath ?? CustomElementExample.defaultPagePath
    if options.dump {
      print(try LazyPageExample(pagePath: path, columns: options.width, rows: options.height).dump())
    } else {
      try LazyPageExample.runInTerminal(pagePath: path)
    }
    exit(0)
  }
  let example = try CustomElementExample(pagePath: options.pagePath ?? CustomElementExample.defaultPagePath)
  if options.dump {
    print(example.dump(columns: options.width, rows: options.height))
  } else {
    try example.runInTerminal()
  }
  for problem in example.decoded.diagnostics {
    FileHandle.standardError.write(Data("custom-element-example: warning: \(problem)\n".utf8))
  }
} catch {
  FileHandle.standardError.write(Data("custom-element-example: \(error)\n".utf8))
  exit(1)
}
