# Solve phase, sandboxed side: runs one function of a file on inputs and
# records the path each run takes (statement lines, per frame, of the
# function and the helpers of the same file, then how it ended). Modes:
#   run     - the given inputs (Python literal argument tuples)
#   sample  - inputs drawn at random from the parameters' types
#   hypothesis - Hypothesis searching for inputs that take given paths
# Reads a JSON request from argv[1], writes a JSON answer to fd 3.
import json, os, random, sys, time

REQ = json.load(open(sys.argv[1]))
PRELUDE = ("import collections, math, heapq, bisect, itertools, functools, string, re, operator\n"
           "from collections import *\nfrom typing import *\nfrom heapq import *\n"
           "from bisect import *\nfrom itertools import *\nfrom functools import *\nfrom math import *\n")

class TooLong(BaseException):
    pass

def load():
    src = open(REQ["file"]).read()
    ns = {"__name__": "__solve__"}
    exec(PRELUDE, ns)
    exec(compile(src, REQ["file"], "exec"), ns)
    parts = REQ["function"].split(".")
    obj = ns[parts[0]]
    for p in parts[1:]:
        obj = getattr(obj, p)
    if len(parts) > 1 and isinstance(ns.get(parts[0]), type):
        inst = ns[parts[0]]()
        obj = getattr(inst, parts[-1])
    return obj

STMT = {int(k): v for k, v in REQ["stmts"].items()}   # line -> statement start line
LOOPS = set(REQ["loops"])                              # loop header lines
WITHS = {int(k): v for k, v in REQ["withs"].items()}   # with line -> last line of its body
FILE = REQ["file"]
MAX_EVENTS = REQ.get("max_events", 4000)

def traced(fn, args):
    lines = []
    last = {}
    def local(frame, event, arg):
        if event != "line":
            return local
        ln = frame.f_lineno
        st = STMT.get(ln)
        if st is None:
            return local
        prev = last.get(frame)
        if prev is not None:
            if st == prev and (ln != st or st not in LOOPS):
                return local  # a continuation line of the same statement
            if st in WITHS and st < prev <= WITHS[st]:
                last[frame] = st  # leaving the with block: __exit__ runs here
                return local
        last[frame] = st
        lines.append(st)
        if len(lines) > MAX_EVENTS:
            raise TooLong()
        return local
    def glob(frame, event, arg):
        c = frame.f_code
        if c.co_filename != FILE or c.co_name.startswith("<"):
            return None
        return local
    out = {"lines": lines, "exc": None}
    sys.settrace(glob)
    try:
        ret = fn(*args)
    except TooLong:
        sys.settrace(None)
        out["too_long"] = True
        return out, None
    except RecursionError:
        sys.settrace(None)
        out["exc"] = "RecursionError"
        return out, None
    except Exception as e:
        sys.settrace(None)
        out["exc"] = type(e).__name__
        out["msg"] = str(e)[:200]
        return out, None
    finally:
        sys.settrace(None)
    try:
        r = repr(ret)
        out["ret"] = r if len(r) < 2000 and eval(r, {"inf": float("inf")}) == ret else None
    except Exception:
        out["ret"] = None
    return out, ret

def run_inputs(fn, inputs):
    res = []
    for lit in inputs:
        try:
            args = eval(lit, {})
        except Exception as e:
            res.append({"error": "bad input: %s" % e})
            continue
        # A fresh module per run: caches (lru_cache on methods) and class
        # state must not carry over, or a path would depend on the runs
        # before it.
        o, _ = traced(load(), list(args))
        res.append(o)
    return res

# ---- values from types ----------------------------------------------------
# A type is {"k": "int"|"float"|"bool"|"str"|"list"|"tuple"|"optional"|"any", "e": [elem types]}

ALPHA = REQ.get("alphabet", "ab01()[]*.-+ ")

def gen(t, rnd, size):
    k = t["k"]
    if k == "int":
        return rnd.choice([rnd.randint(-3, 3), rnd.randint(-size * 3, size * 3), rnd.randint(0, size)])
    if k == "float":
        return rnd.choice([0.0, 0.5, -1.5, float(rnd.randint(-5, 5)), rnd.randint(-20, 20) / 4])
    if k == "bool":
        return rnd.random() < 0.5
    if k == "str":
        n = rnd.randint(0, size)
        alpha = rnd.choice([ALPHA, "ab", "abc", "0123456789", "()", "aA1 "])
        return "".join(rnd.choice(alpha) for _ in range(n))
    if k in ("list", "tuple"):
        es = t.get("e") or [{"k": "int"}]
        if k == "tuple" and len(es) > 1:
            return tuple(gen(e, rnd, size) for e in es)
        n = rnd.randint(0, size)
        v = [gen(es[0], rnd, max(1, size - 1)) for _ in range(n)]
        return tuple(v) if k == "tuple" else v
    if k == "optional":
        return None if rnd.random() < 0.2 else gen(t["e"][0], rnd, size)
    return rnd.randint(-3, 3)

def sample(fn):
    rnd = random.Random(REQ.get("seed", 0))
    types = REQ["types"]
    seen = {}
    deadline = time.time() + REQ.get("budget", 5.0)
    tries = 0
    while tries < REQ.get("tries", 300) and time.time() < deadline:
        tries += 1
        size = rnd.randint(0, REQ.get("max_size", 5))
        args = [gen(t, rnd, size) for t in types]
        lit = repr(tuple(args))
        try:
            o, _ = traced(load(), list(eval(lit)))
        except BaseException as e:
            continue
        if o.get("too_long"):
            continue
        key = (tuple(o["lines"]), o["exc"])
        if key not in seen:
            o["input"] = lit
            seen[key] = o
    return list(seen.values())

def hypothesis_mode(fn):
    from hypothesis import given, settings, strategies as st, HealthCheck, Phase
    def strat(t):
        k = t["k"]
        if k == "int": return st.integers(min_value=-1000, max_value=1000)
        if k == "float": return st.floats(allow_nan=False, allow_infinity=False, width=32)
        if k == "bool": return st.booleans()
        if k == "str": return st.text(max_size=12)
        if k in ("list", "tuple"):
            es = t.get("e") or [{"k": "int"}]
            if k == "tuple" and len(es) > 1:
                return st.tuples(*[strat(e) for e in es])
            s = st.lists(strat(es[0]), max_size=8)
            return s.map(tuple) if k == "tuple" else s
        if k == "optional": return st.none() | strat(t["e"][0])
        return st.integers(-10, 10)
    strategies = st.tuples(*[strat(t) for t in REQ["types"]])
    out = []
    for target in REQ["targets"]:
        want = (tuple(target["lines"]), target["exc"])
        found = {"hit": False, "inputs": []}
        budget = target.get("budget", 1.0)
        start = time.time()
        class Found(Exception):
            pass
        @settings(max_examples=REQ.get("max_examples", 10**6), deadline=None, database=None,
                  suppress_health_check=list(HealthCheck), phases=[Phase.generate])
        @given(strategies)
        def probe(args):
            if time.time() - start > budget:
                raise Found("timeout")
            lit = repr(args)
            if REQ.get("collect") and len(found["inputs"]) < REQ.get("collect"):
                found["inputs"].append(lit)
            o, _ = traced(load(), list(args))
            if (tuple(o["lines"]), o["exc"]) == want:
                found["hit"] = True
                found["input"] = lit
                raise Found("hit")
        try:
            probe()
        except Found:
            pass
        except Exception as e:
            found["error"] = type(e).__name__
        found["seconds"] = time.time() - start
        out.append(found)
    return out

def coverage_mode():
    # Branch coverage of the function's lines by each set of inputs.
    import coverage
    lo, hi = REQ["span"]
    out = []
    for inputs in REQ["input_sets"]:
        cov = coverage.Coverage(branch=True, data_file=None, include=[FILE])
        cov.start()
        try:
            fn = load()
            for lit in inputs:
                try:
                    fn(*eval(lit, {}))
                except BaseException:
                    pass
        finally:
            cov.stop()
        a = cov._analyze(FILE)
        possible, executed = {}, set(a.arcs_executed())
        for (src, dst) in a.arc_possibilities():
            if lo <= src <= hi:
                possible.setdefault(src, set()).add((src, dst))
        total = hit = 0
        for line, arcs in possible.items():
            if len(arcs) < 2:
                continue  # not a branch
            total += len(arcs)
            hit += len(arcs & executed)
        out.append({"branches": total, "covered": hit})
    return out

def main():
    sys.setrecursionlimit(400)
    out = {}
    try:
        fn = load()
    except BaseException as e:
        out = {"load_error": "%s: %s" % (type(e).__name__, e)}
    else:
        mode = REQ["mode"]
        if mode == "run":
            out = {"runs": run_inputs(fn, REQ["inputs"])}
        elif mode == "sample":
            out = {"runs": sample(fn)}
        elif mode == "hypothesis":
            out = {"targets": hypothesis_mode(fn)}
        elif mode == "coverage":
            out = {"sets": coverage_mode()}
    send(out)


def send(out):
    """Writes the answer stamped with the nonce of the control message,
    read only now (runtime.Control): the code run never had it."""
    fd = REQ.get("control_fd")
    try:
        chunks = []
        while True:
            b = os.read(fd, 4096)
            if not b:
                break
            chunks.append(b)
        os.close(fd)
        ctl = json.loads(b"".join(chunks).decode())
        out["nonce"], res = ctl["nonce"], int(ctl["result_fd"])
    except (OSError, ValueError, TypeError, KeyError):
        out, res = {"control_taken": True}, int(REQ.get("result_fd", 3))
    data = ("\n" + json.dumps(out) + "\n").encode()
    view = memoryview(data)
    while view:
        view = view[os.write(res, view):]

main()
