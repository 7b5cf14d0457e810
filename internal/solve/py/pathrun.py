# Solve phase, sandboxed side: runs one function of a file on inputs and
# records the path each run takes (statement lines, per frame, of the
# function and the helpers of the same file, then how it ended). Modes:
#   run     - the given inputs (Python literal argument tuples)
#   sample  - inputs drawn at random from the parameters' types
#   hypothesis - Hypothesis searching for inputs that take given paths
#   lines   - the lines CPython's own line table gives code (co_lines)
#   shrink  - smaller inputs that take the same paths
# No names are injected into the module unless the request's preset is
# "leetcode" (LeetCode's implicit imports).
# Reads a JSON request from argv[1], writes a JSON answer to fd 3.
import copy, json, os, random, sys, time

REQ = json.load(open(sys.argv[1]))
# The keys of solve.pathRequest (request.go); TestPathRequestKeys checks
# that the two agree. A key this harness does not know is a contract error.
REQUEST_KEYS = frozenset((
    "mode", "file", "function", "stmts", "loops", "withs", "types", "preset", "generator", "kwnames",
    "init_n", "control_fd", "result_fd", "inputs", "input_sets", "span", "mutants", "seed", "tries",
    "budget", "hypo_budget", "targets", "collect", "items", "runs", "init_types", "max_size",
    "max_examples", "max_events", "alphabet", "observe"))
if set(REQ) - REQUEST_KEYS:
    raise SystemExit("pathrun: request keys unknown to this harness: %s" % ", ".join(sorted(set(REQ) - REQUEST_KEYS)))
PRELUDE = "" if REQ.get("preset") != "leetcode" else ("import collections, math, heapq, bisect, itertools, functools, string, re, operator\n"
           "from collections import *\nfrom typing import *\nfrom heapq import *\n"
           "from bisect import *\nfrom itertools import *\nfrom functools import *\nfrom math import *\n")

class TooLong(BaseException):
    pass

def load(src=None):
    if src is None:
        src = open(REQ["file"]).read()
    ns = {"__name__": "__solve__"}
    if PRELUDE:
        exec(PRELUDE, ns)
    exec(compile(src, REQ["file"], "exec"), ns)
    parts = REQ["function"].split(".")
    obj = ns[parts[0]]
    for p in parts[1:]:
        obj = getattr(obj, p)
    if len(parts) > 1 and isinstance(ns.get(parts[0]), type):
        cls, name, k = ns[parts[0]], parts[-1], REQ.get("init_n", 0)
        if name == "__init__":
            def construct(*a, **kw):
                return cls(*a, **kw)  # __init__ under test: the class called
            return construct
        if k:
            # The instance is built from the first k inputs, inside the
            # traced call: __init__'s lines are part of the path.
            def bound(*a, **kw):
                return getattr(cls(*a[:k]), name)(*a[k:], **kw)
            return bound
        inst = make_instance(cls)
        obj = getattr(inst, name)
    return obj

def make_instance(cls):
    # The class built from its __init__'s parameter types (request's
    # "init_types"); with none, called without arguments.
    its = REQ.get("init_types") or []
    if not its:
        return cls()
    rnd = random.Random(REQ.get("seed", 0))
    return cls(*[gen(t, rnd, 3) for t in its])

def code_lines(src):
    # Lines with a line event in CPython: every instruction's line but a
    # frame's prologue (RESUME, MAKE_CELL, COPY_FREE_VARS, and a generator's
    # RETURN_GENERATOR/POP_TOP), which carry the def line and never trace.
    import dis
    out = set()
    todo = [compile(src, FILE, "exec")]
    skip = {"RESUME", "MAKE_CELL", "COPY_FREE_VARS", "RETURN_GENERATOR", "CACHE"}
    while todo:
        co = todo.pop()
        prev = None
        for ins in dis.get_instructions(co):
            op = ins.opname
            if op in skip or (op == "POP_TOP" and prev == "RETURN_GENERATOR"):
                prev = op
                continue
            prev = op
            ln = ins.positions.lineno if ins.positions else None
            if ln:
                out.add(ln)
        for c in co.co_consts:
            if hasattr(c, "co_code"):
                todo.append(c)
    return sorted(out)

STMT = {int(k): v for k, v in REQ["stmts"].items()}   # line -> statement start line
LOOPS = set(REQ["loops"])                              # loop header lines
WITHS = {int(k): v for k, v in REQ["withs"].items()}   # with line -> last line of its body
FILE = REQ["file"]
MAX_EVENTS = REQ.get("max_events", 4000)
KWNAMES = REQ.get("kwnames") or []      # trailing inputs passed by keyword
GENERATOR = REQ.get("generator", False)

# Concolic continuation: expressions the rules cannot translate, each
# evaluated in its frame at every line event of its statement, before the
# statement runs (the tracer is off meanwhile); "<line>:<text>" -> values.
OBSERVE = REQ.get("observe") or []
OBS_AT = {}
for _o in OBSERVE:
    OBS_AT.setdefault(_o["line"], []).append((_o["expr"], compile(_o["expr"], "<observed>", "eval")))

def obs_value(v, depth=0):
    # A value as the Go side rebuilds it (obsValue in observe.go): scalars,
    # lists, tuples and dicts of them; anything else is opaque, known only
    # by its truth.
    t = type(v)
    if depth < 4:
        if v is None: return {"t": "none"}
        if t is bool: return {"t": "bool", "v": v}
        if t is int: return {"t": "int", "v": str(v)}
        if t is float and v == v and abs(v) != float("inf"): return {"t": "float", "v": repr(v)}
        if t is str and len(v) <= 200: return {"t": "str", "v": v}
        if t in (list, tuple) and len(v) <= 50:
            items = [obs_value(e, depth + 1) for e in v]
            if all(i["t"] != "obj" for i in items):
                return {"t": t.__name__, "v": items}
        if t is dict and len(v) <= 50:
            items = [[obs_value(k, depth + 1), obs_value(e, depth + 1)] for k, e in v.items()]
            if all(i[0]["t"] != "obj" and i[1]["t"] != "obj" for i in items):
                return {"t": "dict", "v": items}
    try:
        truth = bool(v)
    except Exception:
        truth = True
    return {"t": "obj", "truth": truth}

def observe(frame, ln, obs):
    for text, code in OBS_AT.get(ln, ()):
        try:
            o = obs_value(eval(code, frame.f_globals, frame.f_locals))
        except Exception as e:
            o = {"t": "raise", "v": type(e).__name__}
        obs.setdefault("%d:%s" % (ln, text), []).append(o)

def traced(fn, args):
    lines = []
    last = {}
    obs = {}
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
        if st in OBS_AT:
            observe(frame, st, obs)
        if len(lines) > MAX_EVENTS:
            raise TooLong()
        return local
    def glob(frame, event, arg):
        c = frame.f_code
        if c.co_filename != FILE or c.co_name.startswith("<"):
            return None
        return local
    out = {"lines": lines, "exc": None}
    if OBSERVE:
        out["obs"] = obs
    kw = {}
    nkw = len(KWNAMES)
    if nkw and len(args) >= nkw:
        kw = dict(zip(KWNAMES, args[len(args) - nkw:]))
        args = args[:len(args) - nkw]
    before = safe_repr(args)
    sys.settrace(glob)
    try:
        ret = fn(*args, **kw)
        if GENERATOR and hasattr(ret, "__next__"):
            # A generator's body runs when it is iterated: drain it here,
            # traced, so the path is the body's lines.
            ret = list(itertools_islice(ret, 10000))
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
    out["approx"] = has_float(ret)
    after = safe_repr(args)
    if after != before and after is not None:
        try:
            if eval(after, {"inf": float("inf")}) == args:
                out["args_after"] = after  # the function mutated its arguments
        except Exception:
            pass
    return out, ret

def safe_repr(v):
    try:
        r = repr(v)
        return r if len(r) < 2000 else None
    except Exception:
        return None

def has_float(v, depth=0):
    if isinstance(v, float):
        return True
    if isinstance(v, (list, tuple)) and depth == 0:
        return any(isinstance(e, float) for e in v) and all(isinstance(e, (int, float)) and not isinstance(e, bool) for e in v)
    return False

def itertools_islice(it, n):
    import itertools
    return itertools.islice(it, n)

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

# LeetCode's alphabet only under its preset; otherwise letters of both
# cases, digits, blanks and the punctuation text functions look for.
ALPHA = REQ.get("alphabet") or ("ab01()[]*.-+ " if REQ.get("preset") == "leetcode" else "abzAZ09 _-./\\\t\n<>&'\"%{}*?[]!")

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
        alpha = rnd.choice([ALPHA, "ab", "abc", "0123456789", "()", "aA1 "] if REQ.get("preset") == "leetcode" else [ALPHA, ALPHA, "ab", "abc", "0123456789", "aA1 ", "a/."])
        return "".join(rnd.choice(alpha) for _ in range(n))
    if k in ("list", "tuple"):
        es = t.get("e") or [{"k": "int"}]
        if k == "tuple" and len(es) > 1:
            return tuple(gen(e, rnd, size) for e in es)
        n = rnd.randint(0, size)
        v = [gen(es[0], rnd, max(1, size - 1)) for _ in range(n)]
        return tuple(v) if k == "tuple" else v
    if k == "optional":
        return None if rnd.random() < 0.3 else gen(t["e"][0], rnd, size)
    if k == "none":
        return None
    return rnd.randint(-3, 3)

def cut_defaults(types, rnd):
    # A parameter with a default may be left out (with those after it).
    k = len(types)
    while k > 0 and types[k - 1].get("d") and not types[k - 1].get("kw"):
        k -= 1
    return rnd.randint(k, len(types)) if k < len(types) else len(types)

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
        args = args[:cut_defaults(types, rnd)] if rnd.random() < 0.4 else args
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
            o["by"] = "uniform"
            seen[key] = o
    if REQ.get("hypo_budget", 0) > 0:
        hypothesis_sample(seen, REQ["hypo_budget"])
    return list(seen.values())

def hypothesis_sample(seen, budget):
    # Feasible paths found by Hypothesis's generation too, so that the
    # denominator is not only what uniform draws reach.
    try:
        from hypothesis import given, settings, HealthCheck, Phase
    except ImportError:
        return
    strategies = strategy_tuple()
    start = time.time()
    class Done(Exception):
        pass
    @settings(max_examples=10**6, deadline=None, database=None,
              suppress_health_check=list(HealthCheck), phases=[Phase.generate])
    @given(strategies)
    def probe(args):
        if time.time() - start > budget:
            raise Done()
        lit = repr(args)
        try:
            o, _ = traced(load(), list(eval(lit)))
        except Done:
            raise
        except BaseException:
            return
        if o.get("too_long"):
            return
        key = (tuple(o["lines"]), o["exc"])
        if key not in seen:
            o["input"] = lit
            o["by"] = "hypothesis"
            seen[key] = o
    try:
        probe()
    except Done:
        pass
    except Exception:
        pass

def strategy_tuple():
    from hypothesis import strategies as st
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
        if k == "none": return st.none()
        return st.integers(-10, 10)
    return st.tuples(*[strat(t) for t in REQ["types"]])

def hypothesis_mode(fn):
    from hypothesis import given, settings, HealthCheck, Phase
    strategies = strategy_tuple()
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
                    args = list(eval(lit, {}))
                    nkw = len(KWNAMES)
                    kw = dict(zip(KWNAMES, args[len(args) - nkw:])) if nkw and len(args) >= nkw else {}
                    r = fn(*args[:len(args) - len(kw)], **kw)
                    if GENERATOR and hasattr(r, "__next__"):
                        list(itertools_islice(r, 10000))
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

def shrink_mode():
    # Greedy shrinking of each validated input: smaller ints, shorter
    # lists and strings, simpler characters, kept only when the run takes
    # the same path and ends the same way.
    out = []
    for item in REQ["items"]:
        want = (tuple(item["lines"]), item.get("exc"))
        best = eval(item["input"], {})
        budget = [REQ.get("runs", 60)]
        def same(args):
            if budget[0] <= 0:
                return None
            budget[0] -= 1
            try:
                # A copy: the run may mutate its arguments.
                o, _ = traced(load(), list(copy.deepcopy(args)))
            except BaseException:
                return None
            return o if (tuple(o["lines"]), o["exc"]) == want and not o.get("too_long") else None
        def cands(v):
            if isinstance(v, bool):
                return [False] if v else []
            if isinstance(v, int):
                c = [0, 1, -1, v // 2, v - 1 if v > 0 else v + 1]
                return [x for x in c if abs(x) < abs(v) or (abs(x) == abs(v) and x > v)]
            if isinstance(v, float):
                c = [0.0, 1.0, float(round(v)), round(v, 1)]
                return [x for x in c if x != v and abs(x) <= abs(v) + 0.5]
            if isinstance(v, str):
                c = [v[:len(v) // 2], v[1:], v[:-1]] if v else []
                simple = "".join(ch if ch.isalnum() or ch in " ./-_" else ch for ch in v)
                return [x for x in c if len(x) < len(v)] + ([simple] if simple != v else [])
            if isinstance(v, (list, tuple)):
                c = [v[:len(v) // 2], v[1:], v[:-1]] if v else []
                return [type(v)(x) for x in c if len(x) < len(v)]
            return []
        o_best = None
        changed = True
        while changed and budget[0] > 0:
            changed = False
            for i in range(len(best)):
                v = best[i]
                # elements of lists shrink too
                options = list(cands(v))
                if isinstance(v, list):
                    for j, e in enumerate(v):
                        for ce in cands(e)[:2]:
                            nv = list(v); nv[j] = ce; options.append(nv)
                for c in options:
                    trial = tuple(best[:i]) + (c,) + tuple(best[i + 1:])
                    o = same(trial)
                    if o is not None:
                        best, o_best, changed = trial, o, True
                        break
                if budget[0] <= 0:
                    break
        if o_best is None:
            out.append({})
        else:
            o_best["input"] = repr(best)
            out.append(o_best)
    return out

def mutants_mode():
    # Mutation score: each set of inputs is a test suite whose oracle is
    # the original's outcome (exception type, value returned, arguments
    # after the call); a mutant is killed by a suite when one input's
    # outcome differs (or the run does not end within the step bound).
    sets = REQ["input_sets"]
    def outcome(fn, lit):
        try:
            o, ret = traced(fn, list(eval(lit, {})))
        except BaseException as e:
            return ("harness", type(e).__name__)
        return (o.get("exc"), safe_repr(ret) if not o.get("exc") else None, o.get("args_after"), bool(o.get("too_long")))
    orig = [[outcome(load(), lit) for lit in s] for s in sets]
    killed = [0] * len(sets)
    for msrc in REQ["mutants"]:
        for si, s in enumerate(sets):
            for i, lit in enumerate(s):
                try:
                    fn = load(msrc)
                except BaseException:
                    killed[si] += 1
                    break
                if outcome(fn, lit) != orig[si][i]:
                    killed[si] += 1
                    break
    return {"killed": killed, "total": len(REQ["mutants"])}

def main():
    sys.setrecursionlimit(400)
    out = {}
    if REQ["mode"] == "lines":
        try:
            out = {"lines": code_lines(open(REQ["file"]).read())}
        except BaseException as e:
            out = {"load_error": "%s: %s" % (type(e).__name__, e)}
        send(out)
        return
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
        elif mode == "shrink":
            out = {"runs": shrink_mode()}
        elif mode == "mutants":
            out = mutants_mode()
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
