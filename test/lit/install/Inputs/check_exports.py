"""Compares the dynamic symbols a shared library defines with the functions
the public headers declare NN_CAPI_EXPORTED.

Usage: llvm-nm -D --defined-only libnn.so | check_exports.py <include dir>

Prints one line per difference ("undeclared export: X" for a symbol the
library exports but no header declares, "missing export: X" for a declared
function the library does not export) and then a summary line.
"""

import glob
import os
import re
import sys

# Symbols every ELF shared library may define; not part of the API.
LINKER_SYMBOLS = {"_init", "_fini", "_edata", "_end", "__bss_start"}


def declared(include_dir):
    names = set()
    pattern = re.compile(r"NN_CAPI_EXPORTED\b[^;{]*?\b(\w+)\s*\(", re.S)
    for header in glob.glob(os.path.join(include_dir, "nn-c", "*.h")):
        with open(header) as f:
            text = f.read()
        # Drop comments and the export macro's own definitions.
        text = re.sub(r"/\*.*?\*/|//[^\n]*", "", text, flags=re.S)
        text = re.sub(r"#define NN_CAPI_EXPORTED.*", "", text)
        names.update(pattern.findall(text))
    return names


def exported(nm_output):
    names = set()
    for line in nm_output.splitlines():
        fields = line.split()
        if len(fields) >= 2 and fields[-1] not in LINKER_SYMBOLS:
            names.add(fields[-1])
    return names


def main():
    api = declared(sys.argv[1])
    syms = exported(sys.stdin.read())
    for name in sorted(syms - api):
        print(f"undeclared export: {name}")
    for name in sorted(api - syms):
        print(f"missing export: {name}")
    print(f"{len(syms)} exported, {len(api)} declared, {len(syms & api)} match")
    return 0


if __name__ == "__main__":
    sys.exit(main())
