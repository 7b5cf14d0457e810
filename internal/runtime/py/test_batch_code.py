# Phase: execute (tests of batch.py's compiled prefix statements): a job
# runs the code its server compiled only where compiling it in the job
# would give the same code and the same warnings, with CPython's own
# compile() as the oracle.
import unittest
import warnings

import batch


class CodeTest(unittest.TestCase):
    def setUp(self):
        batch._CODE.clear()
        del batch._CODE_STATE[:]

    def test_compiled_once(self):
        stmt = "class Stub:\n    def f(self):\n        return 1\n"
        batch._precompile([stmt])
        self.assertIs(batch._code(stmt), batch._CODE[stmt])
        ns = {}
        exec(batch._code(stmt), ns)
        self.assertEqual(ns["Stub"]().f(), 1)

    def test_a_warning_is_the_jobs_own(self):
        # "is" with a literal: a SyntaxWarning, shown by default. The job
        # compiles it itself, so a job whose earlier prefix statement made
        # warnings errors gets the SyntaxError compile() gives there.
        stmt = "x = 1 is 1\n"
        with warnings.catch_warnings(record=True):
            warnings.simplefilter("default")
            batch._precompile([stmt])
        self.assertIsNone(batch._CODE[stmt])
        with warnings.catch_warnings():
            warnings.simplefilter("default")
            self._same_as_compile(stmt)
            warnings.simplefilter("error")
            self._same_as_compile(stmt)

    def test_changed_filters_compile_again(self):
        # An invalid escape is a DeprecationWarning that the default
        # filters ignore for "<prefix>": compiled by the server. Once a
        # prefix statement made warnings errors, compile() refuses it, and
        # so does the job.
        stmt = 'x = "\\d"\n'
        with warnings.catch_warnings():
            warnings.resetwarnings()
            warnings.filterwarnings("ignore", category=DeprecationWarning)
            batch._precompile([stmt])
            self.assertIsNotNone(batch._CODE[stmt])
            self._same_as_compile(stmt)
            warnings.simplefilter("error")
            self._same_as_compile(stmt)

    def test_the_servers_new_filters_compile_again(self):
        # A later batch's preimports add filters in the server itself:
        # its jobs then run what it compiles under its new filters, not
        # the codes of the old ones, nor (as before) each its own compile.
        stmt, other = 'x = "\\d"\n', "y = 2\n"
        with warnings.catch_warnings():
            warnings.resetwarnings()
            warnings.filterwarnings("ignore", category=DeprecationWarning)
            batch._precompile([stmt])
            self.assertIsNotNone(batch._CODE[stmt])
            warnings.simplefilter("error")  # the server's filters now
            batch._precompile([stmt, other])
            self.assertIsNone(batch._CODE[stmt])  # compile() refuses it now
            self._same_as_compile(stmt)
            self.assertIs(batch._code(other), batch._CODE[other])
            self._same_as_compile(other)

    def test_failure_is_the_jobs_own(self):
        stmt = "x = (\n"
        batch._precompile([stmt])
        self.assertIsNone(batch._CODE[stmt])
        self._same_as_compile(stmt)

    def _same_as_compile(self, stmt):
        try:
            want = compile(stmt, "<prefix>", "exec", dont_inherit=True)
        except SyntaxError as e:
            with self.assertRaises(SyntaxError) as got:
                batch._code(stmt)
            self.assertEqual(str(got.exception), str(e))
            return
        got = batch._code(stmt)
        self.assertEqual(got.co_code, want.co_code)
        self.assertEqual(got.co_consts, want.co_consts)


class DefsTest(unittest.TestCase):
    """batch._defined: definitions run once in the server, whose builtins
    they leave as they were (a job gets the builtins they set)."""

    def setUp(self):
        batch._DEFS.clear()

    def test_builtins_undone_here(self):
        import builtins
        real = builtins.callable
        stmt = "import builtins as _b\nclass C:\n    pass\n_b.callable = lambda o: True\n_b.unstuck_new = 1\n"
        mod, setb = batch._defined([stmt])
        self.assertIs(builtins.callable, real)
        self.assertFalse(hasattr(builtins, "unstuck_new"))
        self.assertEqual(sorted(setb), ["callable", "unstuck_new"])
        self.assertEqual(mod.C.__module__, "__main__")
        self.assertIs(batch._defined([stmt])[0], mod)  # once per server

    def test_raising_or_removing_is_the_jobs(self):
        import builtins
        self.assertIsNone(batch._defined(["raise ValueError('no')"]))
        self.assertIsNone(batch._defined(["import builtins\ndel builtins.len\n"]))
        self.assertTrue(hasattr(builtins, "len"))


if __name__ == "__main__":
    unittest.main()
