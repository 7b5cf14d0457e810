# Phase: execute (runs inside the sandbox). Batch mode, a fork server for
# prefix exploration: the interpreter starts once, imports the libraries the
# candidates need, then forks one child per candidate prefix. Each child
# runs the prefix statement by statement, dropping those that raise, then
# the snippet under the line metric, and reports one JSON line. Forking
# costs a millisecond where a fresh interpreter with numpy costs a second.
import json
import os
import select
import signal
import sys
import time
import types


class _JobTimeout(BaseException):
    """Raised in a child when its time is up (not an Exception, so the
    snippet's own handlers do not swallow it)."""


def run(plan, harness, ctl):
    import linecov
    out = int(ctl["result_fd"])
    nonce = ctl["nonce"]
    filename = plan["filename"]
    with open(plan["source"], "rb") as f:
        source = f.read()
    try:
        code = compile(source, filename, "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as e:
        _write(out, {"final": True, "error": harness._error_record(e, filename), "status": "syntax_error"}, nonce)
        return
    for mod in plan.get("preimport") or ():
        try:
            __import__(mod)
        except BaseException:
            pass
    sys.path[0] = os.path.dirname(filename)
    sys.path.append(os.path.dirname(os.path.abspath(__file__)))
    base = os.getcwd()
    deadline = time.time() + float(harness._soft_seconds(plan, ctl) or 1e9)
    for job in plan.get("jobs") or ():
        if time.time() > deadline:
            _write(out, {"id": job["id"], "status": "skipped", "error": {"type": "Timeout", "message": "batch time used up"}}, nonce)
            continue
        _write(out, _run_job(job, plan, harness, linecov, code, filename, base, deadline), nonce)
    _write(out, {"final": True, "status": "ok"}, nonce)


def _run_job(job, plan, harness, linecov, code, filename, base, deadline):
    timeout = min(float(job.get("timeout") or 10), max(0.1, deadline - time.time()))
    r, w = os.pipe()
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:  # child
        os.close(r)
        rec = {"id": job["id"]}
        try:
            rec.update(_child(job, plan, harness, linecov, code, filename, base, timeout))
        except BaseException as e:  # the harness itself must never hang a batch
            rec.update({"status": "crashed", "error": {"type": type(e).__name__, "message": str(e)[:500]}})
        _write(w, rec)
        os._exit(0)
    os.close(w)
    chunks, end = [], time.time() + timeout + 2
    while True:
        left = end - time.time()
        if left <= 0:
            break
        ready, _, _ = select.select([r], [], [], left)
        if not ready:
            break
        b = os.read(r, 1 << 16)
        if not b:
            break
        chunks.append(b)
    os.close(r)
    try:
        os.kill(pid, signal.SIGKILL)
    except OSError:
        pass
    try:
        os.waitpid(pid, 0)
    except OSError:
        pass
    try:
        return json.loads(b"".join(chunks).decode("utf-8"))
    except ValueError:
        return {"id": job["id"], "status": "killed",
                "error": {"type": "Timeout", "message": "no result within %.1fs" % timeout}}


def _child(job, plan, harness, linecov, code, filename, base, timeout):
    # Each candidate gets its own directory, and its output goes nowhere:
    # the batch's own streams stay readable.
    d = os.path.join(base, "job-%s" % job["id"])
    os.makedirs(d, exist_ok=True)
    os.chdir(d)
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    cov = linecov.LineCoverage(plan, filename)

    def on_alarm(*_):
        raise _JobTimeout()
    signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout)

    main_mod = types.ModuleType("__main__")
    main_mod.__file__ = filename
    main_mod.__builtins__ = __builtins__
    sys.modules["__main__"] = main_mod
    glb = main_mod.__dict__
    dropped = []
    status, error = "ok", None
    try:
        for i, stmt in enumerate(job.get("prefix") or ()):
            try:
                exec(compile(stmt, "<prefix>", "exec", dont_inherit=True), glb)
            except _JobTimeout:
                raise
            except BaseException as e:
                dropped.append({"index": i, "type": type(e).__name__, "message": str(e)[:300]})
        status, error = harness.run_traced(cov, code, glb, filename)
        if error and error.get("type") == "_JobTimeout":
            status, error = "timeout", {"type": "Timeout", "message": "over %.1fs" % timeout, "line": None}
    except _JobTimeout:
        cov.stop()
        status, error = "timeout", {"type": "Timeout", "message": "over %.1fs" % timeout, "line": None}
    signal.setitimer(signal.ITIMER_REAL, 0)
    return {"status": status, "error": error, "covered": cov.lines(), "dropped": dropped}


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
