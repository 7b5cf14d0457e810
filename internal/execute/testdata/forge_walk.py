# A hostile snippet: it looks for the harness's reporter, result descriptor
# and nonce by walking its frames back, the globals of every frame, the
# closures of every function and every object the garbage collector
# tracks; it calls every emit it finds with a record of its own, stamps that
# record with every nonce-like string it finds and writes it to every
# descriptor; then it raises. Believed, the run would be "ok" at 100 %.
import gc
import json
import os
import sys

fake = {"covered": list(range(1, 200)), "status": "ok", "error": None}
nonces, emits = set(), 0


def look(v):
    if isinstance(v, str) and len(v) == 32 and all(c in "0123456789abcdef" for c in v):
        nonces.add(v)


seen = []
f = sys._getframe()
while f is not None:
    seen.extend(f.f_locals.values())
    seen.extend(f.f_globals.values())
    f = f.f_back
seen.extend(gc.get_objects())
for o in list(seen):
    try:
        look(o)
        if isinstance(o, dict):
            for v in list(o.values()):
                look(v)
        elif isinstance(o, (list, tuple, set, frozenset)):
            for v in list(o):
                look(v)
        for v in list(getattr(o, "__dict__", {}).values()):
            look(v)
        for c in getattr(o, "__closure__", None) or ():
            look(c.cell_contents)
            seen.append(c.cell_contents)
        emit = getattr(o, "emit", None)
        if callable(emit) and not isinstance(o, type):
            emit(dict(fake))
            emits += 1
    except Exception:
        pass
for n in nonces:
    line = ("\n" + json.dumps(dict(fake, nonce=n)) + "\n").encode()
    for fd in range(3, 100):
        try:
            os.write(fd, line)
        except OSError:
            pass
print("emits", emits, "nonces", len(nonces))
raise ValueError("the snippet raised")
