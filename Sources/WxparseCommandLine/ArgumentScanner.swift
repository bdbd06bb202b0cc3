/// A command line that cannot be run, with a one-line reason.
package struct UsageError: Error {
  /// The reason, one line of POSIX English.
  package var message: String

  /// A usage error saying `message`.
  package init(message: String) {
    self.message = message
  }
}

/// The arguments of a command line, one at a time: the one scanner of `wxparse` and
/// `wxparse-fetch`.
///
/// Rules: an argument that does not start with `-`, or is `-` (standard input), is an operand;
/// `--` ends the options (every later argument is an operand); `--name=value` is `--name` with an
/// attached value; anything else starting with `-` is an option, whose value (if it takes one) is
/// the attached one or the next argument.
package struct ArgumentScanner {
  /// One argument: an option's name, or an operand.
  package enum Argument {
    /// An option (`--json`, `-h`), without an attached value.
    case option(String)
    /// An operand (a file, a station, a number).
    case operand(String)
  }

  private var rest: ArraySlice<String>
  private var onlyOperands = false
  /// Arguments that start with `-` but are operands all the same (`wxparse near -33.9 18.4`).
  private let isOperand: (String) -> Bool
  /// The option last returned by ``next()``.
  package private(set) var option = ""
  /// The value attached to it (`--units=metric`), if any.
  private var attached: String?

  /// A scanner over `arguments`; `isOperand` tells which arguments starting with `-` are operands.
  package init(_ arguments: some Sequence<String>, isOperand: @escaping (String) -> Bool = { _ in false }) {
    rest = ArraySlice(arguments)
    self.isOperand = isOperand
  }

  /// The next argument, or `nil` at the end.
  package mutating func next() -> Argument? {
    while let argument = rest.popFirst() {
      if onlyOperands || argument == "-" || !argument.hasPrefix("-") || isOperand(argument) {
        return .operand(argument)
      }
      if argument == "--" {
        onlyOperands = true
        continue
      }
      option = argument
      attached = nil
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        attached = String(argument[argument.index(after: equals)...])
        option = String(argument[..<equals])
      }
      return .option(option)
    }
    return nil
  }

  /// The current option's value: the attached one, else the next argument; `nil` when there is
  /// none.
  package mutating func valueIfPresent() -> String? {
    if let attached { return attached }
    return rest.popFirst()
  }

  /// The current option's value; throws `OPTION needs a value` when there is none.
  package mutating func value() throws(UsageError) -> String {
    guard let value = valueIfPresent() else { throw UsageError(message: "\(option) needs a value") }
    return value
  }

  /// Throws `OPTION takes no value` when a value is attached to the current option.
  package func noValue() throws(UsageError) {
    if attached != nil { throw UsageError(message: "\(option) takes no value") }
  }
}
