# Phase: execute (runs inside the sandbox). Batch mode, a fork server for
# prefix exploration: the interpreter starts once, imports the libraries the
# candidates need, then forks one child per candidate prefix. Each child
# runs the prefix statement by statement, dropping those that raise, then
# the snippet under the line metric, and reports one JSON line. Forking
# costs a millisecond where a fresh interpreter with numpy costs a second.
import _thread
import gc
import json
import os
import select
import signal
import sys
import time
import types


# The keys of a job (runtime.Job's JSON names).
JOB_KEYS = frozenset(("id", "prefix", "timeout", "script", "stdout_bytes", "defs"))


class _JobTimeout(BaseException):
    """Raised in a child when its time is up (not an Exception, so the
    snippet's own handlers do not swallow it)."""


def run(plan, harness, ctl):
    # The nonce stays in ctl alone: a child wipes it before any snippet
    # code runs there (_run_job), so that no frame of the child leads to it.
    started = time.time()
    import linecov
    if not ctl:
        raise SystemExit("batch: no control message")
    _dumpable(0)
    filename = plan["filename"]
    with open(plan["source"], "rb") as f:
        source = f.read()
    try:
        code = compile(source, filename, "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as e:
        _send(ctl, {"final": True, "error": harness._error_record(e, filename), "status": "syntax_error"})
        return
    # The server's own path never holds the snippet's directory (children
    # put it first, _child): nothing a child writes there is imported here.
    sys.path.append(os.path.dirname(os.path.abspath(__file__)))
    t_imp = time.time()
    _preimport(plan.get("preimport"))
    import_s = time.time() - t_imp
    base = os.getcwd()
    deadline = time.time() + float(harness._soft_seconds(plan) or 1e9)
    ready_s = time.time() - started  # the fork server's start-up: compiling, preimports
    args = (plan, harness, linecov, code, filename, base, deadline, ctl)
    if not plan.get("serve"):
        t = time.time()
        _run_jobs(plan.get("jobs") or (), args)
        _send(ctl, {"final": True, "status": "ok", "startup_seconds": ready_s, "jobs_seconds": time.time() - t})
        return
    if plan.get("warm"):
        import warm
        warm.serve(plan, harness, linecov, ctl, base, _snippet_server, import_s)
        return
    _serve(args, ready_s, cpu0=0.0)  # the first batch counts the server's start-up
    _send(ctl, {"final": True, "status": "ok"})


def _cpu():
    """User and system seconds of this server and of the jobs it reaped:
    a batch's CPU is the difference across it."""
    import resource
    s, c = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return s.ru_utime + s.ru_stime + c.ru_utime + c.ru_stime


def _serve(args, ready_s, requests=None, failed=None, cpu0=None):
    """A session: one batch per line of stdin, each answered by its jobs'
    lines and a "done" line, until stdin ends or a "close" line comes
    (a warm server's snippet ends: warm.py). failed, when set, is the
    answer to every batch (the snippet does not compile). cpu0, when set,
    is where the first batch's CPU starts from: a snippet's server forked
    from a warm one counts its own preimports in its first batch."""
    import shutil
    ctl, base = args[7], args[5]
    for raw in requests or _requests():
        try:
            req = json.loads(raw.decode("utf-8"))
        except ValueError:
            continue
        if req.get("close"):
            return
        if failed is not None:
            _send(ctl, dict(failed, done=True))
            continue
        t = time.time()
        cpu = _cpu() if cpu0 is None else cpu0
        cpu0 = None
        _preimport(req.get("preimport"))
        t1 = time.time()
        jobs = req.get("jobs") or ()
        _run_jobs(jobs, args)
        _send(ctl, {"done": True, "status": "ok", "startup_seconds": ready_s + (t1 - t), "jobs_seconds": time.time() - t1,
                    "cpu_seconds": _cpu() - cpu})
        ready_s = 0.0
        for job in jobs:  # the disk limit is the session's: finished jobs' files go
            shutil.rmtree(os.path.join(base, "job-%s" % job["id"]), ignore_errors=True)


def _snippet_server(plan, harness, linecov, ctl, base, snippet, started):
    """One snippet's server, forked from a warm server (warm.py) after the
    box was made fresh: it serves that snippet's batches as a session's
    server would, with the snippet's file, line table and time."""
    plan = dict(plan, filename=snippet["filename"], units=snippet["units"],
                parallel=snippet.get("parallel") or plan.get("parallel"))
    with open(snippet["filename"], "rb") as f:
        source = f.read()
    failed = None
    code = None
    try:
        code = compile(source, plan["filename"], "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as e:
        failed = {"error": harness._error_record(e, plan["filename"]), "status": "syntax_error"}
    deadline = time.time() + float(snippet.get("seconds") or 1e9)
    _preimport(snippet.get("preimport"))
    ready_s = time.time() - started
    _send(ctl, {"opened": True})
    args = (plan, harness, linecov, code, plan["filename"], base, deadline, ctl)
    # A forked process's CPU counts from zero: its first batch's CPU
    # includes the snippet's own preimports above.
    _serve(args, ready_s, failed=failed, cpu0=0.0)


def _requests():
    """The lines of stdin, read from the descriptor (no sys.stdin buffer
    for a child to inherit)."""
    buf = b""
    while True:
        b = os.read(0, 1 << 16)
        if not b:
            return
        buf += b
        while b"\n" in buf:
            line, buf = buf.split(b"\n", 1)
            yield line


def _preimport(mods):
    """Imports mods in the server, with the cyclic collector off meanwhile:
    a full collection in the middle of a large import walks every object
    imported so far, again and again (pandas or scrapy import about a
    sixth faster without). The server only serves forks; no job's result
    is reported without its cold replay, which imports as python3 does."""
    was = gc.isenabled()
    gc.disable()
    try:
        for mod in mods or ():
            if mod in sys.modules:
                continue
            try:
                __import__(mod)
            except BaseException:
                pass
    finally:
        if was:
            gc.enable()


def _run_jobs(jobs, args):
    plan, harness, linecov, code, filename, base, deadline, ctl = args
    # Up to `parallel` children at a time: a prefix that waits (a sleep, a
    # server's accept, a timeout) holds its slot without holding the
    # batch. Each child is still forked from this clean parent.
    width = max(1, int(plan.get("parallel") or 1))
    queue = list(jobs)
    running = {}  # read end -> _Child
    while queue or running:
        while queue and len(running) < width:
            job = queue.pop(0)
            if time.time() > deadline:
                _send(ctl, {"id": job["id"], "status": "skipped", "error": {"type": "Timeout", "message": "batch time used up"}})
                continue
            c = _start_job(job, plan, harness, linecov, code, filename, base, deadline, ctl, running)
            running[c.fd] = c
        if not running:
            continue
        left = max(0.0, min(c.end for c in running.values()) - time.time())
        ready, _, _ = select.select(list(running), [], [], left)
        now = time.time()
        for fd in list(running):
            c = running[fd]
            done = now >= c.end
            if fd in ready:
                b = os.read(fd, 1 << 16)
                if b:
                    c.chunks.append(b)
                else:
                    done = True
            if done:
                del running[fd]
                _send(ctl, c.finish())


class _Child:
    """A forked job as the parent sees it: its pid, the read end of its
    result pipe, what it wrote so far and when its time is up."""

    def __init__(self, job, pid, fd, timeout):
        self.job, self.pid, self.fd, self.timeout = job, pid, fd, timeout
        self.chunks, self.end = [], time.time() + timeout + 2

    def finish(self):
        os.close(self.fd)
        try:
            os.kill(self.pid, signal.SIGKILL)
        except OSError:
            pass
        try:
            os.waitpid(self.pid, 0)
        except OSError:
            pass
        try:
            return json.loads(b"".join(self.chunks).decode("utf-8"))
        except ValueError:
            return {"id": self.job["id"], "status": "killed",
                    "error": {"type": "Timeout", "message": "no result within %.1fs" % self.timeout}}


# The line tables of the plan this server's jobs run under (linecov's
# line_tables), built before the first fork instead of in every job: the
# plan's units object and its tables.
_TABLES = []


def _line_tables(plan, linecov):
    units = plan.get("units")
    if not _TABLES or _TABLES[0] is not units:
        _TABLES[:] = [units, linecov.line_tables(plan)]
    return _TABLES[1]


def _start_job(job, plan, harness, linecov, code, filename, base, deadline, ctl, running):
    timeout = min(float(job.get("timeout") or 10), max(0.1, deadline - time.time()))
    _precompile(job.get("prefix") or ())
    defs = _defined((job.get("prefix") or ())[:int(job.get("defs") or 0)])
    tables = None if job.get("script") else _line_tables(plan, linecov)
    r, w = os.pipe()
    sys.stdout.flush()
    sys.stderr.flush()
    _freeze()
    pid = os.fork()
    if pid == 0:  # child
        os.close(r)
        for fd in running:  # a sibling's results are not this child's to read
            os.close(fd)
        os.close(int(ctl["result_fd"]))
        ctl.clear()
        _dumpable(1)  # the snippet's own /proc/self as usual
        rec = {"id": job["id"]}
        try:
            rec.update(_child(job, plan, harness, linecov, code, filename, base, timeout, tables, defs))
        except BaseException as e:  # the harness itself must never hang a batch
            rec.update({"status": "crashed", "error": {"type": type(e).__name__, "message": str(e)[:500]}})
        _write(w, rec)
        os._exit(0)
    os.close(w)
    return _Child(job, pid, r, timeout)


# Prefix statements compiled by this server, by text, for its jobs: a
# Stub class is some 700 lines, and every job that binds a stand-in
# compiled it again after its fork (5 ms each). None: compiled with a
# warning or an error, so that each child compiles it itself as before.
_CODE = {}
_CODE_STATE = []


def _compile_state():
    """What, besides the text, decides what compile() does with a
    statement here: the warning filters (a warning may be an error) and
    the recursion limit."""
    import warnings
    return (list(warnings.filters), sys.getrecursionlimit())


def _precompile(stmts):
    """Compiles the statements not compiled before, before a job forks:
    the child reuses the code (_code). A statement whose compile warned
    or failed is left to the child, which then warns or fails as it did."""
    import warnings
    state = _compile_state()
    if not _CODE_STATE or _CODE_STATE[0] != state:
        # A batch's preimports (tensorflow's, scrapy's) may have added
        # warning filters since: the codes compiled before are not this
        # state's, the ones compiled now are (a state seen once and kept
        # left every later job to compile its prefix itself).
        _CODE_STATE[:] = [state]
        _CODE.clear()
    for stmt in stmts:
        if stmt in _CODE:
            continue
        shown = []
        keep = warnings.showwarning
        warnings.showwarning = lambda *a, **k: shown.append(a)
        try:
            c = compile(stmt, "<prefix>", "exec", dont_inherit=True)
        except BaseException:
            c = None
        finally:
            warnings.showwarning = keep
        _CODE[stmt] = None if shown else c


def _code(stmt):
    """A prefix statement's code in a job: the server's (_precompile)
    while nothing that compile() depends on has changed since, which the
    prefix statements run before it may have done; else compiled now."""
    c = _CODE.get(stmt)
    if c is None or _CODE_STATE[0] != _compile_state():
        return compile(stmt, "<prefix>", "exec", dont_inherit=True)
    return c


# The runtime's own definitions a job's prefix opens with (runtime.Job's
# defs: the Stub class), run once by this server into a module of their
# own, by their texts: each job that opens with them gets the fork's copy
# of that module as its __main__ instead of making the class again, which
# costs a forked child some 20 ms of page faults (a fault costs tens of
# microseconds in a virtual machine). Their one effect outside the module
# is on builtins (the Stub class puts its callable() there): undone here,
# done again in each job that gets the module. None: they raised, or
# removed a builtin; each job runs them itself, as before.
_DEFS = {}


def _defined(stmts):
    """The module stmts made here and the builtins they set, or None."""
    key = tuple(stmts)
    if not key:
        return None
    if key not in _DEFS:
        import builtins
        before = dict(builtins.__dict__)
        mod = types.ModuleType("__main__")
        mod.__file__ = None  # (the job's file, set in the job: in its place among the module's names)
        mod.__builtins__ = __builtins__
        made = None
        try:
            for stmt in key:
                exec(_code(stmt), mod.__dict__)
            if before.keys() <= builtins.__dict__.keys():
                made = (mod, {k: v for k, v in builtins.__dict__.items() if k not in before or before[k] is not v})
        except BaseException:
            pass
        finally:
            for k in [k for k in builtins.__dict__ if k not in before]:
                del builtins.__dict__[k]
            builtins.__dict__.update(before)
        _DEFS[key] = made
    return _DEFS[key]


def _freeze():
    """Moves every object the server holds (its preimports: pandas and
    the like, hundreds of thousands) out of the collector's reach before a
    fork: a child's first full collection would otherwise walk them all
    and write to every page of the heap it shares with the server, which
    costs a job more CPU than its own work (gc.freeze). A child only
    leaves what the server made before the fork uncollected; what it
    allocates itself is collected as usual."""
    gc.freeze()


def _child(job, plan, harness, linecov, code, filename, base, timeout, tables=None, defs=None):
    # Each candidate gets its own directory, and its output goes nowhere:
    # the batch's own streams stay readable.
    d = os.path.join(base, "job-%s" % job["id"])
    os.makedirs(d, exist_ok=True)
    os.chdir(d)
    sys.path[0] = os.path.dirname(filename)
    harness.hide_runtime()  # the runtime's modules are none of the snippet's
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)

    def on_alarm(*_):
        raise _JobTimeout()
    harness.OWN_HANDLERS[:] = [on_alarm]
    signal.signal(signal.SIGALRM, on_alarm)

    def alarm_time():
        # When the alarm ends the job (time.monotonic's clock), while it is
        # still the job's: a sleep past it ends the job now, as the alarm
        # would (harness.sleep_watch).
        left = signal.getitimer(signal.ITIMER_REAL)[0]
        if left <= 0 or signal.getsignal(signal.SIGALRM) is not on_alarm:
            return None
        return time.monotonic() + left
    signal.setitimer(signal.ITIMER_REAL, timeout)
    if job.get("script"):
        return _script(code, filename, int(job.get("stdout_bytes") or 0), timeout)
    harness.ERROR_TRACEBACK = False  # (explore drops a job's traceback)
    cov = linecov.LineCoverage(plan, filename, tables)

    done = 0
    if defs is None:
        main_mod = types.ModuleType("__main__")
        main_mod.__file__ = filename
        main_mod.__builtins__ = __builtins__
    else:  # the prefix's first statements, run by the server (_defined)
        main_mod, done = defs[0], int(job.get("defs") or 0)
        main_mod.__file__ = filename
        import builtins
        builtins.__dict__.update(defs[1])
    sys.modules["__main__"] = main_mod
    sys.argv = [filename]  # as "python3 file.py" has it (argparse reads it), not the batch's own
    glb = main_mod.__dict__
    dropped = []
    # A deadlock ends the job as its time does (harness.watch_deadlock):
    # the signal goes to this, the main thread, whatever it waits on.
    main, dead, slept = _thread.get_ident(), [], []
    status, error = "ok", None
    try:
        for i, stmt in enumerate(job.get("prefix") or ()):
            if i < done:
                continue
            try:
                exec(_code(stmt), glb)
            except _JobTimeout:
                raise
            except BaseException as e:
                dropped.append({"index": i, "type": type(e).__name__, "message": str(e)[:300]})
        _await_snippet(glb)
        status, error = harness.run_traced(cov, code, glb, filename, on_deadlock=lambda: (
            dead.append(1), signal.pthread_kill(main, signal.SIGALRM)),
            on_sleep=(alarm_time, lambda: (slept.append(1), signal.pthread_kill(main, signal.SIGALRM))))
        if error and error.get("type") == "_JobTimeout":
            status, error = "timeout", {"type": "Timeout", "message": _over(timeout, dead, harness, slept), "line": None}
    except _JobTimeout:
        cov.stop()
        status, error = "timeout", {"type": "Timeout", "message": _over(timeout, dead, harness, slept), "line": None}
    signal.setitimer(signal.ITIMER_REAL, 0)
    return {"status": status, "error": error, "covered": cov.lines(), "dropped": dropped, "commits": _commits(glb)}


def _await_snippet(glb):
    """Sets the profile function the prefix's stand-ins left to wait for
    the snippet's first frame (stub.py, Stub._watch_early: the watch for
    refusals starts there), now that the prefix's statements are done:
    set at the prefix's first Stub, it was called at every call and
    return of the statements after it."""
    stub = glb.get("Stub")
    if not isinstance(stub, type):
        return
    first = stub.__dict__.get("_await_snippet")
    if first and type(first) is list and sys.getprofile() is None:
        sys.setprofile(first[0])


def _over(timeout, dead, harness, slept=()):
    """Why a job was ended before its end: its time (or a sleep past it),
    or a deadlock."""
    if dead:
        return harness.DEADLOCK_MESSAGE
    return "over %.1fs" % timeout + (harness.SLEPT_PAST if slept else "")


def _script(code, filename, limit, timeout):
    """A script job (Job.script): the file runs as a program, as `python3
    file` runs it, with no prefix and no line metric, and what it writes
    to its standard output is the job's (stdout, the first limit bytes).
    It runs in a process of its own, forked from this child, so that a
    script that ends with os._exit (origin.py does) still leaves the
    child to report it. Only unstuck's own scripts run so (explore's
    introspection): the server's preimports spare them the imports."""
    out, err = os.path.abspath("stdout"), os.path.abspath("error")
    pid = os.fork()
    if pid == 0:
        rc = 1
        try:
            signal.setitimer(signal.ITIMER_REAL, 0)  # the child keeps the time
            signal.signal(signal.SIGALRM, signal.SIG_DFL)
            fd = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            os.dup2(fd, 1)
            os.close(fd)
            main_mod = types.ModuleType("__main__")
            main_mod.__file__ = filename
            main_mod.__builtins__ = __builtins__
            sys.modules["__main__"] = main_mod
            sys.argv = [filename]
            exec(code, main_mod.__dict__)
            rc = 0
        except SystemExit as e:
            rc = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        except BaseException as e:
            try:
                with open(err, "w") as f:
                    json.dump({"type": type(e).__name__, "message": str(e)[:500]}, f)
            except BaseException:
                pass
        try:
            sys.stdout.flush()
        except BaseException:
            pass
        os._exit(rc & 0xFF)
    status, error = "ok", None
    try:
        _, wst = os.waitpid(pid, 0)
    except _JobTimeout:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        wst = None
        status, error = "timeout", {"type": "Timeout", "message": "over %.1fs" % timeout, "line": None}
    signal.setitimer(signal.ITIMER_REAL, 0)
    if wst is not None:
        if os.path.exists(err):
            with open(err) as f:
                status, error = "raised", dict(json.load(f), line=None)
        elif os.WIFSIGNALED(wst):
            status, error = "crashed", {"type": "Signal", "message": "signal %d" % os.WTERMSIG(wst), "line": None}
        elif os.WEXITSTATUS(wst):
            status, error = "exit", {"type": "SystemExit", "message": "exit status %d" % os.WEXITSTATUS(wst), "line": None}
    text = b""
    if os.path.exists(out):
        with open(out, "rb") as f:
            text = f.read(limit if limit > 0 else -1)
    return {"status": status, "error": error, "covered": [], "dropped": [], "commits": [],
            "stdout": text.decode("utf-8", "replace")}


def _commits(glb):
    """The plain values the prefix's stand-ins committed to (explore's Stub
    class reports them: execute.Commit), so that the prefix can be
    rewritten with them."""
    stub = glb.get("Stub")
    if not isinstance(stub, type) or not callable(getattr(stub, "_commits", None)):
        return []
    try:
        return [{"name": str(k), "value": str(v)} for k, v in sorted(stub._commits().items())]
    except BaseException:
        return []


# libc's prctl, looked up once by the server (_dumpable(0)): every job
# calls it after its fork, and a fresh CDLL and function pointer there
# cost a job some 4 ms of page faults at load (a forked child pays for
# every page it writes).
_PRCTL = []


def _dumpable(on):
    """PR_SET_DUMPABLE: off, this process's memory (/proc/PID/mem) is
    unreadable to its children, which run snippet code as the same user."""
    try:
        if not _PRCTL:
            import ctypes
            _PRCTL.append(ctypes.CDLL(None).prctl)
        _PRCTL[0](4, on, 0, 0, 0)
    except Exception:
        pass


def _send(ctl, rec):
    _write(int(ctl["result_fd"]), rec, ctl["nonce"])


def _write(fd, rec, nonce=None):
    # Lines to unstuck carry the nonce (runtime.Control); a child's line to
    # the batch does not need it. Each starts on a line of its own.
    if nonce is not None:
        rec["nonce"] = nonce
    data = ("\n" + json.dumps(rec, default=repr) + "\n").encode("utf-8", "replace")
    view = memoryview(data)
    while view:
        n = os.write(fd, view)
        view = view[n:]
