/// A data binding of a template attribute (VirtualView spec §6): `${path}` or
/// `@{ cond ? a : b }`, read as the spec recommends (§6.8): spaces inside `${ }` trimmed,
/// `this`, `list.0` and `list[0]` alike, conditionals split at the first `?` and the first `:`
/// after it, with a conditional allowed in the false part.
public indirect enum VVExpression: Hashable, Sendable {
  /// A path into the data: object keys and array indexes; empty for `this`.
  case path([PathStep])
  /// `@{ condition ? whenTrue : whenFalse }`.
  case conditional(condition: VVExpression, whenTrue: VVExpression, whenFalse: VVExpression)
  /// Text that is not a binding, inside a conditional (`#333333`, `gone`).
  case literal(String)

  /// One step of a path.
  public enum PathStep: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  /// The binding `value` is, or nil when it is a literal: the whole value must be `${…}` or
  /// `@{…}`, at least 4 characters (spec §6.1).
  public static func parse(_ value: String) -> VVExpression? {
    let text = value.trimmingSpaces
    guard text.count >= 4, text.hasSuffix("}") else { return nil }
    if text.hasPrefix("${") {
      return .path(pathSteps(String(text.dropFirst(2).dropLast())))
    }
    if text.hasPrefix("@{") {
      return conditional(String(text.dropFirst(2).dropLast()))
    }
    return nil
  }

  /// A part of a conditional: a binding, or a literal.
  private static func part(_ text: String) -> VVExpression {
    let trimmed = text.trimmingSpaces
    return parse(trimmed) ?? .literal(trimmed)
  }

  /// `cond ? a : b`, split at the first `?` and the first `:` after it; without both, the text
  /// itself.
  private static func conditional(_ body: String) -> VVExpression {
    guard let question = body.firstIndex(of: "?"),
      let colon = body[body.index(after: question)...].firstIndex(of: ":")
    else { return .literal("@{" + body + "}") }
    return .conditional(
      condition: part(String(body[..<question])),
      whenTrue: part(String(body[body.index(after: question)..<colon])),
      whenFalse: part(String(body[body.index(after: colon)...])))
  }

  /// `a.b[0].c`, `this`, `list.0`.
  private static func pathSteps(_ text: String) -> [PathStep] {
    var steps: [PathStep] = []
    for piece in text.trimmingSpaces.split(whereSeparator: { $0 == "." || $0 == "[" || $0 == "]" }) {
      let segment = String(piece)
      if let index = Int(segment), index >= 0, segment.allSatisfy(\.isASCII) {
        steps.append(.index(index))
      } else if segment.lowercased() == "this", steps.isEmpty {
        continue
      } else {
        steps.append(.key(segment))
      }
    }
    return steps
  }

  /// The value the expression gives for `data`; nil when it finds nothing (a missing key, an
  /// index out of range, a step into a value that is neither an object nor an array, or JSON
  /// null, which counts as missing, spec §6.8).
  public func evaluate(in data: JSONValue) -> JSONValue? {
    switch self {
    case .literal(let text):
      return .string(text)
    case .path(let steps):
      var current = data
      for step in steps {
        switch (step, current) {
        case (.key(let key), .object(let object)):
          guard let next = object[key] else { return nil }
          current = next
        case (.index(let index), .array(let elements)):
          guard index < elements.count else { return nil }
          current = elements[index]
        case (.index(let index), .object(let object)):
          guard let next = object[String(index)] else { return nil }
          current = next
        default:
          return nil
        }
      }
      if case .null = current { return nil }
      return current
    case .conditional(let condition, let whenTrue, let whenFalse):
      let holds = condition.evaluate(in: data).map(Self.isTrue) ?? false
      return (holds ? whenTrue : whenFalse).evaluate(in: data)
    }
  }

  /// Android's truthiness (spec §6.4): a string is false when empty, `"null"` or `"false"` in
  /// any case; a number is always true; an object or array is false when empty.
  static func isTrue(_ value: JSONValue) -> Bool {
    switch value {
    case .null: false
    case .bool(let flag): flag
    case .number: true
    case .string(let text): !(text.isEmpty || text.lowercased() == "null" || text.lowercased() == "false")
    case .array(let elements): !elements.isEmpty
    case .object(let object): object.count > 0
    }
  }
}
