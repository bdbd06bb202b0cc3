/// An array that keeps up to two elements inline and moves to heap storage only from the third.
///
/// A report's sky layers and weather groups are lists, but short ones: in the bundled corpus of
/// 48,701 real METARs, nine reports in ten with sky layers have one or two, and almost every
/// report with weather has one or two groups. Kept in an `Array`, each such list costs one heap
/// allocation per report; kept here, none. ``WeatherConditions/sky`` and
/// ``WeatherConditions/weather`` are small arrays.
///
/// It is a `RandomAccessCollection`, `MutableCollection` and `RangeReplaceableCollection` with
/// `Int` indices from zero, so it reads like an array: `for`, subscripts, `first`, `count`,
/// `contains`, `map`, `filter`, `append` and array literals all work. Two small arrays are equal
/// when their elements are, whatever their storage; `Array(smallArray)` gives an array.
///
/// ```swift
/// let metar = try METAR("KBIS 051614Z 07008KT 1/2SM SN FZFG VV013 M04/M06 A3000")
/// metar.sky.count             // 1
/// metar.weather.map(\.description)
/// let layers = Array(metar.sky)   // an [SkyCondition]
/// ```
public struct SmallArray<Element> {
  /// Where the elements are: inline while there are at most two, in an array from the third on
  /// (or when the array was given by the caller).
  @usableFromInline
  enum _Storage {
    case empty
    case one(Element)
    case two(Element, Element)
    case many([Element])
  }

  @usableFromInline
  var _storage: _Storage

  /// An empty small array.
  @inlinable
  public init() { _storage = .empty }

  /// A small array of the elements of `elements`, inline when there are at most two.
  public init<S: Sequence>(_ elements: S) where S.Element == Element {
    self.init()
    append(contentsOf: elements)
  }

  /// A small array of `array`'s elements, inline when there are at most two.
  public init(_ array: [Element]) {
    switch array.count {
    case 0: _storage = .empty
    case 1: _storage = .one(array[0])
    case 2: _storage = .two(array[0], array[1])
    default: _storage = .many(array)
    }
  }

  /// True while the elements are stored inline (at most two of them, no heap storage).
  public var isInline: Bool {
    if case .many = _storage { return false }
    return true
  }

  /// The elements as an array (allocates when there are any).
  var _array: [Element] {
    switch _storage {
    case .empty: return []
    case .one(let a): return [a]
    case .two(let a, let b): return [a, b]
    case .many(let all): return all
    }
  }

  /// Appends `element`: inline for the first two, then one array for all of them.
  public mutating func append(_ element: Element) {
    switch _storage {
    case .empty:
      _storage = .one(element)
    case .one(let a):
      _storage = .two(a, element)
    case .two(let a, let b):
      var all: [Element] = []
      all.reserveCapacity(4)
      all.append(a)
      all.append(b)
      all.append(element)
      _storage = .many(all)
    case .many(var all):
      _storage = .empty  // the array is uniquely held while it grows
      all.append(element)
      _storage = .many(all)
    }
  }

  /// Keeps capacity for `minimumCapacity` elements: nothing to do while they fit inline.
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    guard minimumCapacity > 2 else { return }
    var all = _array
    _storage = .empty
    all.reserveCapacity(minimumCapacity)
    _storage = .many(all)
  }
}

extension SmallArray: Sequence {
  /// Iterates over the elements in order, reading the storage once per element without
  /// recomputing the count (an index-based iterator would read it twice per element).
  public struct Iterator: IteratorProtocol {
    @usableFromInline
    let _storage: _Storage
    @usableFromInline
    var _position = 0

    @inlinable
    init(_ storage: _Storage) { _storage = storage }

    /// The next element, or `nil` after the last.
    @inlinable
    public mutating func next() -> Element? {
      let position = _position
      let element: Element?
      switch _storage {
      case .empty: element = nil
      case .one(let a): element = position == 0 ? a : nil
      case .two(let a, let b): element = position == 0 ? a : position == 1 ? b : nil
      case .many(let all): element = position < all.count ? all[position] : nil
      }
      if element != nil { _position = position + 1 }
      return element
    }
  }

  /// An iterator over the elements.
  @inlinable
  public func makeIterator() -> Iterator { Iterator(_storage) }
}

extension SmallArray: _ForEachElement {
  /// Calls `body` with each element in order, reading the storage once (iterating reads it
  /// once per element): for the library's hot loops over sky layers and weather groups (flight
  /// category, the record writer).
  @inline(__always)
  func _forEach(_ body: (Element) -> Void) {
    switch _storage {
    case .empty: break
    case .one(let a): body(a)
    case .two(let a, let b):
      body(a)
      body(b)
    case .many(let all):
      for element in all { body(element) }
    }
  }
}

extension SmallArray: RandomAccessCollection, MutableCollection {
  /// Zero.
  @inlinable
  public var startIndex: Int { 0 }

  /// The number of elements.
  @inlinable
  public var endIndex: Int { count }

  /// The number of elements.
  @inlinable
  public var count: Int {
    switch _storage {
    case .empty: return 0
    case .one: return 1
    case .two: return 2
    case .many(let all): return all.count
    }
  }

  /// True when there are no elements.
  @inlinable
  public var isEmpty: Bool {
    switch _storage {
    case .empty: return true
    case .one, .two: return false
    case .many(let all): return all.isEmpty
    }
  }

  /// The element at `position`, which must be a valid index (as with `Array`).
  public subscript(position: Int) -> Element {
    get {
      switch _storage {
      case .one(let a) where position == 0: return a
      case .two(let a, let b) where position == 0 || position == 1: return position == 0 ? a : b
      default: return _array[position]  // `.many`, or out of range: Array's own bounds check
      }
    }
    set {
      switch _storage {
      case .one where position == 0: _storage = .one(newValue)
      case .two(let a, let b) where position == 0 || position == 1:
        _storage = position == 0 ? .two(newValue, b) : .two(a, newValue)
      default:  // `.many`, or out of range: Array's own bounds check
        var all = _array
        _storage = .empty
        all[position] = newValue
        _storage = .many(all)
      }
    }
  }
}

extension SmallArray: RangeReplaceableCollection {
  /// Replaces the elements in `subrange` with `newElements`; the result is inline when it has at
  /// most two elements.
  public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == Element {
    if subrange.isEmpty, subrange.lowerBound == count, newElements.count == 1, let element = newElements.first {
      append(element)
      return
    }
    var all = _array
    _storage = .empty
    all.replaceSubrange(subrange, with: newElements)
    self = SmallArray(all)
  }

  /// Removes every element; inline afterwards.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _storage = .empty
  }
}

extension SmallArray: ExpressibleByArrayLiteral {
  /// A small array of the literal's elements.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension SmallArray: Equatable where Element: Equatable {
  /// Equal when the elements are equal in order, whatever the storage.
  public static func == (lhs: SmallArray, rhs: SmallArray) -> Bool {
    lhs.elementsEqual(rhs)
  }
}

extension SmallArray: Hashable where Element: Hashable {
  /// Hashes the count and the elements, whatever the storage.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { hasher.combine(element) }
  }
}

extension SmallArray: Sendable where Element: Sendable {}
extension SmallArray._Storage: Sendable where Element: Sendable {}

extension SmallArray: CustomStringConvertible, CustomDebugStringConvertible {
  /// The elements as an array prints them: `[a, b]`.
  public var description: String { _array.description }

  /// The elements as an array prints them for debugging.
  public var debugDescription: String { _array.debugDescription }
}
