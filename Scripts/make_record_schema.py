#!/usr/bin/env python3
"""Writes DocC/record.schema.json, the JSON Schema of the record format (schema version 1).

The schema is kept as this Python structure so that its repeated parts are written once;
`Scripts/make-record-schema.sh` regenerates the JSON file and the Swift source that embeds it
(`wxparse --schema`), and CI checks that both are up to date.
"""
import json, sys

def obj(props, required=(), closed=True, **extra):
    o = {"type": "object", "properties": props}
    if required: o["required"] = list(required)
    if closed: o["additionalProperties"] = False
    o.update(extra)
    return o

def ref(name): return {"$ref": "#/$defs/" + name}
def arr(item): return {"type": "array", "items": item}
def nullable(s): return {"anyOf": [s, {"type": "null"}]}
INT = {"type": "integer"}
NUM = {"type": "number"}
STR = {"type": "string"}
BOOL = {"type": "boolean"}
UTC = {"type": "string", "pattern": r"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$",
       "description": "An instant in UTC, ISO 8601: 2026-11-24T21:20:00Z."}

defs = {
  "dayTime": obj({"day": {"type": "integer", "minimum": 1, "maximum": 31},
                  "hour": {"type": "integer", "minimum": 0, "maximum": 24},
                  "minute": {"type": "integer", "minimum": 0, "maximum": 59}}, ["minute"],
                 description="A day-of-month time as the report writes it (UTC); day and hour absent where the group has none."),
  "speed": obj({"value": NUM, "unit": {"enum": ["kt", "m/s", "km/h", "mph"]}}, ["value", "unit"]),
  "distance": obj({"value": NUM, "unit": {"enum": ["m", "km", "SM", "ft"]}}, ["value", "unit"]),
  "temperature": obj({"value": NUM, "unit": {"enum": ["C", "F"]}}, ["value", "unit"]),
  "pressure": obj({"value": NUM, "unit": {"enum": ["hPa", "inHg"]},
                   "hPa": {"type": "number", "description": "The same pressure in hectopascals, to a tenth."}},
                  ["value", "unit", "hPa"]),
  "wind": obj({
      "direction": {"type": ["integer", "null"], "minimum": 0, "maximum": 360,
                    "description": "Degrees true; null when variable (then variable is true) or not reported."},
      "variable": BOOL, "speed": ref("speed"), "gust": ref("speed"), "speedExceedsValue": BOOL,
      "variableSector": obj({"from": INT, "to": INT}, ["from", "to"]), "isEstimated": BOOL},
      ["direction", "variable", "speedExceedsValue", "isEstimated"]),
  "visibility": obj({"distance": ref("distance"), "qualifier": {"enum": ["exactly", "lessThan", "greaterThan"]},
                     "direction": {"enum": ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]},
                     "noDirectionalVariation": BOOL}, ["qualifier", "noDirectionalVariation"]),
  "weatherGroup": obj({"code": STR, "intensity": {"enum": ["-", "moderate", "+", "VC"]}, "descriptor": STR,
                       "phenomena": arr(STR), "isMissing": BOOL}, ["code", "intensity", "phenomena"]),
  "skyCondition": obj({"cover": {"enum": ["SKC", "CLR", "NSC", "NCD", "FEW", "SCT", "BKN", "OVC", "VV", "///"]},
                       "heightFeet": INT, "cloudType": STR}, ["cover"]),
  "windShear": obj({"location": obj({"kind": {"enum": ["allRunways", "runway", "aloft"]}, "runway": STR,
                                     "heightFeet": INT, "wind": ref("wind")}, ["kind"])}, ["location"], closed=False),
  "conditions": obj({"wind": ref("wind"), "visibility": ref("visibility"), "minimumVisibility": ref("visibility"),
                     "weather": arr(ref("weatherGroup")), "sky": arr(ref("skyCondition")), "isCAVOK": BOOL,
                     "isNoSignificantWeather": BOOL, "windShear": arr(ref("windShear"))},
                    ["weather", "sky", "isCAVOK", "isNoSignificantWeather", "windShear"]),
  "unparsedToken": obj({"text": STR, "offset": {"type": "integer", "minimum": 0}}, ["text", "offset"]),
  "warning": obj({"code": {"type": "string", "description": "A DecodeWarning code: dewPointAboveTemperature, "
                                 "dewPointWithoutTemperature, windDirectionNotInTens, visibilityOffReportingSteps, "
                                 "minimumVisibilityNotBelowPrevailing, minimumVisibilityWithoutDirection, "
                                 "gustNotAboveMeanSpeed, changeGroupOutsideValidity, "
                                 "changeGroupTimeInvalid, changeGroupWithoutTime (later versions may add codes)."},
                   "token": STR, "offset": {"type": "integer", "minimum": 0}}, ["code", "token", "offset"],
                  description="A value kept as decoded that breaks its code form's rules."),
  "repairedToken": obj({"text": STR, "offset": {"type": "integer", "minimum": 0}, "readAs": STR, "reason": STR},
                       ["text", "offset", "readAs", "reason"]),
  "runwayVisualRange": obj({"runway": STR,
                            "visualRange": obj({"distance": ref("distance"), "qualifier": STR}, ["distance", "qualifier"]),
                            "variableMaximum": obj({"distance": ref("distance"), "qualifier": STR}, ["distance", "qualifier"]),
                            "tendency": {"enum": ["U", "D", "N"]}}, ["runway"]),
  "runwayState": obj({"runway": STR, "deposit": INT, "extent": INT, "depth": INT, "friction": INT,
                      "isCleared": BOOL, "isClosedBySnow": BOOL}, ["isCleared", "isClosedBySnow"]),
  "colorState": obj({"code": STR, "isBlack": BOOL}, ["code", "isBlack"]),
  "trend": obj({"kind": {"enum": ["NOSIG", "BECMG", "TEMPO", "INTER", "UNINDICATED", "FM"]}, "from": ref("dayTime"),
                "until": ref("dayTime"), "at": ref("dayTime"), "conditions": ref("conditions"),
                "colorState": ref("colorState")}, ["kind", "conditions"]),
  "precipitation": obj({"inches": NUM}, closed=False,
                       description="An amount in inches; no inches when the station reported it indeterminate."),
  "remarks": obj({k: v for k, v in {
      "text": STR, "undecoded": arr(ref("unparsedToken")), "stationType": STR,
      "seaLevelPressure": ref("pressure"), "preciseTemperature": ref("temperature"), "preciseDewPoint": ref("temperature"),
      "peakWind": {"type": "object"}, "windShift": {"type": "object"},
      "sixHourMaximumTemperature": ref("temperature"), "sixHourMinimumTemperature": ref("temperature"),
      "twentyFourHourMaximumTemperature": ref("temperature"), "twentyFourHourMinimumTemperature": ref("temperature"),
      "pressureTendency": {"type": "object"}, "rapidPressureChange": STR,
      "hourlyPrecipitation": ref("precipitation"), "threeOrSixHourPrecipitation": ref("precipitation"),
      "twentyFourHourPrecipitation": ref("precipitation"), "snowDepth": ref("precipitation"),
      "snowWaterEquivalent": ref("precipitation"), "oneHourIceAccretion": ref("precipitation"),
      "threeHourIceAccretion": ref("precipitation"), "sixHourIceAccretion": ref("precipitation"),
      "sensorOutages": INT, "visibilitySensorLocation": STR, "ceilingSensorLocation": STR, "needsMaintenance": BOOL,
      "weatherEvents": arr({"type": "object"}), "lightning": arr({"type": "object"}),
      "phenomenonLocations": arr({"type": "object"}), "localWinds": arr({"type": "object"}),
      "densityAltitude": ref("distance"), "snowOnGroundCentimeters": INT, "variableVisibility": {"type": "object"},
      "variableCeiling": {"type": "object"}, "towerVisibility": ref("visibility"), "surfaceVisibility": ref("visibility"),
      "variableSky": {"type": "object"}, "snowIncrease": {"type": "object"}, "correctionTime": ref("dayTime"),
      "indicators": INT, "altimeter": ref("pressure"), "qfe": {"type": "object"}, "cloudTypes": arr({"type": "object"}),
      "cloudTypeCodes": {"type": "object"}, "cloudBaseMeters": INT}.items()},
      ["text", "undecoded"], closed=False,
      description="The remarks after RMK: every group decoded, undecoded ones listed."),
  "icing": obj({"code": INT, "baseFeet": INT, "thicknessFeet": INT}),
  "turbulence": obj({"code": INT, "baseFeet": INT, "thicknessFeet": INT}),
  "tafForecast": obj({"kind": {"enum": ["base", "FM", "BECMG", "TEMPO", "INTER", "PROB"]},
                      "probability": INT, "from": ref("dayTime"), "to": ref("dayTime"), "conditions": ref("conditions"),
                      "altimeter": ref("pressure"), "icing": arr(ref("icing")), "turbulence": arr(ref("turbulence")),
                      "validFrom": UTC, "validTo": UTC},
                     ["kind", "conditions", "icing", "turbulence"]),
  "temperatureForecast": obj({"kind": {"enum": ["TX", "TN", "T"]}, "temperature": ref("temperature"),
                              "time": ref("dayTime")}, ["kind", "temperature", "time"]),
  "overlay": obj({"kind": {"enum": ["base", "FM", "BECMG", "TEMPO", "INTER", "PROB"]}, "probability": INT,
                  "start": UTC, "end": UTC, "isWindowClamped": BOOL, "conditions": ref("conditions"), "resulting": ref("conditions"),
                  "flightCategory": {"enum": ["VFR", "MVFR", "IFR", "LIFR"]}},
                 ["kind", "start", "end", "conditions", "resulting"]),
  "unplacedGroup": obj({"index": {"type": "integer", "minimum": 0,
                                   "description": "The group's position in the TAF's forecasts (0 is the base forecast)."},
                        "kind": {"enum": ["FM", "BECMG", "TEMPO", "INTER", "PROB"]}, "probability": INT,
                        "text": {"type": "string", "description": "The group as written, tokens joined by single spaces."},
                        "offset": {"type": "integer", "minimum": 0,
                                   "description": "Byte offset of the group's first token in raw."},
                        "reason": {"enum": ["timeInvalid", "timeMissing", "followsUnplacedFrom", "cannotBePlaced"]},
                        "conditions": ref("conditions")},
                       ["index", "kind", "reason", "conditions"],
                       description="A change group the timeline could not place in time: applied to no row, "
                                   "and listed on every row since it may apply at any time within the validity."),
  "row": obj({"kind": {"enum": ["step", "change", "sunrise", "sunset"]}, "date": UTC, "isDaylight": BOOL,
              "isFromTime": BOOL, "prevailing": ref("conditions"), "changesInProgress": arr(ref("overlay")),
              "overlays": arr(ref("overlay")), "ceilingFeet": INT,
              "flightCategory": {"enum": ["VFR", "MVFR", "IFR", "LIFR"]},
              "unplacedGroups": {"type": "array", "items": ref("unplacedGroup"), "minItems": 1,
                                 "description": "The timeline's unplacedGroups; absent when there are none."}},
             ["kind", "date", "isDaylight", "isFromTime", "prevailing", "changesInProgress", "overlays"]),
}

VERSION = {"const": 1, "description": "The record format's version; raised when a field's shape changes."}
metar = obj({
    "schemaVersion": VERSION, "raw": STR, "kind": {"enum": ["METAR", "SPECI"]}, "station": STR,
    "time": ref("dayTime"), "isAutomated": BOOL, "isCorrected": BOOL, "isNil": BOOL, "conditions": ref("conditions"),
    "runwayVisualRanges": arr(ref("runwayVisualRange")), "temperature": ref("temperature"), "dewPoint": ref("temperature"),
    "altimeter": ref("pressure"), "qnh": ref("pressure"), "qfe": ref("pressure"), "recentWeather": arr(ref("weatherGroup")),
    "runwayStates": arr(ref("runwayState")),
    "seaState": obj({"surfaceTemperature": ref("temperature"), "stateOfSea": INT, "waveHeightDecimeters": INT}),
    "rainfall": obj({"lastTenMinutes": NUM, "sinceNineAM": NUM, "unit": {"const": "mm"}}, ["unit"]),
    "cloudLocations": arr(obj({"cloudType": STR, "directions": arr(STR), "weatherCode": STR}, ["cloudType", "directions"])),
    "weatherLocations": arr(obj({"phenomenon": STR, "weather": ref("weatherGroup"), "directions": arr(STR),
                                 "distance": ref("distance")}, ["phenomenon", "directions"])),
    "cloudTypes": arr({"type": "object"}), "colorStates": arr(ref("colorState")), "trends": arr(ref("trend")),
    "remarks": ref("remarks"), "plainLanguage": obj({"text": STR, "offset": INT}, ["text", "offset"]),
    "repaired": arr(ref("repairedToken")), "unparsed": arr(ref("unparsedToken")),
    "warnings": arr(ref("warning")),
    "flightCategory": {"enum": ["VFR", "MVFR", "IFR", "LIFR", None],
                       "description": "FAA flight category; null when an element not reported could change it."},
    "relativeHumidity": {"type": ["number", "null"], "minimum": 0, "maximum": 100,
                         "description": "Percent, to a tenth; null without temperature and dew point."},
    "observedAt": UTC},
    ["schemaVersion", "raw", "kind", "station", "isAutomated", "isCorrected", "isNil", "conditions",
     "runwayVisualRanges", "recentWeather", "runwayStates", "cloudLocations", "weatherLocations", "cloudTypes",
     "colorStates", "trends", "repaired", "unparsed", "flightCategory", "relativeHumidity"],
    title="METAR or SPECI record")
taf = obj({
    "schemaVersion": VERSION, "raw": STR, "kind": {"const": "TAF"}, "station": STR, "issueTime": ref("dayTime"),
    "validity": obj({"from": ref("dayTime"), "to": ref("dayTime")}, ["from", "to"]),
    "isAmended": BOOL, "isCorrected": BOOL, "isNil": BOOL, "isCancelled": BOOL,
    "isNotAvailable": {"type": "boolean", "description": "FCST NOT AVBL: no forecast is available (absent before it existed)."},
    "forecasts": arr(ref("tafForecast")), "temperatures": arr(ref("temperatureForecast")), "remarks": arr(STR),
    "unparsed": arr(ref("unparsedToken")), "repaired": arr(ref("repairedToken")), "warnings": arr(ref("warning")),
    "issuedAt": UTC, "validFrom": UTC, "validTo": UTC},
    ["schemaVersion", "raw", "kind", "station", "isAmended", "isCorrected", "isNil", "isCancelled", "forecasts",
     "temperatures", "remarks", "unparsed", "repaired"], title="TAF record")
timeline = obj({
    "schemaVersion": VERSION, "kind": {"const": "timeline"}, "station": STR, "start": UTC, "end": UTC,
    "isNil": BOOL, "isCancelled": BOOL, "isNotAvailable": BOOL, "rows": arr(ref("row")),
    "unplacedGroups": {"type": "array", "items": ref("unplacedGroup"), "minItems": 1,
                       "description": "Change groups that could not be placed in time; absent when there are none."},
    "raw": STR,
    "unparsed": arr(ref("unparsedToken")), "repaired": arr(ref("repairedToken")), "warnings": arr(ref("warning")),
    "line": {"type": "integer", "minimum": 1}},
    ["schemaVersion", "kind", "station", "isNil", "isCancelled", "rows", "raw", "unparsed", "repaired", "line"],
    title="TAF timeline record (wxparse --timeline)")
error = obj({
    "schemaVersion": VERSION, "kind": {"const": "error"}, "file": STR, "line": {"type": "integer", "minimum": 1},
    "raw": STR, "error": STR, "code": STR, "offset": {"type": "integer", "minimum": 0}},
    ["schemaVersion", "kind", "line", "raw", "error", "code", "offset"],
    title="Error record: a report that could not be decoded")

schema = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://github.com/aviationweather-swift/AviationWeather/blob/main/DocC/record.schema.json",
  "title": "AviationWeather record",
  "description": "One JSON object per report, as wxparse --json writes it and the library's Codable reads it. "
                 "Units are ASCII codes: kt, m/s, km/h, mph, m, km, SM, ft, hPa, inHg, C, F (mm for rainfall).",
  "oneOf": [ref("metarRecord"), ref("tafRecord"), ref("timelineRecord"), ref("errorRecord")],
  "$defs": {"metarRecord": metar, "tafRecord": taf, "timelineRecord": timeline, "errorRecord": error, **defs},
}
json.dump(schema, sys.stdout, indent=2, ensure_ascii=False)
sys.stdout.write("\n")
