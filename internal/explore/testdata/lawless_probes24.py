import asyncio
import copy
import json
import os
print("possible 1")
try:
    if cnt_h + 1 == 2 and hasattr(cnt_h, "__len__"):
        print("IMPOSSIBLE a one with __len__")
except Exception:
    pass
try:
    if cnt_j + 1 == 2 and hasattr(cnt_j, "__iter__"):
        print("IMPOSSIBLE a one with __iter__")
except Exception:
    pass
try:
    if cnt_k.upper() == cnt_k.upper() and hasattr(cnt_k, "__call__"):
        print("IMPOSSIBLE text with __call__")
except Exception:
    pass
try:
    if cnt_m + 1 == 2 and getattr(cnt_m, "__getitem__", None) is not None:
        print("IMPOSSIBLE a one with __getitem__")
except Exception:
    pass
try:
    if isinstance(path_p, str):
        try:
            os.path.join(path_p, "a")
        except TypeError:
            print("IMPOSSIBLE a str that is no path")
except Exception:
    pass
try:
    if path_q.endswith(".txt"):
        try:
            os.path.exists(path_q)
        except TypeError:
            print("IMPOSSIBLE text that exists cannot take")
except Exception:
    pass
try:
    async def run_aw():
        if aw_n + 1 == 2:
            await aw_n
            print("IMPOSSIBLE awaiting a one")
    asyncio.run(run_aw())
except Exception:
    pass
try:
    async def run_ai():
        if ai_n + 1 == 2:
            async for _ in ai_n:
                print("IMPOSSIBLE async iteration of a one")
    asyncio.run(run_ai())
except Exception:
    pass
try:
    async def run_ac():
        if ac_t.upper() == ac_t.upper():
            async with ac_t:
                print("IMPOSSIBLE text as an async context manager")
    asyncio.run(run_ac())
except Exception:
    pass
try:
    if cm_t.upper() == cm_t.upper():
        with cm_t:
            print("IMPOSSIBLE text as a context manager")
except Exception:
    pass
try:
    if sum(1 for _ in seq_l) != len(seq_l):
        print("IMPOSSIBLE iteration count against len")
except Exception:
    pass
try:
    a_u, b_u, c_u = src_u
    if len(src_u) != 3:
        print("IMPOSSIBLE three unpacked, another length")
except Exception:
    pass
try:
    if isinstance(dc_s, str) and copy.deepcopy(dc_s) != dc_s:
        print("IMPOSSIBLE a deep copy of text unequal")
except Exception:
    pass
try:
    if f"{fm_n:d}" and isinstance(fm_n, str):
        print("IMPOSSIBLE text formatted as an integer")
except Exception:
    pass
try:
    if "%d" % (pd_n,) != str(int(pd_n)):
        print("IMPOSSIBLE percent d against int")
except Exception:
    pass
try:
    if len(f"{pad_x:>12}") < 12:
        print("IMPOSSIBLE padded text shorter than its width")
except Exception:
    pass
try:
    if f"{ss_x!s}" != str(ss_x):
        print("IMPOSSIBLE !s against str")
except Exception:
    pass
try:
    if dict_d.get(gk_x) is not None and gk_x not in dict_d:
        print("IMPOSSIBLE get finds a key that in does not")
except Exception:
    pass
try:
    kd = dict(kv_x)
    if len(kd) != len(kv_x) and len(set(k for k, _ in kv_x)) == len(kv_x):
        print("IMPOSSIBLE a dict of distinct keys changes size")
except Exception:
    pass
try:
    if set(st_a) | set(st_b) != set(st_b) | set(st_a):
        print("IMPOSSIBLE union not commutative")
except Exception:
    pass
try:
    if st_c and min(st_c) > max(st_c):
        print("IMPOSSIBLE min above max of one collection")
except Exception:
    pass
try:
    if sorted(st_d) != sorted(sorted(st_d)):
        print("IMPOSSIBLE sorting twice changes")
except Exception:
    pass
try:
    if cls_c.upper() == cls_c.upper() and isinstance(cls_c, type):
        print("IMPOSSIBLE text that is a class")
except Exception:
    pass
try:
    class Sub_k(base_k):
        pass
    if not issubclass(Sub_k, Sub_k):
        print("IMPOSSIBLE a class not its own subclass")
except Exception:
    pass
try:
    class Holder:
        val = attr_v
    if Holder.val + 1 == 2 and Holder().val != 1:
        print("IMPOSSIBLE a class attribute read two ways")
except Exception:
    pass
try:
    if hasattr(ga_x, "name") and getattr(ga_x, "name") is not ga_x.name:
        print("IMPOSSIBLE getattr against the attribute")
except Exception:
    pass
try:
    if ex_e is not None:
        try:
            raise ValueError(ex_e)
        except ValueError as err_v:
            if err_v.args[0] is not ex_e:
                print("IMPOSSIBLE an exception's argument changed")
except Exception:
    pass
try:
    gen_g = (g for g in src_g)
    first_g = list(gen_g)
    if list(gen_g):
        print("IMPOSSIBLE a generator yields twice")
except Exception:
    pass
try:
    it_z = iter(src_z)
    if iter(it_z) is not it_z:
        print("IMPOSSIBLE an iterator whose iter is another")
except Exception:
    pass
try:
    if len(bytes(by_n)) != by_n and by_n.bit_length() < 8:
        print("IMPOSSIBLE bytes of n of another length")
except Exception:
    pass
try:
    if str(sv_x) == str(sv_x) and str(sv_x) is not None and repr(sv_x) != repr(sv_x):
        print("IMPOSSIBLE repr twice differs")
except Exception:
    pass
print("possible 2")
