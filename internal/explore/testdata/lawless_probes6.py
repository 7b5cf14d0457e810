import csv
import json
import os
from decimal import Decimal
print("possible 1")
try:
    r = compute(2)
    if r + 1 == 3 and r.upper() == "X":
        print("IMPOSSIBLE a number with text methods")
except Exception:
    pass
try:
    if a == b and b == c and a != c:
        print("IMPOSSIBLE equality is not transitive")
except Exception:
    pass
try:
    if lo < hi and not (hi > lo):
        print("IMPOSSIBLE the converse order fails")
except Exception:
    pass
try:
    if lo <= hi and lo > hi:
        print("IMPOSSIBLE at most and above")
except Exception:
    pass
try:
    if lo == hi and lo < hi:
        print("IMPOSSIBLE equal and below")
except Exception:
    pass
try:
    if isinstance(row, (list, str, tuple)) and len(row) == 3 and row[3] is not None:
        print("IMPOSSIBLE an index past the end")
except Exception:
    pass
try:
    if len(row) == 2 and len([e for e in row]) == 3:
        print("IMPOSSIBLE iteration longer than the length")
except Exception:
    pass
try:
    if row[0] == 1 and row[0] == 2:
        print("IMPOSSIBLE one element two values")
except Exception:
    pass
try:
    if isinstance(flag, bool) and flag == 1 and flag is not True:
        print("IMPOSSIBLE a bool equal to 1 that is not True")
except Exception:
    pass
try:
    if amount == Decimal("1.5") and amount != 1.5:
        print("IMPOSSIBLE Decimal 1.5 is not 1.5")
except Exception:
    pass
try:
    if z == 1j and z.real != 0:
        print("IMPOSSIBLE 1j with a real part")
except Exception:
    pass
try:
    it = iter(source)
    first = list(it)
    if list(it):
        print("IMPOSSIBLE an exhausted iterator yields again")
except Exception:
    pass
try:
    if str(qty) == "3" and int(qty) != 3:
        print("IMPOSSIBLE shows 3 and is not 3")
except Exception:
    pass
try:
    if float(price) == 2.5 and int(price) == 3:
        print("IMPOSSIBLE 2.5 truncates to 3")
except Exception:
    pass
try:
    if os.path.isdir(folder) and os.path.isfile(folder):
        print("IMPOSSIBLE a directory that is a file")
except Exception:
    pass
try:
    for entry in os.listdir(folder):
        if not os.path.exists(os.path.join(folder, entry)):
            print("IMPOSSIBLE a listed entry that does not exist")
        break
except Exception:
    pass
try:
    with open(notes_path) as fh:
        one = fh.read()
    with open(notes_path) as fh:
        two = fh.read()
    if one != two:
        print("IMPOSSIBLE reading twice differs")
except Exception:
    pass
try:
    if os.environ[env_name] and env_name not in os.environ:
        print("IMPOSSIBLE a variable read that is not set")
except Exception:
    pass
try:
    with open(config_path) as fh:
        cfg = json.load(fh)
    if os.path.getsize(config_path) == 0:
        print("IMPOSSIBLE JSON parsed from an empty file")
except Exception:
    pass
try:
    with open(csv_path, newline="") as fh:
        rows = list(csv.reader(fh))
    if rows and os.path.getsize(csv_path) == 0:
        print("IMPOSSIBLE rows from an empty file")
except Exception:
    pass
try:
    with open(out_path, "w") as fh:
        fh.write("abc")
    with open(out_path) as fh:
        if fh.read() != "abc":
            print("IMPOSSIBLE a written file reads otherwise")
except Exception:
    pass
try:
    if len(mapping) == 1 and len(list(mapping.values())) == 2:
        print("IMPOSSIBLE more values than keys")
except Exception:
    pass
try:
    for k in mapping:
        if k not in mapping:
            print("IMPOSSIBLE an iterated key that is not a key")
        break
except Exception:
    pass
try:
    if total == sum(parts) and total != sum(parts):
        print("IMPOSSIBLE a sum equal and unequal")
except Exception:
    pass
try:
    if sorted(names)[0] > sorted(names)[-1]:
        print("IMPOSSIBLE sorted first above last")
except Exception:
    pass
print("possible 2")
