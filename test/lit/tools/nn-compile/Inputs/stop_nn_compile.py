"""Stops nn-compile with a signal once its temporary directory exists (the
object file is being emitted or the C compiler runs), then checks that it
died of that signal and left nothing behind: no nn-compile-* directory, no
file of the C compiler's in $TMPDIR, no output (cleanup.test).

usage: stop_nn_compile.py [--ignored] SIGNAL TMPDIR OUTPUT nn-compile ARGS...

nn-compile starts with the signal's default disposition (lit's workers
ignore SIGINT), or with it ignored under --ignored, as nohup ignores
SIGHUP: an ignored signal stays ignored."""
import glob
import os
import signal
import subprocess
import sys
import time

ignored = sys.argv[1] == "--ignored"
args = sys.argv[2:] if ignored else sys.argv[1:]
name, tmp, output, command = args[0], args[1], args[2], args[3:]
number = getattr(signal, name)
disposition = signal.SIG_IGN if ignored else signal.SIG_DFL
os.makedirs(tmp, exist_ok=True)
env = dict(os.environ, TMPDIR=tmp)
process = subprocess.Popen(
    command, env=env, preexec_fn=lambda: signal.signal(number, disposition))
deadline = time.monotonic() + 120
while not glob.glob(os.path.join(tmp, "nn-compile-*")):
    if process.poll() is not None or time.monotonic() > deadline:
        sys.exit(f"nn-compile ended ({process.returncode}) before creating "
                 "its temporary directory")
    time.sleep(0.001)
process.send_signal(number)
status = process.wait()
time.sleep(0.5)  # anything the C compiler would still write
left = os.listdir(tmp)
print(f"{name}: status {status}, left in TMPDIR: {left or 'nothing'}, "
      f"output {'exists' if os.path.exists(output) else 'absent'}")
