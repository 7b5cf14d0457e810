# Phase: execute (tests of the harness's side of the cpu_seconds contract:
# execute.Result.CPUSeconds reads what harness._cpu_seconds and
# batch._cpu report), and debug (a mutant run's CPU limit is process CPU,
# as the budget that sums the runs counts it). Run by runtime's
# TestCPUPython.
import os
import signal
import time
import unittest

import batch
import harness
import tracer


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


class MutantLimit(unittest.TestCase):
    def test_limit_is_process_cpu(self):
        # A SIGPROF before the limit, as ITIMER_PROF's tick-charged count
        # sends on a busy machine, does not end the run: it ends once the
        # process clock has reached the limit.
        def alarm(*_):
            raise tracer.TestTimeout()
        limit = 0.1
        t0 = time.process_time()
        try:
            tracer._MutantRunner._arm(alarm, limit)
            signal.setitimer(signal.ITIMER_REAL, 0)  # CPU alone decides, at any load
            os.kill(os.getpid(), signal.SIGPROF)
            while True:
                _work(1000)
        except tracer.TestTimeout:
            used = time.process_time() - t0
        finally:
            tracer._MutantRunner._disarm()
        self.assertGreaterEqual(used, limit - 0.002)

    def test_signal_after_disarm_arms_nothing(self):
        # The handler of a SIGPROF that came just before _disarm runs after
        # it: it must not set the timer again for what was left.
        def alarm(*_):
            raise tracer.TestTimeout()
        tracer._MutantRunner._arm(alarm, 60)
        tracer._MutantRunner._disarm()
        os.kill(os.getpid(), signal.SIGPROF)
        self.assertEqual(signal.getitimer(signal.ITIMER_PROF), (0.0, 0.0))

    def test_wall_backstop_still_ends_the_run(self):
        def alarm(*_):
            raise tracer.TestTimeout()
        try:
            tracer._MutantRunner._arm(alarm, 60)
            with self.assertRaises(tracer.TestTimeout):
                os.kill(os.getpid(), signal.SIGALRM)
                time.sleep(60)
        finally:
            tracer._MutantRunner._disarm()


if __name__ == "__main__":
    unittest.main()
