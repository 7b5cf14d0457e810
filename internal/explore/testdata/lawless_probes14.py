print("possible 1")
import os, sys, math, json, glob, pathlib
from decimal import Decimal
try:
    if sys.version_info[0] < 3:
        print("IMPOSSIBLE python 2 under python3")
except Exception:
    pass
try:
    if __name__ != "__main__":
        print("IMPOSSIBLE a script that is not main")
except Exception:
    pass
try:
    if math.pi != 3.141592653589793:
        print("IMPOSSIBLE another pi")
except Exception:
    pass
try:
    if isinstance(total, float) and total == 0.1 + 0.2 and total == 0.3:
        print("IMPOSSIBLE 0.1 + 0.2 equal to 0.3")
except Exception:
    pass
try:
    if isinstance(count, int) and not isinstance(count, bool) and abs(count) < 2 ** 53 and float(count) != count:
        print("IMPOSSIBLE an int that float changes")
except Exception:
    pass
try:
    if isinstance(qty, int) and Decimal(qty) != qty:
        print("IMPOSSIBLE an int that Decimal changes")
except Exception:
    pass
try:
    if isinstance(num, int) and complex(num).real != num:
        print("IMPOSSIBLE a real part that differs")
except Exception:
    pass
try:
    if isinstance(key, (int, str)) and key not in {key}:
        print("IMPOSSIBLE a key not in a set of itself")
except Exception:
    pass
try:
    if isinstance(lo, int) and isinstance(hi, int) and sorted([lo, hi]) != sorted([hi, lo]):
        print("IMPOSSIBLE sorting depends on the order given")
except Exception:
    pass
try:
    if max(left, right) is not left and max(left, right) is not right:
        print("IMPOSSIBLE a max that is neither")
except Exception:
    pass
try:
    if isinstance(bag, (list, tuple, str, dict, set)) and len(bag) != bag.__len__():
        print("IMPOSSIBLE two lengths of one container")
except Exception:
    pass
try:
    if bool(flag) != (not not flag):
        print("IMPOSSIBLE two truths")
except Exception:
    pass
try:
    a, b = pair
    if isinstance(pair, (list, tuple)) and (a, b) != tuple(pair):
        print("IMPOSSIBLE unpacked items that are not the pair")
except Exception:
    pass
try:
    if type(val) is int and type(val) is float:
        print("IMPOSSIBLE two types")
except Exception:
    pass
try:
    if isinstance(seq2, list):
        for i, v in enumerate(seq2):
            if seq2[i] is not v:
                print("IMPOSSIBLE an enumerated item that is not the element")
except Exception:
    pass
try:
    if isinstance(d3, dict) and dict(d3) != d3:
        print("IMPOSSIBLE a dict unequal to its copy")
except Exception:
    pass
try:
    if isinstance(s4, set) and frozenset(s4) != s4:
        print("IMPOSSIBLE a frozen set unequal to its set")
except Exception:
    pass
try:
    if isinstance(line, str) and len(" ".join(line.split())) > len(line):
        print("IMPOSSIBLE normalised spaces that lengthen")
except Exception:
    pass
try:
    if isinstance(hay, str) and isinstance(needle, str) and hay.find(needle) > len(hay):
        print("IMPOSSIBLE a find past the end")
except Exception:
    pass
try:
    if isinstance(src, str) and isinstance(part, str) and part and src.replace(part, part) != src:
        print("IMPOSSIBLE replacing by itself changes")
except Exception:
    pass
try:
    if isinstance(rep, str) and rep * 0 != "":
        print("IMPOSSIBLE text times zero")
except Exception:
    pass
try:
    if isinstance(fname, str) and os.path.exists(fname) != pathlib.Path(fname).exists():
        print("IMPOSSIBLE two answers to exists")
except Exception:
    pass
try:
    if isinstance(doc, str) and os.path.isfile(doc) and pathlib.Path(doc).read_text() != open(doc).read():
        print("IMPOSSIBLE a file read two ways")
except Exception:
    pass
try:
    if isinstance(blob, str) and os.path.isfile(blob) and os.stat(blob).st_size != len(open(blob, "rb").read()):
        print("IMPOSSIBLE a size that is not the bytes")
except Exception:
    pass
try:
    for g in glob.glob(pattern):
        if not os.path.exists(g):
            print("IMPOSSIBLE a glob match that does not exist")
except Exception:
    pass
try:
    if isinstance(conf, str) and os.path.isfile(conf) and json.load(open(conf)) != json.loads(open(conf).read()):
        print("IMPOSSIBLE JSON read two ways")
except Exception:
    pass
try:
    cfg.mode = "fast"
    del cfg.mode
    if hasattr(cfg, "mode") and type(cfg).__name__ == "SimpleNamespace":
        print("IMPOSSIBLE a deleted attribute still there")
except Exception:
    pass
try:
    if getattr(opts, "level", 5) != 5 and not hasattr(opts, "level"):
        print("IMPOSSIBLE getattr finds what hasattr does not")
except Exception:
    pass
try:
    if isinstance(x9, int) and repr(x9) != repr(x9):
        print("IMPOSSIBLE repr changes")
except Exception:
    pass
try:
    if isinstance(x10, (int, str)) and format(x10) != str(x10):
        print("IMPOSSIBLE format against str")
except Exception:
    pass
try:
    if isinstance(x11, int) and int(x11) != x11:
        print("IMPOSSIBLE int of an int")
except Exception:
    pass
try:
    if isinstance(n12, int) and isinstance(m12, int) and m12 != 0 and (n12 // m12) * m12 + n12 % m12 != n12:
        print("IMPOSSIBLE division identity fails")
except Exception:
    pass
print("possible 2")
