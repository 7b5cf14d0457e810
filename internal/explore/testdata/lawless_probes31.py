import glob
import os
import pathlib
import random
import datetime
print("possible 1")
try:
    if res_1.endswith(".txt") and os.path.isfile(res_1) and open(res_1).read() != pathlib.Path(res_1).read_text():
        print("IMPOSSIBLE a file read two ways")
except Exception:
    pass
try:
    if res_2.endswith(".txt") and os.path.exists(res_2) and os.stat(res_2).st_size != len(open(res_2, "rb").read()):
        print("IMPOSSIBLE stat size against bytes read")
except Exception:
    pass
try:
    if res_3.endswith(".txt") and os.path.isfile(res_3) and not pathlib.Path(res_3).exists():
        print("IMPOSSIBLE a file its Path does not find")
except Exception:
    pass
try:
    if res_4.endswith(".txt") and os.path.isfile(res_4) and not os.access(res_4, os.F_OK):
        print("IMPOSSIBLE a file access does not find")
except Exception:
    pass
try:
    if res_5.endswith(".txt") and "*" not in res_5 and "?" not in res_5 and "[" not in res_5 and os.path.isfile(res_5) and not glob.glob(res_5):
        print("IMPOSSIBLE a file glob does not find")
except Exception:
    pass
try:
    if res_6.endswith(".txt") and not os.path.exists(res_6) and pathlib.Path(res_6).is_file():
        print("IMPOSSIBLE missing yet a Path file")
except Exception:
    pass
try:
    if res_7.endswith(".txt") and os.path.isfile(res_7) and os.path.isdir(res_7):
        print("IMPOSSIBLE a file and a directory")
except Exception:
    pass
try:
    if res_8.endswith(".txt") and open(res_8, "w").write("ab") == 2 and open(res_8).read() != "ab":
        print("IMPOSSIBLE written text read otherwise")
except Exception:
    pass
try:
    if res_9.endswith(".txt") and open(res_9, "w").write("ab") == 2 and os.path.getsize(res_9) != 2:
        print("IMPOSSIBLE written text of another size")
except Exception:
    pass
try:
    if res_10.endswith(".txt") and pathlib.Path(res_10).write_text("abc") == 3 and open(res_10).read() != "abc":
        print("IMPOSSIBLE Path write against open read")
except Exception:
    pass
try:
    if res_11.endswith(".txt") and os.path.isfile(res_11) and res_11 not in os.listdir(os.path.dirname(res_11) or "."):
        print("IMPOSSIBLE a file its directory does not list")
except Exception:
    pass
try:
    if res_12.isidentifier() and os.environ.get(res_12) is not None and res_12 not in os.environ:
        print("IMPOSSIBLE an environment variable get finds, in does not")
except Exception:
    pass
try:
    if res_13.isidentifier() and res_13 in os.environ and os.getenv(res_13) is None:
        print("IMPOSSIBLE an environment variable in finds, getenv does not")
except Exception:
    pass
try:
    if res_14.isidentifier() and os.environ.get(res_14, "d") != os.getenv(res_14, "d"):
        print("IMPOSSIBLE environ.get against getenv")
except Exception:
    pass
try:
    if res_15 + 1 == 2 and random.Random(res_15).random() != random.Random(res_15).random():
        print("IMPOSSIBLE two generators of one seed")
except Exception:
    pass
try:
    if res_16 + 1 == 2 and random.Random(res_16).randint(1, 3) not in (1, 2, 3):
        print("IMPOSSIBLE randint out of range")
except Exception:
    pass
try:
    if datetime.datetime.now() > datetime.datetime.now() + datetime.timedelta(days=1):
        print("IMPOSSIBLE the clock going back a day")
except Exception:
    pass
try:
    if res_18 + 1 == 2 and datetime.timedelta(days=res_18) != datetime.timedelta(hours=24):
        print("IMPOSSIBLE a day of two lengths")
except Exception:
    pass
try:
    if res_19 + 1 == 2 and datetime.date(2020, 1, res_19) != datetime.date(2020, 1, 1):
        print("IMPOSSIBLE January the first two ways")
except Exception:
    pass
try:
    if res_20.isdigit() and len(res_20) == 4 and datetime.datetime.strptime(res_20, "%Y").year != int(res_20):
        print("IMPOSSIBLE a year parsed otherwise")
except Exception:
    pass
try:
    if len(res_21) == 2 and sum(res_21) != res_21[0] + res_21[1]:
        print("IMPOSSIBLE sum of a pair")
except Exception:
    pass
try:
    if len(res_22) == 2 and max(res_22) not in res_22:
        print("IMPOSSIBLE max of a pair not in it")
except Exception:
    pass
try:
    if len(res_23) == 2 and sorted(res_23, reverse=True) != sorted(res_23)[::-1]:
        print("IMPOSSIBLE reverse sort two ways")
except Exception:
    pass
try:
    if len(res_24) == 2 and any(res_24) and not (res_24[0] or res_24[1]):
        print("IMPOSSIBLE any of a pair")
except Exception:
    pass
try:
    if len(res_25) == 2 and all(res_25) and not (res_25[0] and res_25[1]):
        print("IMPOSSIBLE all of a pair")
except Exception:
    pass
try:
    if len(res_26) == 2 and min(res_26) > res_26[0]:
        print("IMPOSSIBLE min above an item")
except Exception:
    pass
try:
    if len(res_27) == 2 and len(list(zip(res_27, res_27))) != 2:
        print("IMPOSSIBLE zip of a pair")
except Exception:
    pass
try:
    if len(res_28) == 2 and len(dict(enumerate(res_28))) != 2:
        print("IMPOSSIBLE enumerate of a pair")
except Exception:
    pass
try:
    if len(res_29) == 2 and list(filter(None, res_29)) != [e for e in res_29 if e]:
        print("IMPOSSIBLE filter against a comprehension")
except Exception:
    pass
try:
    if issubclass(res_30.ConfigError, Exception) and not isinstance(res_30.ConfigError(), Exception):
        print("IMPOSSIBLE an exception class whose instance is none")
except Exception:
    pass
try:
    if res_31.ConfigError is not res_31.ConfigError:
        print("IMPOSSIBLE an attribute class two objects")
except Exception:
    pass
try:
    if str(res_32) == "x" and str(res_32) != "x":
        print("IMPOSSIBLE str changing between calls")
except Exception:
    pass
try:
    if repr(res_33) != repr(res_33):
        print("IMPOSSIBLE repr changing between calls")
except Exception:
    pass
try:
    if res_34 == res_34 and res_34 != res_34:
        print("IMPOSSIBLE equal and unequal to itself")
except Exception:
    pass
try:
    if res_35 < res_35b and res_35b < res_35:
        print("IMPOSSIBLE each below the other")
except Exception:
    pass
try:
    if res_36 <= res_36b and res_36b <= res_36 and res_36 != res_36b and res_36 + 0 == res_36b + 0:
        print("IMPOSSIBLE ordered both ways, unequal, yet equal numbers")
except Exception:
    pass
try:
    try:
        raise svc_e.ConnError("m")
    except svc_e.ConnError as e:
        if e.args != ("m",):
            print("IMPOSSIBLE a raised argument changing")
except Exception:
    pass
try:
    try:
        raise svc_f.ConnError("m")
    except svc_f.ConnError:
        pass
    else:
        print("IMPOSSIBLE a raise that did not raise")
except Exception:
    pass
try:
    with svc_g as ctx_g:
        if ctx_g is svc_g and not hasattr(svc_g, "__enter__"):
            print("IMPOSSIBLE a context without __enter__")
except Exception:
    pass
try:
    if svc_h.name.endswith(".txt"):
        with open(svc_h.name, "w") as fh_h:
            fh_h.write("a")
        with open(svc_h.name) as fh_h2:
            if fh_h2.closed:
                print("IMPOSSIBLE a file closed inside its with")
except Exception:
    pass
try:
    def gen_i():
        yield src_i
        yield src_i
    g_i = gen_i()
    if next(g_i) + 1 == 2 and next(g_i) != 1:
        print("IMPOSSIBLE one object yielded as two values")
except Exception:
    pass
print("possible 3")
