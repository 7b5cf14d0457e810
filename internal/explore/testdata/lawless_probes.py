import os
from decimal import Decimal
from fractions import Fraction
v = cfg.value
print("possible 1")
try:
    if v == 1 and v not in {1}:
        print("IMPOSSIBLE hash disagrees with ==")
except Exception:
    pass
try:
    if v == 1 and {1: "one"}.get(v) is None:
        print("IMPOSSIBLE dict lookup disagrees with ==")
except Exception:
    pass
try:
    n = cfg.count
except Exception:
    pass
try:
    if n == 1 and n != True:
        print("IMPOSSIBLE bool is a number")
except Exception:
    pass
try:
    if n == 1 and n != Fraction(1):
        print("IMPOSSIBLE Fraction is a number")
except Exception:
    pass
try:
    if n == 1 and n != complex(1, 0):
        print("IMPOSSIBLE complex is a number")
except Exception:
    pass
try:
    if n == 1 and n != Decimal(1):
        print("IMPOSSIBLE Decimal is a number")
except Exception:
    pass
try:
    if n >= 1:
        try:
            if not n > False:
                print("IMPOSSIBLE ordering with bool")
        except TypeError:
            print("IMPOSSIBLE bool not comparable")
except Exception:
    pass
try:
    a = shop.first
except Exception:
    pass
try:
    b = shop.second
except Exception:
    pass
try:
    if a == 1 and b == 1 and a != b:
        print("IMPOSSIBLE equality not transitive")
except Exception:
    pass
try:
    pair = sorted([a, b])
except Exception:
    pass
try:
    if pair[0] > pair[1]:
        print("IMPOSSIBLE sorted puts the larger first")
except Exception:
    pass
try:
    if cart.price + order.qty != cart.price + order.qty:
        print("IMPOSSIBLE equal operands, unequal results")
except Exception:
    pass
try:
    if s.startswith("adm") and s.startswith("guest"):
        print("IMPOSSIBLE one text, two prefixes")
except Exception:
    pass
try:
    k = t.index(x)
    if x not in t:
        print("IMPOSSIBLE index finds what in does not")
except ValueError:
    pass
try:
    it = rows.reader
    head = next(it)  # an iterator from here on
    if iter(it) is not it:
        print("IMPOSSIBLE an iterator that is not its own iter")
    for r in it:
        pass
    for r in it:
        print("IMPOSSIBLE an exhausted iterator yields again")
except Exception:
    pass
try:
    if m and len(m) == 0:
        print("IMPOSSIBLE truthy yet empty")
except Exception:
    pass
try:
    if m and not list(m):
        print("IMPOSSIBLE truthy yet nothing to iterate")
except Exception:
    pass
try:
    if w < 5 or w >= 5:
        pass
    else:
        print("IMPOSSIBLE neither below nor at least")
except Exception:
    pass
try:
    if not os.path.exists(name + ".cfg"):
        with open(name + ".cfg") as f:
            print("IMPOSSIBLE read a file found missing")
except Exception:
    pass
print("possible 2")
