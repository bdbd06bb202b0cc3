#!/usr/bin/env python3
"""Compile the translators' string tables into the library.

    python3 Scripts/generate-localization.py           # write the generated Swift files
    python3 Scripts/generate-localization.py --check   # exit 1 when they are not what it makes

Reads Sources/AviationWeather/Localization/Strings/<lang>.lproj/<Table>.strings (and
<Table>.stringsdict for plurals), checks that every language holds every key of English with the
same placeholders, and writes one Swift file per table, Localization/_StringTable+<Table>.swift:
the whole table as one string literal, parsed on first use (no resource bundle, so the statically
linked wxparse finds its text too), plus Localization/_StringTable+All.swift listing the tables.

Placeholders: `%@` (in order), `%1$@` (by position), `%%`. In a .stringsdict variant, `%d`,
`%ld` and `%lld` stand for the count, the first argument (the caller formats it for the locale).
A .strings key may also carry a plural variant itself: `"minutes#one" = "…";`.
"""
import os, plistlib, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LOCALIZATION = os.path.join(ROOT, "Sources", "AviationWeather", "Localization")
STRINGS = os.path.join(LOCALIZATION, "Strings")
LANGUAGES = ["en", "fr", "de", "es", "pt"]
# The CLDR categories each language needs for whole counts (see _PluralCategory.swift).
NEEDED = {lang: {"one", "other"} for lang in LANGUAGES}
PLACEHOLDER = re.compile(r"%(?:(\d{1,2})\$)?@|%%")


def parse_strings(path):
    text = open(path, encoding="utf-8").read()
    out, i, n = {}, 0, len(text)

    def skip():
        nonlocal i
        while i < n:
            if text[i].isspace():
                i += 1
            elif text.startswith("/*", i):
                j = text.find("*/", i + 2)
                if j < 0:
                    raise SystemExit(f"{path}: unterminated comment")
                i = j + 2
            elif text.startswith("//", i):
                j = text.find("\n", i)
                i = n if j < 0 else j + 1
            else:
                return

    def quoted():
        nonlocal i
        if i >= n or text[i] != '"':
            raise SystemExit(f"{path}: expected a quoted string at offset {i}: {text[i:i+30]!r}")
        i += 1
        s = []
        while i < n and text[i] != '"':
            c = text[i]
            if c == "\\":
                i += 1
                e = text[i]
                if e in "\"\\'":
                    s.append(e)
                elif e == "n":
                    s.append("\n")
                elif e == "t":
                    s.append("\t")
                elif e == "r":
                    s.append("\r")
                elif e in "uU":
                    s.append(chr(int(text[i + 1:i + 5], 16)))
                    i += 4
                else:
                    raise SystemExit(f"{path}: unknown escape \\{e}")
            else:
                s.append(c)
            i += 1
        i += 1
        return "".join(s)

    while True:
        skip()
        if i >= n:
            return out
        key = quoted()
        skip()
        if text[i] != "=":
            raise SystemExit(f"{path}: expected = after {key!r}")
        i += 1
        skip()
        value = quoted()
        skip()
        if i >= n or text[i] != ";":
            raise SystemExit(f"{path}: expected ; after {key!r}")
        i += 1
        if key in out:
            raise SystemExit(f"{path}: key {key!r} twice")
        out[key] = value


def parse_stringsdict(path):
    with open(path, "rb") as f:
        data = plistlib.load(f)
    out = {}
    for key, spec in data.items():
        fmt = spec.get("NSStringLocalizedFormatKey", "")
        m = re.fullmatch(r"(.*?)%#@(\w+)@(.*)", fmt, re.S)
        if not m or m.group(2) not in spec:
            raise SystemExit(f"{path}: {key}: NSStringLocalizedFormatKey must hold one %#@name@ variable")
        before, var, after = m.groups()
        rules = spec[var]
        for category in ("zero", "one", "two", "few", "many", "other"):
            if category in rules:
                variant = re.sub(r"%l{0,2}d", "%1$@", rules[category])
                out[f"{key}#{category}"] = before + variant + after
    return out


def placeholders(text):
    found, sequential = set(), 0
    for m in PLACEHOLDER.finditer(text):
        if m.group(0) == "%%":
            continue
        if m.group(1):
            found.add(int(m.group(1)))
        else:
            sequential += 1
            found.add(sequential)
    return found


def load():
    tables = {}
    for lang in LANGUAGES:
        folder = os.path.join(STRINGS, f"{lang}.lproj")
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            base, ext = os.path.splitext(name)
            path = os.path.join(folder, name)
            if ext == ".strings":
                entries = parse_strings(path)
            elif ext == ".stringsdict":
                entries = parse_stringsdict(path)
            else:
                raise SystemExit(f"{path}: not a .strings or .stringsdict file")
            table = tables.setdefault(base, {}).setdefault(lang, {})
            for k, v in entries.items():
                if k in table:
                    raise SystemExit(f"{path}: key {k!r} also in the other file of the table")
                table[k] = v
    return tables


def validate(tables):
    problems = []
    for name, langs in sorted(tables.items()):
        english = langs.get("en")
        if english is None:
            problems.append(f"{name}: no English table")
            continue
        base_keys = {k.split("#")[0] for k in english}
        for lang in LANGUAGES:
            table = langs.get(lang, {})
            keys = {k.split("#")[0] for k in table}
            for k in sorted(base_keys - keys):
                problems.append(f"{name}.{lang}: missing key {k!r}")
            for k in sorted(keys - base_keys):
                problems.append(f"{name}.{lang}: key {k!r} is not in English")
            for key in sorted(base_keys & keys):
                plural = f"{key}#other" in english
                if plural:
                    for cat in NEEDED[lang]:
                        if f"{key}#{cat}" not in table:
                            problems.append(f"{name}.{lang}: {key!r} lacks the plural variant {cat!r}")
                    want = placeholders(english[f"{key}#other"])
                    for k, v in table.items():
                        if k.split("#")[0] == key:
                            got = placeholders(v)
                            if (k.endswith("#other") and got != want) or not got <= want:
                                problems.append(f"{name}.{lang}: {k!r} placeholders {sorted(got)} against English {sorted(want)}")
                else:
                    if key not in table:
                        problems.append(f"{name}.{lang}: {key!r} is a plural here, not in English")
                        continue
                    if placeholders(table[key]) != placeholders(english[key]):
                        problems.append(f"{name}.{lang}: {key!r} placeholders differ from English")
                for k, v in table.items():
                    if k.split("#")[0] == key and ("\x1e" in v or "\x1f" in v):
                        problems.append(f"{name}.{lang}: {k!r} holds a separator character")
    return problems


def swift_literal(text):
    out = []
    for c in text:
        if c == "\\":
            out.append("\\\\")
        elif c == '"':
            out.append('\\"')
        elif c == "\n":
            out.append("\\n")
        elif c == "\t":
            out.append("\\t")
        elif ord(c) < 0x20 or ord(c) == 0x7F:
            out.append("\\u{%X}" % ord(c))
        else:
            out.append(c)
    return "".join(out)


def lower_camel(name):
    return name[0].lower() + name[1:] if name else name


def generate(tables):
    files = {}
    header = "// Generated by Scripts/generate-localization.py from Localization/Strings/*.lproj/{0}.strings(dict).\n// Do not edit: edit the translators' files and run the script.\n\n"
    for name, langs in sorted(tables.items()):
        records = []
        for lang in LANGUAGES:
            for key, value in sorted(langs.get(lang, {}).items()):
                records.append(swift_literal(lang) + "\\u{1F}" + swift_literal(key) + "\\u{1F}" + swift_literal(value))
        body = "\\\n".join("      " + r + "\\u{1E}" for r in records) + "\n"
        files[f"_StringTable+{name}.swift"] = (
            header.format(name)
            + "extension _StringTable {\n"
            + f"  /// The `{name}` table ({len(langs.get('en', {}))} English entries).\n"
            + f"  static let {lower_camel(name)} = _StringTable(\n"
            + f"    name: \"{name}\",\n"
            + "    compiled: \"\"\"\n"
            + body
            + "      \"\"\"\n"
            + "  )\n}\n"
        )
    listing = ", ".join(f".{lower_camel(n)}" for n in sorted(tables))
    files["_StringTable+All.swift"] = (
        header.format("*")
        + "extension _StringTable {\n  /// Every table, for the completeness tests.\n"
        + f"  static let all: [_StringTable] = [{listing}]\n}}\n"
    )
    return files


def main():
    check = "--check" in sys.argv[1:]
    tables = load()
    problems = validate(tables)
    if problems:
        print("error: string tables incomplete or inconsistent:", file=sys.stderr)
        for p in problems:
            print("  " + p, file=sys.stderr)
        return 1
    files = generate(tables)
    existing = {f for f in os.listdir(LOCALIZATION) if f.startswith("_StringTable+")}
    stale = sorted(existing - set(files))
    differ = [f for f, text in files.items()
              if not os.path.exists(os.path.join(LOCALIZATION, f))
              or open(os.path.join(LOCALIZATION, f), encoding="utf-8").read() != text]
    if check:
        if stale or differ:
            print("error: generated string tables are not what the translators' files make; run Scripts/generate-localization.py:", file=sys.stderr)
            for f in stale + differ:
                print("  " + f, file=sys.stderr)
            return 1
        print(f"string tables: {len(tables)} tables, {len(LANGUAGES)} languages, up to date")
        return 0
    for f in stale:
        os.remove(os.path.join(LOCALIZATION, f))
    for f, text in files.items():
        with open(os.path.join(LOCALIZATION, f), "w", encoding="utf-8") as out:
            out.write(text)
    print(f"wrote {len(files)} files ({len(tables)} tables)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
