#!/usr/bin/env python3
"""Checks nn's layering (DESIGN.md section 12); run by scripts/check_layers.sh.

Three rules, each violation printed, exit status 1 if any:
  (a) an #include between the project's folders points down the layers,
      lowest first: support; dialect, runtime; passes, conversion; capi;
      import; plugin, tools, examples, bench; test (folders of one layer are peers:
      neither includes the other). The public headers nn-c/*.h may be
      included from anywhere;
  (b) no cycle of #includes between files;
  (c) no cycle of calls between .c files, and calls, like includes, only
      down the layers (not between peers such as passes/ and conversion/): a
      function defined (not static) in a.c and called in b.c makes an edge
      b -> a (found by regex over the sources, comments and strings
      blanked; a name defined in several files is left out).
"""
import os
import re
import sys

# Lower rank = lower layer. A file may include its own folder and any folder
# of a lower rank; folders of one rank are peers and include neither other.
RANKS = {
    "support": 0,
    "dialect": 1,
    "runtime": 1,  # CpuJit.c needs support only; nnrt/ needs nothing of nn's
    "passes": 2,
    "conversion": 2,
    "capi": 3,
    "import": 4,
    "plugin": 5,
    "tools": 5,
    "examples": 5,
    "bench": 5,
    "fuzz": 5,
    "test": 6,
}
SOURCE_DIRS = list(RANKS)
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def sources(root):
    for top in SOURCE_DIRS:
        for dirpath, dirs, files in os.walk(os.path.join(root, top)):
            dirs[:] = [d for d in dirs if not d.startswith("build")]
            for name in sorted(files):
                if name.endswith((".c", ".h", ".cpp")):
                    yield os.path.relpath(os.path.join(dirpath, name), root)


def resolve(root, path, include):
    """The project file `include` (from `path`) names, or None (MLIR's)."""
    local = os.path.normpath(os.path.join(os.path.dirname(path), include))
    if os.path.exists(os.path.join(root, local)):
        return local
    if include.startswith("nn-c/"):
        return os.path.join("capi/include", include)
    if os.path.exists(os.path.join(root, include)):
        return include
    return None


def layer(path):
    return path.split("/")[0]


def strip_code(text):
    """Comments, strings and character literals blanked out."""
    text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group()),
                  text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r'"(\\.|[^"\\\n])*"', '""', text)
    return re.sub(r"'(\\.|[^'\\\n])*'", "''", text)


def cycles(graph):
    """Strongly connected components of more than one node (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


DEFINITION = re.compile(
    r"^(?!static\b)(?!typedef\b)[A-Za-z_][\w \t\*]*?\b([A-Za-z_]\w*)\s*\("
    r"[^;{}]*\)\s*\{", re.M)


def main(root):
    problems = []
    files = list(sources(root))
    includes = {}
    for path in files:
        with open(os.path.join(root, path), errors="replace") as f:
            text = f.read()
        includes[path] = set()
        for include in INCLUDE.findall(text):
            target = resolve(root, path, include)
            if target is None:
                continue
            includes[path].add(target)
            a, b = layer(path), layer(target)
            public = target.startswith("capi/include/nn-c/")
            if a == b or public or RANKS.get(b, 99) < RANKS.get(a, -1):
                continue
            problems.append(
                f"layers: {path} includes {target}: {a}/ may not include "
                f"{b}/ (rank {RANKS.get(a)} -> {RANKS.get(b)})")
    for component in cycles(includes):
        problems.append("include cycle: " + " <-> ".join(component))

    # Calls between .c files.
    code, defined = {}, {}
    for path in files:
        if not path.endswith(".c"):
            continue
        with open(os.path.join(root, path), errors="replace") as f:
            code[path] = strip_code(f.read())
        for name in DEFINITION.findall(code[path]):
            defined.setdefault(name, set()).add(path)
    calls = {path: set() for path in code}
    reasons = {}
    for path, text in code.items():
        for name in set(re.findall(r"\b([A-Za-z_]\w*)\s*\(", text)):
            # A name defined in several files (main, a model's ABI
            # functions) belongs to separate programs: no edge.
            targets = defined.get(name, ())
            if len(targets) != 1:
                continue
            for target in targets:
                # test/ defines stand-ins for outside libraries (a fake
                # CUDA driver): they count only for tests.
                if target == path or (layer(target) == "test" and
                                      layer(path) != "test"):
                    continue
                calls[path].add(target)
                reasons.setdefault((path, target), name)
                a, b = layer(path), layer(target)
                if a != b and RANKS.get(b, -1) >= RANKS.get(a, 99):
                    problems.append(
                        f"layers: {path} calls {name} ({target}): {a}/ may "
                        f"not call into {b}/ (rank {RANKS.get(a)} -> "
                        f"{RANKS.get(b)})")
    for component in cycles(calls):
        edges = [f"{a} calls {reasons[(a, b)]} ({b})" for a in component
                 for b in component if (a, b) in reasons]
        problems.append("call cycle: " + " <-> ".join(component) + ": " +
                        "; ".join(edges))

    for problem in problems:
        print(problem)
    if problems:
        print(f"check_layers: {len(problems)} violation(s)")
        return 1
    print(f"check_layers: {len(files)} files, layers and cycles clean")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else
                  os.path.join(os.path.dirname(__file__), "..")))
