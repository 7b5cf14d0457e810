# Phase: execute (runs inside the sandbox). Line metric of LExecutor/Treefix,
# measured with sys.settrace against the line table computed in Go.
#
# A simple statement is covered when it completes: the next event in its frame
# is a line of another statement, or a return, with no exception in between.
# A header is covered when a line of its body starts. Frames of lambdas and
# comprehensions are not traced: they belong to a statement that is judged in
# its own frame.
import builtins
import sys
import threading

_import = builtins.__import__

_SKIP_CODE = {"<lambda>", "<listcomp>", "<dictcomp>", "<setcomp>", "<genexpr>"}


try:
    # dis's own table (dis.opmap is opcode.opmap), without importing dis
    # into every run: a plain python3 run has not loaded it either.
    from opcode import opmap as _opmap
    _SEND = _opmap.get("SEND")
    _YIELD = _opmap.get("YIELD_VALUE")
except Exception:
    _SEND = _YIELD = None

# CO_COROUTINE | CO_ITERABLE_COROUTINE, and CO_ASYNC_GENERATOR.
_CO_COROUTINE, _CO_ASYNC_GEN = 0x80 | 0x100, 0x200


def _is_send(frame):
    code = frame.f_code.co_code
    return _SEND is not None and 0 <= frame.f_lasti < len(code) and code[frame.f_lasti] == _SEND


def _suspends_at_await(frame):
    """The frame's 'return' is an await suspending it, not its end: the
    await's line completes only if the frame is resumed past it."""
    code = frame.f_code
    if _YIELD is None or not code.co_flags & (_CO_COROUTINE | _CO_ASYNC_GEN):
        return False
    b, i = code.co_code, frame.f_lasti
    if not (0 <= i < len(b)) or b[i] != _YIELD:
        return False
    # In a coroutine every yield is an await's; in an async generator an
    # await's yield follows its SEND (a plain yield does not).
    return bool(code.co_flags & _CO_COROUTINE) or (i >= 2 and b[i - 2] == _SEND)


def _untraced_import(*args, **kwargs):
    """__import__ with the line tracer off until it returns. A module the
    file imports is not the file: none of its lines count, yet with a
    global trace function set, every frame the import makes calls it
    (pandas or scrapy import a quarter to a half slower, CPU). The
    importing line's own events are unchanged: it is pending before the
    import and judged by the event after it, or by the exception the
    import raised, which reaches its frame with the tracer back."""
    trace = sys.gettrace()
    if trace is None:
        return _import(*args, **kwargs)
    sys.settrace(None)
    try:
        return _import(*args, **kwargs)
    finally:
        sys.settrace(trace)


def line_tables(plan):
    """The plan's line table as LineCoverage reads it: (unit_of, enters),
    which no run changes: a fork server builds them once for all its jobs
    (batch.py)."""
    unit_of = {}   # line -> (countable line, kind)
    enters = {}    # line -> countable header lines whose body holds it
    for u in plan["units"]:
        a, b = u["span"]
        for ln in range(a, b + 1):
            unit_of.setdefault(ln, (u["line"], u["kind"]))
        if u["kind"] in ("header", "nocode"):
            a, b = u["body"]
            for ln in range(a, b + 1):
                enters.setdefault(ln, []).append(u["line"])
    return unit_of, enters


class LineCoverage:
    def __init__(self, plan, filename, tables=None):
        self.filename = filename
        self.covered = set()
        self.unit_of, self.enters = tables if tables is not None else line_tables(plan)
        self.seen = set()   # lines already processed for entering
        self.pending = {}   # frame -> countable line of a simple statement still running
        # Plan "untraced": a script of unstuck's own (introspection), whose
        # lines nobody reads: it runs as if the metric were off.
        self.off = bool(plan.get("untraced"))

    # -- tracing -------------------------------------------------------
    def start(self):
        if self.off:
            return
        sys.settrace(self._call)
        threading.settrace(self._call)
        builtins.__import__ = _untraced_import

    def stop(self):
        sys.settrace(None)
        threading.settrace(None)
        if builtins.__import__ is _untraced_import:
            builtins.__import__ = _import

    def completed(self, ln):
        """The module-level simple statement starting at line ln ran to
        its end untraced (harness.leading_imports)."""
        if self.off:
            return
        unit = self.unit_of.get(ln)
        if unit is not None and unit[1] == "simple":
            self.covered.add(unit[0])

    def _call(self, frame, event, arg):
        code = frame.f_code
        if code.co_filename != self.filename or code.co_name in _SKIP_CODE:
            return None
        if event == "call":
            # A def or class header is covered when its body is entered: a
            # call is that, even of a body with no line of its own (a
            # docstring only, which runs nothing).
            unit = self.unit_of.get(code.co_firstlineno)
            if unit is not None and unit[1] == "header" and code.co_name != "<module>":
                self.covered.add(unit[0])
        return self._local

    def _local(self, frame, event, arg):
        if event == "line":
            ln = frame.f_lineno
            if ln not in self.seen:
                self.seen.add(ln)
                for h in self.enters.get(ln, ()):
                    self.covered.add(h)
            unit = self.unit_of.get(ln)
            prev = self.pending.get(frame)
            if prev is not None and (unit is None or unit[0] != prev):
                self.covered.add(prev)
            if unit is not None and unit[1] == "simple":
                self.pending[frame] = unit[0]
            else:
                self.pending.pop(frame, None)
        elif event == "return":
            if _suspends_at_await(frame):
                return self._local  # still pending: resumed, it goes on; never resumed, it never completed
            prev = self.pending.pop(frame, None)
            if prev is not None:
                self.covered.add(prev)
        elif event == "exception":
            # An await of an iterator that returns at once reports its
            # StopIteration at the SEND: the line goes on, nothing raised.
            if issubclass(arg[0], StopIteration) and _is_send(frame):
                return self._local
            prev = self.pending.pop(frame, None)
            # exit(...) stands for return in the benchmarks: the line ran once
            # its argument was computed and SystemExit raised.
            if prev is not None and issubclass(arg[0], SystemExit):
                self.covered.add(prev)
        return self._local

    def lines(self):
        return sorted(self.covered)
