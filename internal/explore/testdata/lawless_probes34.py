# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered):
# a value that answered as a function or a context manager (called,
# entered), text methods against each other, iteration against itself, a
# copy against its original; every line printing IMPOSSIBLE needs a value
# no real one is.
import copy
print("possible 1")
try:
    with c_1:
        pass
    if c_1 + 1 == 2 and type(c_1) is int:
        print("IMPOSSIBLE an int used as a context manager")
except Exception:
    pass
try:
    r_2 = f_2(1)
    if f_2 == 1 and type(f_2) is int:
        print("IMPOSSIBLE an int that was called")
except Exception:
    pass
try:
    r_3 = f_3()
    if f_3 + 1 == 2:
        print("IMPOSSIBLE a function that adds as a number")
except Exception:
    pass
try:
    with c_4 as v_4:
        pass
    if c_4 == 1 and hash(c_4) == hash(1):
        print("IMPOSSIBLE a context manager equal to 1")
except Exception:
    pass
try:
    if s_5.isdigit() and int(s_5) < 0:
        print("IMPOSSIBLE digits that read negative")
except Exception:
    pass
try:
    if s_6.startswith("adm") and s_6.startswith("guest"):
        print("IMPOSSIBLE text starting two ways")
except Exception:
    pass
try:
    if s_7.endswith("x") and "x" not in s_7:
        print("IMPOSSIBLE ends with x, x not in it")
except Exception:
    pass
try:
    if len(s_8) == 0 and s_8.upper().startswith("A"):
        print("IMPOSSIBLE empty text starting with A")
except Exception:
    pass
try:
    a_9 = list(x_9)
    b_9 = list(x_9)
    if iter(x_9) is not x_9 and a_9 != b_9:
        print("IMPOSSIBLE a collection iterated twice, two contents")
except Exception:
    pass
try:
    it_10 = iter(x_10)
    if iter(it_10) is not it_10:
        print("IMPOSSIBLE an iterator whose iter() is another")
except Exception:
    pass
try:
    f_11()
    if copy.copy(f_11) != f_11 and copy.deepcopy(f_11) != f_11:
        print("IMPOSSIBLE a function unequal to its copy")
except Exception:
    pass
try:
    if m_12["a"] is not None and copy.copy(m_12) != m_12:
        print("IMPOSSIBLE a mapping unequal to its copy")
except Exception:
    pass
try:
    if x_13 == "a" and {"a": 1}.get(x_13) is None:
        print("IMPOSSIBLE equal to a key, not found by it")
except Exception:
    pass
try:
    if x_14 == 2 and f"{x_14:d}" != "2" and format(x_14, "d") != "2":
        print("IMPOSSIBLE 2 formatted otherwise")
except Exception:
    pass
print("possible 2")
