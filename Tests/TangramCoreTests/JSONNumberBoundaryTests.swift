import Testing

@testable import TangramCore

/// The number grammar at every byte boundary: the bytes next to the digits in ASCII (`/` before
/// `0`, `:` after `9`) and the bytes that change state (`.`, `e`, `E`, `+`, `-`), in every
/// position of a number (RFC 8259 §6).
@Suite struct JSONNumberBoundaryTests {
  @Test(arguments: [
    ("0", 0.0), ("9", 9), ("10", 10), ("19", 19), ("90", 90), ("-0", -0.0), ("-9", -9),
    ("0.0", 0), ("0.9", 0.9), ("1.09", 1.09), ("9.90", 9.9), ("9e0", 9), ("1e9", 1e9), ("1E9", 1e9),
    ("1e+9", 1e9), ("1e-9", 1e-9), ("1E+9", 1e9), ("1E-9", 1e-9), ("1e09", 1e9), ("1e90", 1e90),
    ("1.5e1", 15), ("-1.5E-1", -0.15), ("0e0", 0), ("-0.0e-0", -0.0),
  ])
  func acceptsEveryDigitPosition(text: String, expected: Double) throws {
    #expect(try JSONParser.parse("[\(text)]") == .array([.number(expected)]), "\(text)")
    #expect(try JSONParser.parse(text) == .number(expected), "\(text)")
  }

  @Test(arguments: [
    "/", ":", "1/", "1:", "1:2", "9:", "0:", "1/2",
    "-", "-/", "-:", "--1", "-+1", "-.5", "-e1",
    "1.", "1./", "1.:", "1..5", "1.e5", "1.E5", "1.5.", "1.5.5", "1.-5", "1.+5",
    "1e", "1E", "1e/", "1e:", "1E:", "1e+", "1e-", "1e+/", "1e+:", "1e-:", "1e-/", "1e++5", "1e+-5",
    "1e--5", "1eE5", "1ee5", "1e5:", "1e5/", "1e5.", "1e5e", "1e5+", "1e5-", "1e.5",
    "1+", "1-", "1-2", "+1", "00", "-00", "01", ".", ".5", "e5", "E5",
  ])
  func rejectsEveryBoundaryByte(text: String) {
    #expect(throws: JSONSyntaxError.self, "[\(text)]") { try JSONParser.parse("[\(text)]") }
    #expect(throws: JSONSyntaxError.self, "\(text)") { try JSONParser.parse(text) }
  }
}
