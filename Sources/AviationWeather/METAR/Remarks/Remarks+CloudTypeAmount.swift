extension Remarks {
  /// A Canadian cloud-type remark: a cloud type and its amount in oktas (`SC5`, `SF1`, `TCU3`).
  public struct CloudTypeAmount: Sendable, Hashable, Codable {
    /// The cloud type as reported: `CI`, `CS`, `CC`, `AC`, `ACC`, `AS`, `NS`, `SC`, `ST`, `SF`,
    /// `CU`, `CF`, `TCU`, `CB`, or an obscuring phenomenon (`FG`, `FU`, `SN`, ...).
    public var type: String
    /// Amount in oktas (eighths of the sky), 0–8.
    public var oktas: Int
    /// Height of the layer's base, when the remark gives one (`1CU030` → 3,000 ft, Japan/Korea).
    public var height: Distance?

    /// Creates a cloud-type amount.
    public init(type: String, oktas: Int, height: Distance? = nil) {
      self.type = type
      self.oktas = oktas
      self.height = height
    }
  }
}

extension Remarks.CloudTypeAmount: CustomStringConvertible {
  /// "stratocumulus 5/8", "cumulus 1/8 at 3,000 ft".
  public var description: String {
    "\(Self.name(type)) \(oktas)/8" + (height.map { " at \(formatNumber($0.value)) ft" } ?? "")
  }

  /// ``description`` in the language and numbers of `l` (the remark words of a locale).
  func describe(words l: _RemarkWords) -> String {
    let name = "\(type == "TCU" ? l["cloudType.TCU"] : Self.name(type)) \(l.number(Double(oktas)))/8"
    return height.map { l["cloudType.at", name, "\(l.number($0.value)) ft"] } ?? name
  }

  static func name(_ type: String) -> String {
    switch type {
    case "ACC": return "altocumulus castellanus"
    case "SF": return "stratus fractus"
    case "CF": return "cumulus fractus"
    default: return CloudType(rawValue: type)?.name ?? type
    }
  }
}

extension Remarks.CloudTypeAmount {
  /// A cloud type of these remarks: a genus (``isCloudGenus(_:)``) or an obscuring phenomenon
  /// reported in oktas (`FG`, `FU`, `SN`, `HZ`, `BR`, `DZ`, `RA`, `BLSN`).
  static func isCloudType(_ b: _Bytes) -> Bool {
    if isCloudGenus(b) { return true }
    switch b.count {
    case 2:
      return b.equals("FG") || b.equals("FU") || b.equals("SN") || b.equals("HZ") || b.equals("BR")
        || b.equals("DZ") || b.equals("RA")
    case 4:
      return b.equals("BLSN")
    default:
      return false
    }
  }

  /// A cloud genus (`CI` … `CB`, ``CloudType``), `TCU`, or the Canadian `SF`, `CF`, `ACC`.
  static func isCloudGenus(_ b: _Bytes) -> Bool {
    switch b.count {
    case 2: return CloudType.decodeGenus(b) != nil || b.equals("CB") || b.equals("SF") || b.equals("CF")
    case 3: return b.equals("TCU") || b.equals("ACC")
    default: return false
    }
  }

  /// Decodes a whole token of `type`+`oktas` pairs (`SF1SF5SC2`), appending them; false (and
  /// nothing appended) if `b` is not one.
  static func decode(_ b: _Bytes, into list: inout [Remarks.CloudTypeAmount]) -> Bool {
    // Validate first.
    var i = 0
    var pairs = 0
    while i < b.count {
      var j = i
      while b[j].isASCIIUppercase { j += 1 }
      guard j > i, isCloudType(b.slice(i, j)), let oktas = b.digits(at: j, width: 1), oktas <= 8 else { return false }
      i = j + 1
      pairs += 1
    }
    guard pairs > 0 else { return false }
    if list.isEmpty { list.reserveCapacity(Swift.max(pairs, 4)) }
    i = 0
    while i < b.count {
      var j = i
      while b[j].isASCIIUppercase { j += 1 }
      list.append(Remarks.CloudTypeAmount(type: b.slice(i, j).string, oktas: b[j].digitValue))
      i = j + 1
    }
    return true
  }

  /// Decodes `nTThhh` / `nTTThhh` (Japan, Korea: `1CU030`, `3SC015`, `1TCU025`): oktas, cloud
  /// type, base in hundreds of feet.
  static func decodeWithHeight(_ b: _Bytes) -> Remarks.CloudTypeAmount? {
    guard b.count == 6 || b.count == 7, let oktas = b.digits(at: 0, width: 1), oktas <= 8 else { return nil }
    let type = b.slice(1, b.count - 3)
    guard type.isAllUppercase(), isCloudType(type), let hundreds = b.digits(at: b.count - 3, width: 3) else {
      return nil
    }
    return Remarks.CloudTypeAmount(type: type.string, oktas: oktas, height: Distance(Double(hundreds * 100), .feet))
  }
}
