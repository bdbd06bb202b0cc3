extension TAF {
  /// The change group holding the token at byte `offset` of ``raw``, as written: from its first
  /// token (the `FM…`, `BECMG`, `TEMPO`, `INTER` or `PROBnn` at or just before `offset`) up to the
  /// next change group, `TX`/`TN` temperature group, `RMK`, forecaster's note or `=`, its tokens
  /// joined by single spaces; with the byte offset of its first token and of the first token after
  /// it that starts a change group (`nil` when none does). `nil` when no token starts at `offset`,
  /// or it is a word that starts no change group and follows none.
  ///
  /// Used for the change groups a ``ForecastTimeline`` cannot place, from their warning's offset
  /// (the group's first token, or the window that does not decode) or the group before; it reads
  /// the text again, so only those groups pay for it. `tokens` are ``changeGroupTokens()``, read
  /// once for all of a TAF's groups; the text is the one allocation of a call.
  func changeGroupText(at offset: Int, in tokens: [Token]) -> (offset: Int, text: String, next: Int?)? {
    withUTF8Bytes(of: raw) { buffer -> (offset: Int, text: String, next: Int?)? in
      let report = UnsafeBufferPointer(rebasing: buffer[0..<Self.reportEnd(buffer)])
      let stream = _TokenStream(report)
      guard let at = tokens.firstIndex(where: { $0.offset == offset }), tokens.allSatisfy({ $0.endOffset <= report.count })
      else { return nil }
      func bytes(_ i: Int) -> _Bytes { stream.bytes(tokens[i]) }
      func startsGroup(_ i: Int) -> Bool {
        ChangeIndicator.startsTAFChangeGroup(bytes(i)) || TAFParser.isUndecodableFrom(bytes(i))
      }
      /// `RMK` or a forecaster's note: nothing after it is a change group.
      func endsForecast(_ i: Int) -> Bool {
        bytes(i).equals("RMK") || TAFParser.isNoteStart(bytes(i)) { i + 1 < tokens.count ? bytes(i + 1) : nil }
      }
      func isTemporaryWord(_ i: Int) -> Bool {
        ChangeIndicator.decode(bytes(i)).map { $0 == .temporary || $0 == .intermittent } == true
      }
      func isProbability(_ i: Int) -> Bool { ChangeIndicator.decodeProbability(bytes(i)) != nil }

      var first = at
      var next = at + 1
      if !startsGroup(at) {
        // A window that does not decode (`TEMPO 1825/1903`, `PROB30 TEMPO 1825/1903`): the group
        // starts at the words before it.
        guard at > 0,
          isTemporaryWord(at - 1) || isProbability(at - 1) || ChangeIndicator.decode(bytes(at - 1)) == .becoming
        else { return nil }
        first = at - 1
        if first > 0, isTemporaryWord(first), isProbability(first - 1) { first -= 1 }
      } else if next < tokens.count, isProbability(at), isTemporaryWord(next) {
        // `PROB30 TEMPO`: the word after the probability is the group's own.
        next += 1
      }
      var last = next - 1
      while next < tokens.count, !startsGroup(next), !endsForecast(next), TemperatureForecast.decode(bytes(next)) == nil
      {
        last = next
        next += 1
      }
      var following = next
      while following < tokens.count, !startsGroup(following), !endsForecast(following) { following += 1 }

      // The tokens joined by single spaces, written straight into the string.
      let length = tokens[first...last].reduce(last - first) { $0 + $1.length }
      let text = String(unsafeUninitializedCapacity: length) { text in
        var count = 0
        for index in first...last {
          if index > first {
            text[count] = asciiSpace
            count += 1
          }
          for byte in report[tokens[index].offset..<tokens[index].endOffset] {
            text[count] = byte
            count += 1
          }
        }
        return count
      }
      let nextGroup = following < tokens.count && startsGroup(following) ? tokens[following].offset : nil
      return (tokens[first].offset, text, nextGroup)
    }
  }

  /// The tokens of ``raw`` up to the `=` that ends the forecast, for
  /// ``changeGroupText(at:in:)``: counted first, so that the list is one allocation.
  func changeGroupTokens() -> [Token] {
    withUTF8Bytes(of: raw) { buffer -> [Token] in
      let report = UnsafeBufferPointer(rebasing: buffer[0..<Self.reportEnd(buffer)])
      var counting = _TokenStream(report)
      var count = 0
      while counting.next() != nil { count += 1 }
      var tokens: [Token] = []
      tokens.reserveCapacity(count)
      var stream = _TokenStream(report)
      while let token = stream.next() { tokens.append(token) }
      return tokens
    }
  }

  /// The offset of the `=` that ends the forecast in `buffer`, or its end.
  private static func reportEnd(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
    var end = 0
    while end < buffer.count, buffer[end] != asciiEquals { end += 1 }
    return end
  }
}
