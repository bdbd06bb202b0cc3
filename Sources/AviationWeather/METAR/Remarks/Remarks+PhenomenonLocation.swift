extension Remarks {
  /// Where a cloud or phenomenon is and where it moves: `CB DSNT E AND S`, `TS NW MOV NE`,
  /// `TCU E-S`, `CB OHD MOV UNKN`, `VIRGA DSNT W`.
  public struct PhenomenonLocation: Sendable, Hashable, Codable {
    /// The code as reported: `CB`, `TCU`, `TS`, `ACC`, `CBMAM`, `VIRGA`, ...
    public var phenomenon: String
    /// Where, as reported: `DSNT E AND S`, `OHD`, `NW-N`; `nil` when not given.
    public var location: String?
    /// Where it moves, as reported after `MOV`: `NE`, `UNKN`; `STNR` when stationary; `nil`
    /// when not given.
    public var movement: String?

    /// Creates a phenomenon location.
    public init(phenomenon: String, location: String? = nil, movement: String? = nil) {
      self.phenomenon = phenomenon
      self.location = location
      self.movement = movement
    }
  }
}

extension Remarks.PhenomenonLocation: CustomStringConvertible {
  /// "Cumulonimbus DSNT E AND S, moving NE".
  public var description: String {
    var text: String
    switch phenomenon {
    case "CB": text = "Cumulonimbus"
    case "TCU": text = "Towering cumulus"
    case "TS": text = "Thunderstorm"
    case "ACC": text = "Altocumulus castellanus"
    case "CBMAM": text = "Cumulonimbus mammatus"
    case "VIRGA": text = "Virga"
    default: text = phenomenon
    }
    if let location { text += " \(location)" }
    if let movement { text += movement == "STNR" ? ", stationary" : ", moving \(movement)" }
    return text
  }
}

extension Remarks {
  /// Whether `b` names a phenomenon that location remarks describe.
  static func isLocatedPhenomenon(_ b: _Bytes) -> Bool {
    b.equals("CB") || b.equals("TCU") || b.equals("TS") || b.equals("ACC") || b.equals("CBMAM")
      || b.equals("VIRGA") || b.equals("SH") || b.equals("VCSH") || b.equals("VCTS")
  }

  /// Reads the location and movement after a phenomenon; `nil` (nothing consumed) when neither follows.
  static func readPhenomenonLocation(_ b: _Bytes, _ stream: inout _TokenStream) -> PhenomenonLocation? {
    let location = readLocation(&stream)
    var movement: String? = nil
    if let next = stream.peek() {
      let nb = stream.bytes(next)
      if nb.equals("STNR") {
        _ = stream.next()
        movement = "STNR"
      } else if nb.equals("MOV") {
        var lookahead = stream
        _ = lookahead.next()
        if let dir = lookahead.peek() {
          let db = lookahead.bytes(dir)
          if isDirectionRange(db) || db.equals("UNKN") {
            _ = lookahead.next()
            movement = db.string
            stream = lookahead
          }
        }
      }
    }
    guard location != nil || movement != nil else { return nil }
    return PhenomenonLocation(phenomenon: b.string, location: location, movement: movement)
  }
}
