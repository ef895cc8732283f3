#!/usr/bin/env python3
"""Prints the kernel count of a fused module, for lit tests.

A kernel is what one launch runs (DESIGN.md section 6): a call to an
nn.fused function, or an nn op (or tensor.concat) left in a public function.
Also counts the nn.transpose ops of the whole module and the nn ops of each
kind given with --count. Text-based on purpose: the input is nn-opt's
printed output, one op per line.
"""
import argparse
import re

ap = argparse.ArgumentParser()
ap.add_argument("file")
ap.add_argument("--count", action="append", default=[])
args = ap.parse_args()

kernels = transposes = 0
counts = {name: 0 for name in args.count}
public = False
for line in open(args.file):
    stripped = line.strip()
    if stripped.startswith("func.func"):
        public = not stripped.startswith("func.func private")
        continue
    transposes += '"nn.transpose"' in line
    for name in counts:
        counts[name] += f'"nn.{name}"' in line
    if public and (re.search(r"call @fused_", line) or '"nn.' in line
                   or "tensor.concat" in line):
        kernels += 1
print("kernels %d, transposes %d%s" % (
    kernels, transposes,
    "".join(", %s %d" % (n, c) for n, c in counts.items())))
