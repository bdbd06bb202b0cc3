// A text of a string table with its placeholders found once: the runs of literal text and the
// argument each placeholder takes. The tables hold their texts in this form (found when a table
// is first used), so a lookup fills a text by appending its pieces, without scanning it again.

/// A text with its placeholders (`%@` in order, `%1$@` by position, `%%` a percent sign) found:
/// the one reading of the placeholder syntax (``_L10n/fill(_:with:)`` is `_TextTemplate(t).filled(a)`).
struct _TextTemplate: Sendable {
  /// A run of literal text, or the index of the argument a placeholder takes (`-1` or an index
  /// past the arguments: left out).
  enum Piece: Sendable {
    /// Text copied as it is.
    case literal(String)
    /// The argument at this index (0-based), when there is one.
    case argument(Int)
  }

  /// The pieces in order, adjacent literal runs joined (empty for a text with no `%`: see
  /// ``constant``).
  let pieces: [Piece]
  /// The whole text when it has no argument placeholder (`%%` already read as `%`).
  let constant: String?
  /// The UTF-8 length of the literal runs.
  let literalLength: Int
  /// The text around the placeholder when the only one takes the first argument.
  let aroundFirst: (before: String, after: String)?

  /// The template of `text`.
  init(_ text: String) {
    // Over the UTF-8 bytes, copying the text between placeholders in one piece: every byte the
    // scan stops at is an ASCII `%`, `@`, `$` or digit, so each cut is at a character boundary.
    var pieces: [Piece] = []
    let utf8 = text.utf8
    guard utf8.contains(asciiPercent) else {
      // Most texts: no pieces to keep (no array), only the text.
      self.pieces = []
      self.constant = text
      self.literalLength = utf8.count
      self.aroundFirst = nil
      return
    }
    var literal = ""
    func flush() {
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = ""
    }
    let end = utf8.endIndex
    var next = 0
    var i = utf8.startIndex
    var runStart = i
    while i != end {
      guard utf8[i] == asciiPercent else {
        i = utf8.index(after: i)
        continue
      }
      literal += text[runStart..<i]
      let j = utf8.index(after: i)
      if j != end, utf8[j] == asciiPercent {
        literal.append("%")
        i = utf8.index(after: j)
        runStart = i
        continue
      }
      if j != end, utf8[j] == asciiAt {
        flush()
        pieces.append(.argument(next))
        next += 1
        i = utf8.index(after: j)
        runStart = i
        continue
      }
      // `%n$@`: one or two ASCII digits, `$`, `@`.
      var position = 0
      var digits = 0
      var k = j
      while k != end, digits < 2, utf8[k].isASCIIDigit {
        position = position * 10 + utf8[k].digitValue
        digits += 1
        k = utf8.index(after: k)
      }
      if digits > 0, k != end, utf8[k] == asciiDollar {
        let m = utf8.index(after: k)
        if m != end, utf8[m] == asciiAt {
          flush()
          pieces.append(.argument(position - 1))
          i = utf8.index(after: m)
          runStart = i
          continue
        }
      }
      // A stray `%` stays as it is.
      literal.append("%")
      i = j
      runStart = i
    }
    literal += text[runStart..<end]
    flush()
    self.pieces = pieces
    var length = 0
    var hasArgument = false
    for piece in pieces {
      switch piece {
      case .literal(let run): length += run.utf8.count
      case .argument: hasArgument = true
      }
    }
    self.literalLength = length
    self.constant = hasArgument ? nil : pieces.reduce(into: "") { text, piece in
      if case .literal(let run) = piece { text += run }
    }
    self.aroundFirst = Self.textAroundFirst(pieces)
  }

  /// The pieces with `arguments` in the placeholders' places.
  func filled(_ arguments: [String]) -> String {
    if let constant { return constant }
    var length = 0
    for argument in arguments { length += argument.utf8.count }
    return render(count: arguments.count, length: length) { arguments[$0] }
  }

  /// ``filled(_:)`` with no argument: the text (a placeholder left empty).
  func filled() -> String {
    constant ?? render(count: 0, length: 0) { _ in "" }
  }

  /// ``filled(_:)`` with one argument, without an array for it.
  func filled(_ argument: String) -> String {
    if let constant { return constant }
    // `%1$@ kt`, `more than %@`: the text around the one placeholder, joined in one step.
    if let around = aroundFirst {
      return around.before.isEmpty ? argument + around.after : around.before + argument + around.after
    }
    return render(count: 1, length: argument.utf8.count) { _ in argument }
  }

  /// ``filled(_:)`` with two arguments, without an array for them.
  func filled(_ first: String, _ second: String) -> String {
    if let constant { return constant }
    return render(count: 2, length: first.utf8.count + second.utf8.count) { $0 == 0 ? first : second }
  }

  /// ``filled(_:)`` with three arguments, without an array for them.
  func filled(_ first: String, _ second: String, _ third: String) -> String {
    if let constant { return constant }
    return render(count: 3, length: first.utf8.count + second.utf8.count + third.utf8.count) {
      $0 == 0 ? first : $0 == 1 ? second : third
    }
  }

  /// The pieces with argument `i` (for `i` below `count`) in each placeholder taking it;
  /// `length`: the arguments' UTF-8 length (the room reserved with the literal runs').
  @inline(__always)
  private func render(count: Int, length: Int, _ argument: (Int) -> String) -> String {
    var result = ""
    // A result of up to 15 bytes is stored inline: reserving would put it on the heap.
    if literalLength + length > 15 { result.reserveCapacity(literalLength + length) }
    for piece in pieces {
      switch piece {
      case .literal(let run): result += run
      case .argument(let index): if index >= 0, index < count { result += argument(index) }
      }
    }
    return result
  }

  /// The literal text before and after the placeholder, when the only placeholder takes the
  /// first argument (most one-argument texts): ``filled(_:)-(String)`` joins the three at once.
  private static func textAroundFirst(_ pieces: [Piece]) -> (before: String, after: String)? {
    var before = ""
    var after = ""
    var seen = false
    for piece in pieces {
      switch piece {
      case .argument(0) where !seen: seen = true
      case .argument: return nil
      case .literal(let run):
        if seen { after += run } else { before += run }
      }
    }
    return seen ? (before, after) : nil
  }

  /// The template with the argument at `index` replaced by `text`, and the arguments after it
  /// moved down by one: `%1$@ %2$@` with 1 bound to `kt` is `%1$@ kt`.
  func binding(_ index: Int, to text: String) -> _TextTemplate {
    var pieces: [Piece] = []
    for piece in constant.map({ [Piece.literal($0)] }) ?? self.pieces {
      switch piece {
      case .argument(let i) where i == index: pieces.append(.literal(text))
      case .argument(let i) where i > index: pieces.append(.argument(i - 1))
      default: pieces.append(piece)
      }
    }
    return _TextTemplate(pieces: pieces)
  }

  /// A template of `pieces` (adjacent literal runs joined).
  private init(pieces raw: [Piece]) {
    var pieces: [Piece] = []
    var length = 0
    var hasArgument = false
    for piece in raw {
      switch piece {
      case .literal(let run):
        length += run.utf8.count
        if case .literal(let previous)? = pieces.last {
          pieces[pieces.count - 1] = .literal(previous + run)
        } else if !run.isEmpty {
          pieces.append(piece)
        }
      case .argument:
        hasArgument = true
        pieces.append(piece)
      }
    }
    self.pieces = pieces
    self.literalLength = length
    self.constant = hasArgument ? nil : pieces.reduce(into: "") { text, piece in
      if case .literal(let run) = piece { text += run }
    }
    self.aroundFirst = Self.textAroundFirst(pieces)
  }
}
