"""Assembles the PTX of every gpu.binary in an MLIR file with ptxas.

Usage: nvvm-ptxas.py PTXAS ARCH FILE.mlir WORKDIR

--nn-lower-to-nvvm (format=isa) leaves each kernel's PTX in its gpu.binary as
an MLIR string (`assembly = "..."`, bytes escaped as \\XX). This script
unescapes each, writes it to WORKDIR/<binary>.ptx, runs `PTXAS -arch=ARCH`
on it and prints `<binary>: assembled` or ptxas's complaint; it exits
non-zero if any kernel fails. Standard library only.
"""
import os
import re
import subprocess
import sys


def unescape(text):
    out = bytearray()
    i = 0
    while i < len(text):
        c = text[i]
        if c == "\\":
            nxt = text[i + 1]
            if nxt in "\\\"":
                out.append(ord(nxt))
                i += 2
                continue
            out.append(int(text[i + 1:i + 3], 16))
            i += 3
            continue
        out.extend(c.encode())
        i += 1
    return bytes(out)


def main():
    ptxas, arch, path, workdir = sys.argv[1:5]
    os.makedirs(workdir, exist_ok=True)
    text = open(path).read()
    pattern = re.compile(r'gpu\.binary @(\w+).*?assembly = "((?:[^"\\]|\\.)*)"')
    failed = 0
    count = 0
    for match in pattern.finditer(text):
        name, ptx = match.group(1), unescape(match.group(2))
        file = os.path.join(workdir, name + ".ptx")
        with open(file, "wb") as f:
            f.write(ptx)
        result = subprocess.run(
            [ptxas, "-arch=" + arch, file, "-o", file + ".cubin"],
            capture_output=True, text=True)
        count += 1
        if result.returncode:
            failed += 1
            print("%s: ptxas failed: %s" % (name, result.stderr.strip()))
        else:
            print("%s: assembled" % name)
    print("%d kernels, %d failed" % (count, failed))
    return 1 if failed or not count else 0


if __name__ == "__main__":
    sys.exit(main())
