import datetime
import json
import os
import re
print("possible 1")
try:
    if len(box) > 0 and not box:
        print("IMPOSSIBLE nonempty yet falsy")
except Exception:
    pass
try:
    if p < q and q < r and not p < r:
        print("IMPOSSIBLE order not transitive across three")
except Exception:
    pass
try:
    if u + 1 != 1 + u:
        print("IMPOSSIBLE addition not commutative")
except Exception:
    pass
try:
    if u * 2 != u + u:
        print("IMPOSSIBLE doubling differs from adding")
except Exception:
    pass
try:
    if abs(u) < 0:
        print("IMPOSSIBLE negative absolute value")
except Exception:
    pass
try:
    if min(p, q) > max(p, q):
        print("IMPOSSIBLE min above max")
except Exception:
    pass
try:
    if hash(key) != hash(key):
        print("IMPOSSIBLE hash changes")
except Exception:
    pass
try:
    if str(key) != str(key):
        print("IMPOSSIBLE str changes")
except Exception:
    pass
try:
    if name.lower() != name.lower():
        print("IMPOSSIBLE a call on equal arguments differs")
except Exception:
    pass
try:
    if isinstance(val, int) and isinstance(val, str):
        print("IMPOSSIBLE both int and str")
except Exception:
    pass
try:
    if val is None and val == 0:
        print("IMPOSSIBLE None equals zero")
except Exception:
    pass
try:
    if len(word) == 3 and len(word + word) != 6:
        print("IMPOSSIBLE length of a concatenation")
except Exception:
    pass
try:
    if word.startswith("ab") and word[:2] != "ab":
        print("IMPOSSIBLE startswith disagrees with slicing")
except Exception:
    pass
try:
    if item in table and item not in table.keys():
        print("IMPOSSIBLE in disagrees with keys")
except Exception:
    pass
try:
    if item in table:
        table[item]
except KeyError:
    print("IMPOSSIBLE a key found missing")
except Exception:
    pass
try:
    if sorted([p, q]) != sorted([q, p]):
        print("IMPOSSIBLE sort depends on input order")
except Exception:
    pass
try:
    if len(seq) == 2 and len(list(seq)) != 2:
        print("IMPOSSIBLE len disagrees with iteration")
except Exception:
    pass
try:
    if os.path.isfile(path) and not os.path.exists(path):
        print("IMPOSSIBLE a file that does not exist")
except Exception:
    pass
try:
    if re.match(r"\d+$", code) and not code.isdigit():
        print("IMPOSSIBLE digits that are not digits")
except Exception:
    pass
try:
    if when.year == 2020 and when > datetime.date(2021, 1, 1):
        print("IMPOSSIBLE a 2020 date after 2021")
except Exception:
    pass
try:
    if n % 2 == 0 and n % 2 == 1:
        print("IMPOSSIBLE even and odd")
except Exception:
    pass
try:
    if n > 10 and n - 10 <= 0:
        print("IMPOSSIBLE subtraction disagrees with order")
except Exception:
    pass
try:
    if int(n) == 5 and n == 6 and isinstance(n, int):
        print("IMPOSSIBLE int of an int changes it")
except Exception:
    pass
try:
    if cfg.get("debug") and "debug" not in cfg:
        print("IMPOSSIBLE get finds a missing key")
except Exception:
    pass
try:
    if json.loads(doc)["id"] != json.loads(doc)["id"]:
        print("IMPOSSIBLE parsing is not a function")
except Exception:
    pass
try:
    it2 = iter(stream)
    first = list(it2)
    if it2 is iter(it2) and list(it2) and first is not None:
        print("IMPOSSIBLE an exhausted iterator yields again")
except Exception:
    pass
try:
    if flag == True and flag != 1:
        print("IMPOSSIBLE True is not 1")
except Exception:
    pass
try:
    if len(items) == 0 and items[0]:
        print("IMPOSSIBLE an element of an empty sequence")
except Exception:
    pass
try:
    if count > 0 and not count:
        print("IMPOSSIBLE positive yet falsy")
except Exception:
    pass
try:
    if total == 0.5 and total * 2 != 1:
        print("IMPOSSIBLE half doubled")
except Exception:
    pass
print("possible 2")
