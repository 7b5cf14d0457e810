import math
import os
import re
import json
from datetime import datetime, timedelta
print("possible 1")
try:
    if price * 2 != price + price and price == price:
        print("IMPOSSIBLE doubling that is not adding to itself")
except Exception:
    pass
try:
    if abs(delta) < 0:
        print("IMPOSSIBLE a negative absolute value")
except Exception:
    pass
try:
    if min(scores) > max(scores):
        print("IMPOSSIBLE a minimum above the maximum")
except Exception:
    pass
try:
    if sorted(ages) != sorted(sorted(ages)):
        print("IMPOSSIBLE sorting twice changes the order")
except Exception:
    pass
try:
    if len(set(tags)) > len(tags):
        print("IMPOSSIBLE a set larger than its source")
except Exception:
    pass
try:
    if needle in haystack and haystack.count(needle) == 0:
        print("IMPOSSIBLE contained but counted zero times")
except Exception:
    pass
try:
    if isinstance(row, dict) and len(row) != len(row.keys()):
        print("IMPOSSIBLE a dict with more keys than entries")
except Exception:
    pass
try:
    if count % 2 == 0 and count % 2 == 1:
        print("IMPOSSIBLE even and odd")
except Exception:
    pass
try:
    if math.floor(ratio) > ratio:
        print("IMPOSSIBLE a floor above its value")
except Exception:
    pass
try:
    if divmod(total, size) != (total // size, total % size):
        print("IMPOSSIBLE divmod against // and %")
except Exception:
    pass
try:
    if owner is None and owner == 0:
        print("IMPOSSIBLE None equal to zero")
except Exception:
    pass
try:
    if type(code) is int and int(str(code)) != code:
        print("IMPOSSIBLE an int that does not survive str")
except Exception:
    pass
try:
    if isinstance(line, str) and ",".join(line.split(",")) != line:
        print("IMPOSSIBLE split and join that lose text")
except Exception:
    pass
try:
    if isinstance(name, str) and name.startswith(prefix) and name[:len(prefix)] != prefix:
        print("IMPOSSIBLE a prefix that is not the start")
except Exception:
    pass
try:
    if isinstance(word, str) and word.isdigit() and not word.isalnum():
        print("IMPOSSIBLE digits that are not alphanumeric")
except Exception:
    pass
try:
    if type(items) is list and items and items[-1] is not items[len(items) - 1]:
        print("IMPOSSIBLE two last elements")
except Exception:
    pass
try:
    if level > 0 and -level > 0:
        print("IMPOSSIBLE positive with a positive negation")
except Exception:
    pass
try:
    if isinstance(start, datetime) and start + timedelta(days=1) <= start:
        print("IMPOSSIBLE a day later that is not later")
except Exception:
    pass
try:
    if os.path.isfile(target) and os.path.isdir(target):
        print("IMPOSSIBLE a file that is a directory")
except Exception:
    pass
try:
    if isinstance(label, str) and json.loads(json.dumps(label)) != label:
        print("IMPOSSIBLE text that JSON does not return")
except Exception:
    pass
try:
    if isinstance(token, str) and re.fullmatch(r"\d+", token) and not token.isdigit():
        print("IMPOSSIBLE a digit match that is not digits")
except Exception:
    pass
try:
    if len(pairs) == 3 and len(list(pairs)) == 5:
        print("IMPOSSIBLE three items that list to five")
except Exception:
    pass
try:
    total_a = sum(weights)
    if total_a != sum(weights) and isinstance(weights, list):
        print("IMPOSSIBLE a list summing to two totals")
except Exception:
    pass
try:
    if key in cache and cache.get(key, "MISSING") == "MISSING" and isinstance(cache, dict):
        print("IMPOSSIBLE a present key that get misses")
except Exception:
    pass
try:
    if width == height and width < height:
        print("IMPOSSIBLE equal and smaller")
except Exception:
    pass
try:
    if max(a, b) < min(a, b):
        print("IMPOSSIBLE a max below the min")
except Exception:
    pass
try:
    if str(value) == "" and len(str(value)) > 0:
        print("IMPOSSIBLE empty text with a length")
except Exception:
    pass
try:
    if isinstance(values, list) and values and values[0] not in values:
        print("IMPOSSIBLE a first element not in its list")
except Exception:
    pass
try:
    seen = [x for x in stream]
    if stream and isinstance(stream, list) and len(seen) != len(stream):
        print("IMPOSSIBLE a list that iterates to another length")
except Exception:
    pass
try:
    if round(score) - score > 1:
        print("IMPOSSIBLE rounding up by more than one")
except Exception:
    pass
try:
    if isinstance(flag, bool) and flag not in (True, False):
        print("IMPOSSIBLE a bool that is neither")
except Exception:
    pass
try:
    if n > 0 and math.sqrt(n) < 0:
        print("IMPOSSIBLE a negative square root")
except Exception:
    pass
print("possible 2")
