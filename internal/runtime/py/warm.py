# Phase: execute (runs inside the sandbox). A warm server: a fork server
# that outlives one snippet. It starts the interpreter and a set of
# libraries once (pandas takes a second) and serves snippet after snippet
# in the same box: for each, it first makes the box as a fresh one is
# (every other process gone, /tmp and the working directory wiped and
# seeded again, no System V IPC object left), then forks that snippet's
# own server (batch._snippet_server), which forks the jobs as a session's
# server does, and waits for it. It runs no snippet code itself, and its
# memory is not readable by the snippet's processes (not dumpable). When
# the box cannot be made fresh, it stops: the next snippet gets a new box.
import ctypes
import json
import os
import shutil
import signal
import stat
import sys
import time


def serve(plan, harness, linecov, ctl, work, snippet_server, import_s):
    import batch
    seed = plan["warm_seed"]
    # The directories bubblewrap made, as it made them: kept (a server
    # cannot remove what root made), emptied, their modes put back.
    dirs = {d: stat.S_IMODE(os.stat(d).st_mode) for d in _structure(work)}
    # cpu_seconds: the server's start-up (interpreter, imports), charged
    # to the snippet that had it started.
    batch._send(ctl, {"warm": True, "modules": sorted(sys.modules), "import_seconds": import_s, "cpu_seconds": batch._cpu(),
                      "failed": [m for m in plan.get("preimport") or () if m not in sys.modules]})
    for raw in batch._requests():
        try:
            req = json.loads(raw.decode("utf-8"))
        except ValueError:
            continue
        snip = req.get("open")
        if not snip:
            continue  # a "close" for a snippet whose server is already gone
        t = time.time()
        why = fresh(work, seed, snip, dirs)
        if why:
            batch._send(ctl, {"closed": True, "clean": False, "why": why})
            return
        for d in snip.get("defs") or ():
            batch._precompile([d])
            batch._defined([d])  # made once here, a copy in every snippet's jobs that open with it
        batch._freeze()  # the snippet's server: its collections leave the warm imports be
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                snippet_server(plan, harness, linecov, ctl, work, snip, t)
            except BaseException:
                code = 1
            os._exit(code)
        while True:
            try:
                os.waitpid(pid, 0)
                break
            except ChildProcessError:
                break
            except InterruptedError:
                continue
        # Nothing of the snippet outlives its server, idle or not.
        why = fresh(work, seed, None, dirs)
        batch._send(ctl, {"closed": True, "clean": not why, "why": why})
        if why:
            return


def _structure(work):
    """/tmp, the working directory, /dev/shm's target and the directories
    on the way to the mount points under /tmp."""
    out = {"/tmp", "/tmp/.shm", work}
    for mp in _mount_points():
        if not os.path.ismount(mp):
            out.add(mp)
    for d in list(out):
        while d not in ("/", "/tmp"):
            d = os.path.dirname(d)
            out.add(d)
    return sorted(out)


def fresh(work, seed, snip, dirs):
    """Makes the box as bubblewrap and the seeding shell left it for a new
    run, with snip's file in the working directory; "" when it did, else
    why not."""
    try:
        _kill_others()
        _remove_ipc()
        for d, mode in dirs.items():
            if stat.S_IMODE(os.stat(d).st_mode) != mode:
                os.chmod(d, mode)
        _wipe("/tmp", set(dirs) | _mount_points())
        for name in os.listdir(seed):
            if name == ".snip":
                continue
            src, dst = os.path.join(seed, name), os.path.join(work, name)
            if os.path.isdir(src) and not os.path.islink(src):
                shutil.copytree(src, dst, symlinks=True)
            else:
                shutil.copy2(src, dst, follow_symlinks=False)
        if snip:
            shutil.copy2(snip["source"], snip["filename"])
        _is_fresh(work, seed, snip, dirs)
        return ""
    except BaseException as e:
        return "%s: %s" % (type(e).__name__, e)


def _kill_others():
    """SIGKILL to every process this one may signal in the box's pid
    namespace (kill(-1) spares only this process and the namespace's
    init), until none is left; the killed children are reaped."""
    me = os.getpid()
    for _ in range(200):
        try:
            os.kill(-1, signal.SIGKILL)
        except OSError:
            pass  # none left (ESRCH), or only others' (EPERM)
        while True:
            try:
                pid, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if pid == 0:
                break
        if not _others(me):
            return
        time.sleep(0.005)
    raise RuntimeError("processes survive SIGKILL")


def _others(me):
    """Processes of the box other than this one and its ancestors (the
    namespace's init and the shell that started this server)."""
    keep, p = {me}, me
    while p > 1:
        try:
            with open("/proc/%d/stat" % p) as f:
                p = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            break
        keep.add(p)
    out = []
    for name in os.listdir("/proc"):
        if name.isdigit() and int(name) not in keep:
            try:
                with open("/proc/%s/stat" % name) as f:
                    state = f.read().rsplit(")", 1)[1].split()[0]
            except (OSError, IndexError):
                continue  # gone
            out.append((int(name), state))
    return out


def _remove_ipc():
    """System V shared memory, message queues and semaphores live in the
    box's IPC namespace beyond the process that made them."""
    libc = ctypes.CDLL(None, use_errno=True)
    IPC_RMID = 0
    for kind, rm in (("shm", lambda i: libc.shmctl(i, IPC_RMID, None)),
                     ("msg", lambda i: libc.msgctl(i, IPC_RMID, None)),
                     ("sem", lambda i: libc.semctl(i, 0, IPC_RMID))):
        for ident in _ipc_ids(kind):
            rm(ident)
        if _ipc_ids(kind):
            raise RuntimeError("System V %s objects left" % kind)


def _ipc_ids(kind):
    try:
        with open("/proc/sysvipc/" + kind) as f:
            rows = f.read().splitlines()[1:]
    except OSError:
        return []
    return [int(r.split()[1]) for r in rows if r.split()]


def _mount_points():
    """The mount points under /tmp (the runtime, the seed, bound
    directories) and the directories above them: kept, never entered."""
    keep = set()
    with open("/proc/self/mountinfo") as f:
        for line in f:
            mp = line.split()[4].replace("\\040", " ")
            if mp == "/tmp" or not mp.startswith("/tmp/"):
                continue
            while mp != "/tmp":
                keep.add(mp)
                mp = os.path.dirname(mp)
    return keep


def _wipe(top, keep):
    for name in os.listdir(top):
        p = os.path.join(top, name)
        if p in keep:
            if not os.path.ismount(p) and os.path.isdir(p) and not os.path.islink(p):
                _wipe(p, keep)
            continue
        _remove(p)


def _remove(p):
    st = os.lstat(p)
    if stat.S_ISDIR(st.st_mode):
        try:
            os.chmod(p, 0o700)  # a snippet may have closed its own directory
        except OSError:
            pass
        for name in os.listdir(p):
            _remove(os.path.join(p, name))
        os.rmdir(p)
    else:
        os.unlink(p)


def _is_fresh(work, seed, snip, made):
    """What is left is exactly the seed and the snippet's file, in the
    directories bubblewrap made, with their modes, and no other process;
    raises saying what is not."""
    for d, mode in made.items():
        if os.path.islink(d) or not os.path.isdir(d) or stat.S_IMODE(os.stat(d).st_mode) != mode:
            raise RuntimeError("%s is not the directory it was" % d)
    want = set(n for n in os.listdir(seed) if n != ".snip")
    if snip:
        want.add(os.path.basename(snip["filename"]))
    if set(os.listdir(work)) != want:
        raise RuntimeError("the working directory holds %s" % sorted(os.listdir(work)))
    mounts = _mount_points()
    for dirpath, subdirs, files in os.walk("/tmp"):
        if dirpath == work:
            subdirs[:] = []  # compared with the seed above
            continue
        for n in subdirs + files:
            p = os.path.join(dirpath, n)
            if p not in mounts and p not in made:
                raise RuntimeError("%s is left" % p)
        subdirs[:] = [d for d in subdirs if not os.path.ismount(os.path.join(dirpath, d))]
    if _others(os.getpid()):
        raise RuntimeError("processes are left")
