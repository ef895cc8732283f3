"""Damages a bytecode file in many ways and checks that a tool rejects each
one with a message and exit status 1, or reads it (a flipped byte in a
string or a blob can leave valid bytecode: @main becomes @\x92ain), and
never crashes or hangs.

usage: bytecode_damage.py TOOL GOOD.mlirbc SCRATCH.mlirbc [TOOL ARGS...]
"""
import subprocess
import sys

tool, good, scratch, extra = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
data = open(good, "rb").read()

cases = []
# Cut short at every 8th length (every length would take minutes).
for n in range(4, len(data), 8):
    cases.append(("cut at %d" % n, data[:n]))
# A byte flipped, every 8th byte from an offset that moves along.
for i in range(4, len(data), 8):
    flipped = bytearray(data)
    flipped[i] ^= 0xFF
    cases.append(("byte %d flipped" % i, bytes(flipped)))
# Garbage after the magic.
cases.append(("garbage", data[:4] + bytes(range(256)) * 4))

failures = 0
for name, bytes_ in cases:
    with open(scratch, "wb") as f:
        f.write(bytes_)
    try:
        result = subprocess.run([tool, scratch] + extra, capture_output=True,
                                timeout=60)
    except subprocess.TimeoutExpired:
        print("%s: %s hung" % (name, tool))
        failures += 1
        continue
    if result.returncode not in (0, 1):
        print("%s: %s exited with %d\n%s" % (name, tool, result.returncode,
                                            result.stderr.decode(errors="replace")))
        failures += 1
    elif result.returncode == 1 and not result.stderr.strip():
        print("%s: %s failed without an error message" % (name, tool))
        failures += 1
print("%d damaged files, %d failures" % (len(cases), failures))
sys.exit(1 if failures else 0)
