extension VVNode {
  /// Whether this node or one under it may carry one of `flags`: a literal `flag` holding one,
  /// or a bound `flag` (which only the data settles).
  public func mayHaveFlags(_ flags: VVFlags) -> Bool {
    if let source = attributes["flag"] {
      switch source.value {
      case .literal(.flags(let literal)): if !literal.isDisjoint(with: flags) { return true }
      case .literal: break
      case .binding: return true
      }
    }
    return children.contains { $0.mayHaveFlags(flags) }
  }
}
