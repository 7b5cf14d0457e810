import os
print("possible 1")
try:
    if bl_x.bit_length() >= 0 and bl_x.upper() is not None:
        print("IMPOSSIBLE a number of bits with a text method")
except Exception:
    pass
try:
    if up_x.upper() is not None and up_x.bit_length() >= 0:
        print("IMPOSSIBLE text with a number's method")
except Exception:
    pass
try:
    if tb_x.to_bytes(2, "big") and len(tb_x) >= 0:
        print("IMPOSSIBLE an int with a length")
except Exception:
    pass
try:
    if bc_x.bit_count() >= 0 and bc_x.append(1) is None:
        print("IMPOSSIBLE an int that appends")
except Exception:
    pass
try:
    if bk_x.bit_length() >= 0:
        for _ in bk_x:
            print("IMPOSSIBLE iterating a number of bits")
            break
except Exception:
    pass
try:
    if ne_x + 1 == 2 and ne_x != ne_x:
        print("IMPOSSIBLE a one unequal to itself")
except Exception:
    pass
try:
    if at_x.name is not None and at_x + 1 == 2 and at_x.name is None:
        print("IMPOSSIBLE an attribute that changed to None")
except Exception:
    pass
try:
    if at_y.upper() == at_y.upper() and hasattr(at_y, "__len__") and not hasattr(at_y, "__iter__"):
        print("IMPOSSIBLE text with len but no iter")
except Exception:
    pass
try:
    if cl_x + 1 == 2 and getattr(cl_x, "__call__", None) is not None:
        print("IMPOSSIBLE a one with a __call__")
except Exception:
    pass
try:
    if with_x.bit_length() >= 0:
        with with_x:
            print("IMPOSSIBLE a number of bits as a context manager")
except Exception:
    pass
try:
    if kw_x:
        if len(dict(kw_x)) == 0 and len(kw_x) > 0:
            print("IMPOSSIBLE a truthy mapping of no keys")
except Exception:
    pass
try:
    if os.path.isfile(fn_x.upper()) and "/" not in fn_x.upper() and fn_x.upper() not in os.listdir("."):
        print("IMPOSSIBLE a relative name that exists and is not listed")
except Exception:
    pass
print("possible 2")
