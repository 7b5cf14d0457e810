#!/usr/bin/env python3
"""Check that the prefix files unstuck explore wrote replay, with plain
python3 and no unstuck runtime, to the coverage reported.

For every item of a bench --mode explore journal whose prefix files were
kept (--prefix-dir), each file of P runs with `python3 -m trace --count`
(the standard library's own tracer, inside bubblewrap, 30 s) and the lines
it executed are compared with the covered lines the journal reports for
that item (mapped back through the prefix length). A line unstuck counts
must have run; trace also counts lines that started but raised, so it may
see more.

usage: scripts/replay-check.py JOURNAL PREFIX_DIR [PYTHON]
"""
import json, os, re, subprocess, sys, tempfile

# The driver runs the file as __main__ under the stdlib tracer, then its
# atexit handlers (as the interpreter would at exit), and prints the lines
# of the file that executed.
DRIVER = r"""
import atexit, json, os, runpy, sys, trace
path = sys.argv[1]
sys.argv = [path]
t = trace.Trace(count=1, trace=0)
try:
    t.runfunc(runpy.run_path, path, run_name="__main__")
except BaseException:
    pass
try:
    t.runfunc(atexit._run_exitfuncs)
except BaseException:
    pass
lines = sorted(l for (f, l) in t.results().counts if f == path)
os.write(1, ("\nLINES " + json.dumps(lines) + "\n").encode())
"""

journal, prefix_dir = sys.argv[1], sys.argv[2]
python = sys.argv[3] if len(sys.argv) > 3 else "/usr/bin/python3"
items = agree = files = missing = timeouts = 0
for line in open(journal):
    rec = json.loads(line)
    if not rec.get("explore") or rec["countable"] == 0:
        continue
    d = os.path.join(prefix_dir, re.sub(r"[^A-Za-z0-9._-]+", "_", rec["file"]).strip("_"))
    if not os.path.isdir(d):
        d = os.path.join(prefix_dir, re.sub(r"[^A-Za-z0-9._-]+", "_", rec["file"]).strip("_").lstrip("._"))
    pfiles = sorted(f for f in os.listdir(d) if f.startswith("prefix_")) if os.path.isdir(d) else []
    if not pfiles:
        missing += 1
        continue
    items += 1
    ran = set()
    snippet_lines = open(rec["file"], encoding="utf-8").read().count("\n")
    for pf in pfiles:
        files += 1
        path = os.path.join(d, pf)
        text = open(path, encoding="utf-8").read()
        offset = text.count("\n") - snippet_lines
        # A wrapped snippet has the wrapper's call after it: the file's
        # header comment says where its lines are.
        m = re.search(r"its line L is line L\+(\d+) of this file", text[:2000])
        if m:
            offset = int(m.group(1))
        with tempfile.TemporaryDirectory() as tmp:
            out = subprocess.run(["bwrap", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp",
                                  "--bind", tmp, tmp, "--chdir", tmp, "--unshare-all", "--die-with-parent",
                                  "--setenv", "MPLBACKEND", "Agg", "--setenv", "LANG", "C.UTF-8",
                                  "--setenv", "HOME", tmp,
                                  "timeout", "-s", "KILL", "30", python, "-c", DRIVER, os.path.abspath(path)],
                                 stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
            for l in out.stdout.decode("utf-8", "replace").splitlines():
                if l.startswith("LINES "):
                    ran |= {n - offset for n in json.loads(l[6:]) if n > offset}
    if rec["status"] == "timeout":
        timeouts += 1  # killed by the time limit, the stdlib tracer prints nothing
        continue
    reported = set(rec["covered_lines"])
    if reported <= ran:
        agree += 1
    else:
        print("%s: reported but not run by plain python3: %s" % (rec["file"], sorted(reported - ran)))
items -= timeouts
print("%d items, %d prefix files: plain python3 ran every reported line in %d items (%.1f%%); %d items without files, %d timed out (not compared)"
      % (items, files, agree, 100.0 * agree / max(items, 1), missing, timeouts))
