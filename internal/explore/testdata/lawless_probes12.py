print("possible 1")
try:
    store.setdefault("k", 1)
    if "k" not in store:
        print("IMPOSSIBLE setdefault that stores nothing")
except Exception:
    pass
try:
    opts.update({"debug": True})
    if opts["debug"] is not True:
        print("IMPOSSIBLE update that does not hold")
except Exception:
    pass
try:
    del table2["gone"]
    if "gone" in table2:
        print("IMPOSSIBLE a deleted key still there")
except Exception:
    pass
try:
    memo.clear()
    if len(memo) > 0:
        print("IMPOSSIBLE clear that keeps entries")
except Exception:
    pass
try:
    visited.add(4)
    if 4 not in visited:
        print("IMPOSSIBLE add that does not hold")
except Exception:
    pass
try:
    acc2 = prefix2
    acc2 += "x"
    if isinstance(acc2, str) and not acc2.endswith("x"):
        print("IMPOSSIBLE appended text missing")
except Exception:
    pass
try:
    before = level2 + 0
    level2 += 1
    if level2 - 1 != before and before == before:
        print("IMPOSSIBLE an increment that is not one")
except Exception:
    pass
try:
    if inv.get("apple", 5) != 5 and "apple" not in inv and isinstance(inv, dict):
        print("IMPOSSIBLE get finds an absent key")
except Exception:
    pass
try:
    if "apple" in inv2 and "apple" not in inv2.keys():
        print("IMPOSSIBLE in against keys")
except Exception:
    pass
try:
    got = bucket.pop("z")
    if "z" in bucket and isinstance(bucket, dict):
        print("IMPOSSIBLE a popped key still there")
except Exception:
    pass
try:
    parts2 = []
    parts2.extend(chunk)
    if len(parts2) != len(chunk) and isinstance(chunk, list):
        print("IMPOSSIBLE extend by another length")
except Exception:
    pass
try:
    lst3.insert(0, "head")
    if lst3[0] != "head" and isinstance(lst3, list):
        print("IMPOSSIBLE insert at the front missing")
except Exception:
    pass
try:
    lst4.sort()
    if isinstance(lst4, list) and any(lst4[i] > lst4[i + 1] for i in range(len(lst4) - 1)):
        print("IMPOSSIBLE sort that leaves disorder")
except Exception:
    pass
try:
    lst5.reverse()
    lst5.reverse()
    if isinstance(lst5, list) and lst5 != list(lst5):
        print("IMPOSSIBLE a list unequal to its copy")
except Exception:
    pass
try:
    n6 = len(lst6)
    lst6.append(lst6)
    if len(lst6) != n6 + 1 and isinstance(lst6, list):
        print("IMPOSSIBLE append adds other than one")
except Exception:
    pass
try:
    lst7.remove(lst7[0])
    if isinstance(lst7, list) and len(lst7) < 0:
        print("IMPOSSIBLE a negative length")
except Exception:
    pass
try:
    cfg.name2 = "x"
    if getattr(cfg, "name2") != "x":
        print("IMPOSSIBLE getattr against the attribute set")
except Exception:
    pass
try:
    if hasattr(obj9, "size") and not hasattr(obj9, "size"):
        print("IMPOSSIBLE hasattr that changes")
except Exception:
    pass
try:
    xs8 = list(source8)
    ys8 = list(source8)
    if isinstance(source8, list) and xs8 != ys8:
        print("IMPOSSIBLE a list copied twice differently")
except Exception:
    pass
print("possible 2")
