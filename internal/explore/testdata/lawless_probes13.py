print("possible 1")
import math, bisect, heapq, statistics, datetime, os
from collections import Counter
try:
    if id(thing) != id(thing):
        print("IMPOSSIBLE one object with two ids")
except Exception:
    pass
try:
    if isinstance(when, datetime.date) and not 1 <= when.month <= 12:
        print("IMPOSSIBLE a date in a thirteenth month")
except Exception:
    pass
try:
    if isinstance(stamp, datetime.datetime) and stamp.weekday() > 6:
        print("IMPOSSIBLE an eighth weekday")
except Exception:
    pass
try:
    if isinstance(day1, datetime.date) and isinstance(day2, datetime.date) and day1 < day2 and (day2 - day1).days <= 0:
        print("IMPOSSIBLE a later date with no days between")
except Exception:
    pass
try:
    if isinstance(width, int) and len(f"{width:>8}") < 8:
        print("IMPOSSIBLE padding that shortens")
except Exception:
    pass
try:
    if isinstance(amount, float) and "." not in "{:.2f}".format(amount) and math.isfinite(amount):
        print("IMPOSSIBLE two decimals without a point")
except Exception:
    pass
try:
    if isinstance(seq, (list, tuple, str)) and len(seq) > 0 and seq[-1] != seq[len(seq) - 1]:
        print("IMPOSSIBLE two last elements by index")
except Exception:
    pass
try:
    if isinstance(word, str) and word[:2] + word[2:] != word:
        print("IMPOSSIBLE slices that do not rejoin")
except Exception:
    pass
try:
    if isinstance(items3, list) and list(reversed(items3)) != items3[::-1]:
        print("IMPOSSIBLE reversed against a reverse slice")
except Exception:
    pass
try:
    if isinstance(text3, str) and isinstance(ch, str) and len(ch) == 1 and text3.count(ch) > len(text3):
        print("IMPOSSIBLE a character counted more than the length")
except Exception:
    pass
try:
    if isinstance(nums3, list) and all(isinstance(n, int) for n in nums3) and sum(nums3) != sum(list(nums3)):
        print("IMPOSSIBLE sum of a copy differs")
except Exception:
    pass
try:
    if isinstance(cfg3, dict) and len(cfg3.keys()) != len(cfg3.values()):
        print("IMPOSSIBLE as many keys as values")
except Exception:
    pass
try:
    if isinstance(cfg4, dict) and list(cfg4) != list(cfg4.keys()):
        print("IMPOSSIBLE iteration against keys order")
except Exception:
    pass
try:
    if isinstance(cfg5, dict):
        for k, v in cfg5.items():
            if cfg5[k] is not v:
                print("IMPOSSIBLE an item that is not the entry")
except Exception:
    pass
try:
    if isinstance(flags, list) and any(flags) and all(not f for f in flags):
        print("IMPOSSIBLE any and none")
except Exception:
    pass
try:
    if isinstance(rows5, list):
        for i, r in enumerate(rows5, 1):
            if i == 0:
                print("IMPOSSIBLE enumerate from one yields zero")
except Exception:
    pass
try:
    if isinstance(vals6, list) and vals6 and all(isinstance(v, (int, float)) for v in vals6) and statistics.mean(vals6) > max(vals6):
        print("IMPOSSIBLE a mean above the maximum")
except Exception:
    pass
try:
    if isinstance(sorted7, list) and isinstance(x7, int) and all(isinstance(v, int) for v in sorted7) and bisect.bisect_left(sorted7, x7) > len(sorted7):
        print("IMPOSSIBLE an insertion point past the end")
except Exception:
    pass
try:
    if isinstance(heap8, list) and heap8 and all(isinstance(v, int) for v in heap8):
        low = min(heap8)
        heapq.heapify(heap8)
        if heapq.heappop(heap8) != low:
            print("IMPOSSIBLE a heap that pops another than the least")
except Exception:
    pass
try:
    if isinstance(keys9, list) and isinstance(vals9, list) and len(dict(zip(keys9, vals9))) > len(keys9):
        print("IMPOSSIBLE a zipped dict larger than its keys")
except Exception:
    pass
try:
    if isinstance(parts10, list) and all(isinstance(p, str) for p in parts10) and len("".join(parts10)) != sum(len(p) for p in parts10):
        print("IMPOSSIBLE a join of another length")
except Exception:
    pass
try:
    if isinstance(words11, list) and all(isinstance(w, str) for w in words11):
        c = Counter(words11)
        if any(n > len(words11) for n in c.values()):
            print("IMPOSSIBLE counted more times than there are words")
except Exception:
    pass
try:
    if isinstance(desc12, list) and len(desc12) > 1 and all(isinstance(v, int) for v in desc12) and sorted(desc12, reverse=True)[0] < sorted(desc12)[0]:
        print("IMPOSSIBLE descending starts below ascending")
except Exception:
    pass
try:
    if isinstance(real13, (int, float)) and real13 * real13 < 0:
        print("IMPOSSIBLE a negative square")
except Exception:
    pass
try:
    if isinstance(f14, float) and math.isfinite(f14) and f14 // 1 != math.floor(f14):
        print("IMPOSSIBLE floor division against floor")
except Exception:
    pass
try:
    if isinstance(n15, int) and not isinstance(n15, bool) and type(n15)(n15) != n15:
        print("IMPOSSIBLE an int rebuilt differs")
except Exception:
    pass
try:
    if isinstance(s16, str) and s16.isdigit() and s16.isascii() and int(s16) != float(s16):
        print("IMPOSSIBLE digits read two ways")
except Exception:
    pass
try:
    if isinstance(p17, str) and os.path.getsize(p17) > 0 and open(p17).read() == "":
        print("IMPOSSIBLE a file with a size that reads empty")
except Exception:
    pass
try:
    if "HOME9" in os.environ and os.environ.get("HOME9") is None:
        print("IMPOSSIBLE an environment entry without a value")
except Exception:
    pass
try:
    if callable(fn18) is False:
        fn18()
        print("IMPOSSIBLE a call of something not callable")
except Exception:
    pass
try:
    if isinstance(lst20, list) and len(lst20) == 0:
        lst20[0]
        print("IMPOSSIBLE an element of an empty list")
except Exception:
    pass
try:
    if isinstance(r21, range) and len(r21) > 0 and r21[0] != r21.start:
        print("IMPOSSIBLE a range that does not start at its start")
except Exception:
    pass
try:
    if isinstance(t22, str) and t22.upper().lower() != t22.lower() and t22.isascii():
        print("IMPOSSIBLE case mapping of ascii text disagrees")
except Exception:
    pass
try:
    if isinstance(amt23, int) and not isinstance(amt23, bool) and round(amt23) != amt23:
        print("IMPOSSIBLE rounding an int changes it")
except Exception:
    pass
print("possible 2")
