import bisect
import collections.abc
import copy
import heapq
import json
import math
import numbers
import operator
import pickle
print("possible 1")
try:
    if isinstance(n_items, int) and callable(n_items):
        print("IMPOSSIBLE an int that is callable")
except Exception:
    pass
try:
    if isinstance(label_t, str) and callable(label_t):
        print("IMPOSSIBLE a str that is callable")
except Exception:
    pass
try:
    if isinstance(row_n, int) and len(row_n.to_bytes(8, "big")) != 8:
        print("IMPOSSIBLE eight bytes of another length")
except Exception:
    pass
try:
    if isinstance(col_name, str) and not isinstance(col_name, collections.abc.Hashable):
        print("IMPOSSIBLE a str that is not hashable")
except Exception:
    pass
try:
    if isinstance(k_num, numbers.Integral) and not isinstance(k_num, numbers.Real):
        print("IMPOSSIBLE integral yet not real")
except Exception:
    pass
try:
    if isinstance(pos_i, int) and operator.index(pos_i) != int(pos_i):
        print("IMPOSSIBLE index against int")
except Exception:
    pass
try:
    if isinstance(b_val, int) and int(bin(b_val), 2) != b_val:
        print("IMPOSSIBLE bin round trip")
except Exception:
    pass
try:
    if isinstance(h_val, int) and int(f"{h_val:x}", 16) != h_val:
        print("IMPOSSIBLE hex format round trip")
except Exception:
    pass
try:
    if isinstance(w_num, int) and len(f"{w_num:08d}") < 8:
        print("IMPOSSIBLE a padded number shorter than its width")
except Exception:
    pass
try:
    if isinstance(dv_a, int) and isinstance(dv_b, int) and dv_b != 0:
        q_d, r_d = divmod(dv_a, dv_b)
        if q_d * dv_b + r_d != dv_a:
            print("IMPOSSIBLE divmod does not rebuild")
except Exception:
    pass
try:
    if isinstance(sq_n, int) and pow(sq_n, 2) != sq_n * sq_n:
        print("IMPOSSIBLE a square two ways")
except Exception:
    pass
try:
    if isinstance(sh_n, int) and sh_n << 1 != sh_n * 2:
        print("IMPOSSIBLE shift against multiply")
except Exception:
    pass
try:
    if isinstance(par_n, int) and par_n & 1 != par_n % 2:
        print("IMPOSSIBLE parity two ways")
except Exception:
    pass
try:
    if isinstance(fl_n, int) and abs(fl_n) < 1000 and float(fl_n) != fl_n:
        print("IMPOSSIBLE a small int unequal to its float")
except Exception:
    pass
try:
    if isinstance(rd_n, int) and round(rd_n) != rd_n:
        print("IMPOSSIBLE rounding an int changes it")
except Exception:
    pass
try:
    if isinstance(txt_a, str) and txt_a.encode().decode() != txt_a:
        print("IMPOSSIBLE encode decode round trip")
except Exception:
    pass
try:
    if isinstance(csv_s, str) and len(csv_s.split(",")) != csv_s.count(",") + 1:
        print("IMPOSSIBLE split against count")
except Exception:
    pass
try:
    if isinstance(dup_s, str) and dup_s * 2 != dup_s + dup_s:
        print("IMPOSSIBLE repetition against concatenation")
except Exception:
    pass
try:
    if isinstance(ch_c, str) and len(ch_c) == 1 and chr(ord(ch_c)) != ch_c:
        print("IMPOSSIBLE chr of ord")
except Exception:
    pass
try:
    if isinstance(dig_s, str) and dig_s.isdecimal() and dig_s.isascii():
        try:
            int(dig_s)
        except ValueError:
            print("IMPOSSIBLE decimal digits that int rejects")
except Exception:
    pass
try:
    if value_eq == "abc" and value_eq == b"abc":
        print("IMPOSSIBLE equal to a str and to bytes")
except Exception:
    pass
try:
    if (tup_a, 1) == (tup_b, 1) and hash((tup_a, 1)) != hash((tup_b, 1)):
        print("IMPOSSIBLE equal tuples hash apart")
except Exception:
    pass
try:
    if frozenset([fs_a]) == frozenset([fs_b]) and fs_a != fs_b:
        print("IMPOSSIBLE equal frozensets of unequal items")
except Exception:
    pass
try:
    d_k = {key_k: 1}
    if key_k in d_k and d_k[key_k] != 1:
        print("IMPOSSIBLE a key in a dict maps elsewhere")
except Exception:
    pass
try:
    s_ab = {set_a, set_b}
    if set_a == set_b and len(s_ab) == 2:
        print("IMPOSSIBLE a set holding two equal items")
except Exception:
    pass
try:
    if min(mm_a, mm_b) > max(mm_a, mm_b):
        print("IMPOSSIBLE min above max")
except Exception:
    pass
try:
    if max(mx_a, mx_b) is not mx_a and max(mx_a, mx_b) is not mx_b:
        print("IMPOSSIBLE max is neither operand")
except Exception:
    pass
try:
    lst_b = sorted(vals_b)
    bisect.insort(lst_b, new_b)
    if lst_b != sorted(lst_b):
        print("IMPOSSIBLE insort breaks the order")
except Exception:
    pass
try:
    srt_c = sorted(vals_c)
    i_c = bisect.bisect_left(srt_c, probe_c)
    if i_c < len(srt_c) and srt_c[i_c] == probe_c and probe_c not in srt_c:
        print("IMPOSSIBLE bisect finds what in does not")
except Exception:
    pass
try:
    heap_h = list(heap_src)
    heapq.heapify(heap_h)
    if heap_h and heap_h[0] != min(heap_h):
        print("IMPOSSIBLE a heap whose top is not its least")
except Exception:
    pass
try:
    if isinstance(cp_n, int) and copy.copy(cp_n) != cp_n:
        print("IMPOSSIBLE a copied int unequal")
except Exception:
    pass
try:
    if isinstance(pk_s, str) and pickle.loads(pickle.dumps(pk_s)) != pk_s:
        print("IMPOSSIBLE pickle round trip of a str")
except Exception:
    pass
try:
    if isinstance(js_s, str) and json.loads(json.dumps(js_s)) != js_s:
        print("IMPOSSIBLE json round trip of a str")
except Exception:
    pass
try:
    if "{0}{0}".format(fmt_x) != str(fmt_x) * 2:
        print("IMPOSSIBLE format twice against str twice")
except Exception:
    pass
try:
    if "%s" % (pct_x,) != str(pct_x):
        print("IMPOSSIBLE percent s against str")
except Exception:
    pass
try:
    if "%r" % (pr_x,) != repr(pr_x):
        print("IMPOSSIBLE percent r against repr")
except Exception:
    pass
try:
    if isinstance(nm_x, int) and hasattr(nm_x, "append"):
        print("IMPOSSIBLE an int with append")
except Exception:
    pass
try:
    if isinstance(lx, list) and not isinstance(lx, collections.abc.Sequence):
        print("IMPOSSIBLE a list that is no sequence")
except Exception:
    pass
try:
    if isinstance(dx, dict) and not hasattr(dx, "keys"):
        print("IMPOSSIBLE a dict without keys")
except Exception:
    pass
try:
    if type(ty_x) is not type(ty_x):
        print("IMPOSSIBLE two types of one object")
except Exception:
    pass
try:
    if type(tn_x) is int and callable(tn_x):
        print("IMPOSSIBLE exactly an int and callable")
except Exception:
    pass
try:
    if isinstance(math_n, int) and math_n >= 0 and math.isqrt(math_n) ** 2 > math_n:
        print("IMPOSSIBLE isqrt too large")
except Exception:
    pass
try:
    if isinstance(ng_n, int) and -(-ng_n) != ng_n:
        print("IMPOSSIBLE double negation")
except Exception:
    pass
try:
    if isinstance(bo_n, (int, float)) and bool(bo_n) != (bo_n != 0):
        print("IMPOSSIBLE truth of a number against zero")
except Exception:
    pass
try:
    if isinstance(rg_n, int) and rg_n > 0 and len(range(rg_n)) != rg_n:
        print("IMPOSSIBLE range length")
except Exception:
    pass
print("possible 2")
