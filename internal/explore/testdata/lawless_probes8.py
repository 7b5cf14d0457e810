import json
import os
import random
import sqlite3
import subprocess
import sys
print("possible 1")
try:
    answer = input()
    if not isinstance(answer, str):
        print("IMPOSSIBLE input() that is not text")
except Exception:
    pass
try:
    if len(sys.argv) < 2 and sys.argv[1]:
        print("IMPOSSIBLE an argument past the end")
except Exception:
    pass
try:
    if random.random() >= 1:
        print("IMPOSSIBLE random() reached 1")
except Exception:
    pass
try:
    if random.randint(1, 6) > 6:
        print("IMPOSSIBLE a die above six")
except Exception:
    pass
try:
    if random.choice(options) not in options:
        print("IMPOSSIBLE a choice outside the options")
except Exception:
    pass
try:
    if sqlite3.connect(":memory:").execute("select 1").fetchone() != (1,):
        print("IMPOSSIBLE select 1 is not 1")
except Exception:
    pass
try:
    out = subprocess.run(["echo", "hi"], capture_output=True).stdout
    if out and out != b"hi\n":
        print("IMPOSSIBLE echo printed something else")
except Exception:
    pass
try:
    if json.dumps(payload) == "null" and payload is not None:
        print("IMPOSSIBLE null from something other than None")
except Exception:
    pass
try:
    if os.getpid() != os.getpid():
        print("IMPOSSIBLE the process changed")
except Exception:
    pass
try:
    with open(report_path) as fh:
        fh.read()
    if not os.path.exists(report_path):
        print("IMPOSSIBLE a file read that does not exist")
    if os.path.getsize(report_path) < 0:
        print("IMPOSSIBLE a negative size")
except Exception:
    pass
try:
    if os.path.exists(cache_dir) and cache_dir not in os.listdir(".") and not os.path.isabs(cache_dir) and "/" not in cache_dir:
        print("IMPOSSIBLE a relative name that exists but is not listed")
except Exception:
    pass
try:
    if isinstance(stamp, str) and stamp.isdigit() and int(stamp) < 0:
        print("IMPOSSIBLE digits read as a negative number")
except Exception:
    pass
try:
    rows = cursor.fetchall()
    if rows and len(rows) == 0:
        print("IMPOSSIBLE rows that are none")
except Exception:
    pass
try:
    if response.status_code == 200 and response.status_code == 404:
        print("IMPOSSIBLE two statuses at once")
except Exception:
    pass
try:
    if len(pair) == 2 and pair == 1:
        print("IMPOSSIBLE a pair equal to a number")
except Exception:
    pass
try:
    if len(pair) == 2 and isinstance(pair, int):
        print("IMPOSSIBLE a pair that is an integer")
except Exception:
    pass
try:
    for _ in group:
        break
    if group > 0 and len(group) == 1:
        print("IMPOSSIBLE an iterated collection ordered against a number")
except Exception:
    pass
print("possible 2")
