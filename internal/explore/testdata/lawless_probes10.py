import os
import re
print("possible 1")
try:
    if rate == 1 and rate == 1.5:
        print("IMPOSSIBLE equal to two numbers")
except Exception:
    pass
try:
    if status == "open" and status == "closed":
        print("IMPOSSIBLE equal to two strings")
except Exception:
    pass
try:
    if size < 1 and size > 1:
        print("IMPOSSIBLE below and above one")
except Exception:
    pass
try:
    if part in "abc" and len(part) > 3:
        print("IMPOSSIBLE a long substring of a short text")
except Exception:
    pass
try:
    if idx in range(3) and idx == 5:
        print("IMPOSSIBLE five inside range(3)")
except Exception:
    pass
try:
    if len(batch) == 2 and len(batch) == 3:
        print("IMPOSSIBLE two lengths")
except Exception:
    pass
try:
    if fname.endswith(".py") and fname.endswith(".txt"):
        print("IMPOSSIBLE two suffixes")
except Exception:
    pass
try:
    if int(raw) == 3 and int(raw) == 4:
        print("IMPOSSIBLE int of one value twice")
except Exception:
    pass
try:
    if answer.lower() == "yes" and answer.lower() == "no":
        print("IMPOSSIBLE lower of one value twice")
except Exception:
    pass
try:
    if cmd[0] == "a" and cmd.startswith("b"):
        print("IMPOSSIBLE a first letter and another prefix")
except Exception:
    pass
try:
    if hash(node) != hash(node):
        print("IMPOSSIBLE a hash that changes")
except Exception:
    pass
try:
    if isinstance(ident, int) and isinstance(ident, str):
        print("IMPOSSIBLE int and str")
except Exception:
    pass
try:
    if callable(hook) and hook is None:
        print("IMPOSSIBLE None that can be called")
except Exception:
    pass
try:
    it = iter(seq)
    next(it)
    next(it)
    if isinstance(seq, (list, str, dict, tuple)) and len(seq) == 1:
        print("IMPOSSIBLE two items from a collection of one")
except Exception:
    pass
try:
    if isinstance(conf, dict) and conf.get("a") == 1 and conf["a"] == 2:
        print("IMPOSSIBLE get and [] disagree")
except Exception:
    pass
try:
    if os.path.exists(path_in) and not os.path.exists(path_in):
        print("IMPOSSIBLE exists and not")
except Exception:
    pass
try:
    if not qty and qty == 5:
        print("IMPOSSIBLE a falsy five")
except Exception:
    pass
try:
    if (limit or 5) == 7 and not limit:
        print("IMPOSSIBLE or picking a falsy side")
except Exception:
    pass
try:
    if text.count("a") > len(text):
        print("IMPOSSIBLE more matches than characters")
except Exception:
    pass
try:
    if body.find("x") == -1 and "x" in body:
        print("IMPOSSIBLE find misses what in finds")
except Exception:
    pass
try:
    if re.search("q", msg) and "q" not in msg:
        print("IMPOSSIBLE search finds what in misses")
except Exception:
    pass
try:
    if isinstance(csvline, str) and len(csvline.split(",")) == 0:
        print("IMPOSSIBLE split into nothing")
except Exception:
    pass
try:
    if title.strip() and not title:
        print("IMPOSSIBLE stripped text from nothing")
except Exception:
    pass
try:
    if isinstance(amount, int) and amount * 0 != 0:
        print("IMPOSSIBLE an int times zero")
except Exception:
    pass
try:
    a1 = user.name
    a2 = user.name
    if a1 != a2 and a1 == a1:
        print("IMPOSSIBLE an attribute read twice differs")
except Exception:
    pass
try:
    k1 = lookup(3)
    if k1 != lookup(3) and k1 == k1:
        print("IMPOSSIBLE a function of its argument changes")
except Exception:
    pass
try:
    if len(matrix[0]) == 2 and len(matrix[0]) != 2:
        print("IMPOSSIBLE a row with two lengths")
except Exception:
    pass
try:
    if env.get("MODE") == "prod" and env.get("MODE") == "dev":
        print("IMPOSSIBLE two values for one key")
except Exception:
    pass
print("possible 2")
