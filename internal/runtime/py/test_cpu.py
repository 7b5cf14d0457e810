# Phase: execute (tests of the harness's side of the cpu_seconds contract:
# execute.Result.CPUSeconds reads what harness._cpu_seconds and
# batch._cpu report). Run by runtime's TestCPUPython.
import os
import unittest

import batch
import harness


def _work(n=300000):
    s = 0
    for i in range(n):
        s += i * i
    return s


class CPUSeconds(unittest.TestCase):
    def test_own_work_counts(self):
        for f in (harness._cpu_seconds, batch._cpu):
            a = f()
            _work()
            self.assertGreater(f(), a, f.__module__)

    def test_reaped_child_counts(self):
        # A job is a forked child the server reaps: its time is the batch's.
        for f in (harness._cpu_seconds, batch._cpu):
            a = f()
            pid = os.fork()
            if pid == 0:
                _work(1000000)
                os._exit(0)
            os.waitpid(pid, 0)
            # The parent only waited: what was added is the child's work.
            self.assertGreater(f() - a, 0.01, f.__module__)


if __name__ == "__main__":
    unittest.main()
