# Phase: execute (tests of the fork server's own step, plainfork._run_one:
# the Python side of execute.TestPlainForkCanceledRunFreesServer). Run by
# runtime's TestPlainForkPython.
import os
import unittest

import plainfork


class _Hooks:
    seen = []

    def unknown(self):
        return []


class RunOne(unittest.TestCase):
    def test_a_fork_killed_before_its_control_message(self):
        # The relay kills a canceled file's fork at once (_await_answer),
        # which can be before the server wrote the fork its control
        # message: the server must answer for that file and serve on, not
        # die of the broken pipe.
        real = plainfork._fork

        def dead_at_once():
            pid = os.fork()
            if pid == 0:
                os._exit(0)
            os.waitid(os.P_PID, pid, os.WEXITED | os.WNOWAIT)  # dead, not reaped
            return pid

        plainfork._fork = dead_at_once
        try:
            out_r, out = os.pipe()
            req_r, req_fd = os.pipe()
            req = {"wall": 5}
            got = plainfork._run_one({"control_fd": 3, "result_fd": 4}, req, 0.0, _Hooks(), set(), None, None, out, req_r)
        finally:
            plainfork._fork = real
            for fd in (out_r, out, req_r, req_fd):
                os.close(fd)
        self.assertIsNone(got)  # the server's side
        self.assertEqual(req["_answer"], {"lost": "no record"})


if __name__ == "__main__":
    unittest.main()
