// Members: `"name":value` for each kind of value the records hold.
extension _JSONWriter {
  // MARK: - Members

  /// `"name":"text"`.
  @inline(__always)
  mutating func member(_ name: StaticString, _ text: String, comma: Bool? = nil) {
    key(name, comma: comma)
    string(text)
  }

  /// `"name":"text"` for text known to need no escaping (the library's own unit names).
  @inline(__always)
  mutating func member(_ name: StaticString, static text: StaticString, comma: Bool? = nil) {
    // One check for room: the key, two quotes and the text.
    ensure(name.utf8CodeUnitCount + 4 + text.utf8CodeUnitCount + 2)
    putKey(name, comma: comma)
    put(asciiQuote)
    putLiteral(inLineUpTo16: text)
    put(asciiQuote)
  }

  /// `{"value":x,"unit":"name"}`: a measurement in its `Codable` form, after `prefix` (the
  /// member's name and punctuation, such as `,"temperature":`, written as they are).
  @inline(__always)
  mutating func measurement(_ value: Double, unit: StaticString, prefix: StaticString = "") {
    // One check for room: the prefix, `{"value":`, the number, `,"unit":"`, the unit and `"}`.
    let tail = 2
    ensure(prefix.utf8CodeUnitCount + _JSONWriter.valueAndUnitLength(unit) + tail)
    putLiteral(prefix)
    putValueAndUnit(value, unit: unit, reservedAfter: tail)
    putLiteral("\"}")
  }

  /// `"name":{"value":x,"unit":"unit"}`: a measurement member, with one check for room (what
  /// ``key(_:)`` then ``measurement(_:unit:prefix:)`` write).
  @inline(__always)
  mutating func measurement(_ value: Double, unit: StaticString, key name: StaticString, comma: Bool? = nil) {
    let tail = 2
    ensure(name.utf8CodeUnitCount + 4 + _JSONWriter.valueAndUnitLength(unit) + tail)
    putKey(name, comma: comma)
    putValueAndUnit(value, unit: unit, reservedAfter: tail)
    putLiteral("\"}")
  }

  /// `{"value":x,"unit":"name","hPa":y}`: a pressure in its `Codable` form, after `prefix` (as
  /// ``measurement(_:unit:prefix:)`` writes it).
  @inline(__always)
  mutating func pressure(_ value: Double, unit: StaticString, hectopascals: Double, prefix: StaticString = "") {
    // One check for room: the prefix, the punctuation, the names and two numbers.
    ensure(prefix.utf8CodeUnitCount + _JSONWriter.pressureLength(unit))
    putLiteral(prefix)
    putPressure(value, unit: unit, hectopascals: hectopascals)
  }

  /// `"name":{"value":x,"unit":"name","hPa":y}`: a pressure member, with one check for room
  /// (what ``key(_:comma:)`` then ``pressure(_:unit:hectopascals:prefix:)`` write).
  @inline(__always)
  mutating func pressure(_ value: Double, unit: StaticString, hectopascals: Double, key name: StaticString, comma: Bool?) {
    ensure(name.utf8CodeUnitCount + 4 + _JSONWriter.pressureLength(unit))
    putKey(name, comma: comma)
    putPressure(value, unit: unit, hectopascals: hectopascals)
  }

  /// The most bytes ``putPressure(_:unit:hectopascals:)`` writes.
  @inline(__always)
  private static func pressureLength(_ unit: StaticString) -> Int {
    valueAndUnitLength(unit) + 8 + maximumDoubleLength + 1
  }

  /// A pressure's `Codable` form, in room already made for it.
  @inline(__always)
  private mutating func putPressure(_ value: Double, unit: StaticString, hectopascals: Double) {
    let tail = 1
    putValueAndUnit(value, unit: unit, reservedAfter: 8 + _JSONWriter.maximumDoubleLength + tail)
    putLiteral("\",\"hPa\":")
    putDouble(hectopascals, reservedAfter: tail)
    put(asciiRightBrace)
  }

  /// The most bytes ``putValueAndUnit(_:unit:reservedAfter:)`` writes.
  @inline(__always)
  private static func valueAndUnitLength(_ unit: StaticString) -> Int {
    9 + maximumDoubleLength + 9 + unit.utf8CodeUnitCount
  }

  /// `{"value":x,"unit":"name` (a measurement or pressure up to its unit's closing quote), in room
  /// already made for it and for `reservedAfter` bytes after it.
  @inline(__always)
  private mutating func putValueAndUnit(_ value: Double, unit: StaticString, reservedAfter: Int) {
    putLiteral("{\"value\":")
    putDouble(value, reservedAfter: 9 + unit.utf8CodeUnitCount + reservedAfter)
    putLiteral(",\"unit\":\"")
    putLiteral(inLineUpTo16: unit)
  }

  /// `{"day":d,"hour":h,"minute":m}`, without `day` when it is `nil`: a ``DayTime`` in its
  /// `Codable` form, after `prefix` (as ``measurement(_:unit:prefix:)`` writes it).
  @inline(__always)
  mutating func dayTime(day: Int?, hour: Int, minute: Int, prefix: StaticString = "") {
    // One check for room: the prefix, the punctuation, the names and three numbers.
    ensure(prefix.utf8CodeUnitCount + _JSONWriter.dayTimeLength)
    putLiteral(prefix)
    putDayTime(day: day, hour: hour, minute: minute)
  }

  /// `"name":{"day":d,"hour":h,"minute":m}`: a day-time member, with one check for room (what
  /// ``key(_:comma:)`` then ``dayTime(day:hour:minute:prefix:)`` write).
  @inline(__always)
  mutating func dayTime(day: Int?, hour: Int, minute: Int, key name: StaticString, comma: Bool?) {
    ensure(name.utf8CodeUnitCount + 4 + _JSONWriter.dayTimeLength)
    putKey(name, comma: comma)
    putDayTime(day: day, hour: hour, minute: minute)
  }

  /// The most bytes ``putDayTime(day:hour:minute:)`` writes.
  private static var dayTimeLength: Int { 7 + 8 + 10 + 1 + 3 * maximumIntLength }

  /// A day-time's `Codable` form, in room already made for it.
  @inline(__always)
  private mutating func putDayTime(day: Int?, hour: Int, minute: Int) {
    if let day {
      putLiteral("{\"day\":")
      putInt(day)
      putLiteral(",\"hour\":")
    } else {
      putLiteral("{\"hour\":")
    }
    putInt(hour)
    putLiteral(",\"minute\":")
    putInt(minute)
    put(asciiRightBrace)
  }

  /// `"name":"text"` when `text` is present.
  @inline(__always)
  mutating func member(_ name: StaticString, _ text: String?) {
    guard let text else { return }
    key(name)
    string(text)
  }

  /// `"name":n`.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Int, comma: Bool? = nil) {
    // One check for room: the key and the number.
    ensure(name.utf8CodeUnitCount + 4 + _JSONWriter.maximumIntLength)
    putKey(name, comma: comma)
    putInt(value)
  }

  /// `"name":x`.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Double, comma: Bool? = nil) {
    // One check for room: the key and the number.
    ensure(name.utf8CodeUnitCount + 4 + _JSONWriter.maximumDoubleLength)
    putKey(name, comma: comma)
    putDouble(value, reservedAfter: 0)
  }

  /// `"name":true|false`.
  @inline(__always)
  mutating func member(_ name: StaticString, _ value: Bool, comma: Bool? = nil) {
    // One check for room: the key and `false`.
    ensure(name.utf8CodeUnitCount + 4 + 5)
    putKey(name, comma: comma)
    if value { putLiteral("true") } else { putLiteral("false") }
  }

  /// `"name":` and the value written by `write`, when `value` is present.
  @inline(__always)
  mutating func member<T>(_ name: StaticString, _ value: T?, _ write: (inout _JSONWriter, T) -> Void) {
    guard let value else { return }
    key(name)
    write(&self, value)
  }

  /// `"name":[…]` with each element written by `write`.
  @inline(__always)
  mutating func member<C: _ForEachElement>(
    _ name: StaticString, array: C, comma: Bool? = nil, _ write: (inout _JSONWriter, C.Element) -> Void
  ) {
    key(name, comma: comma)
    if array.isEmpty {
      literal("[]")
      return
    }
    beginArray()
    // Commas by position, not by reading back the last byte written.
    var first = true
    array._forEach { item in
      if !first { append(asciiComma) }
      first = false
      write(&self, item)
    }
    endArray()
  }
}
