/// A growable stack whose top elements can be moved out into an array without copying
/// or reference counting.
struct MoveStack<Element>: ~Copyable {
  private var storage: UnsafeMutablePointer<Element>
  private var capacity: Int
  private(set) var count = 0

  init() {
    capacity = 64
    storage = .allocate(capacity: capacity)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  mutating func push(_ element: consuming Element) {
    if count == capacity { grow() }
    (storage + count).initialize(to: element)
    count += 1
  }

  /// Moves the elements from `start` to the top into a new array, in order.
  ///
  /// The array is reserved and appended to rather than made with `unsafeUninitializedCapacity`:
  /// that initializer is not specialized, and asked the runtime for the array's type each time
  /// (about 300 instructions an array, the cost of reading most small values).
  mutating func popArray(from start: Int) -> [Element] {
    var array: [Element] = []
    array.reserveCapacity(count - start)
    for index in start..<count {
      array.append(take(at: index))
    }
    count = start
    return array
  }

  /// A copy of the element at `index`, which stays on the stack.
  func element(at index: Int) -> Element {
    storage[index]
  }

  /// Moves out the element at `index`; the slot must then be dropped with `forgetTop`.
  mutating func take(at index: Int) -> Element {
    (storage + index).move()
  }

  /// Drops the elements from `start` to the top, which `take` has already moved out.
  mutating func forgetTop(from start: Int) {
    count = start
  }

  private mutating func grow() {
    let newCapacity = capacity * 2
    let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newStorage.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = newStorage
    capacity = newCapacity
  }
}

