# a file as explore replays it: a comment, then its imports
import numpy as np
import sys, os, threading
x = np.arange(3)
if x.sum() == 3:
    print("sum")
if threading.active_count() == 2:
    print("the watchdog is the one other thread")
if [t.name for t in threading.enumerate()][1:] == ["Thread-1"]:
    print("named as in a cold run")
if "select" not in sys.modules and "ctypes" not in sys.modules:
    print("no module of the server's")
if not any(m.startswith("_unstuck_plainfork") for m in sys.modules):
    print("no plainfork")
fds = sorted(int(f) for f in os.listdir("/proc/self/fd"))
if len(fds) == 6:
    print("stdin, stdout, stderr, control, result, the listing")
if os.fstat(0).st_rdev == os.stat(os.devnull).st_rdev:
    print("stdin is /dev/null")
if sorted(os.listdir(".")) == sorted(os.listdir(os.path.dirname(__file__))):
    print("cwd")
if os.path.basename(sys.argv[0]) == os.path.basename(__file__):
    print("argv")
t = threading.Thread(target=lambda: None)
if t.name.startswith("Thread-2"):
    print("next thread number")
if open("/proc/self/status").read():
    print("dumpable")
try:
    import pandas
    print("pandas")
except ImportError:
    pass
prof = lambda *a: None
sys.setprofile(prof)
pid = os.fork()
if pid == 0:
    os._exit(0 if sys.getprofile() is prof else 1)
sys.setprofile(None)
if os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) == 0:
    print("a profiler survives a fork")
import resource
if resource.getrlimit(resource.RLIMIT_CPU)[0] < 60:
    print("the run's CPU limit, not the server's")
raise ValueError("end")
