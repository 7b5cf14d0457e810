# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered):
# a mapping asked a whole-collection question (len, truth, iteration, its
# views) before its keys were known; every line printing IMPOSSIBLE needs
# a value no dict is.
print("possible 1")
try:
    if len(m_1) == 1 and m_1["a"] is not None and m_1["b"] is not None:
        print("IMPOSSIBLE two keys read from a mapping of length one")
except Exception:
    pass
try:
    if len(m_2) == 1:
        x_2 = m_2["a"]
        y_2 = m_2["b"]
        print("IMPOSSIBLE two keys read after len said one")
except Exception:
    pass
try:
    n_3 = len(m_3)
    x_3 = m_3["a"]
    y_3 = m_3["b"]
    if len(m_3.keys()) != n_3:
        print("IMPOSSIBLE keys against the len asked first")
except Exception:
    pass
try:
    if "a" not in m_4:
        x_4 = m_4["b"]
        m_4["a"] = 0
        if len(m_4) == 1 and len(list(m_4.keys())) == 2:
            print("IMPOSSIBLE len against keys after a store")
except Exception:
    pass
try:
    if m_5.pop("a", None) is None and not m_5.keys() and m_5["b"] is not None:
        print("IMPOSSIBLE a key read from a mapping listed empty")
except Exception:
    pass
try:
    if m_6 and "a" not in m_6:
        m_6["a"] = 1
        if list(m_6.keys()) == ["a"]:
            print("IMPOSSIBLE truth said a key before the only one stored")
except Exception:
    pass
try:
    x_7 = m_7["a"]
    del m_7["a"]
    if "a" not in m_7 and not m_7 and m_7["b"] is not None:
        print("IMPOSSIBLE a key read from an empty mapping")
except Exception:
    pass
try:
    n_8 = len(m_8)
    if m_8.get("a") is not None and m_8.get("b") is not None and n_8 < 2:
        print("IMPOSSIBLE two keys got from a mapping of length one")
except Exception:
    pass
try:
    if len(m_9) == 1 and len(dict(m_9)) != 1:
        print("IMPOSSIBLE dict() of a mapping of another length")
except Exception:
    pass
try:
    x_10 = m_10["a"]
    if m_10.pop("a") is x_10 and m_10 and "a" not in m_10 and len(m_10) == 0:
        print("IMPOSSIBLE truth against len after a pop")
except Exception:
    pass
print("possible 3")
