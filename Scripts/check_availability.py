"""Availability check: no API newer than the platforms Package.swift declares.

Run through Scripts/check-availability.sh (see there for usage).

Sources of availability
  * The toolchain's modules, through `swift symbolgraph-extract` (found next to `swift` on PATH):
    every public declaration with its path (`String`, `init(validating:as:)`), kind and
    `@available` per platform. Cached under .build/availability/, keyed by the toolchain.
  * Scripts/availability-curated.txt: regular expressions for Foundation APIs the Linux toolchain
    states no Apple availability for (URLSession's async API), and uses a name cannot show.

How a use is found (comments and string literals are blanked first, keeping line numbers)
  * a type:         `Mutex`, `InlineArray`, `Locale.Region` (nested types with their parent)
  * an initializer: `String(validating: ...)`, `String.init(validating: ...)`
  * a member:       `.withLock {`, `.sleep(for: ...)`, `.utf8Span`
  * a function:     `withDiscardingTaskGroup(returning: ...)`
  The argument labels of the call are read and only declarations whose labels the call can
  match are considered (labels in order; defaulted and trailing-closure parameters may be left
  out). A use is reported when EVERY matching declaration of that name in those modules is newer
  than a floor: `contains(_:)` is not reported though the Regex overload is macOS 13, because
  `Sequence.contains(_:)` exists from the start. A member of a type outside the standard library
  (Foundation, Synchronization...) is reported only in a file that names that type. Names that
  the scanned sources declare themselves (a type `Mutex`, a method `withLock(_:)` with matching
  labels) are not reported, and curated "all versions" entries mark older declarations the
  toolchain does not show (`NSLock.withLock`).

Guards that are honoured
  * `if #available(macOS 15, iOS 18, *) { ... }`: the block (not its `else`);
  * `guard #available(...) else { ... }`: the rest of the enclosing block;
  * `@available(macOS 15, *)` before a declaration: its signature and body;
  * `#if os(Linux)`, `#if canImport(Glibc)`, `#if canImport(FoundationNetworking)` (and their
    `#else` for Apple-only code): code that never compiles on Apple platforms is skipped.
  Executable targets (`.executableTarget` in Package.swift) are held to the macOS floor only:
  they are command-line tools, never built for iOS, tvOS, watchOS or visionOS.

What it cannot see (type inference is out of reach without a compiler)
  * a member reached without its name saying which type it is on, when an older declaration
    shares the name and labels (`array.span` is macOS 26 but `ContiguousArray.span` back-deploys);
  * `.init(...)` and implicit member expressions (`.seconds(1)`) on an inferred type;
  * overloads told apart only by argument types, operators, subscripts, key paths,
    string-interpolation overloads, protocol requirements met by conformance;
  * Foundation API of swift-corelibs-foundation not in the curated list (URLSession,
    ProcessInfo, FileManager...);
  * `#if` conditions other than the simple ones above, and `if #unavailable`;
  * an `@available` on a stored property or a declaration without a body applies up to the next
    `{` or `}` (it may cover the next declaration's body too);
  * a member of a Foundation type in a file that never names the type (reached through a
    property's inferred type);
  * Foundation's own availability where swift-foundation's differs from Apple's shipping
    Foundation, and Apple availability of swift-corelibs-foundation (not stated at all);
  * Objective-C, C and Darwin APIs (the library uses none).
"""

import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.getcwd()
DOMAINS = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]
# SwiftPM's deployment targets when Package.swift declares no `platforms:` (tools 6.x).
DEFAULT_FLOORS = {"macOS": (10, 13), "iOS": (12, 0), "tvOS": (12, 0), "watchOS": (4, 0), "visionOS": (1, 0)}
MODULES = [
    "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "RegexBuilder", "Observation",
    "FoundationEssentials", "FoundationInternationalization",
]
STANDARD_LIBRARY = {"Swift", "_Concurrency", "_StringProcessing"}
TYPE_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor"}
MEMBER_KINDS = {
    "swift.method", "swift.property", "swift.type.method", "swift.type.property", "swift.enum.case",
}
NEVER = (9999, 0, 0)


def norm(v):
    """A version as (major, minor, patch)."""
    return tuple((list(v) + [0, 0, 0])[:3])


def version(text):
    return norm(int(part) for part in text.split(".") if part)


def show(versions):
    def text(v):
        v = list(v)
        while len(v) > 1 and v[-1] == 0:
            v.pop()
        return ".".join(map(str, v)) if len(v) > 1 or v[0] >= 10 or True else str(v[0])
    return ", ".join(f"{d} {text(v)}" for d, v in versions.items())


# ---------------------------------------------------------------------------------------------
# Floors and targets from Package.swift


def read_package(path):
    text = strip_code(open(path, encoding="utf-8").read(), keep_strings=True)
    floors = dict(DEFAULT_FLOORS)
    declared = re.search(r"platforms\s*:\s*\[(.*?)\]", text, re.S)
    if declared:
        for name, dotted, quoted in re.findall(
            r"\.(macOS|iOS|tvOS|watchOS|visionOS|macCatalyst)\s*\(\s*(?:\.v(\d+(?:_\d+)*)|\"([\d.]+)\")", declared.group(1)
        ):
            if name in floors:
                floors[name] = version(dotted.replace("_", ".") if dotted else quoted)
    executables = re.findall(r"\.executableTarget\s*\(\s*name\s*:\s*\"([^\"]+)\"", text)
    return floors, bool(declared), executables


def parse_floors(text):
    floors = {}
    for name, number in re.findall(r"(macOS|iOS|tvOS|watchOS|visionOS)\s*=?\s*([\d.]+)", text):
        floors[name] = version(number)
    return floors


# ---------------------------------------------------------------------------------------------
# The toolchain's declarations


def toolchain():
    swift = shutil.which("swift")
    if not swift:
        sys.exit("error: no `swift` on PATH")
    bin_dir = os.path.dirname(os.path.realpath(swift))
    triple = subprocess.run(
        ["swift", "-print-target-info"], capture_output=True, text=True, check=True
    ).stdout
    triple = json.loads(triple)["target"]["triple"]
    return bin_dir, triple


def module_files(bin_dir):
    """The module files whose change must rebuild the cache."""
    lib = os.path.normpath(os.path.join(bin_dir, "..", "lib", "swift"))
    files = []
    for module in MODULES:
        files += glob.glob(os.path.join(lib, "*", f"{module}.swiftmodule", "*"))
    return sorted(files)


def extract(bin_dir, triple):
    """Symbol graphs of MODULES in a temporary folder; returns their JSON files."""
    out = tempfile.mkdtemp(prefix="availability-")
    processes = []
    for module in MODULES:
        directory = os.path.join(out, module)
        os.makedirs(directory)
        processes.append((module, subprocess.Popen(
            [os.path.join(bin_dir, "swift-symbolgraph-extract"), "-module-name", module, "-target", triple, "-output-dir", directory, "-minimum-access-level", "public"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)))
        if len(processes) >= 2:  # two at a time: CI machines are small
            wait(*processes.pop(0))
    for module, process in processes:
        wait(module, process)
    return out, sorted(glob.glob(os.path.join(out, "*", "*.symbols.json")))


def wait(module, process):
    """Waits for one extraction; only the standard library is indispensable."""
    _, errors = process.communicate()
    if process.returncode != 0:
        if module == "Swift":
            sys.exit(f"error: swift symbolgraph-extract failed on the standard library:\n{errors}")
        print(f"warning: no declarations read from {module} (not in this toolchain?)", file=sys.stderr)


def availability_of(symbol):
    """{domain: introduced version, or NEVER when unavailable}; missing domains are absent."""
    result = {}
    for entry in symbol.get("availability") or []:
        domain = entry.get("domain")
        if domain not in DOMAINS:
            continue
        if entry.get("isUnconditionallyUnavailable"):
            result[domain] = NEVER
        elif "introduced" in entry:
            v = entry["introduced"]
            result[domain] = (v.get("major", 0), v.get("minor", 0), v.get("patch", 0))
    # visionOS takes iOS's availability when it states none (iOS 17 = visionOS 1, 18 = 2, 26 = 26).
    if "visionOS" not in result and "iOS" in result and result["iOS"] != NEVER:
        major = result["iOS"][0]
        result["visionOS"] = (major if major >= 26 else max(1, major - 16), 0, 0)
    return result


def labels_of(title):
    """`init(validating:as:)` -> ['validating', 'as']; `span` -> None (not callable by name)."""
    if "(" not in title:
        return None
    inside = title[title.index("(") + 1 : title.rindex(")")]
    return [label for label in inside.split(":") if label != ""]


def build_index(bin_dir, triple):
    out, files = extract(bin_dir, triple)
    symbols = {}
    modules = {}
    parents = {}
    try:
        for path in files:
            graph = json.load(open(path, encoding="utf-8"))
            for symbol in graph["symbols"]:
                symbols[symbol["identifier"]["precise"]] = symbol
                modules.setdefault(symbol["identifier"]["precise"], os.path.basename(os.path.dirname(path)))
            for relation in graph.get("relationships", []):
                if relation["kind"] in ("memberOf", "optionalRequirementOf", "requirementOf"):
                    parents.setdefault(relation["source"], relation["target"])
    finally:
        shutil.rmtree(out, ignore_errors=True)

    def inherited(precise, depth=0):
        symbol = symbols.get(precise)
        if symbol is None or depth > 8:
            return {}
        own = availability_of(symbol)
        parent = parents.get(precise)
        if parent:
            for domain, v in inherited(parent, depth + 1).items():
                own[domain] = max(own.get(domain, (0, 0, 0)), v)
        return own

    types, inits, members, functions = {}, {}, {}, {}
    for precise, symbol in symbols.items():
        kind = symbol["kind"]["identifier"]
        path = symbol["pathComponents"]
        if any(part.startswith("_") for part in path):
            continue
        entry = {
            "available": {d: list(v) for d, v in inherited(precise).items()}, "path": ".".join(path),
            "module": modules[precise],
        }
        title = symbol["names"]["title"]
        if kind in TYPE_KINDS:
            key = ".".join(path[-2:]) if len(path) > 1 else path[0]
            types.setdefault(key, []).append(entry)
        elif kind == "swift.init" and len(path) >= 2:
            entry["labels"] = labels_of(title) or []
            inits.setdefault(path[-2], []).append(entry)
        elif kind in MEMBER_KINDS and len(path) >= 2:
            entry["labels"] = labels_of(title)
            members.setdefault(title.split("(")[0], []).append(entry)
        elif kind in ("swift.func", "swift.var"):
            entry["labels"] = labels_of(title)
            functions.setdefault(title.split("(")[0], []).append(entry)
    return {"types": types, "inits": inits, "members": members, "functions": functions}


def load_index():
    bin_dir, triple = toolchain()
    files = module_files(bin_dir)
    key = hashlib.sha256()
    key.update(triple.encode())
    key.update(open(__file__, "rb").read())
    for path in files:
        stat = os.stat(path)
        key.update(f"{path}:{stat.st_size}:{stat.st_mtime_ns}".encode())
    cache = os.path.join(ROOT, ".build", "availability", f"index-{key.hexdigest()[:16]}.json")
    if os.path.exists(cache):
        return json.load(open(cache, encoding="utf-8"))
    print(f"(reading the toolchain's declarations once: swift symbolgraph-extract on {len(MODULES)} modules)", file=sys.stderr)
    index = build_index(bin_dir, triple)
    os.makedirs(os.path.dirname(cache), exist_ok=True)
    for old in glob.glob(os.path.join(os.path.dirname(cache), "index-*.json")):
        os.remove(old)
    with open(cache, "w", encoding="utf-8") as file:
        json.dump(index, file)
    return index


def load_curated(path):
    entries = []
    note = ""
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if not line.strip():
            continue
        if line.startswith("#"):
            continue
        parts = [part.strip() for part in line.split(" | ")]
        if len(parts) != 3:
            sys.exit(f"error: {path}:{number}: expected 'API | regex | availability'")
        name, pattern, available = parts
        if available == "all versions":
            versions = None  # an older declaration the toolchain's modules do not show
        else:
            versions = {d: version(v) for d, v in re.findall(r"(macOS|iOS|tvOS|watchOS|visionOS)\s+([\d.]+)", available)}
            if not versions:
                sys.exit(f"error: {path}:{number}: no platform version in '{available}'")
        entries.append((name, re.compile(pattern, re.M), versions))
    return entries


# ---------------------------------------------------------------------------------------------
# Reading Swift code


# Matched at an offset (pattern.match(text, i)), never on a slice: slicing the rest of a large
# generated file at every `#` made the scan quadratic.
RAW_STRING_START = re.compile(r'#+"')
HASHES = re.compile(r"#*")


def strip_code(text, keep_strings=False):
    """Blanks comments and string literals (keeping newlines and interpolated code)."""
    out = []
    i, n = 0, len(text)
    # Stack of string contexts: (closing delimiter, raw hashes) or 'code' for interpolation depth.
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif not keep_strings and (c == '"' or (c == "#" and RAW_STRING_START.match(text, i))):
            hashes = len(HASHES.match(text, i).group(0))
            j = i + hashes
            multiline = text.startswith('"""', j)
            quote = '"""' if multiline else '"'
            j += len(quote)
            closing = quote + "#" * hashes
            escape = "\\" + "#" * hashes
            start = i
            pieces = []
            while j < n and not text.startswith(closing, j):
                if text.startswith(escape + "(", j):
                    # Interpolation: keep the code inside, blanked delimiters.
                    pieces.append(re.sub(r"[^\n]", " ", text[start:j + len(escape) + 1]))
                    k, depth = j + len(escape) + 1, 1
                    inner_start = k
                    while k < n and depth:
                        if text[k] == "(":
                            depth += 1
                        elif text[k] == ")":
                            depth -= 1
                        elif text[k] == '"':
                            break  # a nested literal: give up on precision, blank the rest
                        k += 1
                    pieces.append(text[inner_start:k - 1] if depth == 0 else re.sub(r"[^\n]", " ", text[inner_start:k]))
                    start = k - 1 if depth == 0 else k
                    j = k
                elif text.startswith(escape, j):
                    j += len(escape) + 1
                elif text[j] == "\n" and not multiline:
                    break
                else:
                    j += 1
            j = min(n, j + len(closing))
            pieces.append(re.sub(r"[^\n]", " ", text[start:j]))
            out.append("".join(pieces))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


NON_APPLE = re.compile(
    r"^\s*#if\s+(?:os\s*\(\s*(?:Linux|Windows|Android|WASI|FreeBSD|OpenBSD)\s*\)|canImport\s*\(\s*(?:Glibc|Musl|FoundationNetworking|Bionic|WinSDK)\s*\))\s*$"
)


def apple_lines(code):
    """Per line: False when it sits in a `#if` branch that never compiles on Apple platforms."""
    keep = []
    stack = []  # (this branch excluded, condition was non-Apple)
    for line in code.split("\n"):
        stripped = line.strip()
        if stripped.startswith("#if"):
            non_apple = bool(NON_APPLE.match(line))
            stack.append([non_apple, non_apple])
            keep.append(True)
            continue
        if stripped.startswith("#elseif") and stack:
            stack[-1][0] = False  # unknown condition: check it
            keep.append(True)
            continue
        if stripped.startswith("#else") and stack:
            stack[-1][0] = False
            keep.append(True)
            continue
        if stripped.startswith("#endif") and stack:
            stack.pop()
            keep.append(True)
            continue
        keep.append(not any(excluded for excluded, _ in stack))
    return keep


AVAILABLE_ARGS = re.compile(r"(macOS|iOS|tvOS|watchOS|visionOS)\s+([\d.]+)")
AVAILABLE_INTRODUCED = re.compile(r"(macOS|iOS|tvOS|watchOS|visionOS)\s*,\s*introduced\s*:\s*([\d.]+)")


def guarded_positions(code):
    """For each character offset where a guard starts/ends, the availability in force.

    Returns a function offset -> {domain: version} of the guards enclosing that offset.
    """
    events = []  # list of (offset, context dict) in order: context in force from offset on
    stack = [{}]
    pending = None  # a guard waiting for its `{`
    guard_pending = None  # `guard #available` waiting for the end of its else block
    guard_depth = None
    i, n = 0, len(code)
    pattern = re.compile(r"(@available|#available|guard\s+#available)\s*\(|[{}]")
    for match in pattern.finditer(code):
        token = match.group(0)
        if token == "{":
            context = dict(stack[-1])
            if pending is not None:
                for domain, v in pending.items():
                    context[domain] = max(context.get(domain, (0, 0, 0)), v)
                pending = None
            stack.append(context)
            events.append((match.start(), dict(context)))
            if guard_pending is not None and guard_depth is None:
                guard_depth = len(stack) - 1  # the else block
                stack[-1] = dict(stack[-2])
                events[-1] = (match.start(), dict(stack[-1]))
        elif token == "}":
            if len(stack) > 1:
                stack.pop()
            pending = None
            if guard_depth is not None and len(stack) == guard_depth:
                for domain, v in guard_pending.items():
                    stack[-1][domain] = max(stack[-1].get(domain, (0, 0, 0)), v)
                guard_pending, guard_depth = None, None
            events.append((match.end(), dict(stack[-1])))
        else:
            close = code.find(")", match.end())
            args = code[match.end(): close if close >= 0 else n]
            versions = {d: version(v) for d, v in AVAILABLE_ARGS.findall(args)}
            versions.update({d: version(v) for d, v in AVAILABLE_INTRODUCED.findall(args)})
            if "unavailable" in args or not versions:
                continue
            if token.startswith("guard"):
                guard_pending = versions
            else:
                pending = {**(pending or {}), **versions}  # one attribute per platform adds up
                # The attribute covers its own declaration's signature before the `{` too.
                events.append((match.start(), {**stack[-1], **{d: max(stack[-1].get(d, (0, 0, 0)), v) for d, v in pending.items()}}))
    offsets = [offset for offset, _ in events]

    def context_at(offset):
        import bisect
        k = bisect.bisect_right(offsets, offset) - 1
        return events[k][1] if k >= 0 else {}

    return context_at


def call_labels(code, open_paren):
    """The argument labels of the call whose `(` is at open_paren ('_' for unlabeled)."""
    labels, depth, i, n = [], 0, open_paren + 1, len(code)
    start = i
    while i < n:
        c = code[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                break
            depth -= 1
        elif c == "," and depth == 0:
            labels.append(argument_label(code[start:i]))
            start = i + 1
        i += 1
    last = code[start:i]
    if last.strip():
        labels.append(argument_label(last))
    return labels


def argument_label(argument):
    m = re.match(r"\s*(\w+)\s*:(?!:)", argument)
    return m.group(1) if m else "_"


def compatible(call, declared):
    """Whether a call with these labels can match a declaration's labels (in order, some left out)."""
    if declared is None:
        return call is None
    if call is None:
        return True  # a reference or a trailing-closure call: any labels
    k = 0
    for label in call:
        while k < len(declared) and declared[k] != label:
            k += 1
        if k == len(declared):
            return False
        k += 1
    return True


def newest(entries):
    """The earliest availability per domain over entries (the call could be any of them)."""
    result = {}
    for domain in DOMAINS:
        result[domain] = min(norm(e["available"].get(domain, (0, 0, 0))) for e in entries)
    return result


def too_new(available, floors, context):
    late = {}
    for domain, floor in floors.items():
        needed = norm(available.get(domain, (0, 0, 0)))
        allowed = max(norm(floor), norm(context.get(domain, (0, 0, 0))))
        if needed > allowed:
            late[domain] = needed
    return late


# ---------------------------------------------------------------------------------------------
# Scanning


def own_declarations(codes):
    types, members = set(), {}
    for code in codes:
        for name in re.findall(r"\b(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)", code):
            types.add(name)
        for name, params in re.findall(r"\bfunc\s+(\w+)\s*(?:<[^>]*>)?\s*\(([^)]*)\)", code):
            labels = []
            for param in params.split(","):
                words = re.findall(r"\w+", param.split(":")[0])
                if words:
                    labels.append(words[0])
            members.setdefault(name, []).append(labels)
        for name in re.findall(r"\b(?:var|let|case)\s+(\w+)", code):
            members.setdefault(name, []).append(None)
    return types, members


def scan(path, code, line_map, floors, index, curated, own_types, own_members):
    findings = []
    keep = apple_lines(code)
    # Uses that curated entries mark as older declarations outside the toolchain's modules.
    exempt = []
    for _, pattern, versions in curated:
        if versions is None:
            exempt += [match.span() for match in pattern.finditer(code)]
    context_at = guarded_positions(code)
    line_starts = [0] + [m.end() for m in re.finditer("\n", code)]

    def line_of(offset):
        import bisect
        return bisect.bisect_right(line_starts, offset)

    def report(offset, api, available, source):
        line = line_of(offset)
        if not keep[line - 1] or (source == "toolchain" and any(a <= offset < b for a, b in exempt)):
            return
        late = too_new(available, floors, context_at(offset))
        if late:
            findings.append((path, line_map(line), api, late, source))

    # Types (and nested types written with their parent).
    names = {k: v for k, v in index["types"].items() if k.split(".")[-1] not in own_types}
    for match in re.finditer(r"(?<![\w.])([A-Z]\w*)(?:\s*\.\s*([A-Z]\w*))?", code):
        outer, inner = match.group(1), match.group(2)
        for key in ([f"{outer}.{inner}"] if inner else []) + [outer]:
            if key in names:
                report(match.start(), key, newest(names[key]), "toolchain")
                break

    # Initializers: `Type(labels:` and `Type.init(labels:`.
    for match in re.finditer(r"(?<![\w.])([A-Z]\w*)\s*(?:\.\s*init\s*)?\(", code):
        entries = index["inits"].get(match.group(1))
        if not entries or match.group(1) in own_types:
            continue
        if match.group(1) in names and too_new(newest(names[match.group(1)]), floors, {}):
            continue  # a newer type: reported as such
        labels = call_labels(code, match.end() - 1)
        matching = [e for e in entries if compatible(labels, e["labels"])]
        if matching:
            report(match.start(), f"{match.group(1)}({''.join(l + ':' for l in labels)})", newest(matching), "toolchain")

    # Members and free functions.
    mentioned = set(re.findall(r"\b[A-Z]\w*", code))
    for match in re.finditer(r"(\.)?\b([a-z_]\w*)\b(\s*[({])?", code):
        dot, name, paren = match.groups()
        closure = paren is not None and paren.strip() == "{"
        if closure:
            paren = None  # a trailing-closure call: labels unknown
        table = index["members"] if dot else index["functions"]
        entries = table.get(name)
        if not entries:
            continue
        if not dot and not paren and not closure:
            continue  # a free name without a call: a local variable most likely
        if not dot and re.search(r"\b(?:func|var|let|case)\s+$", code[max(0, match.start() - 12):match.start()]):
            continue  # a declaration of our own
        labels = call_labels(code, match.end() - 1) if paren else None
        if any(compatible(labels, own) for own in own_members.get(name, [])):
            continue
        # Every declaration the call could be counts for the availability; but a member of a type
        # outside the standard library is a reason to report only where the file names that type
        # (`PredicateExpressions.Variable.key` is no reason to report a tuple's `.key`).
        matching = [e for e in entries if compatible(labels, e["labels"])]
        named = [
            e for e in matching
            if e["module"] in STANDARD_LIBRARY or not dot or e["path"].split(".")[0] in mentioned
        ]
        if named and any(too_new(e["available"], floors, {}) for e in named):
            shown = f"{'.' if dot else ''}{name}" + (f"({''.join(l + ':' for l in labels)})" if labels is not None else "")
            report(match.start(), shown, newest(matching), "toolchain")

    for name, pattern, versions in curated:
        if versions is None:
            continue
        for match in pattern.finditer(code):
            report(match.start(), name, versions, "curated")
    return findings


def swift_blocks(markdown):
    """```swift blocks of a Markdown file: (code with other lines blanked)."""
    lines = markdown.split("\n")
    out, inside = [], False
    for line in lines:
        if re.match(r"^\s*```\s*swift\b", line):
            inside = True
            out.append("")
        elif inside and re.match(r"^\s*```", line):
            inside = False
            out.append("")
        else:
            out.append(line if inside else "")
    return "\n".join(out)


def files_under(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
        else:
            for directory, subdirectories, names in os.walk(path, followlinks=False):
                subdirectories[:] = sorted(d for d in subdirectories if not d.startswith("."))
                for name in sorted(names):
                    path = os.path.join(directory, name)
                    # A linked file (the target's DocC catalog) is read where it lives.
                    if name.endswith((".swift", ".md")) and not os.path.islink(path):
                        yield path


def main(argv):
    floors_override = None
    paths = []
    package = "Package.swift"
    args = list(argv)
    while args:
        argument = args.pop(0)
        if argument == "--floors":
            floors_override = parse_floors(args.pop(0))
        elif argument == "--package":
            package = args.pop(0)
        elif argument in ("-h", "--help"):
            print(open(os.path.join(os.path.dirname(__file__), "check-availability.sh")).read().split("\nset ")[0])
            return 0
        else:
            paths.append(argument)
    floors, declared, executables = read_package(package)
    if floors_override:
        floors.update(floors_override)
    if not declared and not floors_override:
        print("warning: Package.swift declares no platforms: checking against SwiftPM's defaults", file=sys.stderr)
    if not paths:
        # The tests too: `swift test` on a Mac compiles them at the same floors. DocC articles and
        # the README: their ```swift examples are what apps copy.
        paths = ["Sources", "Tests", "DocC", "README.md"]

    index = load_index()
    curated = load_curated(os.path.join(os.path.dirname(os.path.abspath(__file__)), "availability-curated.txt"))
    files = list(files_under(paths))
    codes = {}
    for path in files:
        text = open(path, encoding="utf-8", errors="replace").read()
        codes[path] = strip_code(swift_blocks(text) if path.endswith(".md") else text)
    own_types, own_members = own_declarations(code for path, code in codes.items() if path.endswith(".swift"))

    findings = []
    for path, code in codes.items():
        target_floors = floors
        parts = os.path.normpath(path).split(os.sep)
        if len(parts) >= 2 and parts[0] == "Sources" and parts[1] in executables:
            target_floors = {"macOS": floors["macOS"]}  # a command-line tool: macOS only
        findings += scan(path, code, lambda line: line, target_floors, index, curated, own_types, own_members)

    shown_floors = show(floors)
    seen = set()
    for path, line, api, late, source in sorted(findings):
        key = (path, line, api)
        if key in seen:
            continue
        seen.add(key)
        print(f"{path}:{line}: error: {api} needs {show(late)} (floors: {shown_floors}; from the {source} availability)")
    if seen:
        print(f"{len(seen)} use(s) of API newer than the declared platforms", file=sys.stderr)
        return 1
    print(f"availability: {len(files)} files use nothing newer than {shown_floors}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
