// What the measure types (``Distance``, ``Speed``, ``Pressure``, ``Temperature``) share: a value
// in a unit, converted through one base unit. Each type's public `converted(to:)` is this one
// implementation; its unit says how it stands to the base unit.

/// A unit of a measure type, which converts values through the measure's base unit (metres,
/// metres per second, hectopascals, degrees Celsius).
@usableFromInline
protocol _MeasureUnit: Equatable {
  /// `value` in this unit, in the base unit.
  func _toBase(_ value: Double) -> Double
  /// `value` in the base unit, in this unit.
  func _fromBase(_ value: Double) -> Double
}

/// A unit that is a multiple of its base unit (every unit but the temperatures).
@usableFromInline
protocol _ScaledUnit: _MeasureUnit {
  /// Base units in one of this unit.
  var _baseFactor: Double { get }
}

extension _ScaledUnit {
  /// `value` times the base units in one of this unit.
  @inlinable
  func _toBase(_ value: Double) -> Double { value * _baseFactor }

  /// `value` over the base units in one of this unit.
  @inlinable
  func _fromBase(_ value: Double) -> Double { value / _baseFactor }
}

/// A number with the unit it is in.
@usableFromInline
protocol _Measure {
  /// The unit type.
  associatedtype _Unit: _MeasureUnit
  /// The number, in ``unit``.
  var value: Double { get }
  /// The unit of ``value``.
  var unit: _Unit { get }
  /// The measure `value` in `unit`.
  init(_ value: Double, _ unit: _Unit)
}

extension _Measure {
  /// The same measure in `target` (itself when it is in `target` already): the one
  /// implementation of every measure type's `converted(to:)`.
  @inlinable
  func _converted(to target: _Unit) -> Self {
    if target == unit { return self }
    return Self(target._fromBase(unit._toBase(value)), target)
  }
}
