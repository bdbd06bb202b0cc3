/// The remarks section of a METAR (everything after `RMK`): the raw text, and the
/// groups decoded from it (FAA Order JO 7900.5 / FMH-1 formats, plus a few common
/// Canadian and CIS remarks).
///
/// Every decoded value is optional: `nil` (or empty, or `false`) means the remark was not
/// present. Remark tokens that are not decoded stay in ``undecoded`` with their byte offsets.
public struct Remarks: Sendable, Hashable, Codable {
  /// The remark text after `RMK`, as reported.
  public var text: String
  /// Remark tokens not decoded (free text, local codes); kept so nothing is lost.
  public var undecoded: [UnparsedToken]

  /// `AO1`/`AO2` (`AO1A`/`AO2A` when augmented): the kind of automated station.
  public var stationType: StationType?
  /// `SLPppp`: sea-level pressure in hectopascals, to the tenth (`SLP982` → 998.2 hPa).
  public var seaLevelPressure: Pressure?
  /// `TsnTTTsnTTT`: the temperature to a tenth of a degree Celsius.
  public var preciseTemperature: Temperature?
  /// `TsnTTTsnTTT`: the dew point to a tenth of a degree Celsius (`nil` when the group has none).
  public var preciseDewPoint: Temperature?
  /// `PK WND dddff/hhmm`: the peak wind since the last routine report.
  public var peakWind: PeakWind?
  /// `WSHFT hhmm [FROPA]`: a wind shift.
  public var windShift: WindShift?
  /// `1snTTT`: the highest temperature of the past 6 hours, to a tenth of a degree Celsius.
  public var sixHourMaximumTemperature: Temperature?
  /// `2snTTT`: the lowest temperature of the past 6 hours, to a tenth of a degree Celsius.
  public var sixHourMinimumTemperature: Temperature?
  /// `4snTTTsnTTT`: the highest temperature of the past 24 hours, to a tenth of a degree Celsius.
  public var twentyFourHourMaximumTemperature: Temperature?
  /// `4snTTTsnTTT`: the lowest temperature of the past 24 hours, to a tenth of a degree Celsius.
  public var twentyFourHourMinimumTemperature: Temperature?
  /// `5appp`: how the pressure changed over the past 3 hours.
  public var pressureTendency: PressureTendency?
  /// `PRESRR` / `PRESFR`: pressure rising or falling rapidly.
  public var rapidPressureChange: RapidPressureChange?
  /// `Prrrr`: precipitation in the past hour.
  public var hourlyPrecipitation: PrecipitationAmount?
  /// `6RRRR`: precipitation in the past 3 hours (3-hourly reports) or 6 hours (6-hourly reports).
  public var threeOrSixHourPrecipitation: PrecipitationAmount?
  /// `7RRRR`: precipitation in the past 24 hours.
  public var twentyFourHourPrecipitation: PrecipitationAmount?
  /// `4/sss`: snow depth on the ground, in whole inches.
  public var snowDepth: PrecipitationAmount?
  /// `933RRR`: water equivalent of the snow on the ground, in tenths of an inch.
  public var snowWaterEquivalent: PrecipitationAmount?
  /// `I1nnn`: ice accretion in the past hour, in hundredths of an inch.
  public var oneHourIceAccretion: PrecipitationAmount?
  /// `I3nnn`: ice accretion in the past 3 hours, in hundredths of an inch.
  public var threeHourIceAccretion: PrecipitationAmount?
  /// `I6nnn`: ice accretion in the past 6 hours, in hundredths of an inch.
  public var sixHourIceAccretion: PrecipitationAmount?
  /// `RVRNO`, `PWINO`, `PNO`, `FZRANO`, `TSNO`, `VISNO`, `CHINO`, `SLPNO`: sensors or values
  /// that are not available.
  public var sensorOutages: SensorOutages
  /// `VISNO RWY06`: where the missing second visibility sensor is, when given.
  public var visibilitySensorLocation: String?
  /// `CHINO RWY24`: where the missing second ceiling sensor is, when given.
  public var ceilingSensorLocation: String?
  /// `$`: the station needs maintenance.
  public var needsMaintenance: Bool
  /// `RAB15E30`, `TSB04E20`, `FZRAB35E45RAB45`: when weather began and ended, in report order.
  public var weatherEvents: [WeatherEvent]
  /// `LTG DSNT W`, `OCNL LTGICCG OHD`: lightning observed, in report order.
  public var lightning: [Lightning]
  /// `CB DSNT E AND S`, `TS NW MOV NE`, `TCU E-S`: where clouds and phenomena are, in report order.
  public var phenomenonLocations: [PhenomenonLocation]
  /// `RWY17L 21017KT`, `WIND THR14 18006KT`, `WIND 1200FT 12009KT`: winds measured elsewhere, in
  /// report order.
  public var localWinds: [LocalWind]
  /// `DENSITY ALT 2500FT` (Canada): density altitude in feet.
  public var densityAltitude: Distance?
  /// `SOG 22` (Canada): snow on the ground, in centimetres.
  public var snowOnGroundCentimeters: Int?
  /// `VIS 1/2V2`: visibility varying between two values, in statute miles.
  public var variableVisibility: VariableRange?
  /// `CIG 005V010`: ceiling varying between two heights, in feet.
  public var variableCeiling: VariableRange?
  /// `TWR VIS 1 1/2`: the visibility seen from the control tower, in statute miles.
  public var towerVisibility: Visibility?
  /// `SFC VIS 2 1/2`, `SFC VIS M1/4`: the visibility at the surface, in statute miles.
  public var surfaceVisibility: Visibility?
  /// `BKN014 V OVC`: a sky cover varying between two amounts.
  public var variableSky: VariableSky?
  /// `SNINCR 2/10`: snow depth increasing rapidly.
  public var snowIncrease: SnowIncrease?
  /// `COR 1859`: the time the report was corrected.
  public var correctionTime: Time?
  /// `NOSPECI`, `FROIN`, `VIRGA`, `ACFT MSHP`, `FIRST`, `LAST`, `WND DATA ESTMD`, `ALSTG ESTMD`: plain
  /// indicators.
  public var indicators: Indicators
  /// `SC5`, `SF1SF5SC2`, `AC2CI2` (Canadian): cloud types with their amount in oktas, lowest first.
  public var cloudTypes: [CloudTypeAmount]
  /// `8/CLCMCH`: low, middle and high cloud type code figures.
  public var cloudTypeCodes: CloudTypeCodes?
  /// `A2986` in the remarks (Japan, Korea, Philippines): the altimeter setting in inches of mercury.
  public var altimeter: Pressure?
  /// `QFE746/0995`, `QFE724` (CIS): pressure at aerodrome elevation.
  public var qfe: StationPressure?
  /// `QBB180` (CIS): height of the lowest cloud base in metres.
  public var cloudBaseMeters: Int?
  /// `RH93` (Portuguese stations): relative humidity in percent (0–100), as sent.
  public var reportedHumidity: Int?

  /// Creates remarks with only their text; every decoded field is empty.
  public init(text: String, undecoded: [UnparsedToken] = []) {
    self.text = text
    self.undecoded = undecoded
    self.sensorOutages = []
    self.needsMaintenance = false
    self.weatherEvents = []
    self.lightning = []
    self.phenomenonLocations = []
    self.localWinds = []
    self.indicators = []
    self.cloudTypes = []
  }
}
