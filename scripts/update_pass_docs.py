#!/usr/bin/env python3
"""Rewrites the generated part of docs/passes.md (between its BEGIN/END
GENERATED markers) with `nn-opt --print-pass-docs`; the hand-written prose
around it stays. Usage: scripts/update_pass_docs.py [build/bin/nn-opt]
test/lit/docs/passes-md.test fails when the committed part is stale."""
import os
import subprocess
import sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
nn_opt = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build/bin/nn-opt")
path = os.path.join(root, "docs/passes.md")
generated = subprocess.run([nn_opt, "--print-pass-docs"], check=True,
                           capture_output=True, text=True).stdout
text = open(path).read()
begin = text.find("<!-- BEGIN GENERATED")
end = text.find("<!-- END GENERATED -->")
if begin < 0 or end < 0:
    text = text.rstrip("\n") + "\n\n" + generated
else:
    end = text.index("\n", end) + 1
    text = text[:begin] + generated + text[end:]
open(path, "w").write(text)
