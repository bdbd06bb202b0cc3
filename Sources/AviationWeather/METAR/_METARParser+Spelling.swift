// Spelling repairs: a letter O for a zero and back, a keyword or cloud cover one letter off.

extension METARParser {
  /// `FEWO46` → `FEW046`, `0VC003` → `OVC003`, `TEMP0` → `TEMPO`: each letter O next to a digit
  /// as a zero, and each zero with only letters beside it as the letter O; `nil` if none changes.
  static func swappingLetterOAndZero(_ sent: [UInt8]) -> [UInt8]? {
    repairedText(sent, by: swappingLetterOAndZero(_:into:))
  }

  /// ``swappingLetterOAndZero(_:)-([UInt8])`` written into `result` (emptied first); false when
  /// no letter changes.
  static func swappingLetterOAndZero(_ sent: UnsafeBufferPointer<UInt8>, into result: inout _RepairText) -> Bool {
    result.removeAll()
    var changed = false
    for i in sent.indices {
      let before = i > 0 ? sent[i - 1] : nil
      let after = i + 1 < sent.count ? sent[i + 1] : nil
      var byte = sent[i]
      if byte == asciiO, before?.isASCIIDigit == true || after?.isASCIIDigit == true {
        byte = asciiZero
      } else if byte == asciiZero, before?.isASCIIUppercase ?? true, after?.isASCIIUppercase ?? true,
        before != nil || after != nil
      {
        byte = asciiO
      }
      changed = changed || byte != sent[i]
      guard result.append(byte) else { return false }
    }
    return changed
  }

  /// `COR`, `CCA`…, `AUTO`, `NIL`, `RTD`: words of the report's header, never half of a glued group.
  static func isHeaderWord<Piece: BidirectionalCollection<UInt8>>(_ piece: Piece) -> Bool {
    if piece.elementsEqual("COR".utf8) || piece.elementsEqual("AUTO".utf8) || piece.elementsEqual("NIL".utf8)
      || piece.elementsEqual("RTD".utf8)
    {
      return true
    }
    return piece.count == 3 && piece.starts(with: "CC".utf8) && piece.last?.isASCIIUppercase == true
  }

  /// The keyword `sent` is one letter off (one letter extra, missing, wrong, or two swapped).
  static func keywordOneLetterOff(_ sent: [UInt8]) -> String? {
    sent.withUnsafeBufferPointer { keywordOneLetterOff($0) }.map { "\($0)" }
  }

  /// ``keywordOneLetterOff(_:)-([UInt8])`` on bytes in place: `TEMPO`, `BECMG`, `NOSIG` or
  /// `CAVOK`, the change indicators and keywords that real reports misspell by one letter.
  static func keywordOneLetterOff(_ sent: UnsafeBufferPointer<UInt8>) -> StaticString? {
    guard sent.count >= 4, sent.count <= 6 else { return nil }
    for keyword: StaticString in ["TEMPO", "BECMG", "NOSIG", "CAVOK"]
    where keyword.withUTF8Buffer({ isOneEditApart(sent, $0) }) {
      return keyword
    }
    return nil
  }

  /// `SFEW040` → `FEW040`, `EW018TCU` → `FEW018TCU`: a cloud group whose cover is one letter off
  /// exactly one of `FEW`, `SCT`, `BKN`, `OVC`; `nil` otherwise.
  static func cloudCoverOneLetterOff(_ sent: [UInt8]) -> [UInt8]? {
    repairedText(sent, by: cloudCoverOneLetterOff(_:into:))
  }

  /// ``cloudCoverOneLetterOff(_:)-([UInt8])`` written into `result` (emptied first); false when
  /// there is no such cover.
  static func cloudCoverOneLetterOff(_ sent: UnsafeBufferPointer<UInt8>, into result: inout _RepairText) -> Bool {
    result.removeAll()
    guard let firstDigit = sent.firstIndex(where: { $0.isASCIIDigit }), firstDigit >= 2, firstDigit <= 4,
      sent.count >= firstDigit + 3, sent[firstDigit..<(firstDigit + 3)].allSatisfy({ $0.isASCIIDigit }),
      sent[..<firstDigit].allSatisfy({ $0.isASCIIUppercase })
    else { return false }
    var match: StaticString?
    for cover: StaticString in ["FEW", "SCT", "BKN", "OVC"] {
      let isOff = cover.withUTF8Buffer { isOneEditApart(UnsafeBufferPointer(rebasing: sent[..<firstDigit]), $0) }
      guard isOff else { continue }
      if match != nil { return false }
      match = cover
    }
    guard let match else { return false }
    return match.withUTF8Buffer { result.append(contentsOf: $0) } && result.append(contentsOf: sent[firstDigit...])
  }

  /// Whether `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours.
  static func isOneEditApart(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in isOneEditApart(a, b) } }
  }

  /// ``isOneEditApart(_:_:)-([UInt8],_)`` on bytes in place: allocates nothing (repair trials run
  /// it on every unread token, against every keyword).
  static func isOneEditApart(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    if a.count == b.count {
      var first = -1
      var second = -1
      for index in 0..<a.count where a[index] != b[index] {
        if first < 0 {
          first = index
        } else if second < 0 {
          second = index
        } else {
          return false
        }
      }
      if first < 0 { return false }  // equal: no edit
      if second < 0 { return true }  // one letter wrong
      return second == first + 1 && a[first] == b[second] && a[second] == b[first]  // two swapped
    }
    let (long, short) = a.count > b.count ? (a, b) : (b, a)
    guard long.count == short.count + 1 else { return false }
    // One letter of `long` left out gives `short`: they agree before it and, shifted, after it.
    var index = 0
    while index < short.count, long[index] == short[index] { index += 1 }
    while index < short.count, long[index + 1] == short[index] { index += 1 }
    return index == short.count
  }
}

extension METARParser {
  /// What `repair` writes for `sent`, as an array; `nil` when it finds nothing to repair: the
  /// array form of every spelling repair (the parser itself calls the buffer forms).
  static func repairedText(
    _ sent: [UInt8], by repair: (UnsafeBufferPointer<UInt8>, inout _RepairText) -> Bool
  ) -> [UInt8]? {
    var result = _RepairText()
    let changed = sent.withUnsafeBufferPointer { repair($0, &result) }
    return changed ? result.withBytes { Array($0) } : nil
  }
}
