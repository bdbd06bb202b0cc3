// Reads IANA time-zone identifiers, one a line, from stdin and prints those that Foundation's
// `TimeZone(identifier:)` accepts on this machine. Scripts/generate-stations.py runs it to
// validate the station table's time zones.
import Foundation

while let line = readLine() {
  let name = line.trimmingCharacters(in: .whitespaces)
  if !name.isEmpty, TimeZone(identifier: name) != nil { print(name) }
}
