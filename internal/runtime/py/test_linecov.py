# Phase: execute (tests of linecov.py's imports: a module the file imports
# runs with no line tracer, and the file's own lines are judged as with
# one; of what the harness's start-up imports; of the batch server's
# preimports, made with the collector off). Run by runtime's
# TestLinecovPython.
import os
import sys
import tempfile
import unittest

import linecov

# The file under the metric: imports that end, raise, nest in a function
# and sit in the middle of a line's work; every line a simple statement.
PROGRAM = """\
x = 1
import mod_a
y = mod_a.traced
try:
    import mod_missing_zz
except ImportError:
    z = 3
def f():
    from mod_a import traced as t
    return t
w = f()
v = [__import__("mod_a").traced for _ in range(2)]
import mod_raises
u = 4
"""

SIMPLE = (1, 2, 3, 5, 7, 9, 10, 11, 12, 13, 14)
HEADERS = {4: (5, 5), 6: (7, 7), 8: (9, 10)}


def _plan(filename):
    units = [{"line": l, "kind": "simple", "span": [l, l]} for l in SIMPLE]
    units += [{"line": h, "kind": "header", "span": [h, h], "body": list(b)} for h, b in HEADERS.items()]
    return {"units": units, "filename": filename}


def _run(filename, untraced_imports=True):
    cov = linecov.LineCoverage(_plan(filename), filename)
    saved = linecov._untraced_import
    if not untraced_imports:
        linecov._untraced_import = linecov._import  # the metric as it was: the tracer stays on
    glb = {"__name__": "__main__"}
    try:
        cov.start()
        try:
            exec(compile(PROGRAM, filename, "exec"), glb)
        except ZeroDivisionError:
            pass
        finally:
            cov.stop()
    finally:
        linecov._untraced_import = saved
    for m in ("mod_a", "mod_raises"):
        sys.modules.pop(m, None)
    return cov.lines(), glb


class UntracedImports(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()
        with open(os.path.join(self.dir, "mod_a.py"), "w") as f:
            f.write("import sys\ntraced = sys.gettrace() is not None\n")
        with open(os.path.join(self.dir, "mod_raises.py"), "w") as f:
            f.write("1 / 0\n")
        sys.path.insert(0, self.dir)
        self.file = os.path.join(self.dir, "prog.py")

    def tearDown(self):
        sys.path.remove(self.dir)

    def test_module_runs_untraced(self):
        lines, glb = _run(self.file)
        self.assertIs(glb["y"], False)
        # Without the wrapper the tracer is on inside the module: the test
        # can tell the two apart.
        _, glb = _run(self.file, untraced_imports=False)
        self.assertIs(glb["y"], True)

    def test_same_lines(self):
        want, _ = _run(self.file, untraced_imports=False)
        got, _ = _run(self.file)
        self.assertEqual(got, want)
        # The raising import and what follows it did not complete.
        self.assertNotIn(13, got)
        self.assertNotIn(14, got)
        self.assertIn(12, got)
        self.assertIn(7, got)

    def test_restored(self):
        import builtins
        before = builtins.__import__
        _run(self.file)
        self.assertIs(builtins.__import__, before)
        self.assertIsNone(sys.gettrace())

    def test_untraced_plan(self):
        plan = _plan(self.file)
        plan["untraced"] = True
        cov = linecov.LineCoverage(plan, self.file)
        cov.start()
        self.assertIsNone(sys.gettrace())
        exec(compile("a = 1\n", self.file, "exec"), {})
        cov.stop()
        self.assertEqual(cov.lines(), [])


class BatchPreimport(unittest.TestCase):
    def test_collector_off_while_importing(self):
        import gc
        import batch
        d = tempfile.mkdtemp()
        with open(os.path.join(d, "gcprobe_zz.py"), "w") as f:
            f.write("import gc\nENABLED = gc.isenabled()\n")
        sys.path.insert(0, d)
        try:
            self.assertTrue(gc.isenabled())
            batch._preimport(["gcprobe_zz", "no_such_module_zz"])
            self.assertIs(sys.modules["gcprobe_zz"].ENABLED, False)
            self.assertTrue(gc.isenabled())  # on again, a failed import among them
        finally:
            sys.path.remove(d)
            sys.modules.pop("gcprobe_zz", None)


class HarnessStartup(unittest.TestCase):
    def test_split_without_ast_module(self):
        # Splitting off the leading imports uses the C parser only: a cold
        # run of a file that imports little does not pay for ast.py.
        import subprocess
        code = ("import sys, harness\n"
                "head, rest = harness.leading_imports(b'import os\\nx = 1\\n', 'f.py', None)\n"
                "assert len(head) == 1 and rest is not None\n"
                "print('ast' in sys.modules)\n")
        out = subprocess.run([sys.executable, "-S", "-c", code], capture_output=True, text=True,
                             cwd=os.path.dirname(os.path.abspath(__file__)))
        self.assertEqual(out.stdout.strip(), "False", out.stderr)


if __name__ == "__main__":
    unittest.main()
