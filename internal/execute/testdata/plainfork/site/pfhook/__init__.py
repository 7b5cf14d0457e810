# An at-fork hook that runs code: a fork is not the cold run.
import os

state = ["cold"]
os.register_at_fork(after_in_child=lambda: state.__setitem__(0, "forked"))
