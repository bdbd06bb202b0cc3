import Foundation

/// One corpus file: its reports, one per line, as native Swift strings. Lines starting with `#`
/// are comments, and a line `tag<TAB>report` (the curated and worst METAR files) is its report:
/// the tag is left out (the corpora have neither).
struct Corpus {
  var path: String
  var lines: [String]
  /// Bytes of report text (line ends not counted).
  var reportBytes: Int
  /// Bytes of the whole file.
  var fileBytes: Int

  init(path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw BenchmarkError("cannot read \(path)")
    }
    let bytes = [UInt8](data)
    var lines: [String] = []
    var total = 0
    var start = 0
    for i in 0...bytes.count where i == bytes.count || bytes[i] == 0x0A {
      var end = i
      if end > start, bytes[end - 1] == 0x0D { end -= 1 }
      if end > start, bytes[start] == 0x23 {  // `#`: a comment
        start = i + 1
        continue
      }
      if let tab = bytes[start..<end].firstIndex(of: 0x09) { start = tab + 1 }
      if end > start {
        lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
        total += end - start
      }
      start = i + 1
    }
    self.path = path
    self.lines = lines
    self.reportBytes = total
    self.fileBytes = bytes.count
  }

  /// Tokens in the corpus, counted straight from the bytes by the rule the tokenizer documents
  /// (a token is a maximal run of bytes that are not separators: <= 0x20, `=`, DEL), without the
  /// library: the tokenizer benchmark checks its count against this.
  var independentTokenCount: Int {
    var count = 0
    for line in lines {
      var inToken = false
      for byte in line.utf8 {
        let isSeparator = byte <= 0x20 || byte == 0x3D || byte == 0x7F
        if !isSeparator, !inToken { count += 1 }
        inToken = !isSeparator
      }
    }
    return count
  }
}

struct BenchmarkError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
