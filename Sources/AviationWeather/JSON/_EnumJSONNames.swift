// The raw values of the enumerations the METAR JSON writer writes most, as static strings, so that
// it copies them without building a `String` for each (about 150 instructions each time).
// `JSONNameTests` checks that each one equals `rawValue`.

extension WeatherIntensity {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString {
    switch self {
    case .light: "-"
    case .moderate: ""
    case .heavy: "+"
    case .inVicinity: "VC"
    }
  }

  /// ``recordName`` as a static string.
  var _recordName: StaticString {
    switch self {
    case .moderate: "moderate"
    default: _jsonName
    }
  }
}

extension WeatherDescriptor {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString {
    switch self {
    case .shallow: "MI"
    case .patches: "BC"
    case .partial: "PR"
    case .lowDrifting: "DR"
    case .blowing: "BL"
    case .showers: "SH"
    case .thunderstorm: "TS"
    case .freezing: "FZ"
    }
  }
}

extension WeatherPhenomenon {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString {
    switch self {
    case .drizzle: "DZ"
    case .rain: "RA"
    case .snow: "SN"
    case .snowGrains: "SG"
    case .iceCrystals: "IC"
    case .icePellets: "PL"
    case .hail: "GR"
    case .smallHail: "GS"
    case .unknownPrecipitation: "UP"
    case .mist: "BR"
    case .fog: "FG"
    case .smoke: "FU"
    case .volcanicAsh: "VA"
    case .dust: "DU"
    case .sand: "SA"
    case .haze: "HZ"
    case .spray: "PY"
    case .dustWhirls: "PO"
    case .squalls: "SQ"
    case .funnelCloud: "FC"
    case .sandstorm: "SS"
    case .duststorm: "DS"
    }
  }
}

extension SkyCover {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString {
    switch self {
    case .skyClear: "SKC"
    case .clear: "CLR"
    case .noSignificantCloud: "NSC"
    case .noCloudDetected: "NCD"
    case .few: "FEW"
    case .scattered: "SCT"
    case .broken: "BKN"
    case .overcast: "OVC"
    case .verticalVisibility: "VV"
    case .missing: "///"
    }
  }
}

extension CloudType {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString {
    switch self {
    case .cumulonimbus: "CB"
    case .toweringCumulus: "TCU"
    case .missing: "///"
    case .cumulus: "CU"
    case .stratocumulus: "SC"
    case .stratus: "ST"
    case .nimbostratus: "NS"
    case .altostratus: "AS"
    case .altocumulus: "AC"
    case .cirrus: "CI"
    case .cirrostratus: "CS"
    case .cirrocumulus: "CC"
    }
  }
}

extension ValueQualifier {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString {
    switch self {
    case .exactly: "exactly"
    case .lessThan: "lessThan"
    case .greaterThan: "greaterThan"
    }
  }
}

extension CompassDirection {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString {
    switch self {
    case .north: "N"
    case .northEast: "NE"
    case .east: "E"
    case .southEast: "SE"
    case .south: "S"
    case .southWest: "SW"
    case .west: "W"
    case .northWest: "NW"
    }
  }
}

extension METAR.Kind {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString {
    switch self {
    case .metar: "METAR"
    case .speci: "SPECI"
    }
  }
}


extension Remarks.StationType {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString {
    switch self {
    case .withoutPrecipitationDiscriminator: "AO1"
    case .withPrecipitationDiscriminator: "AO2"
    case .augmentedWithoutPrecipitationDiscriminator: "AO1A"
    case .augmentedWithPrecipitationDiscriminator: "AO2A"
    }
  }
}

extension FlightCategory {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString {
    switch self {
    case .vfr: "VFR"
    case .mvfr: "MVFR"
    case .ifr: "IFR"
    case .lifr: "LIFR"
    }
  }
}


extension TemperatureForecast.Kind {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString {
    switch self {
    case .maximum: "TX"
    case .minimum: "TN"
    case .atTime: "T"
    }
  }
}

extension ForecastRow.Kind {
  /// ``rawValue`` as a static string.
  var _jsonName: StaticString {
    switch self {
    case .step: "step"
    case .change: "change"
    case .sunrise: "sunrise"
    case .sunset: "sunset"
    }
  }
}

