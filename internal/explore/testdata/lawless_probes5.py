import collections
import re
print("possible 1")
try:
    if isinstance(count, int) and count % 2 == 0 and count % 2 == 1:
        print("IMPOSSIBLE even and odd")
except Exception:
    pass
try:
    if isinstance(ratio, float) and ratio != ratio and ratio == ratio:
        print("IMPOSSIBLE unequal to itself and equal to itself")
except Exception:
    pass
try:
    if isinstance(item, (int, str, list)) and item * 2 != item + item:
        print("IMPOSSIBLE doubling is not adding to itself")
except Exception:
    pass
try:
    if isinstance(table, dict) and len(table.items()) != len(table):
        print("IMPOSSIBLE items and length disagree")
except Exception:
    pass
try:
    if isinstance(table, dict) and set(table) != set(table.keys()):
        print("IMPOSSIBLE keys and iteration disagree")
except Exception:
    pass
try:
    table[key]
except KeyError:
    if isinstance(table, dict) and key in table:
        print("IMPOSSIBLE a key both missing and present")
except Exception:
    pass
try:
    store.setdefault(name, 0)
    if isinstance(store, dict) and name not in store:
        print("IMPOSSIBLE setdefault left no key")
except Exception:
    pass
try:
    if isinstance(items, list):
        n = len(items)
        items.append(0)
        if len(items) != n + 1 or items[-1] != 0:
            print("IMPOSSIBLE append did not append")
except Exception:
    pass
try:
    if isinstance(items, list):
        items.sort()
        if items != sorted(items):
            print("IMPOSSIBLE sorted in place differs from sorted")
except Exception:
    pass
try:
    if isinstance(line, str) and line.find(word) == -1 and word in line:
        print("IMPOSSIBLE found by in, not by find")
except Exception:
    pass
try:
    if isinstance(line, str) and isinstance(sep, str) and sep and sep.join(line.split(sep)) != line:
        print("IMPOSSIBLE split and join do not round-trip")
except Exception:
    pass
try:
    if re.match(pattern, line) and not re.search(pattern, line):
        print("IMPOSSIBLE matched at the start yet not found")
except Exception:
    pass
try:
    if isinstance(n, int) and not isinstance(n, bool) and len(str(n)) == 0:
        print("IMPOSSIBLE an integer with empty text")
except Exception:
    pass
try:
    if ("%d" % value) and isinstance(value, str):
        print("IMPOSSIBLE text formatted as a number")
except Exception:
    pass
try:
    if {member} and isinstance(member, (list, dict, set)):
        print("IMPOSSIBLE an unhashable value in a set")
except Exception:
    pass
try:
    if isinstance(thing, list) and isinstance(thing, dict):
        print("IMPOSSIBLE both a list and a dict")
except Exception:
    pass
try:
    if nothing is None and (nothing == 0 or isinstance(nothing, int)):
        print("IMPOSSIBLE None is a number")
except Exception:
    pass
try:
    if any(seq) and not seq:
        print("IMPOSSIBLE something true in nothing")
except Exception:
    pass
try:
    if len(list(zip(left, right))) > len(left):
        print("IMPOSSIBLE zip longer than its input")
except Exception:
    pass
try:
    if collections.Counter(seq)[elem] > 0 and elem not in seq:
        print("IMPOSSIBLE counted yet not an element")
except Exception:
    pass
try:
    if first < second and (second - first) < 0:
        print("IMPOSSIBLE smaller yet a negative gap")
except Exception:
    pass
try:
    if int(level) == 3 and float(level) == 4.0:
        print("IMPOSSIBLE two numbers at once")
except Exception:
    pass
try:
    if abs(delta) < 0:
        print("IMPOSSIBLE a negative absolute value")
except Exception:
    pass
try:
    if callable(handler) and handler is None:
        print("IMPOSSIBLE None called")
except Exception:
    pass
try:
    if isinstance(items, list) and items and items.pop() is not None and len(items) < 0:
        print("IMPOSSIBLE a negative length")
except Exception:
    pass
try:
    if round(score) - score > 0.5:
        print("IMPOSSIBLE rounding beyond a half")
except Exception:
    pass
try:
    if ("%s" % (label,)) != str(label):
        print("IMPOSSIBLE two ways to show differ")
except Exception:
    pass
try:
    if sorted(seq) != sorted(seq):
        print("IMPOSSIBLE sorting twice differs")
except Exception:
    pass
try:
    if isinstance(word, str) and word.isdigit() and not word.isalnum():
        print("IMPOSSIBLE digits that are not alphanumeric")
except Exception:
    pass
try:
    if isinstance(word, str) and word.isupper() and word.islower():
        print("IMPOSSIBLE upper and lower case")
except Exception:
    pass
print("possible 2")
