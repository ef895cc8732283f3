#!/usr/bin/env python3
"""Checks that nothing outside the op registry compares op names.

The registry (dialect/) is the one place that knows ops by name: passes,
lowerings, tools and the C API ask an op's NnOpDef for its facts (fusion
kind, algebra, views, lowering). This script fails when code outside
dialect/ names a registered op in a comparison:

  - an op's full name ("nn.relu") anywhere but as the name of an op being
    created (mlirOperationStateGet, or the passes' creation helpers, which
    take the name of the op they build);
  - an op's short name ("relu") as an argument of strcmp, strncmp, nnOpIs or
    an `is`/`isNamed` helper.

Usage: check_op_names.py SOURCE_ROOT NN_OPT
NN_OPT prints the registry (--emit-op-docs), from which the names come.
Prints each violation as FILE:LINE: message; exits 1 when there is one.
"""

import os
import re
import subprocess
import sys

# Folders with code that must ask the registry; dialect/ is the registry.
CHECKED = ["passes", "conversion", "capi/lib", "tools", "runtime", "plugin",
           "support", "import"]
SUFFIXES = (".c", ".h", ".cpp")
# Calls whose first string argument is the name of an op they create.
# (The helpers may take one argument before the name: appendNn(g, "nn.x").)
CREATORS = re.compile(
    r"\b(mlirOperationStateGet|createNn|createOp|appendNn|onnxBuild\w*|nnRewriteCreate\w*)\s*\((\s*\w+\s*,)?"
    r"\s*(nnStr\s*\()?\s*$")
# Comparisons of a name with a short op name: the name helpers, and strcmp
# on something called a name (gpu.all_reduce's "mul" is no op name).
COMPARERS = re.compile(
    r"\b(?:(?:nnOpIs|is|isNamed|isOp)\s*\([^;]*?"
    r"|strn?cmp\s*\([^,;]*name[^,;]*,\s*)\"([a-z0-9_]+)\"")
# The ONNX converter table (import/onnx/ops/) maps each ONNX op to the nn
# ops it builds: every nn op name there names an op being created (a row's
# `nnOps`, an onnxBuild call), so only the comparison rule applies there.
BUILDER_FOLDERS = ("import/onnx/ops/",)
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


def op_names(nn_opt):
    docs = subprocess.run([nn_opt, "--emit-op-docs"], check=True,
                          capture_output=True, text=True).stdout
    return set(re.findall(r"^### `([a-z_]+\.[a-z0-9_]+)`", docs, re.M))


def strip_comments(text):
    # Comments become blanks of the same length, so offsets keep their lines.
    return COMMENT.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)


def check_file(path, full, short, report):
    text = strip_comments(open(path, encoding="utf-8").read())
    builds = any(folder in path for folder in BUILDER_FOLDERS)
    for match in () if builds else re.finditer(r"\"([a-z_]+\.[a-z0-9_]+)\"", text):
        name = match.group(1)
        if name not in full:
            continue
        before = text[max(0, match.start() - 120):match.start()]
        if CREATORS.search(before):
            continue
        line = text.count("\n", 0, match.start()) + 1
        report(path, line, f"compares or names op '{name}' outside the "
                           "registry (ask its NnOpDef)")
    for match in COMPARERS.finditer(text):
        if match.group(1) in short:
            line = text.count("\n", 0, match.start()) + 1
            report(path, line, f"compares with the op name '{match.group(1)}'")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    root, nn_opt = sys.argv[1], sys.argv[2]
    full = op_names(nn_opt)
    short = {name.split(".", 1)[1] for name in full if name.startswith("nn.")}
    violations = []

    def report(path, line, message):
        violations.append(f"{os.path.relpath(path, root)}:{line}: {message}")

    for folder in CHECKED:
        for dirpath, _, files in os.walk(os.path.join(root, folder)):
            for name in sorted(files):
                if name.endswith(SUFFIXES):
                    check_file(os.path.join(dirpath, name), full, short, report)
    for violation in sorted(violations):
        print(violation)
    print(f"{len(full)} ops; {len(violations)} name comparisons outside "
          "dialect/")
    sys.exit(1 if violations else 0)


if __name__ == "__main__":
    main()
