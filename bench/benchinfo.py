"""What the benchmarks print about where they ran: the machine and the
revision, so that docs/benchmarks.md can cite them."""
import os
import platform
import subprocess


def machine_line():
    """nproc and the CPU model, for the docs to cite."""
    model = platform.processor() or "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    nproc = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return f"{nproc} CPUs (nproc), {model}, {platform.system()} {platform.release()}"


def revision():
    """The git revision of the checkout this script sits in, if any."""
    here = os.path.dirname(os.path.abspath(__file__))
    try:
        out = subprocess.run(["git", "-C", here, "describe", "--always", "--dirty"],
                             capture_output=True, text=True, timeout=10)
        return out.stdout.strip() or "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"
