# Phase: trace (runs inside the sandbox). Records every executed line of the
# user's files with sys.settrace: (file, line, frame) in the hot callback, and
# values only for the names, items and attributes that the static analysis
# (Go, tree-sitter) says the line reads or writes. Reads are taken when the
# line starts, writes when the next event of its frame arrives. Calls into
# untraced code on lines with "calls" probes get a before/after comparison of
# receiver and arguments (bounded by the layers) for dependency recovery.
#
# usage: python3 tracer.py PLAN.json   (one JSON result on descriptor 3)
import json
import os
import signal
import sys
import types

_PRIM = (int, float, bool, type(None), complex)
_MUT = (list, dict, set, bytearray)
_FLAT = (list, tuple, set, frozenset)
_BOUNDED = (list, tuple, set, frozenset, dict)
_PLAIN = (int, float, bool, type(None), str)
import itertools
from operator import is_ as _is


class StepLimit(BaseException):
    """Raised into the traced code when the step limit is reached."""


class TestTimeout(BaseException):
    pass


def _prim_repr(v):
    """repr of a number; ints past the conversion limit are summarised."""
    try:
        return repr(v)
    except ValueError:
        return "<int of %d bits>" % v.bit_length()


def _short(s, n=120):
    return s if len(s) <= n else s[:n] + "..."


class Snap:
    """Bounded reprs: n layers of items, elements and attributes."""

    def __init__(self, layers):
        import reprlib
        self.r = reprlib.Repr()
        self.r.maxlevel = max(1, layers)
        self.r.maxlist = self.r.maxtuple = self.r.maxset = self.r.maxdict = 12
        self.r.maxstring = 60
        self.r.maxother = 60
        # id of a big container of plain values -> (type, length, its first
        # items, their repr): a loop reading a big dict snapshots it on every
        # step, and while those items are the same objects (plain values:
        # the same repr) the repr is not made again.
        self._big = {}

    def __call__(self, v):
        t = type(v)
        if t in _PRIM:
            return _prim_repr(v)
        try:
            if t is str:
                return _short(repr(v), 80)
            # Small flat containers: the builtin repr is ten times faster.
            if t in _FLAT and len(v) <= 16:
                for x in v:
                    if type(x) not in _PRIM:
                        break
                else:
                    return _short(repr(v), 200)
            if t in _BOUNDED:
                return _short(self._bounded(v, 0), 200)
            return _short(self.r.repr(v), 200)
        except Exception:
            return "<%s>" % t.__name__

    def _bounded(self, v, depth):
        """reprlib's view of builtin containers without its sorting of every
        key (565 us per step for a 20,000-entry dict): the first 12 items;
        small dicts and sets are still sorted so that equal values print
        alike whatever their insertion order."""
        t = type(v)
        if t in _PRIM:
            return _prim_repr(v)
        if t is str:
            return _short(repr(v), 60)
        if t not in _BOUNDED:
            return self.r.repr1(v, max(0, self.r.maxlevel - depth))
        n = len(v)
        if depth >= self.r.maxlevel:
            return {list: "[...]", tuple: "(...)", dict: "{...}"}.get(t, "{...}") if n else repr(t())
        if n > 16 and t is not frozenset:
            # A big container of plain values: the builtin repr of its first
            # items (C speed), marked as cut.
            c = self._big.get(id(v))
            if c is not None and c[0] is t and c[1] == n:
                # The same first items (keys and values), by identity.
                islice, is_ = itertools.islice, _is
                if all(map(is_, islice(v, 12), c[2])) and (t is not dict or all(map(is_, islice(v.values(), 12), c[3]))):
                    return c[4]
            head = list(itertools.islice(v.items() if t is dict else v, 12))
            flat = True
            for x in head:
                if t is dict:
                    if type(x[0]) not in _PLAIN or type(x[1]) not in _PLAIN:
                        flat = False
                        break
                elif type(x) not in _PLAIN:
                    flat = False
                    break
            if flat:
                r = repr(dict(head) if t is dict else head if t is list else tuple(head) if t is tuple else set(head))
                r = r[:-1] + ", ...)" if t is tuple else r[:-1] + ", ..." + r[-1]
                if len(self._big) > 256:
                    self._big.clear()
                if t is dict:
                    self._big[id(v)] = (t, n, [x[0] for x in head], [x[1] for x in head], r)
                else:
                    self._big[id(v)] = (t, n, head, None, r)
                return r
        if t is dict:
            items = v.items()
            if n <= 16:
                try:
                    items = sorted(items)
                except TypeError:
                    pass
            parts = ["%s: %s" % (self._bounded(k, depth + 1), self._bounded(x, depth + 1)) for k, x in itertools.islice(items, 12)]
        else:
            it = v
            if t in (set, frozenset) and n <= 16:
                try:
                    it = sorted(v)
                except TypeError:
                    pass
            parts = [self._bounded(x, depth + 1) for x in itertools.islice(it, 12)]
        if n > 12:
            parts.append("...")
        body = ", ".join(parts)
        if t is list:
            return "[" + body + "]"
        if t is tuple:
            return "(" + body + ("," if n == 1 else "") + ")"
        if t is dict:
            return "{" + body + "}"
        if t is set:
            return "{" + body + "}" if n else "set()"
        return "frozenset({" + body + "})" if n else "frozenset()"


def _shape(v, layers, depth=0):
    """Structure of a value for the before/after comparison: a dict from a
    path ("[0]", ".attr", "#len") to a repr, down to the given layers."""
    out = {}
    try:
        t = type(v)
        if t in _PRIM or t is str:
            out[""] = (_prim_repr(v) if t in _PRIM else repr(v))[:80]
            return out
        if isinstance(v, (list, tuple, bytearray)) or t.__name__ == "deque":
            out["#len"] = str(len(v))
            if depth < layers:
                import itertools
                for i, x in enumerate(itertools.islice(v, 64)):
                    for k, s in _shape(x, layers, depth + 1).items():
                        out["[%d]%s" % (i, k)] = s
            return out
        if isinstance(v, dict):
            out["#len"] = str(len(v))
            if depth < layers:
                for i, (key, x) in enumerate(v.items()):
                    if i >= 64:
                        break
                    for k, s in _shape(x, layers, depth + 1).items():
                        out["[%r]%s" % (key, k)] = s
            return out
        if isinstance(v, (set, frozenset)):
            out["#len"] = str(len(v))
            if depth < layers:
                import itertools
                for x in itertools.islice(v, 64):
                    out["{%r}" % (x,)] = "1"
            return out
        d = getattr(v, "__dict__", None)
        if isinstance(d, dict) and depth < layers:
            for a, x in list(d.items())[:32]:
                for k, s in _shape(x, layers, depth + 1).items():
                    out[".%s%s" % (a, k)] = s
            return out
        out[""] = "<%s>" % t.__name__
    except Exception:
        out[""] = "<?>"
    return out


class Tracer:
    def __init__(self, plan):
        self.steps = []          # [fid, line, frame, reads, writes, extra]
        self.frames = []         # serial -> [fid, func name, calling step, parent frame]
        self.max_steps = int(plan.get("max_steps") or 100000)
        self.values = plan.get("values", True)
        self.layers = int(plan.get("layers") or 1)
        self.compare = plan.get("compare", True)
        self.snap = Snap(self.layers)
        self.fids = {}           # filename -> id
        self.probes = {}         # fid -> {line: probe spec}
        self.code_cache = {}
        self._codes = {}         # plain name -> its compiled code (builtins, closures)
        self.compiled = {}       # fid -> line -> compiled probes
        self.collect = self._make_collect()
        for path, spec in (plan.get("files") or {}).items():
            fid = int(spec["id"])
            self.fids[path] = fid
            self.probes[fid] = {int(k): v for k, v in (spec.get("lines") or {}).items()}
        self.excs = {}           # step -> exception class raised there
        self.serial_of = {}      # id(frame) -> its serial, while it runs
        self.limit_hit = False
        self.stopped = False
        self.active = False

    # -- probes ----------------------------------------------------------
    def _code(self, expr):
        """The compiled probe expression; a plain name is kept as the name
        (_eval looks it up directly, its code in _codes for the rest)."""
        c = self.code_cache.get(expr)
        if c is None:
            try:
                c = compile(expr, "<probe>", "eval")
                if expr.isidentifier() and not __import__("keyword").iskeyword(expr):
                    self._codes[expr] = c
                    c = expr
            except SyntaxError:
                c = False
            self.code_cache[expr] = c
        return c

    def _eval(self, expr, frame):
        c = self._code(expr)
        if c is False:
            raise LookupError(expr)
        if type(c) is str:
            # A plain name (most containers and keys of a[i]): looked up as
            # eval would, without eval's frame.
            loc = frame.f_locals
            if c in loc:
                return loc[c]
            g = frame.f_globals
            if c in g:
                return g[c]
        return eval(c if type(c) is not str else self._codes[c], frame.f_globals, frame.f_locals)

    def _probe(self, p, frame, serial, out):
        """Appends [location, repr, object id] for probe p, if it resolves."""
        k = p[0]
        try:
            if k == "n":
                name = p[1]
                loc_ = frame.f_locals
                if name in loc_ and frame.f_code.co_name != "<module>":
                    v = loc_[name]
                    loc = "L%d:%s" % (serial, name)
                elif name in frame.f_globals:
                    v = frame.f_globals[name]
                    loc = self._gloc(self.fids.get(frame.f_code.co_filename, 0), name)
                else:
                    return
                if isinstance(v, (types.FunctionType, types.ModuleType, type)):
                    return
            elif k == "i":
                c = self._eval(p[1], frame)
                key = self._eval(p[2], frame)
                if type(key) is int and key < 0 and isinstance(c, (list, tuple, str)):
                    key += len(c)  # l[-1] and l[len(l)-1] are one variable
                loc = "E%d:%s" % (id(c), _short(repr(key), 60))
                if isinstance(c, dict):
                    v = dict.get(c, key, _MISSING)
                elif isinstance(c, (list, tuple, str)):
                    try:
                        v = c[key]
                    except Exception:
                        v = _MISSING
                else:
                    v = _MISSING
                out.append([loc, "<missing>" if v is _MISSING else self.snap(v), id(v) if isinstance(v, _MUT) else 0, p[3]])
                return
            elif k == "a":
                o = self._eval(p[1], frame)
                loc = "A%d:%s" % (id(o), p[2])
                d = getattr(o, "__dict__", None)
                v = d.get(p[2], _MISSING) if isinstance(d, dict) else _MISSING
                out.append([loc, "<missing>" if v is _MISSING else self.snap(v), id(v) if isinstance(v, _MUT) or hasattr(v, "__dict__") and not isinstance(v, type) else 0, p[3]])
                return
            else:
                return
        except Exception:
            return
        oid = id(v) if isinstance(v, _MUT) or (hasattr(v, "__dict__") and not isinstance(v, (type, types.FunctionType, types.ModuleType))) else 0
        out.append([loc, self.snap(v), oid, p[2] if len(p) > 2 else p[1]])

    def _compile(self, fid, ln, code):
        """The probes of a line as tuples for the hot path: names resolve to
        the frame's locals or globals by the code object's variables."""
        spec = self.probes.get(fid, {}).get(ln)
        if spec is None:
            return None
        local = set(code.co_varnames) | set(code.co_cellvars) | set(code.co_freevars)
        if code.co_name == "<module>":
            local = set()

        def comp(ps):
            out = []
            for p in ps or ():
                if p[0] == "n":
                    out.append((0, p[1], p[1] in local, p[2] if len(p) > 2 else p[1], self._gloc(fid, p[1])))
                else:
                    out.append((1, p))
            return out
        return (comp(spec.get("r")), comp(spec.get("w")), spec.get("c"))

    @staticmethod
    def _gloc(fid, name):
        """A global's location: each traced module has its own globals (the
        script's keep the plain G: of a one-file trace)."""
        return "G:" + name if fid == 0 else "G%d:%s" % (fid, name)

    def _make_collect(self):
        """The hot path's value collector, with everything it uses bound
        as closure variables (no attribute lookups per access)."""
        snap, probe, imm, opaque, missing = self.snap, self._probe, _IMM, _OPAQUE, _MISSING

        def collect(comp, frame, serial, loc):
            out = []
            append = out.append
            for c in comp:
                if c[0] == 0:
                    v = loc.get(c[1], missing) if c[2] else frame.f_globals.get(c[1], missing)
                    if v is missing:
                        continue
                    t = type(v)
                    if t in imm:
                        append((c, v))
                    elif t not in opaque:
                        append((c, snap(v), id(v)))
                else:
                    probe(c[1], frame, serial, out)
            return out
        return collect

    def _calls_before(self, calls, frame):
        res = []
        for c in calls:
            ent = {"c": c["id"]}
            try:
                if c.get("recv"):
                    r = self._eval(c["recv"], frame)
                    ent["recv"] = id(r)
                    ent["rtype"] = type(r).__name__
                    if self.compare and not isinstance(r, (types.ModuleType, type, types.FunctionType, types.BuiltinFunctionType, _PRIM, str)):
                        ent["rb"] = _shape(r, self.layers)
                    ent["_r"] = r
                args = []
                ent["args"] = args
                for a in c.get("args") or ():
                    try:
                        v = self._eval(a, frame)
                        e = {"id": id(v) if not isinstance(v, _PRIM) else 0, "type": type(v).__name__}
                        if isinstance(v, _PRIM) or type(v) is str:
                            e["r"] = _short(repr(v), 60)
                        if self.compare and (isinstance(v, _MUT) or hasattr(v, "__dict__") and not isinstance(v, (type, types.FunctionType, types.ModuleType))):
                            e["b"] = _shape(v, self.layers)
                            e["_v"] = v
                        if isinstance(v, dict):
                            import itertools
                            e["keys"] = [_short(repr(x), 60) for x in itertools.islice(v, 64)]
                        args.append(e)
                    except Exception:
                        args.append(None)
                ent["args"] = args
            except Exception:
                pass
            res.append(ent)
        return res

    def _calls_after(self, ents):
        for ent in ents:
            r = ent.pop("_r", None)
            if r is not None:
                try:
                    ent["rlen"] = len(r)
                except Exception:
                    pass
                if "rb" in ent:
                    ent["ra"] = _shape(r, self.layers)
            for e in ent.get("args") or ():
                if e and "_v" in e:
                    e["a"] = _shape(e.pop("_v"), self.layers)

    # -- tracing ---------------------------------------------------------
    def global_trace(self, frame, event, arg):
        if self.stopped:
            return None
        fid = self.fids.get(frame.f_code.co_filename)
        if fid is None or frame.f_code.co_name in _SKIP:
            return None
        steps = self.steps
        serial = len(self.frames)
        # The calling step is the latest one if the caller is traced code
        # (through comprehensions and lambdas, which belong to their line).
        back = frame.f_back
        while back is not None and back.f_code.co_name in _SKIP:
            back = back.f_back
        caller = len(steps) - 1 if back is not None and back.f_code.co_filename in self.fids else -1
        if caller >= 0 and steps[caller][2] != self.serial_of.get(id(back), -2):
            # The latest step is a callee's that returned (a comprehension
            # calling twice): the calling step is the caller frame's latest.
            bs = self.serial_of.get(id(back))
            if bs is not None and self.frames[bs][1] == back.f_code.co_name:
                j, lim = caller, max(-1, caller - 20000)
                while j > lim and steps[j][2] != bs:
                    j -= 1
                if j > lim:
                    caller = j
        self.serial_of[id(frame)] = serial
        self.frames.append([fid, frame.f_code.co_name, caller, frame.f_code.co_firstlineno])
        has_probes = self.probes.get(fid, {}) if self.values else {}
        compiled = self.compiled.setdefault(fid, {})
        code = frame.f_code
        append = steps.append
        max_steps = self.max_steps
        tracer = self
        collect = self.collect
        pend = None   # (step, write probes, call entries) of the running line
        # The call itself is a step on the def line that writes the parameters.
        if frame.f_code.co_name != "<module>" and self.values:
            ws = []
            co = frame.f_code
            n = co.co_argcount + co.co_kwonlyargcount + bool(co.co_flags & 4) + bool(co.co_flags & 8)
            for name in co.co_varnames[:n]:
                self._probe(("n", name), frame, serial, ws)
            append([fid, co.co_firstlineno, serial, None, ws, "call"])
        elif frame.f_code.co_name not in ("<module>",):
            append([fid, frame.f_code.co_firstlineno, serial, None, None, "call"])

        own = None    # the frame's latest step: a return value belongs to it
        #               even when a callee ran after it (return f(x) + 1)

        raised = False  # an exception is leaving the frame: no return value

        def local(frame, event, arg):
            nonlocal pend, own, raised
            if event == "line":
                raised = False
                loc = None
                if pend is not None:
                    st, wp, ce = pend
                    if wp:
                        loc = frame.f_locals
                        st[4] = collect(wp, frame, serial, loc)
                    if ce:
                        tracer._calls_after(ce)
                    pend = None
                if len(steps) >= max_steps:
                    tracer.limit_hit = True
                    tracer.stopped = True
                    sys.settrace(None)
                    raise StepLimit()
                ln = frame.f_lineno
                if ln not in has_probes:
                    own = [fid, ln, serial, None, None, None]
                    append(own)
                    return local
                p = compiled.get(ln)
                if p is None:
                    p = compiled[ln] = tracer._compile(fid, ln, code)
                rs = None
                if p[0]:
                    rs = collect(p[0], frame, serial, frame.f_locals if loc is None else loc)
                ce = tracer._calls_before(p[2], frame) if p[2] else None
                st = own = [fid, ln, serial, rs, None, ce]
                append(st)
                if p[1] or ce:
                    pend = (st, p[1], ce)
                return local
            if event == "return":
                if pend is not None:
                    st, wp, ce = pend
                    if wp:
                        st[4] = collect(wp, frame, serial, frame.f_locals)
                    if ce:
                        tracer._calls_after(ce)
                    pend = None
                if own is not None and tracer.values and not raised:
                    st = own
                    ws = st[4] if st[4] is not None else []
                    oid = id(arg) if isinstance(arg, _MUT) or hasattr(arg, "__dict__") and not isinstance(arg, type) else 0
                    ws.append(["R%d" % serial, tracer.snap(arg), oid, "return"])
                    st[4] = ws
                return local
            if event == "exception":
                raised = True
                if steps and steps[-1][2] == serial and not isinstance(arg[1], StepLimit):
                    tracer.excs[len(steps) - 1] = arg[0].__name__
                return local
            return local
        return local

    def _entry(self, e, serial):
        """A recorded access as [location, repr, object id, shown]."""
        if isinstance(e, list):
            return e
        c = e[0]
        loc = ("L%d:%s" % (serial, c[1])) if c[2] else c[4]
        if len(e) == 2:
            v = e[1]
            return [loc, _short(repr(v), 80) if type(v) in (str, bytes) else _prim_repr(v), 0, c[3]]
        return [loc, e[1], e[2], c[3]]

    def start(self):
        # The cyclic collector would rescan the growing record on every
        # pass (three times the cost per step); the step limit bounds what
        # piles up meanwhile.
        import gc
        self.gc_was = gc.isenabled()
        gc.disable()
        self.active = True
        sys.settrace(self.global_trace)

    def stop(self):
        sys.settrace(None)
        if self.active and getattr(self, "gc_was", False):
            import gc
            gc.enable()
        self.active = False

    def result(self):
        steps = []
        for s in self.steps:
            serial = s[2]
            for k in (3, 4):
                if s[k]:
                    s[k] = [self._entry(e, serial) for e in s[k]]
            steps.append(s)
        return {"steps": steps, "frames": self.frames, "limit_hit": self.limit_hit,
                "exceptions": {str(k): v for k, v in self.excs.items()}}


_MISSING = object()
# Values kept as they are until the end (immutable), and values not recorded.
_IMM = {int, float, bool, type(None), str, complex, bytes}
_OPAQUE = {types.FunctionType, types.ModuleType, type, types.BuiltinFunctionType, types.MethodType}
# Comprehensions and lambdas belong to the line that runs them.
_SKIP = {"<lambda>", "<listcomp>", "<dictcomp>", "<setcomp>", "<genexpr>"}


def _error(exc, files, tb_text=True):
    """The error's type, message and innermost line in the traced files;
    its formatted traceback too unless tb_text is false (a mutant's outcome
    uses none of it, and formatting reads the source of every frame)."""
    import traceback
    line, fname = None, None
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename in files:
            line, fname = tb.tb_lineno, tb.tb_frame.f_code.co_filename
        tb = tb.tb_next
    try:
        msg = str(exc)
    except Exception:
        msg = "<unprintable>"
    out = {"type": type(exc).__name__, "message": _short(msg, 500), "line": line, "file": fname}
    if tb_text:
        out["traceback"] = _short("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)), 4000)
    return out


class _PrintedLines:
    """stdout that remembers which step printed each line: the latest step
    of the innermost traced frame when the line's first text was written
    (print(f(x)) belongs to the print's line, not to f's last one)."""

    def __init__(self, out, tracer, cap=5000):
        self._out = out
        self._tr = tracer
        self._cap = cap
        self.lines = []     # [step, text]
        self._buf = None    # [step, text so far] of the unfinished line

    def _step(self):
        tr = self._tr
        f = sys._getframe(2)
        while f is not None and f.f_code.co_filename not in tr.fids:
            f = f.f_back
        serial = tr.serial_of.get(id(f), -1) if f is not None else -1
        steps = tr.steps
        j = len(steps) - 1
        lim = max(-1, j - 20000)
        while j > lim and steps[j][2] != serial:
            j -= 1
        return j if j > lim else len(steps) - 1

    def write(self, s):
        if type(s) is str and len(self.lines) < self._cap:
            parts = s.split("\n")
            for k, part in enumerate(parts):
                if self._buf is None:
                    if k == len(parts) - 1 and part == "":
                        break
                    self._buf = [self._step(), ""]
                if len(self._buf[1]) < 500:
                    self._buf[1] += part[:500]
                if k < len(parts) - 1:
                    self.lines.append(self._buf)
                    self._buf = None
        return self._out.write(s)

    def finish(self):
        if self._buf is not None:
            self.lines.append(self._buf)
            self._buf = None
        return self.lines

    def __getattr__(self, name):
        return getattr(self._out, name)


def _skeleton(line):
    import re
    return re.sub(r"-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?", "#", line.strip())


def _near_line(line, expect):
    """How close a printed line is to the expected one: by its numbers when
    the two differ in numbers alone, else by matching text (halved)."""
    import re
    a, b = line.strip(), expect.strip()
    if a == b:
        return 1.0
    num = r"-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?"
    if _skeleton(a) == _skeleton(b):
        xs = [float(x) for x in re.findall(num, a)]
        ys = [float(y) for y in re.findall(num, b)]
        if xs and len(xs) == len(ys):
            return sum(_near(x, y) for x, y in zip(xs, ys)) / len(xs)
    import difflib
    return 0.5 * difflib.SequenceMatcher(None, a[:300], b[:300]).ratio()


def _judge_output(res, oracle, base_count):
    """The marked output as the oracle of a script run (res, from
    _MutantRunner.run_script): it passes when it ran to its end, no longer
    prints the wrong line, and prints the expected one (without one: as
    many lines as the unchanged run, so that printing less is no repair)."""
    lines = res.pop("lines", None)
    if lines is None:
        return
    wrong = (oracle.get("wrong") or "").strip()
    expect = (oracle.get("expect") or "").strip()
    got = [x.strip() for x in lines]
    if res.get("ok"):
        ok = wrong not in got
        if ok and expect:
            ok = expect in got
        elif ok and base_count is not None:
            ok = len(got) == base_count
        if not ok:
            res["ok"] = False
            res["err"] = "WrongOutput"
    if expect:
        res["near"] = round(max([_near_line(x, expect) for x in got] or [0.0]), 4)


class _ValueProbe:
    """A value a person marked wrong (an output of the --io file, its
    corrected value filled in) as the oracle of a script run: the value of
    `var` in the frame just after the nth run of `line` of `file` (as the
    trace records a write). A run passes when that value is the corrected
    one: equal to it as a Python literal, else by its bounded repr. Only
    the marked file is traced, and only until the probe is taken."""

    def __init__(self, oracle):
        import ast
        self.file, self.line = oracle["file"], int(oracle["line"])
        self.nth, self.var = max(1, int(oracle.get("nth") or 1)), oracle["var"]
        self.want_text = (oracle.get("want") or "").strip()
        try:
            self.want = ast.literal_eval(self.want_text)
            self.literal = True
        except Exception:
            self.want, self.literal = None, False
        self.seen = 0
        self.got = None  # [repr] once taken

    def _take(self, frame):
        try:
            v = eval(self.var, frame.f_globals, frame.f_locals)
        except Exception as e:
            self.got = ["<%s>" % type(e).__name__, False]
            return
        r = Snap(1)(v)
        ok = r.strip() == self.want_text
        if not ok and self.literal:
            try:
                ok = bool(type(v) is type(self.want) and v == self.want) or (
                    isinstance(v, (int, float)) and isinstance(self.want, (int, float)) and not isinstance(v, bool) and v == self.want)
            except Exception:
                ok = False
        self.got = [r, ok]

    def start(self):
        file, line = self.file, self.line

        def local(frame, event, arg):
            # A line's write is seen when its frame moves on (the next line
            # or the return), as the tracer probes it.
            if self.got is not None:
                return None
            last = lasts.get(id(frame))
            if event in ("line", "return") and last == line:
                self.seen += 1
                if self.seen == self.nth:
                    self._take(frame)
                    sys.settrace(None)
                    return None
            if event == "line":
                lasts[id(frame)] = frame.f_lineno
            elif event == "return":
                lasts.pop(id(frame), None)
            return local

        def glob(frame, event, arg):
            if self.got is not None or frame.f_code.co_filename != file:
                return None
            return local
        lasts = {}
        sys.settrace(glob)

    def judge(self, res):
        sys.settrace(None)
        # A run that overran is no repair, whatever it computed first.
        ok = bool(self.got and self.got[1]) and res.get("err") != "Timeout"
        res["probe"] = self.got[0] if self.got else None
        if ok != bool(res.get("ok")):
            res["ok"] = ok
            if not ok:
                res["err"] = "WrongValue"


class _CovPlugin:
    """pytest plugin of the "tests" mode: per test, outcome and the lines of
    the user's files it ran and how many lines of them it ran (steps), each
    test bounded by a number of such lines (step_budget; 0: none); of the
    "pytest" mode: a full trace of one test. The time limit is a backstop:
    a count does not move with the machine's load, so which tests end
    within their bounds (and which failing test a bench picks) does not
    either."""

    def __init__(self, files, timeout, tracer=None, step_budget=0):
        self.files = files
        self.timeout = timeout
        self.tracer = tracer
        self.step_budget = step_budget
        self.tests = []
        self.cur = None

    def _line_tracer(self, cov, count):
        files = self.files
        budget = self.step_budget

        def g(frame, event, arg):
            fn = frame.f_code.co_filename
            if fn not in files:
                return None
            s = cov.setdefault(fn, set())

            def l(frame, event, arg):
                if event == "line":
                    s.add(frame.f_lineno)
                    count[0] += 1
                    if budget and count[0] > budget:
                        raise StepLimit()
                return l
            return l
        return g

    def pytest_pyfunc_call(self, pyfuncitem):
        # firstresult: returning True replaces pytest's own call of the test.
        item = pyfuncitem
        self.cur = {"id": item.nodeid, "outcome": None, "lines": {}}
        args = {a: item.funcargs[a] for a in item._fixtureinfo.argnames}

        def alarm(*_):
            raise TestTimeout("test over %.1fs" % self.timeout)
        signal.signal(signal.SIGALRM, alarm)
        signal.setitimer(signal.ITIMER_REAL, self.timeout)
        cov = {}
        count = [0]
        if self.tracer is not None:
            self.tracer.stopped = False
            self.tracer.start()
        else:
            sys.settrace(self._line_tracer(cov, count))
        try:
            item.obj(**args)
        except TestTimeout:
            sys.settrace(None)
            self.cur["timeout"] = True
            raise AssertionError("timeout")
        except StepLimit:
            sys.settrace(None)
            self.cur["step_limit"] = True
            raise AssertionError("step limit")
        except BaseException as e:
            sys.settrace(None)
            self.cur["error"] = _error(e, self.files)
            raise
        finally:
            sys.settrace(None)
            if self.tracer is not None:
                self.tracer.stop()
            signal.setitimer(signal.ITIMER_REAL, 0)
            self.cur["lines"] = {f: sorted(v) for f, v in cov.items()}
            if self.tracer is None:
                self.cur["steps"] = count[0]
            self.tests.append(self.cur)
        return True

    def pytest_runtest_logreport(self, report):
        if report.when == "call" and self.tests and self.tests[-1]["id"] == report.nodeid:
            self.tests[-1]["outcome"] = report.outcome


def _near(a, b, depth=0):
    """How close a failing assertion's value is to the expected one, in
    [0, 1] (1: equal). Debugging's finer oracle: a mutant that moves the
    value toward the expected one is evidence even when the check still
    fails."""
    try:
        if type(a) == type(b) and a == b:
            return 1.0
    except Exception:
        return 0.0
    if depth > 4 or isinstance(a, bool) or isinstance(b, bool):
        return 0.0
    num = (int, float)
    if isinstance(a, num) and isinstance(b, num):
        s = abs(a) + abs(b)
        try:
            return max(0.0, 1 - abs(a - b) / s) if s else 1.0
        except Exception:
            return 0.0
    if isinstance(a, str) and isinstance(b, str):
        import difflib
        return difflib.SequenceMatcher(None, a[:300], b[:300]).ratio()
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        n = max(len(a), len(b))
        if n == 0:
            return 1.0
        return sum(_near(x, y, depth + 1) for x, y in zip(a[:200], b[:200])) / n
    if isinstance(a, dict) and isinstance(b, dict):
        keys = set(a) | set(b)
        if not keys:
            return 1.0
        return sum(_near(a[k], b[k], depth + 1) for k in keys if k in a and k in b) / len(keys)
    if isinstance(a, (set, frozenset)) and isinstance(b, (set, frozenset)):
        u = a | b
        return len(a & b) / len(u) if u else 1.0
    return 0.0


def _leaves(a, b, out, depth=0):
    """The parts of an expected value b, in b's own order (so that every
    run of one assertion yields as many), each 0 where the computed value a
    has it right, else a small checksum of a's part there. Debugging's
    finer oracle again: one `assert result == {...}` checks many things,
    and a mutant that changes the wrong parts and leaves the right ones
    alone is evidence the way a test it alone fails is (Xuan and
    Monperrus's test case purification, at the level of values)."""
    import re
    import zlib
    if len(out) >= 200:
        return
    missing = a is _MISSING

    def leaf(ok, x):
        if ok:
            out.append(0)
        else:
            try:
                r = repr(x)[:300]
            except Exception:
                r = "?"
            out.append(1 + zlib.crc32(r.encode("utf-8", "replace")) % 999983)
    if depth < 6 and isinstance(b, dict):
        da = a if isinstance(a, dict) else {}
        for k, y in b.items():
            _leaves(da.get(k, _MISSING), y, out, depth + 1)
        leaf(not missing and isinstance(a, dict) and len(a) == len(b), None if missing else (type(a).__name__, len(a) if hasattr(a, "__len__") else -1))
        return
    if depth < 6 and isinstance(b, (list, tuple)):
        la = a if isinstance(a, (list, tuple)) else ()
        for i, y in enumerate(b):
            _leaves(la[i] if i < len(la) else _MISSING, y, out, depth + 1)
        leaf(not missing and isinstance(a, (list, tuple)) and len(a) == len(b), None if missing else (type(a).__name__, len(a) if hasattr(a, "__len__") else -1))
        return
    if isinstance(b, str) and len(b) <= 2000:
        # Words, numbers and signs, by position (as many parts whatever a is).
        tok = re.compile(r"\w+|[^\w\s]")
        tb = tok.findall(b)
        if len(tb) > 1:
            ta = tok.findall(a) if isinstance(a, str) else None
            for i, y in enumerate(tb):
                if ta is None:
                    leaf(False, a)
                else:
                    leaf(i < len(ta) and ta[i] == y, ta[i] if i < len(ta) else None)
            leaf(ta is not None and len(ta) == len(tb), None if ta is None else len(ta))
            return
    try:
        ok = not missing and type(a) == type(b) and a == b
    except Exception:
        ok = False
    leaf(ok, "<missing>" if missing else a)


class _Missing:
    def __repr__(self):
        return "<missing>"


_MISSING = _Missing()


def _assert_leaves(shape, vals, ns):
    """_leaves of an `assert x == y` (vals: [x, y]) or, for an `all(...)`
    assertion, one part per item (ns: each item's closeness; vals: the
    items); None when the check has fewer than two parts."""
    import zlib
    out = []
    if shape == "eq":
        _leaves(vals[0], vals[1], out)
    elif shape == "all" and ns is not None:
        for v, n in zip(list(vals)[:200], ns):
            out.append(0 if n == 1.0 else 1 + zlib.crc32(repr(v)[:300].encode("utf-8", "replace")) % 999983)
    return out if len(out) > 1 else None


_ASSERTS = {}

_REL = {"Lt": lambda a, b: a < b, "LtE": lambda a, b: a <= b, "Gt": lambda a, b: a > b, "GtE": lambda a, b: a >= b}


def _rel_near(op, a, b):
    """How close `a op b` (op one of < <= > >=) is to holding: 1 when it
    holds, else the numbers' relative distance (below 1: a boundary miss
    still fails)."""
    if _REL[op](a, b):
        return 1.0
    if isinstance(a, bool) or isinstance(b, bool) or not isinstance(a, (int, float)) or not isinstance(b, (int, float)):
        return 0.0
    s = abs(a) + abs(b)
    return min(0.99, max(0.0, 1 - abs(a - b) / s)) if s else 0.5


def _assert_shape(test):
    """What a failing assertion measures: ("eq", x, y) for `x == y`; ("rel",
    op, x, y) for a single < <= > >=; ("all", elt, generators) for
    `all(... for ...)` (each item's closeness averaged); None otherwise."""
    import ast
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        op = type(test.ops[0]).__name__
        if op == "Eq":
            return ("eq", test.left, test.comparators[0])
        if op in _REL:
            return ("rel", op, test.left, test.comparators[0])
    if isinstance(test, ast.Call) and isinstance(test.func, ast.Name) and test.func.id == "all" \
            and len(test.args) == 1 and not test.keywords and isinstance(test.args[0], (ast.GeneratorExp, ast.ListComp)):
        return ("all", test.args[0].elt, test.args[0].generators)
    return None


def _assert_near(exc, limit):
    """For a failed assertion of a shape _assert_shape knows (the statement
    that raised exc): how close it came to holding, re-evaluated in the
    failing frame (a fresh alarm bounds the re-evaluation); None for any
    other failure."""
    return _assert_eval(exc, limit)[0]


def _assert_eval(exc, limit, parts=None):
    """(closeness, digest): _assert_near's closeness and a digest of the
    values the assertion compared (what the run computed, for telling two
    runs' results apart when neither prints them); (None, None) when
    unknown. parts (a list), when given, receives _assert_leaves's parts."""
    import ast
    import linecache
    if not isinstance(exc, AssertionError) or exc.__traceback__ is None:
        return None, None
    tb = exc.__traceback__
    while tb.tb_next is not None:
        tb = tb.tb_next
    fr, line = tb.tb_frame, tb.tb_lineno
    path = fr.f_code.co_filename
    if path not in _ASSERTS:
        found = {}
        try:
            tree = ast.parse("".join(linecache.getlines(path)))
            for n in ast.walk(tree):
                if isinstance(n, ast.Assert):
                    shape = _assert_shape(n.test)
                    if shape is not None:
                        for ln in range(n.lineno, (n.end_lineno or n.lineno) + 1):
                            found[ln] = shape
        except Exception:
            pass
        _ASSERTS[path] = found
    shape = _ASSERTS[path].get(line)
    if shape is None:
        return None, None
    # The frame's locals seen from nested scopes too (a comprehension).
    env = dict(fr.f_globals)
    env.update(fr.f_locals)

    def ev(node):
        return eval(compile(ast.fix_missing_locations(ast.Expression(node)), path, "eval"), env)
    signal.setitimer(signal.ITIMER_PROF, limit)
    ns = None
    try:
        if shape[0] == "eq":
            vals = [ev(shape[1]), ev(shape[2])]
            r = _near(vals[0], vals[1])
        elif shape[0] == "rel":
            vals = [ev(shape[2]), ev(shape[3])]
            r = _rel_near(shape[1], vals[0], vals[1])
        else:
            elt, gens = shape[1], shape[2]
            shp = _assert_shape(elt)
            if shp is not None and shp[0] in ("eq", "rel"):
                pair = ast.Tuple(elts=[shp[-2], shp[-1]], ctx=ast.Load())
                items = vals = ev(ast.ListComp(elt=pair, generators=gens))
                if shp[0] == "eq":
                    ns = [_near(a, b) for a, b in items]
                else:
                    ns = [_rel_near(shp[1], a, b) for a, b in items]
            else:
                vals = ev(ast.ListComp(elt=elt, generators=gens))
                ns = [1.0 if v else 0.0 for v in vals]
            r = sum(ns) / len(ns) if ns else None
        digest = None
        try:
            digest = str(hash(repr(vals)[:100000]))
        except Exception:
            pass
        if parts is not None:
            try:
                parts.extend(_assert_leaves(shape[0], vals, ns) or ())
            except Exception:
                del parts[:]
        signal.setitimer(signal.ITIMER_PROF, 0)
        return (None if r is None else round(r, 4)), digest
    except BaseException:
        signal.setitimer(signal.ITIMER_PROF, 0)
        return None, None


def _override_source(path, src):
    """Makes the next import of the module at path load src instead (a
    mutant of a module the script imports, in a forked child)."""
    import importlib.abc
    import importlib.machinery
    import importlib.util

    class Loader(importlib.machinery.SourceFileLoader):
        def get_data(self, p):
            if p == path:
                return src.encode("utf-8")
            return super().get_data(p)

        def path_stats(self, p):
            raise OSError("no bytecode cache for a mutant")

    class Finder(importlib.abc.MetaPathFinder):
        def find_spec(self, name, target_path=None, target=None):
            spec = importlib.machinery.PathFinder.find_spec(name, target_path)
            if spec is not None and spec.origin == path:
                spec.loader = Loader(name, path)
            return spec
    sys.meta_path.insert(0, Finder())


class _MutantRunner:
    """The "mutants" mode (debugging's mutation evidence): runs the program,
    or the collected pytest items, once unchanged and once per mutant of a
    traced file, each in a forked child so that no mutant's state reaches
    the next. A pytest mutant is applied by swapping the code objects of the
    file's live functions for the mutant's (same name and first line; the
    mutants keep every line where it was), so that the tests' own imports
    see it; top-level changes are also run in the module's namespace."""

    def __init__(self, plan, files, out):
        self.plan = plan
        self.files = files
        self.out = out  # filled as runs finish: a wall-clock cut reports what was done
        self.per = float(plan.get("test_timeout") or 1)
        self.near = {}  # pytest: a failed item's assertion closeness (pytest_exception_interact)
        # The whole run's CPU budget (seconds; 0: none): the CPU time of
        # the children, summed as each is reaped. Once spent, no further
        # mutant starts: a set of mutants that loop costs the budget (and
        # one run's limit past it), not one limit each, and since the sum
        # is CPU time, where the cut falls does not move with the load.
        self.cpu_budget = float(plan.get("cpu_budget") or 0)
        self.out["cpu_seconds"] = 0.0
        self.out["skipped"] = 0
        # Once, before any child: the modules a child judges with, and the
        # traced files' lines (_assert_eval reads them).
        import importlib
        import linecache
        for name in self.CHILD_MODULES:
            importlib.import_module(name)
        for path in files:
            linecache.getlines(path)

    def _spent(self):
        return self.cpu_budget > 0 and self.out["cpu_seconds"] >= self.cpu_budget

    @staticmethod
    def _children_cpu():
        import resource
        ru = resource.getrusage(resource.RUSAGE_CHILDREN)
        return ru.ru_utime + ru.ru_stime

    # Limits are CPU time (ITIMER_PROF), not wall-clock time, so that what
    # a mutant run reports does not depend on the machine's load: a run
    # that spins is stopped after the same work whatever else runs. A wall
    # timer (BACKSTOP times longer) only catches a run blocked off the CPU
    # (a sleep), and the parent's wait is as long again. 50: at 20 a run
    # on a 2-core machine at load 40 met the wall timer before its CPU
    # limit (what it reported, and the CPU it took, then moved with load).
    BACKSTOP = 50
    # pytest: failing tests every mutant runs before it may stop at one
    # still failing (run_items).
    FIRST_FAILING = 3

    @classmethod
    def _arm(cls, handler, limit):
        # ITIMER_PROF counts CPU in scheduler ticks, each charged whole to
        # the task on the CPU when it comes: on a busy machine it fired after
        # 10-20 % less CPU than the process clock says ran (which the budget
        # sums, through the children's rusage), so more mutants fit the
        # budget at load. A SIGPROF that comes before the process clock has
        # reached the limit sets the timer again for what is left.
        # A SIGPROF whose handler runs after _disarm (the signal came just
        # before it) belongs to a limit no longer armed: it neither ends
        # nor re-arms anything.
        import time
        end = time.process_time() + limit
        token = cls._armed = object()

        def prof(signum, frame):
            if cls._armed is not token:
                return
            left = end - time.process_time()
            if left > 0.001:
                signal.setitimer(signal.ITIMER_PROF, left)
                return
            handler(signum, frame)
        signal.signal(signal.SIGPROF, prof)
        signal.signal(signal.SIGALRM, handler)
        signal.setitimer(signal.ITIMER_PROF, limit)
        signal.setitimer(signal.ITIMER_REAL, cls.BACKSTOP * limit + 1)

    _armed = None  # the token of the limit _arm set, until _disarm

    @classmethod
    def _disarm(cls):
        cls._armed = None
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.setitimer(signal.ITIMER_REAL, 0)

    # What a child judges a failure with (_error, _assert_eval, _near,
    # _leaves) imports modules the parent may not have: imported in every
    # forked child, they cost more CPU than the mutant's run (about 85 ms of
    # a tiny script's 110 ms at load), so the parent imports them once.
    CHILD_MODULES = ("traceback", "linecache", "ast", "difflib", "re", "zlib", "io")

    def _child(self, fn):
        """Runs fn() in a forked child; returns its JSON-able value, or None
        when the child died or overran."""
        import select
        import time
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(r)
            try:
                out = fn()
            except BaseException as e:
                out = {"crash": type(e).__name__}
            try:
                data = json.dumps(out, default=repr).encode()
                view = memoryview(data)
                while view:
                    view = view[os.write(w, view):]
            finally:
                os._exit(0)
        os.close(w)
        c0 = self._children_cpu()
        chunks = []
        deadline = time.monotonic() + 2 * self.BACKSTOP * self.budget + 5
        ok = True
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                ok = False
                break
            rd, _, _ = select.select([r], [], [], left)
            if not rd:
                ok = False
                break
            b = os.read(r, 65536)
            if not b:
                break
            chunks.append(b)
        if not ok:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        os.close(r)
        os.waitpid(pid, 0)
        self.out["cpu_seconds"] += self._children_cpu() - c0
        if not ok or not chunks:
            return None
        try:
            return json.loads(b"".join(chunks))
        except ValueError:
            return None

    @staticmethod
    def _codes(src, path):
        code = compile(src, path, "exec", dont_inherit=True)
        out = {}

        def walk(co):
            for c in co.co_consts:
                if isinstance(c, types.CodeType):
                    out[(c.co_name, c.co_firstlineno)] = c
                    walk(c)
        walk(code)
        return code, out

    def _apply(self, m, funcs):
        code, new = self._codes(m["src"], m["file"])
        if m.get("top"):
            mod = None
            for mo in list(sys.modules.values()):
                if getattr(mo, "__file__", None) == m["file"]:
                    mod = mo
                    break
            if mod is not None:
                exec(code, mod.__dict__)
        for f in funcs.get(m["file"], ()):
            c = new.get((f.__code__.co_name, f.__code__.co_firstlineno))
            if c is not None and c.co_freevars == f.__code__.co_freevars:
                f.__code__ = c

    def run_script(self, script):
        """Program mode: outcome = how the whole script ends."""
        import io

        def once(src, other=None):
            def fn():
                if other is not None:
                    _override_source(other["file"], other["src"])
                def alarm(*_):
                    raise TestTimeout()
                sys.stdout = io.StringIO()
                main_mod = types.ModuleType("__main__")
                main_mod.__file__ = script
                main_mod.__builtins__ = __builtins__
                sys.modules["__main__"] = main_mod
                code = compile(src, script, "exec", dont_inherit=True)
                probe = _ValueProbe(value_oracle) if value_oracle else None
                self._arm(alarm, self.per)
                try:
                    if probe is not None:
                        probe.start()
                    exec(code, main_mod.__dict__)
                    self._disarm()
                    res = {"ok": True}
                except TestTimeout:
                    res = {"ok": False, "err": "Timeout"}
                except SystemExit as e:
                    self._disarm()
                    res = {"ok": not e.code, "err": "SystemExit"}
                except BaseException as e:
                    self._disarm()
                    er = _error(e, self.files, tb_text=False)
                    res = {"ok": False, "err": er["type"], "line": er["line"], "msg": er["message"][:200]}
                    try:
                        parts = []
                        res["near"], res["val"] = _assert_eval(e, self.per, parts)
                        if parts:
                            res["parts"] = parts
                    except BaseException:
                        pass
                if probe is not None:
                    probe.judge(res)
                out = sys.stdout.getvalue()
                res["out"] = str(hash(out))
                if oracle:
                    res["lines"] = out.splitlines()[:2000]
                return [res]
            return fn
        oracle = self.plan.get("output_oracle")
        value_oracle = self.plan.get("value_oracle")
        base_count = []

        def judged(r):
            # The marked output decides, with the unchanged run's line count.
            if oracle and r:
                if not base_count:
                    base_count.append(len(r[0].get("lines") or ()))
                _judge_output(r[0], oracle, base_count[0])
            return r
        self.budget = self.per + 2
        with open(script, encoding="utf-8") as f:
            orig = f.read()
        self.out["base"] = judged(self._child(once(orig)))
        outs = self.out["mutants"] = []
        ms = self.plan.get("mutants") or ()
        for k, m in enumerate(ms):
            if self._spent():
                self.out["skipped"] = len(ms) - k
                break
            if m["file"] == script:
                outs.append(judged(self._child(once(m["src"]))))
            else:
                # A module the script imports: loaded from the mutant's source.
                outs.append(judged(self._child(once(orig, m))))
        return self.out

    def run_items(self, items):
        """pytest mode: each item's outcome, failing ones first; a mutant
        that passes none of the failing items stops there."""
        import gc
        import time
        from _pytest.runner import runtestprotocol
        funcs = {}
        for o in gc.get_objects():
            if type(o) is types.FunctionType and o.__code__.co_filename in self.files:
                funcs.setdefault(o.__code__.co_filename, []).append(o)

        def alarm(*_):
            raise TestTimeout()

        def one(item, limit):
            # The time an item took is CPU time too (process_time): the
            # limits derived from it do not grow with the load.
            self._arm(alarm, limit)
            t0 = time.process_time()
            self.near.pop(item.nodeid, None)
            try:
                reps = runtestprotocol(item, log=False, nextitem=None)
                self._disarm()
                bad = [r for r in reps if r.failed]
                if not bad:
                    return [True, "", time.process_time() - t0]
                msg = ""
                try:
                    rc = bad[0].longrepr.reprcrash
                    msg = "%s:%s" % (rc.lineno, rc.message)
                except Exception:
                    msg = str(bad[0].longrepr)[-200:]
                return [False, msg[:300], time.process_time() - t0, self.near.get(item.nodeid)]
            except TestTimeout:
                return [False, "Timeout", limit]

        def base():
            return [one(it, self.per) for it in items]
        self.budget = self.per * len(items) + 5
        b = self._child(base)
        if b is None:
            return self.out
        # Failing tests in collection order. The first FIRST_FAILING run
        # under every mutant (how many it repairs is partial-repair
        # evidence), then a mutant stops at its first still failing test
        # (a spinning one at once): a suite of many failing tests costs at
        # most that many runs more per mutant. Not fastest first: that
        # order came from measured times, so which partial repairs were
        # seen moved with the load.
        failing = [i for i, r in enumerate(b) if not r[0]]
        passing = [i for i, r in enumerate(b) if r[0]]
        lim = [min(self.per, max(0.2, 20 * r[2])) if r[0] or r[1] != "Timeout" else min(self.per, 0.5) for r in b]
        outs = []
        self.out["base"] = [r[:2] + r[3:] for r in b]
        self.out["ids"] = [it.nodeid for it in items]
        self.out["mutants"] = outs
        ms = self.plan.get("mutants") or ()
        for k, m in enumerate(ms):
            if self._spent():
                self.out["skipped"] = len(ms) - k
                break

            def fn(m=m):
                self._apply(m, funcs)
                res = {}
                repaired = True
                for n, i in enumerate(failing):
                    r = one(items[i], lim[i])
                    res[i] = r[:2] + r[3:]
                    if not res[i][0]:
                        repaired = False
                        if res[i][1] == "Timeout" or n + 1 >= self.FIRST_FAILING:
                            break
                # Passing tests: up to the first one broken (Metallaxis's
                # passed-killed), or the third for a repair.
                broke = 0
                for i in passing:
                    res[i] = one(items[i], lim[i])[:2]
                    broke += not res[i][0]
                    if broke >= (3 if repaired else 1):
                        break
                return res
            self.budget = sum(lim) + 3
            outs.append(self._child(fn))
        return self.out


# The keys of runtime.TracePlan (traceplan.go); TestTracePlanKeys checks
# that the two agree. A key this tracer does not know is a contract error.
TRACE_PLAN_KEYS = frozenset((
    "mode", "control_fd", "result_fd", "root", "files", "script", "max_steps", "layers", "values",
    "compare", "call", "pytest_args", "test_timeout", "untraced_run", "class", "method", "cases",
    "case_timeout", "limits", "mutants", "drop_steps", "printed", "output_oracle", "test_steps",
    "cpu_budget", "value_oracle"))


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        plan = json.load(f)
    if set(plan) - TRACE_PLAN_KEYS:
        raise SystemExit("tracer: plan keys unknown to this tracer: %s" % ", ".join(sorted(set(plan) - TRACE_PLAN_KEYS)))
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, here)
    import harness
    harness._limit(plan)
    mode = plan.get("mode", "program")
    files = set(plan.get("files") or {})
    root = plan.get("root") or os.getcwd()
    os.chdir(root)
    sys.path[0] = root
    rec = {"mode": mode, "status": "ok", "error": None}
    soft = plan.get("limits", {}).get("soft_seconds")
    tr = Tracer(plan)
    t0 = __import__("time").perf_counter()
    c0 = __import__("time").process_time()

    def emit_and_exit(status, message):
        tr.stop()
        rec["status"] = status
        rec["error"] = {"type": status, "message": message, "line": None}
        rec.update(tr.result())
        harness.write_result(plan, rec)
        os._exit(124)
    if soft:
        import threading
        t = threading.Timer(soft, emit_and_exit, ("timeout", "wall-clock limit of %gs reached" % soft))
        t.daemon = True
        t.start()
    if mode in ("program", "call"):
        script = plan["script"]
        sys.path.insert(0, os.path.dirname(script))
        main_mod = types.ModuleType("__main__")
        main_mod.__file__ = script
        main_mod.__builtins__ = __builtins__
        sys.modules["__main__"] = main_mod
        glb = main_mod.__dict__
        try:
            with open(script, "rb") as f:
                code = compile(f.read(), script, "exec", dont_inherit=True)
        except (SyntaxError, ValueError) as e:
            rec["status"], rec["error"] = "syntax_error", _error(e, files)
            harness.write_result(plan, rec)
            return
        if plan.get("untraced_run"):
            tr.values = False
        printed = None
        if plan.get("printed"):
            printed = sys.stdout = _PrintedLines(sys.stdout, tr)
        try:
            if mode == "program":
                if not plan.get("untraced_run"):
                    tr.start()
                exec(code, glb)
            else:
                exec(code, glb)
                call = compile(plan["call"], "<call>", "eval")
                if not plan.get("untraced_run"):
                    tr.start()
                v = eval(call, glb)
                tr.stop()
                rec["value"] = tr.snap(v)
        except SystemExit:
            rec["status"] = "exit"
        except StepLimit:
            rec["status"] = "step_limit"
        except BaseException as e:
            tr.stop()
            rec["status"], rec["error"] = "raised", _error(e, files)
        tr.stop()
        if printed is not None:
            sys.stdout = printed._out
            rec["printed"] = printed.finish()
    elif mode == "oracle":
        # Calls a method of the script's class on each case (an args list
        # literal), untraced, with a time limit per case: the test oracle of
        # unstuck mutate.
        import ast
        import copy
        script = plan["script"]
        glb = {"__name__": "prog", "__file__": script, "__builtins__": __builtins__}
        outs = []
        rec["outputs"] = outs
        try:
            with open(script, "rb") as f:
                exec(compile(f.read(), script, "exec", dont_inherit=True), glb)
            cls = glb[plan.get("class") or "Solution"]
        except BaseException as e:
            rec["status"], rec["error"] = "raised", _error(e, files)
            cls = None

        def alarm(*_):
            raise TestTimeout()
        signal.signal(signal.SIGALRM, alarm)
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        for case in plan.get("cases") or () if cls is not None else ():
            args = ast.literal_eval(case)
            o = {"ok": False}
            signal.setitimer(signal.ITIMER_REAL, float(plan.get("case_timeout") or 1))
            try:
                a = copy.deepcopy(args)
                v = getattr(cls(), plan["method"])(*a)
                signal.setitimer(signal.ITIMER_REAL, 0)
                o = {"ok": True, "out": repr(v), "args": repr(a)}
            except TestTimeout:
                o["err"] = "Timeout"
            except BaseException as e:
                signal.setitimer(signal.ITIMER_REAL, 0)
                o["err"] = type(e).__name__
            outs.append(o)
    elif mode == "mutants":
        rec["mutation"] = {}
        mr = _MutantRunner(plan, files, rec["mutation"])
        null = os.open(os.devnull, os.O_WRONLY)
        saved = os.dup(1)
        os.dup2(null, 1)
        try:
            if plan.get("script"):
                mr.run_script(plan["script"])
            else:
                import pytest

                class _Loop:
                    @pytest.hookimpl(tryfirst=True)
                    def pytest_runtestloop(self, session):
                        mr.run_items(list(session.items))
                        return True

                    def pytest_exception_interact(self, node, call, report):
                        if call.excinfo is not None and call.when == "call":
                            mr.near[node.nodeid] = _assert_near(call.excinfo.value, mr.per)
                args = list(plan.get("pytest_args") or [])
                args += ["-q", "-p", "no:cacheprovider", "-p", "no:randomly", "--no-header", "-rN"]
                pytest.main(args, plugins=[_Loop()])
        finally:
            os.dup2(saved, 1)
    elif mode in ("pytest", "tests"):
        import pytest
        tests_timeout = float(plan.get("test_timeout") or 5)
        _CovPlugin.pytest_pyfunc_call = pytest.hookimpl(tryfirst=True)(_CovPlugin.pytest_pyfunc_call)
        plug = _CovPlugin(files, tests_timeout, tr if mode == "pytest" else None, int(plan.get("test_steps") or 0))
        rec["tests"] = plug.tests  # also reported if the wall-clock limit cuts the run
        args = list(plan.get("pytest_args") or [])
        args += ["-q", "-p", "no:cacheprovider", "-p", "no:randomly", "--no-header", "-rN"]
        null = os.open(os.devnull, os.O_WRONLY)
        saved = os.dup(1)
        os.dup2(null, 1)
        try:
            rc = pytest.main(args, plugins=[plug])
        finally:
            os.dup2(saved, 1)
        rec["pytest_exit"] = int(rc)
        rec["tests"] = plug.tests
        for t in plug.tests:
            if t.get("error"):
                rec["error"] = t["error"]
            if t.get("step_limit"):
                rec["status"] = "step_limit"
            elif mode == "pytest" and t.get("outcome") not in ("passed", "skipped", None) and rec["status"] == "ok":
                rec["status"] = "test_failed"
    rec["trace_seconds"] = __import__("time").perf_counter() - t0
    # CPU time too: on a shared machine the wall clock measures the others.
    rec["trace_cpu_seconds"] = __import__("time").process_time() - c0
    rec.update(tr.result())
    if plan.get("values") is False or plan.get("untraced_run"):
        rec["steps_count"] = len(tr.steps)
        if plan.get("drop_steps"):
            rec["steps"] = []
    harness.write_result(plan, rec)


if __name__ == "__main__":
    main()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except Exception:
        pass
    os._exit(0)
