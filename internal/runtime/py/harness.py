# Phase: execute (runs inside the sandbox). The harness of every run: it
# limits its own process, runs the snippet under the line metric, and writes
# one JSON result to the result descriptor, whatever the snippet does.
#
# usage: python3 entry.py PLAN.json   (entry.py calls entry(); the plan names
# the snippet and limits)
import json
import os
import sys

_real_exit = os._exit

# The plan's keys, by the names of runtime.Plan and runtime.PlanLimits in Go
# (TestPlanKeys keeps the two sides equal): a key this side does not know
# stops the run instead of being ignored.
PLAN_KEYS = frozenset((
    "filename", "source", "instrumented", "units", "control_fd", "result_fd",
    "limits", "mode", "result_var", "jobs", "preimport", "parallel", "serve", "warm", "warm_seed", "sites", "record",
    "predictions", "elements", "concretize", "seed", "untraced", "fork"))
LIMIT_KEYS = frozenset(("memory_bytes", "cpu_seconds", "file_bytes", "processes", "soft_seconds", "seccomp", "deadline",
                        "run_seconds"))


def _check_plan(plan):
    unknown = set(plan) - PLAN_KEYS
    unknown |= set("limits." + k for k in set(plan.get("limits") or {}) - LIMIT_KEYS)
    if unknown:
        raise SystemExit("harness: plan keys unknown to this harness: %s" % ", ".join(sorted(unknown)))


def _soft_seconds(plan):
    """Seconds left before the watchdog ends the run: counted from the
    plan's deadline (fixed before the sandbox started) when there is one,
    so that a slow start cannot push the watchdog past the kill."""
    soft = plan.get("limits", {}).get("soft_seconds")
    if not soft:
        return None
    deadline = plan.get("limits", {}).get("deadline")
    if deadline:
        import time
        return max(0.001, min(soft, float(deadline) - time.time()))
    return soft


def _read_control(plan):
    """Reads the control message (nonce, result descriptor) and closes its
    descriptor; None when it is gone (another reader took it)."""
    fd = plan.get("control_fd")
    if fd is None:
        return {"nonce": "", "result_fd": 3}
    chunks = []
    try:
        while True:
            b = os.read(fd, 4096)
            if not b:
                break
            chunks.append(b)
        os.close(fd)
        return json.loads(b"".join(chunks).decode("utf-8"))
    except (OSError, ValueError):
        return None


def _seccomp(path):
    """Installs the sandbox's seccomp filter (classic BPF, built by Go) on
    this process, which has no other thread yet, so that everything it
    starts has it too. A filter that cannot be installed stops the run:
    the level promised it."""
    import ctypes
    with open(path, "rb") as f:
        data = f.read()

    class Prog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]
    buf = ctypes.create_string_buffer(data, len(data))
    prog = Prog(len(data) // 8, ctypes.cast(buf, ctypes.c_void_p))
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(38, 1, 0, 0, 0) != 0:  # PR_SET_NO_NEW_PRIVS
        raise SystemExit("harness: PR_SET_NO_NEW_PRIVS: errno %d" % ctypes.get_errno())
    if libc.prctl(22, 2, ctypes.byref(prog), 0, 0) != 0:  # PR_SET_SECCOMP, SECCOMP_MODE_FILTER
        raise SystemExit("harness: cannot install the seccomp filter: errno %d" % ctypes.get_errno())


def _limit(plan):
    # Limits are set here, before any snippet code runs, so that they hold on
    # every platform with or without bubblewrap or prlimit.
    lim = plan.get("limits", {})
    if lim.get("seccomp"):
        _seccomp(lim["seccomp"])
    try:
        import resource
    except ImportError:
        return

    def setl(res, soft, hard=None):
        if soft is None or soft <= 0:
            return
        hard = soft if hard is None else hard
        try:
            cur_soft, cur_hard = resource.getrlimit(res)
            if cur_hard != resource.RLIM_INFINITY:
                hard = min(hard, cur_hard)
                soft = min(soft, hard)
            resource.setrlimit(res, (soft, hard))
        except (ValueError, OSError):
            pass

    setl(resource.RLIMIT_AS, lim.get("memory_bytes"))
    cpu = lim.get("cpu_seconds")
    if cpu:
        setl(resource.RLIMIT_CPU, cpu, cpu + 2)
    setl(resource.RLIMIT_FSIZE, lim.get("file_bytes"))
    setl(resource.RLIMIT_NPROC, lim.get("processes"))
    try:
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    except (ValueError, OSError):
        pass


# The runtime's modules a run has imported by now, and the files beside
# them (source.py, instrumented.py: the snippet itself).
_RUNTIME_MODULES = ("harness", "linecov", "batch", "warm", "tracer", "source", "instrumented", "plainfork")


class _LexecutorFinder(object):
    """Finds lexecutor alone in the runtime's directory: pickled dummies
    name their class by it, and test plugins import it."""

    def __init__(self, here):
        self.here = here

    def find_spec(self, name, path=None, target=None):
        if name != "lexecutor":
            return None
        import importlib.util
        return importlib.util.spec_from_file_location(name, os.path.join(self.here, "lexecutor.py"))


def hide_runtime():
    """Before the snippet runs: the runtime's own modules are none of its
    modules, so `import batch` or `import source` fails as it does with
    plain python3. The runtime's directory leaves sys.path, and the
    modules already imported stay loaded under other names (their code
    holds them); lexecutor stays importable by its name."""
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != here]
    for name in _RUNTIME_MODULES:
        m = sys.modules.pop(name, None)
        if m is not None:
            sys.modules["_unstuck_" + name] = m
    if not any(type(f).__name__ == "_LexecutorFinder" for f in sys.meta_path):
        sys.meta_path.append(_LexecutorFinder(here))


def write_result(plan, rec):
    """The checked result path of the runners that write one record at
    their end (tracer.py): the control message is read now, the record
    stamped with its nonce; when the message is gone, the record says so."""
    ctl = _read_control(plan)
    if not ctl:
        rec, fd = {"control_taken": True}, int(plan.get("result_fd", 3))
    else:
        rec["nonce"], fd = ctl["nonce"], int(ctl["result_fd"])
    data = ("\n" + json.dumps(rec, default=repr) + "\n").encode("utf-8", "replace")
    view = memoryview(data)
    while view:
        n = os.write(fd, view)
        view = view[n:]


class Reporter:
    """Writes the single result record. The first writer wins: normal end,
    watchdog, CPU-limit signal, or os._exit from the snippet.

    While the snippet runs, no nonce is in this process: the control
    message stays unread in its pipe and is read when the record is
    written, so that walking frames or the garbage collector's objects
    finds no nonce to forge with. Only the harness's own functions may
    write (emit checks its caller), and when the message is gone by then
    (the snippet read the descriptor itself), the record says so instead
    and unstuck believes no result of the run."""

    def __init__(self, plan, emitters):
        import threading
        self.plan = plan
        self.fd = plan.get("result_fd", 3)
        self.emitters = frozenset(emitters)
        self.pid = os.getpid()
        self.lock = threading.Lock()
        self.done = False

    def emit(self, record):
        # Processes the snippet forked share the descriptor; only the
        # original process speaks.
        if os.getpid() != self.pid or sys._getframe(1).f_code not in self.emitters:
            return
        with self.lock:
            if self.done:
                return
            self.done = True
            ctl = _read_control(self.plan)
            if not ctl:
                record = {"control_taken": True}
            else:
                self.fd = int(ctl["result_fd"])
                record["nonce"] = ctl["nonce"]
            # On a line of its own: bytes the snippet wrote to the descriptor
            # before do not spoil it.
            data = ("\n" + json.dumps(record, default=repr) + "\n").encode("utf-8", "replace")
            try:
                view = memoryview(data)
                while view:
                    n = os.write(self.fd, view)
                    view = view[n:]
                os.close(self.fd)
            except OSError:
                pass


def _short(text, limit=2000):
    text = str(text)
    return text if len(text) <= limit else text[:limit] + "..."


_DISK_ERRNOS = (28, 27, 122)  # ENOSPC, EFBIG, EDQUOT


def _status_of(exc):
    """The status of a run that ended in exc: disk_limit when it ran out of
    its writable space or over the file size limit."""
    if isinstance(exc, OSError) and exc.errno in _DISK_ERRNOS:
        return "disk_limit"
    return "raised"


# Whether error records carry the formatted traceback. A batch job turns
# it off in its child (batch._child): explore drops a job's traceback, and
# formatting it imported traceback, linecache, tokenize and ast in every
# job that raised and read the source of each frame's file.
ERROR_TRACEBACK = True


def _error_record(exc, filename):
    line = None
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    if isinstance(exc, SyntaxError) and exc.filename == filename:
        line = exc.lineno
    try:
        msg = str(exc)
    except Exception:  # a broken __str__ of the snippet's own exception
        msg = "<unprintable>"
    tb_text = ""
    if ERROR_TRACEBACK:
        try:
            import traceback
            tb_text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        except Exception:
            tb_text = ""
    return {"type": type(exc).__name__, "message": _short(msg), "line": line,
            "traceback": _short(tb_text, 8000)}


def _describe(value, engine):
    """What the diff of two versions compares: type, primitive value, size."""
    d = {"type": type(value).__name__, "repr": _short(_safe_repr(value), 200)}
    if isinstance(value, (bool, int, float, str, bytes, type(None))):
        d["primitive"] = True
    try:
        d["len"] = len(value)
    except Exception:
        d["len"] = None
    if engine is not None:
        d["injected"] = bool(engine.is_injected(value))
    return d


def _safe_repr(value):
    try:
        return repr(value)
    except Exception:
        return "<unrepresentable %s>" % type(value).__name__


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        plan = json.load(f)
    _check_plan(plan)
    _limit(plan)
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import linecov
    if plan.get("fork"):
        # A fork server of plain runs (plainfork.py): this process becomes
        # the relay; the server goes on from here as a cold run does.
        import plainfork
        plainfork.split(plan)

    filename = plan["filename"]
    with open(plan["source"], "rb") as f:
        source = f.read()
    cov = linecov.LineCoverage(plan, filename)

    mode = plan.get("mode", "as-is")
    if mode == "batch":
        # The batch's own process runs no snippet code (its forked children
        # do, after wiping the message): it reads the message now.
        import batch
        batch.run(plan, sys.modules[__name__], _read_control(plan))
        return
    engine = None
    head = ()
    state = {"reverted": [], "globals": None}

    def result(error, status):
        cov.stop()
        for s in (sys.stdout, sys.stderr):
            try:
                s.flush()
            except Exception:
                pass
        rec = {"covered": cov.lines(), "error": error, "status": status, "mode": mode,
               "reverted_lines": state["reverted"], "cpu_seconds": _cpu_seconds()}
        if engine is not None:
            try:
                rec.update(engine.report())
            except Exception as e:  # never lose the coverage over a report
                rec["report_error"] = repr(e)
        var = plan.get("result_var")
        if var and state["globals"] is not None and var in state["globals"]:
            rec["result_value"] = _describe(state["globals"][var], engine)
        return rec

    def abort(status, message):
        # status None: the snippet called os._exit(message).
        if status is None:
            rep.emit(result(None, "exit"))
            _real_exit(message)
        rep.emit(result({"type": status, "message": message, "line": None}, status))
        _real_exit(124)

    rep = Reporter(plan, (main.__code__, abort.__code__))

    # Watchdog: end the run a little before the wall-clock kill so that the
    # lines covered so far are still reported.
    watchdog = []
    # When the watchdog set last ends the run (time.monotonic's clock),
    # and why: a sleep past it ends the run now (sleep_watch).
    armed = []

    def arm(seconds, why):
        """Sets the watchdog to end the run after seconds (replacing one
        set before)."""
        import threading
        import time
        for t in watchdog:
            t.cancel()
        del watchdog[:]
        armed[:] = [time.monotonic() + seconds, why]
        t = threading.Timer(seconds, abort, why)
        t.daemon = True
        try:
            t.start()
            watchdog.append(t)
        except RuntimeError:
            # No thread to be had: the process limit counts every process
            # of the user, which for root on a busy host can be all used
            # up. A real-time timer signal keeps the watchdog.
            import signal
            signal.signal(signal.SIGALRM, lambda *a: abort(*why))
            signal.setitimer(signal.ITIMER_REAL, seconds)
            del armed[:]  # (a handler not the harness's own: no early end)

    def armed_deadline():
        # The watchdog's time, while no real-time timer of the snippet's
        # could end the run otherwise first.
        import signal
        if not armed or not watchdog or signal.getitimer(signal.ITIMER_REAL)[0] > 0:
            return None
        return armed[0]

    soft = _soft_seconds(plan)
    if soft:
        # The message names the limit, not what was left of it at start.
        arm(soft, ("Timeout", "wall-clock limit of %gs reached" % plan["limits"]["soft_seconds"]))
    try:
        import signal
        OWN_HANDLERS.append(lambda *a: abort("CPULimit", "CPU time limit reached"))
        signal.signal(signal.SIGXCPU, OWN_HANDLERS[-1])
    except (ImportError, AttributeError, ValueError, OSError):
        pass
    # A snippet that calls os._exit must not lose the result.
    def exit_hook(code=0):
        abort(None, code)
    os._exit = exit_hook

    sys.argv = [filename]
    # The snippet is the program: it gets a fresh __main__ module, so that
    # "from __main__ import x" and pickling of its classes find its names.
    import types
    main_mod = types.ModuleType("__main__")
    main_mod.__file__ = filename
    # The builtins module, as python3 gives __main__ (in an imported
    # module such as this one, __builtins__ is the module's dict).
    import builtins
    main_mod.__builtins__ = builtins
    sys.modules["__main__"] = main_mod
    glb = main_mod.__dict__
    state["globals"] = glb
    status, error = "ok", None
    try:
        if mode in ("lexecutor", "record"):
            import lexecutor
            engine = lexecutor.install(plan).rebind(glb)
            with open(plan["instrumented"], encoding="utf-8") as f:
                inst = f.read()
            code, state["reverted"] = lexecutor.compile_with_fallback(
                inst, source.decode("utf-8"), plan["units"], filename)
        else:
            code = compile(source, filename, "exec", dont_inherit=True)
            head, code = leading_imports(source, filename, code)
    except (SyntaxError, ValueError) as e:  # ValueError: NUL bytes
        rep.emit(result(_error_record(e, filename), "syntax_error"))
        return
    # The snippet's directory comes first, as for "python3 file.py"; the
    # runtime's is not on the path (hide_runtime).
    sys.path[0] = os.path.dirname(filename)
    hide_runtime()
    after_head = None
    run = plan.get("limits", {}).get("run_seconds")
    if run and soft and head:
        def after_head():
            left = _soft_seconds(plan)
            if run < left:
                arm(run, ("Timeout", "run time of %gs after the imports reached" % run))
    if plan.get("fork"):
        # Returns in a fork of the server, for one file with the same name
        # whose first import is on the same line: it runs as here.
        req = sys.modules["_unstuck_plainfork"].serve(plan, glb, filename, head, watchdog)
        # The fork's file: another name, in the same directory.
        filename = req["filename"]
        sys.argv[0] = filename
        glb["__file__"] = filename
        plan, code, head, why = _forked(req, plan, filename, watchdog)
        rep = Reporter(plan, (main.__code__, abort.__code__))
        if why:
            rep.emit({"fork_refused": why})
            _real_exit(0)
        cov = linecov.LineCoverage(plan, filename)
        soft = _soft_seconds(plan)
        if soft:
            name, count = watchdog[0].name if watchdog else None, req["_counter"]
            arm(soft, ("Timeout", "wall-clock limit of %gs reached" % plan["limits"]["soft_seconds"]))
            if name is not None and count is not None and watchdog:
                # The cold run's watchdog is the thread it started first,
                # and the next thread gets the next number.
                import itertools
                import threading
                watchdog[0]._name = name
                threading._counter = itertools.count(count).__next__
        run = plan.get("limits", {}).get("run_seconds")
        after_head = None
        if run and soft and head:
            def after_head():
                left = _soft_seconds(plan)
                if run < left:
                    arm(run, ("Timeout", "run time of %gs after the imports reached" % run))
    status, error = run_traced(cov, code, glb, filename, head, after_head,
                               on_deadlock=lambda: abort("Timeout", DEADLOCK_MESSAGE),
                               skip=lambda: [t.ident for t in watchdog],
                               on_sleep=(armed_deadline, lambda: abort(armed[1][0], armed[1][1] + SLEPT_PAST)))
    rep.emit(result(error, status))


def _forked(req, plan, filename, watchdog):
    """A fork of the plain-run server (plainfork.py): its plan, the file's
    code and leading imports, compiled as the cold run compiles them, and
    why it must run cold instead ("" when it need not)."""
    pf = sys.modules["_unstuck_plainfork"]
    plan, why = pf.child_setup(req, plan)
    if why:
        return plan, None, (), why
    import warnings
    with open(plan["source"], "rb") as f:
        source = f.read()
    # The cold run compiles before any import: a warning filter an import
    # set could make compiling differ here.
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            code = compile(source, filename, "exec", dont_inherit=True)
            head, code = leading_imports(source, filename, code)
        except (SyntaxError, ValueError):
            return plan, None, (), "the file does not compile"
    if caught:
        return plan, None, (), "compiling the file warned"
    fork = req.get("_fork") or {}
    line = int(fork.get("line", -1))
    loaded, first = pf.before_line(source, filename, line)
    if loaded is None or len(head) <= len(loaded) or head[len(loaded)][0] != line:
        return plan, None, (), "the file's first import is not on the server's line"
    if [dump for _, dump in loaded] != fork.get("loaded", []):
        return plan, None, (), "the file's imports before the server's line are not the server's"
    if pf._top(first) != fork.get("top"):
        return plan, None, (), "the file's first import is not the server's package"
    if fork.get("module") and first != fork["module"]:
        return plan, None, (), "the file's first import is not the sub-server's module"
    sys.modules.pop("_unstuck_plainfork", None)  # no module of a cold run's
    return plan, code, head, ""


def _cpu_seconds():
    """User and system seconds of this process and of the children it
    reaped: the run's CPU, as the sandbox's own accounting cannot see past
    bubblewrap's pid namespace."""
    import resource
    s, c = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return s.ru_utime + s.ru_stime + c.ru_utime + c.ru_stime


def leading_imports(source, filename, code):
    """Splits off the import statements the file begins with, each compiled
    on its own, from the rest: (head, rest). They run first, in the same
    order and namespace, but untraced: a line tracer makes importing
    numpy or pandas half as slow again, and their frames are not the
    file's. An import statement completes or raises as a whole, so each
    one's coverage is known without tracing it (run_traced). A file with a
    __future__ import, whose flags bind the whole module, is not split."""
    # The C module: ast.py's import (enum, contextlib) would cost a cold
    # run of a file that imports neither more than the split saves.
    import _ast as ast
    try:
        tree = compile(source, filename, "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    except (SyntaxError, ValueError):
        return (), code
    body = tree.body
    k = 0
    while k < len(body) and isinstance(body[k], (ast.Import, ast.ImportFrom)):
        if isinstance(body[k], ast.ImportFrom) and body[k].module == "__future__":
            return (), code
        k += 1
    if k == 0:
        return (), code
    head = [(st.lineno, compile(ast.Module(body=[st], type_ignores=[]), filename, "exec", dont_inherit=True))
            for st in body[:k]]
    rest = compile(ast.Module(body=body[k:], type_ignores=[]), filename, "exec", dont_inherit=True)
    return head, rest


# A deadlock: every thread of the run waits, with no time limit, in one of
# threading's waits (Condition.wait: Event, Queue.get, Future.result,
# Semaphore, Barrier; Thread.join) on a lock that is still held, so no
# thread is left to release it (a future submitted to the one busy worker
# of an executor, an event nobody sets). Nothing more runs, ever: the run
# ends then, as at its time limit, with the lines it covered, instead of
# holding its job until that limit.
DEADLOCK_POLL = 0.2   # seconds between two looks at the threads
SLEEP_POLL = 0.05     # and at the main thread's sleep (sleep_watch)
DEADLOCK_LOOKS = 3    # looks in a row that find the same waits
DEADLOCK_MESSAGE = "deadlock: every thread waits on a lock no thread can release"


def _waits_forever(f, th, frames):
    """Whether a thread whose innermost frame is f waits in threading with
    no time limit on a lock still held (th: the threading module)."""
    code = f.f_code
    if code is th.Condition.wait.__code__:
        loc = f.f_locals
        w = loc.get("waiter")
        # gotit is False from just before the wait until it returns; a
        # notify() releases the waiter first.
        return loc.get("timeout") is None and loc.get("gotit") is False and w is not None and w.locked()
    if code is th.Thread._wait_for_tstate_lock.__code__:
        loc = f.f_locals
        lock, t = loc.get("lock"), loc.get("self")
        # The joined thread still runs Python code (a thread whose code has
        # ended releases its lock as it goes).
        return (loc.get("block") is True and loc.get("timeout") == -1 and lock is not None and lock.locked()
                and t is not None and t.ident in frames)
    # An idle worker of a ThreadPoolExecutor waits in C (SimpleQueue.get)
    # for work nobody else is left to submit.
    cf = sys.modules.get("concurrent.futures.thread")
    if cf is not None and code is getattr(getattr(cf, "_worker", None), "__code__", None):
        q = f.f_locals.get("work_queue")
        return q is not None and q.empty() and f.f_lineno in _lines_calling(code, "work_queue.get(block=True)")
    return False


_CALL_LINES = {}


def _lines_calling(code, text):
    """The lines of code's function whose source holds text (cached)."""
    key = (code, text)
    if key not in _CALL_LINES:
        import linecache
        lines = set()
        for _, _, n in code.co_lines():
            if n is not None and text in linecache.getline(code.co_filename, n):
                lines.add(n)
        _CALL_LINES[key] = lines
    return _CALL_LINES[key]


def _deadlocked(skip):
    """The waits of every thread but those in skip (their innermost frames'
    positions), when all of them wait forever; None otherwise."""
    th = sys.modules.get("threading")
    if th is None or getattr(th, "_limbo", None):
        return None  # no threading, or a thread still starting
    frames = sys._current_frames()
    for ident in list(getattr(th, "_active", {})):
        if ident not in frames and ident not in skip:
            return None  # a thread in C code only: it may release a lock
    waits = []
    for ident, f in frames.items():
        if ident in skip:
            continue
        if not _waits_forever(f, th, frames):
            return None
        waits.append((ident, id(f), f.f_lasti))
    return sorted(waits) or None


# A run whose main thread sleeps past the run's deadline (time.sleep(60)
# with 5 s of the run left: a scheduler's next event, a progress bar's
# pause) would be ended in that sleep by the deadline, with the lines it
# has. While no other thread or child process of the run can go on and no
# handler of the snippet's could take a signal, nothing moves while it
# sleeps, so the run is ended at once, as the deadline ends it (same
# status and lines; the message adds SLEPT_PAST), instead of holding its
# job or replay until then. The sleep is read where the kernel has it:
# the thread's system call (clock_nanosleep to a time of the monotonic
# clock, TIMER_ABSTIME, as CPython's time.sleep sleeps) and that time, in
# the process's own memory.
SLEPT_PAST = " (ended at once: it slept past that)"  # the time-out's message says so
_SLEEP_CALL = {"x86_64": "230", "aarch64": "115"}.get(os.uname().machine)


def _task_lines(tid, name):
    with open("/proc/self/task/%d/%s" % (tid, name)) as f:
        return f.read()


def _sleeps_until(tid):
    """The time (time.monotonic's clock) until which thread tid of this
    process sleeps, or None when it is not in such a sleep. The call is
    read before and after the time, and the thread's count of voluntary
    switches around both: the same, it slept all along, in that call."""
    import struct
    if _SLEEP_CALL is None:
        return None
    try:
        if _task_lines(tid, "syscall").split()[:1] != [_SLEEP_CALL]:
            return None  # (the usual answer, at one read)
        switches = _task_lines(tid, "status").split("voluntary_ctxt_switches")[1]
        call = _task_lines(tid, "syscall").split()
        if call[:3] != [_SLEEP_CALL, "0x1", "0x1"]:  # CLOCK_MONOTONIC, TIMER_ABSTIME
            return None
        fd = os.open("/proc/self/mem", os.O_RDONLY)
        try:
            sec, nsec = struct.unpack("qq", os.pread(fd, 16, int(call[3], 16)))
        finally:
            os.close(fd)
        if (_task_lines(tid, "syscall").split()[:4] != call[:4]
                or _task_lines(tid, "status").split("voluntary_ctxt_switches")[1] != switches
                or not 0 <= nsec < 10**9):
            return None
        return sec + nsec / 1e9
    except (OSError, ValueError, IndexError, struct.error):
        return None


def _alone(main, me, own):
    """Whether nothing of the run but thread main can act: no thread but
    main, me and the harness's own (own: their native ids), no child
    process, and no signal handler but the harness's (OWN_HANDLERS)."""
    import signal
    try:
        tasks = {int(t) for t in os.listdir("/proc/self/task")}
        if not tasks <= {main, me} | set(own):
            return False
        for t in tasks:
            if _task_lines(t, "children").strip():
                return False
    except (OSError, ValueError):
        return False
    for s in signal.valid_signals():
        try:
            h = signal.getsignal(s)
        except (OSError, ValueError):
            continue
        if callable(h) and h is not signal.default_int_handler and h not in OWN_HANDLERS:
            return False
    return True


# The harness's own signal handlers (the job's alarm, the CPU limit's), for
# _alone: any other Python handler is the snippet's.
OWN_HANDLERS = []


def sleep_watch(main, me, own, deadline):
    """Whether thread main sleeps until after deadline() (time.monotonic's
    clock; None: no deadline known) with nothing else of the run able to
    act (_alone): the deadline would end the run in that sleep."""
    end = _sleeps_until(main)
    if end is None:
        return False
    limit = deadline()
    return limit is not None and end >= limit and _alone(main, me, own)


def watch_deadlock(on_deadlock, skip=(), on_sleep=None):
    """Starts a thread (a raw one: not the snippet's threading's, and not
    traced) that calls on_deadlock() once every thread but itself and
    those skip() names has waited forever (_deadlocked) for
    DEADLOCK_LOOKS looks in a row; returns the function that stops it.
    on_sleep, when given, is (deadline, end): end() is called once the
    calling thread sleeps past deadline() (sleep_watch)."""
    import _thread
    import time
    stop = []
    main = _thread.get_native_id()

    def watch():
        me = _thread.get_ident()
        mine = _thread.get_native_id()
        seen, same = None, 0
        # A sleep is looked for more often than a deadlock: a job of a
        # snippet that sleeps at once otherwise waits a whole poll.
        poll, tick = SLEEP_POLL if on_sleep is not None else DEADLOCK_POLL, 0
        while not stop:
            time.sleep(poll)
            if stop:
                return
            if on_sleep is not None:
                th = sys.modules.get("threading")
                active = getattr(th, "_active", {}) if th is not None else {}
                own = [active[i].native_id for i in skip() if i in active]
                if sleep_watch(main, mine, own, on_sleep[0]):
                    on_sleep[1]()
                    return
                tick += 1
                if tick % round(DEADLOCK_POLL / SLEEP_POLL):
                    continue  # (the deadlock's looks stay DEADLOCK_POLL apart)
            try:
                now = _deadlocked(set(skip()) | {me})
            except Exception:
                now = None
            same = same + 1 if now is not None and now == seen else (1 if now is not None else 0)
            seen = now
            if same >= DEADLOCK_LOOKS:
                seen, same = None, 0
                on_deadlock()
    try:
        _thread.start_new_thread(watch, ())
    except RuntimeError:
        pass  # no thread to be had (the process limit): the time limit ends it
    return lambda: stop.append(1)


def run_traced(cov, code, glb, filename, head=(), after_head=None, on_deadlock=None, skip=lambda: (), on_sleep=None):
    """Run code under the line metric as "python3 file.py" would, up to and
    including the atexit handlers; returns (status, error record). head
    are leading import statements (leading_imports), run first untraced:
    one that ends, or exits, has completed its line; after_head is called
    when they are done. on_deadlock, when given, is called if the run's
    threads deadlock (watch_deadlock; skip: the harness's own threads),
    and on_sleep's end if the run sleeps past its deadline."""
    halt = watch_deadlock(on_deadlock, skip, on_sleep) if on_deadlock is not None else None
    try:
        return _run_traced(cov, code, glb, filename, head, after_head)
    finally:
        if halt is not None:
            halt()


def _run_traced(cov, code, glb, filename, head, after_head):
    status, error = "ok", None
    try:
        for line, stmt in head:
            try:
                exec(stmt, glb)
            except SystemExit:
                cov.completed(line)
                raise
            cov.completed(line)
        if after_head is not None:
            after_head()
        cov.start()
        exec(code, glb)
    except SystemExit:
        status = "exit"
    except BaseException as e:
        cov.stop()
        status, error = _status_of(e), _error_record(e, filename)
    # The interpreter runs atexit handlers after the program, whatever
    # happened to it; their lines count like any others.
    cov.start()
    try:
        import atexit
        atexit._run_exitfuncs()
    except BaseException:
        pass
    cov.stop()
    return status, error


def entry():
    """The run (entry.py): main, then the process ends without the
    interpreter's teardown."""
    main()
    # Skip interpreter teardown: snippet objects with hostile __del__ or
    # non-daemon threads must not hang the run after the result is out.
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except Exception:
        pass
    _real_exit(0)
