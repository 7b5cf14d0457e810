# Phase: execute (runs inside the sandbox). A fork server of plain runs
# (replays): python3 runs a prefix file as a person would, but a cold
# interpreter spends most of a replay importing pandas or scrapy. Here the
# harness starts exactly as a cold run of a file does, up to its first
# import statement, imports that statement's top-level package there (what
# python3 does first for it, in the file's own frame: name, line, globals),
# and then forks one process per file with the same name whose first
# import statement names that package on that line; the fork runs the rest
# as the cold run would (every leading import statement, then the file,
# under the line metric).
#
# Three processes:
# - the relay (the harness's own process): forks the server before any
#   code of the run's, then reads the control message; it alone has the
#   nonce and the result descriptor, it makes the box fresh before each
#   file (warm.py: other processes killed, /tmp and the working directory
#   wiped and seeded, the file copied in) and stamps the server's lines;
# - the server: goes on as the cold run, imports the package, and refuses
#   (all files then run cold) when anything the import did would not
#   survive a fork or is not the box's own: a thread, an open descriptor, a
#   process, a file or IPC object in the box, a name bound in the file's
#   globals (a warning's registry), an at-fork hook that runs code;
# - a fork per file: given descriptors at the numbers the run's plan names
#   and its own control message (a token the server checks on its record),
#   and its own output pipes, drained as the sandbox drains a run's.
#   Anything that differs from its cold run in a way it can see (the
#   file's first import, a warning when compiling, an at-fork hook that
#   ran code) makes it stop before the file runs, and that file runs cold;
#   unstuck also runs cold every file whose fork ended at a limit, without
#   its record, or near the CPU limit counted with the server's start-up.
import json
import os
import sys
import time

# The relay's and the server's pipes live above every descriptor a cold
# run has (the box's control and result descriptors are below 74), so that
# what the file's imports open gets the numbers it gets in a cold run.
_HIGH = 900
_SERVER = {}
# The harness replaces os._exit in the run (its result must not be lost);
# the server's own exits are not the run's.
_exit = os._exit


def _high(fd, at):
    os.dup2(fd, at)
    os.close(fd)
    return at


def split(plan):
    """Right after the harness set its limits: forks the server, which
    returns and goes on as the cold run; this process is the relay and
    never returns."""
    q_r, q_w = os.pipe()  # relay -> server: files to run
    p_r, p_w = os.pipe()  # server -> relay: lines to stamp
    q_r, q_w, p_r, p_w = _high(q_r, _HIGH), _high(q_w, _HIGH + 1), _high(p_r, _HIGH + 2), _high(p_w, _HIGH + 3)
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        os.close(q_w)
        os.close(p_r)
        _SERVER.update(req=q_r, out=p_w)
        # Requests come to the relay: the server's stdin is a cold run's.
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
        os.close(null)
        return
    os.close(q_r)
    os.close(p_w)
    code = 0
    try:
        _relay(plan, pid, q_w, p_r)
    except BaseException:
        code = 1
    try:
        os.kill(pid, 9)
    except OSError:
        pass
    os._exit(code)


def _lines(fd):
    buf = b""
    while True:
        b = os.read(fd, 1 << 16)
        if not b:
            return
        buf += b
        while b"\n" in buf:
            line, buf = buf.split(b"\n", 1)
            if line.strip():
                yield line


def _relay(plan, server, q, p):
    import batch
    import harness
    import warm
    batch._dumpable(0)  # the nonce below is not for the server's forks to read
    ctl = harness._read_control(plan)
    if not ctl:
        return  # the server's imports read it: nothing of this box is believed
    # The server's copies of the descriptors close once its imports are done.
    work = os.getcwd()
    seed = plan["warm_seed"]
    dirs = {d: warm.stat.S_IMODE(os.stat(d).st_mode) for d in warm._structure(work)}
    from_server = _lines(p)
    first = next(from_server, None)
    if first is None:
        batch._send(ctl, {"refused": "the server ended before it was ready"})
        return
    rec = json.loads(first.decode("utf-8"))
    batch._send(ctl, rec)
    if not rec.get("ready"):
        return
    subs = set()
    stdin = _Requests()
    while True:
        raw = stdin.line()
        if raw is None:
            return
        try:
            req = json.loads(raw.decode("utf-8"))
        except ValueError:
            continue
        if req.get("close"):
            return
        if req.get("cancel"):
            continue  # it came after the file's answer: nothing to stop
        c0 = _cpu()
        why = _fresh(work, seed, req, dirs, server, subs)
        if why:
            batch._send(ctl, {"lost": "the box could not be made fresh: " + why})
            return
        os.write(q, json.dumps(req).encode("utf-8") + b"\n")
        canceled = _await_answer(p, {server} | subs, stdin)
        line = next(from_server, None)
        if line is None:
            batch._send(ctl, {"lost": "the server ended"})
            return
        ans = json.loads(line.decode("utf-8"))
        if canceled:
            ans["canceled"] = True
        subs = set(ans.pop("sub_pids", ()) or ())  # the server's sub-servers (_Subs) live on
        # What the relay and the server spent on the file: part of its CPU.
        ans["overhead_cpu_seconds"] = ans.get("overhead_cpu_seconds", 0) + _cpu() - c0
        batch._send(ctl, ans)


class _Requests:
    """The relay's stdin, line by line, read from the descriptor (as
    batch._requests), with what was read and not yet taken at hand: a
    cancel may come in the same read as the request before it."""

    def __init__(self):
        self.buf = b""
        self.closed = False

    def line(self):
        while b"\n" not in self.buf:
            b = os.read(0, 1 << 16) if not self.closed else b""
            if not b:
                self.closed = True
                return None
            self.buf += b
        line, self.buf = self.buf.split(b"\n", 1)
        return line

    def take_cancel(self):
        """Whether a cancel line is among the lines read: it is taken."""
        lines = self.buf.split(b"\n")
        for i, l in enumerate(lines[:-1]):
            if b'"cancel"' in l:
                del lines[i]
                self.buf = b"\n".join(lines)
                return True
        return False


def _await_answer(p, keep, stdin):
    """Waits until the server's answer can be read from p. Meanwhile a
    "cancel" line from unstuck (the caller gave up on the file: a direct
    run the batch beside it outran) kills the file's processes at once,
    instead of letting them run to their end with the server held; the
    answer then says the file's fork was stopped. Whether it was."""
    import select
    import signal
    import warm
    watch, canceled = [p] if stdin.closed else [p, 0], stdin.take_cancel()
    while True:
        if canceled:
            # Again until the answer comes: the fork may start after the
            # cancel came.
            for pid, state in warm._others(os.getpid()):
                if pid not in keep and state != "Z":
                    try:
                        os.kill(pid, signal.SIGKILL)
                    except OSError:
                        pass
        try:
            ready, _, _ = select.select(watch, [], [], 0.05 if canceled else None)
        except InterruptedError:
            continue
        if p in ready:
            return canceled
        if 0 not in ready:
            continue
        b = os.read(0, 1 << 16)
        if not b:
            stdin.closed = True
            watch = [p]  # unstuck closed the requests: the answer still comes
        else:
            stdin.buf += b
            canceled = stdin.take_cancel() or canceled


def _fresh(work, seed, req, dirs, server, subs=()):
    """warm.fresh, but the server (and its sub-servers) live on: every
    other process of the box is killed, the box wiped and seeded, the file
    copied in."""
    import warm
    keep = {server} | set(subs)
    try:
        _kill_all_but(server, keep)
        warm._remove_ipc()
        for d, mode in dirs.items():
            if warm.stat.S_IMODE(os.stat(d).st_mode) != mode:
                os.chmod(d, mode)
        warm._wipe("/tmp", set(dirs) | warm._mount_points())
        for name in os.listdir(seed):
            src, dst = os.path.join(seed, name), os.path.join(work, name)
            if name == ".snip" or os.path.basename(req["filename"]) == name:
                continue
            if os.path.isdir(src) and not os.path.islink(src):
                warm.shutil.copytree(src, dst, symlinks=True)
            else:
                warm.shutil.copy2(src, dst, follow_symlinks=False)
        warm.shutil.copy2(req["source"], req["filename"])
        seeded = set(n for n in os.listdir(seed) if n != ".snip")
        if set(os.listdir(work)) != seeded | {os.path.basename(req["filename"])}:
            raise RuntimeError("the working directory holds %s" % sorted(os.listdir(work)))
        others = [pid for pid, _ in warm._others(os.getpid()) if pid not in keep]
        if others:
            raise RuntimeError("processes are left")
        return ""
    except BaseException as e:
        return "%s: %s" % (type(e).__name__, e)


def _kill_all_but(server, keep=None):
    import signal
    import warm
    me = os.getpid()
    keep = keep or {server}
    for _ in range(200):
        left = [pid for pid, _ in warm._others(me) if pid not in keep]
        if not left:
            return
        for pid in left:
            try:
                os.kill(pid, signal.SIGSTOP)
            except OSError:
                pass
        for pid in left:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        while True:
            try:
                pid, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if pid == 0 or pid == server:
                break
        time.sleep(0.002)
    raise RuntimeError("processes survive SIGKILL")


# --- the server ---------------------------------------------------------

# At-fork hooks the standard library registers whose effect in a fork is
# the one a cold run has: random's generator seeded from the system's
# entropy (a cold run seeds it so on import), logging's module lock held
# across the fork and its locks made new in the child (unlocked, as a
# cold run's are). By path under the standard library's directory.
_KNOWN_HOOKS = frozenset((
    ("random.py", "Random.seed"),
    ("logging/__init__.py", "_acquireLock"),
    ("logging/__init__.py", "_releaseLock"),
    ("logging/__init__.py", "_after_at_fork_child_reinit_locks"),
))
_STDLIB = os.path.dirname(os.__file__) + os.sep


class _Hooks:
    """Sees which at-fork hooks run Python code: it switches a profiler on
    around the hooks registered by the server's import (those registered
    before it and after it bracket them), and notes each function they
    call directly."""

    def __init__(self):
        self.on = False
        self.seen = []
        self.enabled = True

    def start(self):
        if self.enabled:
            self.on = True
            sys.setprofile(self._note)

    def stop(self):
        if self.enabled:
            sys.setprofile(None)
            self.on = False

    def _note(self, frame, event, arg):
        if event != "call" or not self.on:
            return
        back = frame.f_back
        if back is not None and back.f_code is _fork.__code__ and frame.f_code not in _OWN:
            path = frame.f_code.co_filename
            path = path[len(_STDLIB):] if path.startswith(_STDLIB) else path
            self.seen.append((path.replace(os.sep, "/"), getattr(frame.f_code, "co_qualname", frame.f_code.co_name)))

    def unknown(self):
        return [h for h in self.seen if h not in _KNOWN_HOOKS]


_OWN = set()
_PRCTL = []


def _fork():
    return os.fork()


def _tree(top, skip):
    """Every file and directory under top but the mount points (name,
    type, size, mtime): what the import may have left in the box."""
    out = []
    for dirpath, subdirs, files in os.walk(top):
        subdirs[:] = sorted(d for d in subdirs if os.path.join(dirpath, d) not in skip)
        for n in sorted(subdirs + files):
            p = os.path.join(dirpath, n)
            try:
                st = os.lstat(p)
            except OSError:
                continue
            out.append((p, st.st_mode, st.st_size, st.st_mtime_ns))
    return out


def _state(glb, mounts):
    def listing(d):
        try:
            return sorted(os.listdir(d))
        except OSError:
            return None
    ipc = []
    for kind in ("shm", "msg", "sem"):
        try:
            with open("/proc/sysvipc/" + kind) as f:
                ipc.append(len(f.read().splitlines()))
        except OSError:
            ipc.append(None)
    procs = sorted(n for n in os.listdir("/proc") if n.isdigit())
    return {
        "descriptors": listing("/proc/self/fd"),
        "threads": listing("/proc/self/task"),
        "processes": procs,
        "ipc": ipc,
        "box": _tree("/tmp", mounts),
        "globals": sorted(glb),
        "argv": list(sys.argv),
        "path": list(sys.path),
        "cwd": os.getcwd(),
        "main": id(sys.modules.get("__main__")),
    }


def serve(plan, glb, filename, head, watchdog):
    """In the server, where the cold run would run its leading imports:
    imports the package, says whether it serves, and forks one process
    per file. Returns only in such a fork, with the file's request; the
    harness then runs that file (run_file)."""
    out, req_fd = _SERVER["out"], _SERVER["req"]
    fork = plan["fork"]
    top, line = fork["top"], int(fork["line"])

    def say(rec):
        os.write(out, json.dumps(rec).encode("utf-8") + b"\n")

    def refuse(why):
        say({"ready": False, "refused": why, "cpu_seconds": _cpu()})
        _exit(0)

    with open(plan["source"], "rb") as f:
        loaded, first = before_line(f.read(), filename, line)
    if loaded is None or len(head) <= len(loaded) or head[len(loaded)][0] != line or _top(first) != top:
        refuse("the file's first import is not %s on line %d" % (top, line))
    # The "import m" lines before it (before_line) bind modules loaded
    # before the import, which must leave them the same objects: then they
    # run no code, and bind the same after the import as before it.
    import builtins
    was = {name: sys.modules.get(name) for name, _ in loaded}
    if any(m is None for m in was.values()):
        refuse("a module imported before line %d is not loaded" % line)
    hooks = _Hooks()
    _OWN.update((hooks.start.__code__, hooks.stop.__code__))
    c0 = _cpu()
    why, import_s = _import_checked(glb, filename, top, line, was, hooks)
    if why:
        refuse(why)
    cpu = _cpu()
    fork["loaded"] = [dump for _, dump in loaded]
    modules = set(sys.modules)
    counter = _counter()
    # Not dumpable: a fork's token is in this process's memory while the
    # fork runs (each fork makes itself dumpable again).
    import ctypes
    _PRCTL.append(ctypes.CDLL(None).prctl)
    _PRCTL[0](4, 0, 0, 0, 0)
    # Only the relay may speak to unstuck.
    for fd in (plan.get("control_fd"), plan.get("result_fd")):
        if fd is not None:
            try:
                os.close(int(fd))
            except OSError:
                pass
    say({"ready": True, "cpu_seconds": cpu, "import_seconds": import_s, "import_cpu_seconds": cpu - c0})
    subs = _Subs(plan, glb, filename, fork, was, hooks, cpu, watchdog)
    for raw in _lines(req_fd):
        req = json.loads(raw.decode("utf-8"))
        req["_fork"] = fork
        c0 = _cpu()
        # A file whose first import is a submodule of the package runs
        # forked from a sub-server that imported that submodule too (once
        # per server, not once per file).
        ans, child = subs.run(req, out, req_fd)
        if child is not None:
            return child
        if ans is not None:
            ans["overhead_cpu_seconds"] = ans.get("overhead_cpu_seconds", 0) + _cpu() - c0
            say(ans)
            if hooks.unknown():
                _exit(0)
            continue
        child = _run_one(plan, req, cpu, hooks, modules, counter, watchdog, out, req_fd)
        if child is not None:
            return child
        ans = req.pop("_answer")
        subs.note(req)
        ans["overhead_cpu_seconds"] = _cpu() - c0 + subs.take()
        ans["sub_pids"] = subs.pids()
        if subs.last_refused:
            ans["sub_refused"], subs.last_refused = subs.last_refused, ""
        say(ans)
        if hooks.unknown():
            _exit(0)  # its at-fork hooks ran code in this process: it serves no more
    _exit(0)


# Sub-servers a server keeps at most (each holds its submodule's memory
# beside the server's); the least recently used goes first.
_MAX_SUBS = 3
# A sub-server's start (two walks of the heap for the file's name, the
# import, a fork) costs some 0.1 s of CPU beside a pandas or scrapy: it
# starts only for a submodule a fork of the server already spent more
# than this on (a file of it, its import included), not for one whose
# import costs a fork a few milliseconds (scrapy.crawler after scrapy).
_SUB_CPU = 0.25


class _Subs:
    """The sub-servers of a server of plain runs. The server imported the
    package of the files' first import (pandas); a cold run of a file
    whose first import is "from pandas.tests.x import y" then imports
    pandas.tests.x (with pytest, hypothesis: more than pandas itself) in
    every fork. A sub-server is a fork of the server that goes on as the
    cold run would at that same line, importing that submodule, checked
    as the server's own import was (_import_checked), and forks the files
    of that first import: the submodule's import is paid once per server,
    as the package's is, once a fork of the server spent more than
    _SUB_CPU on a file of it. Files of another first import, or any the
    sub-server refused or lost, run forked from the server as before. The
    relay spares the sub-servers when it makes the box fresh (sub_pids)."""

    def __init__(self, plan, glb, filename, fork, was, hooks, cpu, watchdog):
        self.plan, self.glb, self.filename, self.fork = plan, glb, filename, fork
        self.was, self.hooks, self.cpu, self.watchdog = was, hooks, cpu, watchdog
        self.live = {}  # module -> [pid, request fd, answer lines, import CPU]
        self.refused = set()
        self.order = []
        self.pending = 0.0
        self.why = self.last_refused = ""
        self.cost = {}  # module -> the most CPU a fork of the server spent on a file of it
        self.last = None

    def pids(self):
        return sorted(v[0] for v in self.live.values())

    def _module(self, req):
        """The module the file's first import names on the server's line,
        when it is a submodule of the server's package (the fork checks
        the file as it checks any: _forked)."""
        import re
        try:
            with open(req["source"], "rb") as f:
                text = f.read().decode("utf-8")
        except (OSError, UnicodeDecodeError, KeyError):
            return None
        lines = text.split("\n")
        line = int(self.fork["line"])
        if len(lines) < line:
            return None
        m = re.match(r"(?:import[ \t]+([A-Za-z_][\w.]*)|from[ \t]+([A-Za-z_][\w.]*)[ \t]+import\b)", lines[line - 1])
        if m is None:
            return None
        mod = m.group(1) or m.group(2)
        if _top(mod) != self.fork["top"] or mod == self.fork["top"]:
            return None
        return mod

    def run(self, req, out, req_fd):
        """(the answer, None) when a sub-server ran the file; (None, None)
        when the server forks it itself; (None, the request) in a
        sub-server's fork, which runs the file."""
        mod = self._module(req)
        self.last = mod
        if mod is None or mod in self.refused:
            return None, None
        extra = 0.0
        started = False
        sub = self.live.get(mod)
        if sub is None and self.cost.get(mod, 0) < _SUB_CPU:
            return None, None  # the server's own fork (note: what it cost)
        if sub is None:
            sub, child, extra = self._start(mod, req, out, req_fd)
            if child is not None:
                return None, child
            if sub is None:
                self.refused.add(mod)
                self.last_refused = "%s: %s" % (mod, self.why)
                self.pending += extra
                return None, None
            started = True
        self.order = [m for m in self.order if m != mod] + [mod]
        try:
            os.write(sub[1], json.dumps(req).encode("utf-8") + b"\n")
            line = next(sub[2], None)
        except OSError:
            line = None
        if line is None:
            self._drop(mod)
            self.pending += extra
            return None, None
        ans = json.loads(line.decode("utf-8"))
        if ans.get("_ended"):
            self._drop(mod)  # its at-fork hooks ran code: it serves no more
        ans["overhead_cpu_seconds"] = ans.get("overhead_cpu_seconds", 0) + extra
        ans["sub_cpu_seconds"] = sub[3]
        ans["sub_started"] = started
        ans["sub_pids"] = self.pids()
        return ans, None

    def note(self, req):
        """After the server's own fork ran a file (run): its CPU, an upper
        bound of what the file's first import cost it."""
        if self.last is not None and req.get("_fork_cpu") is not None:
            self.cost[self.last] = max(self.cost.get(self.last, 0), req["_fork_cpu"])

    def take(self):
        """The CPU of sub-servers that did not serve (the server's own
        fork then ran the file): the answer's."""
        cpu, self.pending = self.pending, 0.0
        return cpu

    def _drop(self, mod):
        sub = self.live.pop(mod, None)
        self.order = [m for m in self.order if m != mod]
        if sub is None:
            return
        try:
            os.kill(sub[0], 9)
        except OSError:
            pass
        try:
            os.waitpid(sub[0], 0)
        except OSError:
            pass
        os.close(sub[1])
        os.close(sub[4])

    def _start(self, mod, req, out, req_fd):
        """Forks the sub-server of mod: (its entry, None, CPU) in the
        server, or (None, None, CPU of a refusal); in a fork of the
        sub-server, (None, the request, 0)."""
        while len(self.live) >= _MAX_SUBS and self.order:
            self._drop(self.order[0])
        q_r, q_w = os.pipe()
        p_r, p_w = os.pipe()
        sys.stdout.flush()
        sys.stderr.flush()
        self.hooks.seen = []
        pid = _fork()
        if pid == 0:
            try:
                os.close(q_w)
                os.close(p_r)
                os.close(out)
                os.close(req_fd)
                for v in self.live.values():
                    os.close(v[1])
                    os.close(v[4])
                self.live = {}
                return None, self._serve(mod, q_r, p_w), 0
            except BaseException:
                _exit(3)
        os.close(q_r)
        os.close(p_w)
        lines = _lines(p_r)
        # The cold run's import has the file's time: a sub-server not ready
        # within it (an import that waits) serves no file; the server's own
        # fork then runs it, under its limits.
        import select
        wait = float(req.get("wall") or 60)
        try:
            ready, _, _ = select.select([p_r], [], [], wait)
        except InterruptedError:
            ready = []
        first = next(lines, None) if ready else None
        rec = {}
        if first is not None:
            try:
                rec = json.loads(first.decode("utf-8"))
            except ValueError:
                rec = {}
        cpu = float(rec.get("cpu_seconds") or 0)
        sub = [pid, q_w, lines, cpu, p_r]
        if not rec.get("ready"):
            self.why = rec.get("refused") or ("the sub-server ended before it was ready" if ready else "the sub-server was not ready within the file's time")
            self.live[mod] = sub
            self._drop(mod)
            return None, None, cpu
        self.live[mod] = sub
        return sub, None, cpu

    def _serve(self, mod, q_r, p_w):
        """The sub-server: imports mod, says so, and forks one process per
        file it is sent; returns only in such a fork, with its request."""
        def say(rec):
            os.write(p_w, json.dumps(rec).encode("utf-8") + b"\n")
        c0 = _cpu()
        why, import_s = _import_checked(self.glb, self.filename, mod, int(self.fork["line"]), self.was, self.hooks)
        if why:
            say({"ready": False, "refused": why, "cpu_seconds": _cpu() - c0})
            _exit(0)
        own = _cpu() - c0
        modules = set(sys.modules)
        counter = _counter()
        fork = dict(self.fork, module=mod)
        say({"ready": True, "cpu_seconds": own, "import_seconds": import_s})
        for raw in _lines(q_r):
            req = json.loads(raw.decode("utf-8"))
            req["_fork"] = fork
            # The cold run spends the submodule's import inside its wall.
            lim = req.get("limits") or {}
            if lim.get("deadline"):
                lim["deadline"] = float(lim["deadline"]) - import_s
            c0 = _cpu()
            child = _run_one(self.plan, req, self.cpu + own, self.hooks, modules, counter, self.watchdog, p_w, q_r)
            if child is not None:
                return child
            ans = req.pop("_answer")
            ans["overhead_cpu_seconds"] = _cpu() - c0
            ended = bool(self.hooks.unknown())
            if ended:
                ans["_ended"] = True
            say(ans)
            if ended:
                _exit(0)
        _exit(0)


def _import_checked(glb, filename, module, line, was, hooks):
    """Imports module as the file's statement on line would first (the
    top-level package in the server; a submodule in a sub-server, _Subs),
    in the file's globals, and checks that nothing the import did would
    not survive a fork or is not the box's own. ("" or why not, the
    import's wall seconds.)"""
    import builtins
    importer = builtins.__import__
    mounts = _mounts()
    # Hooks the import registers run between these (after-fork hooks in
    # the order registered, before-fork hooks in the reverse order).
    os.register_at_fork(before=hooks.stop, after_in_child=hooks.start, after_in_parent=hooks.start)
    before = _state(glb, mounts)
    stem = os.path.splitext(os.path.basename(filename))[0]
    held = _holding(stem)
    t0 = time.time()
    # The import statement python3 runs first for the file's first line:
    # __import__ of the module, from the file's code at that line, in the
    # file's globals.
    import _ast as ast
    call = ast.Expr(value=ast.Call(func=ast.Name(id="__import__", ctx=ast.Load()), args=[ast.Constant(value=module)], keywords=[]))
    mod = ast.Module(body=[call], type_ignores=[])
    stmt = compile(_at_line(mod, line), filename, "exec", dont_inherit=True)
    try:
        exec(stmt, glb)
    except BaseException as e:
        return "importing %s raised %s" % (module, type(e).__name__), 0
    import_s = time.time() - t0
    if builtins.__import__ is not importer or any(sys.modules.get(n) is not m for n, m in was.items()):
        return "the import changed a module imported before line %d" % line, import_s
    # linecache holds the lines of the file the import read (a warning or
    # a stack it formatted): a fork's file takes that entry (child_setup),
    # as its own cold run read its own lines.
    lc = sys.modules.get("linecache")
    lines = lc.cache.pop(filename, None) if lc is not None else None
    now = _holding(stem)  # first: what follows makes lists of paths of its own
    if lines is not None:
        lc.cache[filename] = lines
    os.register_at_fork(before=hooks.start, after_in_child=hooks.stop, after_in_parent=hooks.stop)
    after = _state(glb, mounts)
    # A warning raised and ignored during the import (pytest's, for one)
    # leaves the file's globals a registry that records nothing but the
    # filters' version: the cold run's import, on the same line, leaves
    # the same.
    reg = glb.get("__warningregistry__")
    if "__warningregistry__" not in before["globals"] and type(reg) is dict and set(reg) <= {"version"}:
        after["globals"] = [g for g in after["globals"] if g != "__warningregistry__"]
    for k in before:
        if before[k] != after[k]:
            return "the import changed the %s" % k, import_s
    # The server's file name is the first file's; a fork runs a file of
    # another name. Nothing the import made may hold the name (sys.argv[0],
    # __file__, or a string made from them).
    # The import system's listing of the file's directory names the file:
    # a fork's is listed again (child_setup), as the directory changed.
    here = sys.path_importer_cache.get(os.path.dirname(filename))
    listed = {id(getattr(here, "_path_cache", None)), id(getattr(here, "_relaxed_path_cache", None))}
    if lines is not None:  # its entry, moved to the fork's file
        listed |= {id(lines), id(lines[2]) if len(lines) > 2 else None}
    kept = [o for i, (n, o) in now.items() if n > held.get(i, (0,))[0] and i not in listed]
    del held, now
    if kept:
        return "the import kept the file's name", import_s
    return "", import_s


def before_line(source, filename, line):
    """The statements before the one on line, when each is "import m" or
    "import m as n" of a module with no dot (a list of (m, the statement
    as a list with its position): what a fork's file must have the same), and
    the module that statement imports; (None, "") when they are not, or
    no statement starts on line."""
    import _ast as ast
    tree = compile(source, filename, "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    loaded = []
    for st in tree.body:
        if st.lineno == line:
            return loaded, _module_of(st)
        if not isinstance(st, ast.Import) or len(st.names) != 1 or "." in st.names[0].name:
            break
        a = st.names[0]
        loaded.append((a.name, [st.lineno, st.col_offset, st.end_lineno, st.end_col_offset, a.name, a.asname]))
    return None, ""


def _module_of(st):
    import _ast as ast
    if isinstance(st, ast.Import):
        return st.names[0].name
    if isinstance(st, ast.ImportFrom) and not st.level:
        return st.module or ""
    return ""


def _top(name):
    return name.split(".", 1)[0]


def _at_line(mod, line):
    import _ast as ast
    for node in _walk(mod):
        if isinstance(node, (ast.stmt, ast.expr)):
            node.lineno = node.end_lineno = line
            node.col_offset, node.end_col_offset = 0, 0
    return mod


def _walk(node):
    import _ast as ast
    todo = [node]
    while todo:
        n = todo.pop()
        yield n
        for name in getattr(n, "_fields", ()):
            v = getattr(n, name, None)
            if isinstance(v, ast.AST):
                todo.append(v)
            elif isinstance(v, list):
                todo.extend(x for x in v if isinstance(x, ast.AST))


def _holding(stem):
    """The containers the collector tracks (dicts, lists, tuples, sets)
    that hold a string or bytes with stem in it, by id, with how many."""
    import gc
    b = stem.encode("utf-8")
    out = {}
    for o in gc.get_objects():
        t = type(o)
        if t is dict:
            vals = list(o.keys()) + list(o.values())
        elif t in (list, tuple, set, frozenset):
            vals = o
        else:
            continue
        n = 0
        for v in vals:
            tv = type(v)
            if tv is str and stem in v or tv is bytes and b in v:
                n += 1
        if n:
            out[id(o)] = (n, o)  # kept alive: its id is not another's meanwhile
    return out


def _mounts():
    keep = set()
    with open("/proc/self/mountinfo") as f:
        for line in f:
            mp = line.split()[4].replace("\\040", " ")
            if mp.startswith("/tmp/"):
                keep.add(mp)
    return keep


def _cpu():
    import resource
    s = resource.getrusage(resource.RUSAGE_SELF)
    return s.ru_utime + s.ru_stime


def _counter():
    """The number threading gives the next thread it names (Thread-N)."""
    import threading
    try:
        return int(repr(threading._counter.__self__).strip("count()"))
    except Exception:
        return None


def _run_one(plan, req, cpu, hooks, modules, counter, watchdog, out, req_fd):
    """Forks the process of one file and waits for it; returns the request
    in that process, None in the server (req["_answer"] then holds what
    to tell the relay)."""
    import select
    fds = [os.pipe() for _ in range(4)]  # control, record, stdout, stderr
    (c_r, c_w), (r_r, r_w), (o_r, o_w), (e_r, e_w) = fds
    hooks.seen = []
    sys.stdout.flush()
    sys.stderr.flush()
    pid = _fork()
    if pid == 0:
        os.close(out)
        os.close(req_fd)
        try:
            _PRCTL[0](4, 1, 0, 0, 0)  # PR_SET_DUMPABLE: its own /proc/self, as a cold run's
            moves = {c_r: int(plan["control_fd"]), r_w: int(plan["result_fd"]), o_w: 1, e_w: 2}
            _place(moves, keep={0})
            req["_hooks"] = hooks.unknown()
            # The brackets stay registered (they cannot be removed) but do
            # nothing in the fork: a profiler the file sets survives its
            # own forks, as in a cold run.
            hooks.stop()
            hooks.enabled = False
            req["_modules"] = modules
            req["_counter"] = counter
            req["_server_cpu"] = cpu
            req["_server_file"] = plan["filename"]
            return req
        except BaseException:
            _exit(3)
    for fd in (c_r, r_w, o_w, e_w):
        os.close(fd)
    # The fork's control message: a token made after the fork, which its
    # harness reads only when it writes its record, as a cold run reads
    # the nonce.
    token = os.urandom(16).hex()
    try:
        os.write(c_w, json.dumps({"nonce": token, "result_fd": int(plan["result_fd"])}).encode("utf-8"))
    except BrokenPipeError:
        # The fork ended before it could read it: the relay killed it (a
        # canceled file, _await_answer) just after the fork. Its end is
        # seen below like any other; the server serves on.
        pass
    os.close(c_w)
    deadline = time.time() + float(req.get("wall") or 60) + 2
    drain = int(req.get("drain") or (64 << 20))
    got, record, drained = [], [], 0
    streams = {o_r, e_r, r_r}
    exited = os.pidfd_open(pid)
    while True:
        left = deadline - time.time()
        if left <= 0:
            break
        try:
            ready, _, _ = select.select(list(streams) + [exited], [], [], left)
        except InterruptedError:
            continue
        if exited in ready:
            ru = os.wait4(pid, 0)[2]
            req["_fork_cpu"] = ru.ru_utime + ru.ru_stime  # (_Subs.note)
            break
        for fd in ready:
            b = os.read(fd, 1 << 16)
            if fd == r_r:
                if b and len(record) < 1024:  # a record is one line; a flood is no record
                    record.append(b)
                    continue
            elif b:
                drained += len(b)
                if drained > drain:  # as the sandbox closes a run's pipes
                    for s in (o_r, e_r):
                        if s in streams:
                            streams.discard(s)
                            os.close(s)
                continue
            streams.discard(fd)
            os.close(fd)
    os.close(exited)
    ended = time.time() < deadline
    if not ended:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    for fd in streams:
        # The record was written before the fork ended: what is left.
        if fd == r_r:
            os.set_blocking(fd, False)
            try:
                while True:
                    b = os.read(fd, 1 << 16)
                    if not b:
                        break
                    record.append(b)
            except BlockingIOError:
                pass
        os.close(fd)
    answer = {"lost": "no record"}
    if not ended:
        answer = {"lost": "over its time"}
    # As unstuck reads a cold run's stream (execute.finishRun): a control
    # message found taken voids the run wherever it comes; else the last
    # record with the token is the run's.
    taken = False
    for line in b"".join(record).split(b"\n"):
        try:
            rec = json.loads(line.decode("utf-8"))
        except ValueError:
            continue
        if not isinstance(rec, dict):
            continue
        if rec.get("control_taken"):
            taken = True
        elif rec.get("nonce") == token and ended:
            rec.pop("nonce")
            answer = {"ran": rec}
    if taken:
        answer = {"lost": "the control message was taken"}
    req["_answer"] = answer
    return None


def _place(moves, keep):
    """In the fork: the descriptors of moves at their numbers, every
    other one closed but keep (stdin, /dev/null like a cold run's)."""
    tmp = {}
    for i, src in enumerate(moves):
        os.dup2(src, _HIGH + 50 + i)
        tmp[_HIGH + 50 + i] = moves[src]
    for fd in _open_fds():
        if fd not in keep and fd not in tmp:
            try:
                os.close(fd)
            except OSError:
                pass
    for src, dst in tmp.items():
        os.dup2(src, dst)
        if src != dst:
            os.close(src)
    for fd in _open_fds():
        if fd not in keep and fd not in moves.values():
            try:
                os.close(fd)
            except OSError:
                pass


def _open_fds():
    return [int(n) for n in os.listdir("/proc/self/fd")]


def child_setup(req, plan):
    """In the fork, before the file's source is read: the plan it runs
    under (its file, line table and limits) and why it must not run
    forked ("" when it may)."""
    plan = dict(plan, filename=req["filename"], source=req["filename"], units=req["units"],
                limits=dict(plan.get("limits") or {}, **(req.get("limits") or {})))
    plan.pop("fork", None)
    lc = sys.modules.get("linecache")
    if lc is not None and lc.cache.pop(req["_server_file"], None) is not None:
        lc.updatecache(plan["filename"])
    # The finder of the file's directory lists it anew at its next use, as
    # it would on its own once it saw the directory changed.
    here = sys.path_importer_cache.get(os.path.dirname(plan["filename"]))
    if hasattr(here, "invalidate_caches"):
        here.invalidate_caches()
    if req["_hooks"]:
        return plan, "at-fork hooks ran code: %s" % req["_hooks"]
    # RLIMIT_CPU as the cold run sets it (the server's is its own, longer
    # life's): a fork's CPU counts from the fork, and unstuck takes no fork
    # whose CPU with the server's start-up comes near the limit (that file
    # runs cold).
    cpu = (plan.get("limits") or {}).get("cpu_seconds")
    if cpu:
        import resource
        try:
            resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 2))
        except (ValueError, OSError) as e:
            return plan, "RLIMIT_CPU: %s" % e
    # Modules the server imported for its own work after the file's import
    # are none of a cold run's.
    for name in list(sys.modules):
        if name not in req["_modules"]:
            del sys.modules[name]
    return plan, ""
