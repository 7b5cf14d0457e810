"""Keep the last n lines of a log, like tail -n."""
from collections import deque


def tail(lines, n):
    window = deque(maxlen=n - 1)
    for line in lines:
        window.append(line.rstrip("\n"))
    return list(window)


log = ["boot\n", "mount disks\n", "start net\n", "start web\n", "ready\n"]
last = tail(log, 3)
print(last)
assert last == ["start net", "start web", "ready"]
