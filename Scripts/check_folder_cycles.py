#!/usr/bin/env python3
"""Builds the reference map between the folders of one Swift module and fails on a cycle.

Usage: check_folder_cycles.py MODULE_DIR [--map]

The compiler sees no cycle inside one module, so this script builds the map itself. A folder is
the first path component under MODULE_DIR (files directly in MODULE_DIR form the folder "."). A
file in folder A depends on folder B when its code names something declared in B and nowhere
else: a type (struct, enum, class, protocol, actor, typealias), or a function, property, or case
whose name is declared in B only (a name declared in two folders is ambiguous and counts for
none). Extending a type declared in B is naming it. Every strongly connected set of two or more
folders is a cycle: each is printed with, for every edge in it, the files and names that make it.
Exit status: 0 without a cycle, 1 with one, 2 on a usage error. `--map` prints every edge.

What it cannot see (it reads text, it does not type-check):
- members reached through type inference or a name declared in two folders (`.description`,
  `value.kind`): a cycle made only of such references goes unseen;
- a local variable, parameter or label that has the same name as a declaration unique to
  another folder gives an edge that is not there (locals are collected as declarations of their
  own folder, which makes most such names ambiguous, so this is rare);
- code inside `#if` branches is read as if every branch were compiled;
- references inside string interpolations are read; those inside comments and plain string text
  are not.
"""

import os
import re
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_availability import load_index, strip_code  # noqa: E402  (one reader of Swift text)

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
TYPE_DECL = re.compile(r"\b(?:struct|enum|class|protocol|actor|typealias|associatedtype)\s+([A-Za-z_][A-Za-z0-9_]*)")
MEMBER_DECL = re.compile(r"\b(?:func|var|let|case)\s+([A-Za-z_][A-Za-z0-9_]*)")
CASE_LIST = re.compile(r"\bcase\s+([^:\n{}=]*)")
TOP_LEVEL_DECL = re.compile(
    r"^(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*"
    r"(?:struct|enum|class|protocol|actor|typealias|func)\s+([A-Za-z_][A-Za-z0-9_]*)",
    re.M,
)
KEYWORDS = set(
    """associatedtype class deinit enum extension fileprivate func import init inout internal let open
    operator private precedencegroup protocol public rethrows static struct subscript typealias var
    break case catch continue default defer do else fallthrough for guard if in repeat return throw
    switch where while as false is nil self Self super throws true try await async some any package
    get set willSet didSet mutating nonmutating override final lazy weak unowned required convenience
    indirect optional dynamic consuming borrowing sending isolated nonisolated""".split()
)


def split_top_level(text):
    """Splits `text` at the commas outside parentheses."""
    items, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "," and depth == 0:
            items.append(text[start:i])
            start = i + 1
    items.append(text[start:])
    return items


def platform_names():
    """The names the standard library and Foundation declare: the availability check's index of
    the toolchain's symbol graphs (one owner; cached under .build/availability/)."""
    index = load_index()
    names = {key.split(".")[-1] for key in index["types"]}
    names.update(index["inits"])
    names.update(index["members"])
    names.update(index["functions"])
    return names


def folder_of(module_dir, path):
    rel = os.path.relpath(path, module_dir)
    parts = rel.split(os.sep)
    return parts[0] if len(parts) > 1 else "."


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    show_map = "--map" in argv
    if len(args) != 1 or not os.path.isdir(args[0]):
        print(__doc__.splitlines()[2], file=sys.stderr)
        return 2
    module_dir = args[0]
    files = {}
    for root, _, names in os.walk(module_dir):
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(root, name)
                with open(path, encoding="utf-8") as f:
                    files[path] = strip_code(f.read())

    declared = defaultdict(set)  # name -> folders declaring it
    top_level = defaultdict(set)  # types and free functions declared at a file's top level
    for path, code in files.items():
        folder = folder_of(module_dir, path)
        for m in TYPE_DECL.finditer(code):
            declared[m.group(1)].add(folder)
        for m in MEMBER_DECL.finditer(code):
            declared[m.group(1)].add(folder)
        for m in CASE_LIST.finditer(code):
            # `case a, b(Int), c = 1`: the names, not the associated values' types.
            for item in split_top_level(m.group(1)):
                name = IDENT.match(item.strip())
                if name:
                    declared[name.group(0)].add(folder)
        for m in TOP_LEVEL_DECL.finditer(code):
            top_level[m.group(1)].add(folder)
        # Loop variables and closure arguments (`for x in`, `{ a, b in`) are local names too.
        for m in re.finditer(r"\bfor\s+(?:case\s+)?\(?([A-Za-z_][A-Za-z0-9_,\s]*)\)?\s+in\b", code):
            for name in IDENT.findall(m.group(1)):
                declared[name].add(folder)
        for m in re.finditer(r"\{\s*\(?([A-Za-z_][A-Za-z0-9_,\s]*)\)?\s+in\b", code):
            for name in IDENT.findall(m.group(1)):
                declared[name].add(folder)
        # Parameters (`name:` after `(` or `,`) are local names of this folder.
        for m in re.finditer(r"[(,]\s*([A-Za-z_][A-Za-z0-9_]*)(?:\s+([A-Za-z_][A-Za-z0-9_]*))?\s*:", code):
            declared[m.group(1)].add(folder)
            if m.group(2):
                declared[m.group(2)].add(folder)
    platform = platform_names()
    # A member name the standard library or Foundation also declares is ambiguous (`.sorted`);
    # a type or free function of the module's own top level shadows the platform's.
    owner = {
        name: next(iter(f))
        for name, f in declared.items()
        if len(f) == 1 and len(name) > 1 and name not in KEYWORDS and (name not in platform or top_level.get(name) == f)
    }

    edges = defaultdict(lambda: defaultdict(set))  # a -> b -> {"file: name"}
    for path, code in files.items():
        folder = folder_of(module_dir, path)
        for name in set(IDENT.findall(code)):
            target = owner.get(name)
            if target is not None and target != folder:
                edges[folder][target].add(f"{os.path.relpath(path, module_dir)}: {name}")

    folders = sorted({folder_of(module_dir, p) for p in files})
    if show_map:
        for a in folders:
            for b in sorted(edges[a]):
                print(f"{a} -> {b}: {', '.join(sorted(edges[a][b]))}")

    # Tarjan's strongly connected components.
    index, low, on_stack, stack, components = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            components.append(sorted(component))

    for v in folders:
        if v not in index:
            visit(v)
    cycles = [c for c in components if len(c) > 1]
    for component in cycles:
        print(f"cycle between folders: {', '.join(component)}")
        for a in component:
            for b in sorted(edges[a]):
                if b in component:
                    print(f"  {a} -> {b}: {', '.join(sorted(edges[a][b]))}")
    if cycles:
        return 1
    print(f"no cycle between the {len(folders)} folders of {module_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
