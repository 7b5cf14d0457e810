import bisect
import copy
import heapq
import json
import math
import operator
import pickle
print("possible 1")
try:
    if n_bits.bit_length() >= 0 and callable(n_bits):
        print("IMPOSSIBLE a number of bits that is callable")
except Exception:
    pass
try:
    if up_t.upper() == up_t.upper() and callable(up_t) and up_t.isascii():
        print("IMPOSSIBLE text that is callable")
except Exception:
    pass
try:
    if cnt_i + 1 == 2 and callable(cnt_i):
        print("IMPOSSIBLE a one that is callable")
except Exception:
    pass
try:
    if int.from_bytes(fb_i.to_bytes(4, "big"), "big") != fb_i:
        print("IMPOSSIBLE to_bytes round trip")
except Exception:
    pass
try:
    if idx_i.bit_length() >= 0 and operator.index(idx_i) != int(idx_i):
        print("IMPOSSIBLE index against int, duck")
except Exception:
    pass
try:
    if bn_i.bit_length() >= 0 and int(bin(bn_i), 2) != bn_i:
        print("IMPOSSIBLE bin round trip, duck")
except Exception:
    pass
try:
    if hx_i.bit_length() >= 0 and int(f"{hx_i:x}", 16) != hx_i:
        print("IMPOSSIBLE hex round trip, duck")
except Exception:
    pass
try:
    if wd_i.bit_length() >= 0 and len(f"{wd_i:08d}") < 8:
        print("IMPOSSIBLE a padded number shorter, duck")
except Exception:
    pass
try:
    if da_i.bit_length() >= 0 and db_i.bit_length() > 0:
        q2, r2 = divmod(da_i, db_i)
        if q2 * db_i + r2 != da_i:
            print("IMPOSSIBLE divmod does not rebuild, duck")
except Exception:
    pass
try:
    if pw_i.bit_length() >= 0 and pow(pw_i, 2) != pw_i * pw_i:
        print("IMPOSSIBLE a square two ways, duck")
except Exception:
    pass
try:
    if ls_i.bit_length() >= 0 and ls_i << 1 != ls_i * 2:
        print("IMPOSSIBLE shift against multiply, duck")
except Exception:
    pass
try:
    if fi_i.bit_length() < 10 and float(fi_i) != fi_i:
        print("IMPOSSIBLE a small int unequal to its float, duck")
except Exception:
    pass
try:
    if ri_i.bit_length() >= 0 and round(ri_i) != ri_i:
        print("IMPOSSIBLE rounding an int, duck")
except Exception:
    pass
try:
    if en_t.isascii() and en_t.encode().decode() != en_t:
        print("IMPOSSIBLE encode decode, duck")
except Exception:
    pass
try:
    if sp_t.isascii() and len(sp_t.split(",")) != sp_t.count(",") + 1:
        print("IMPOSSIBLE split against count, duck")
except Exception:
    pass
try:
    if rp_t.isascii() and rp_t * 2 != rp_t + rp_t:
        print("IMPOSSIBLE repetition, duck")
except Exception:
    pass
try:
    if oc_t.isascii() and len(oc_t) == 1 and chr(ord(oc_t)) != oc_t:
        print("IMPOSSIBLE chr of ord, duck")
except Exception:
    pass
try:
    if eq_sb == "abc" and eq_sb == b"abc":
        print("IMPOSSIBLE equal to a str and to bytes, duck")
except Exception:
    pass
try:
    if eq_bs == b"abc" and eq_bs == "abc":
        print("IMPOSSIBLE equal to bytes and to a str")
except Exception:
    pass
try:
    if (ta_x, 1) == (tb_x, 1) and hash((ta_x, 1)) != hash((tb_x, 1)):
        print("IMPOSSIBLE equal tuples hash apart, duck")
except Exception:
    pass
try:
    if frozenset([fa_x]) == frozenset([fb_x]) and fa_x != fb_x:
        print("IMPOSSIBLE equal frozensets, duck")
except Exception:
    pass
try:
    dd = {kk_x: 1}
    if kk_x in dd and dd[kk_x] != 1:
        print("IMPOSSIBLE a key maps elsewhere, duck")
except Exception:
    pass
try:
    ss = {sa_x, sb_x}
    if sa_x == sb_x and len(ss) == 2:
        print("IMPOSSIBLE a set of two equal items, duck")
except Exception:
    pass
try:
    if min(na_x, nb_x) > max(na_x, nb_x):
        print("IMPOSSIBLE min above max, duck")
except Exception:
    pass
try:
    lb = sorted(vb_x)
    bisect.insort(lb, nw_x)
    if lb != sorted(lb):
        print("IMPOSSIBLE insort breaks the order, duck")
except Exception:
    pass
try:
    sc = sorted(vc_x)
    ic = bisect.bisect_left(sc, pc_x)
    if ic < len(sc) and sc[ic] == pc_x and pc_x not in sc:
        print("IMPOSSIBLE bisect finds what in does not, duck")
except Exception:
    pass
try:
    hh = list(hs_x)
    heapq.heapify(hh)
    if hh and hh[0] != min(hh):
        print("IMPOSSIBLE a heap top, duck")
except Exception:
    pass
try:
    if cq_i.bit_length() >= 0 and copy.copy(cq_i) != cq_i:
        print("IMPOSSIBLE a copied int, duck")
except Exception:
    pass
try:
    if pq_t.isascii() and pickle.loads(pickle.dumps(pq_t)) != pq_t:
        print("IMPOSSIBLE pickle round trip, duck")
except Exception:
    pass
try:
    if jq_t.isascii() and json.loads(json.dumps(jq_t)) != jq_t:
        print("IMPOSSIBLE json round trip, duck")
except Exception:
    pass
try:
    if "{0}{0}".format(f2_x) != str(f2_x) * 2:
        print("IMPOSSIBLE format twice, duck")
except Exception:
    pass
try:
    if "%s" % (ps_x,) != str(ps_x):
        print("IMPOSSIBLE percent s, duck")
except Exception:
    pass
try:
    if "%r" % (pr2_x,) != repr(pr2_x):
        print("IMPOSSIBLE percent r, duck")
except Exception:
    pass
try:
    if ha_i.bit_length() >= 0 and hasattr(ha_i, "append"):
        print("IMPOSSIBLE an int with append, duck")
except Exception:
    pass
try:
    if hu_t.isascii() and hasattr(hu_t, "append"):
        print("IMPOSSIBLE text with append")
except Exception:
    pass
try:
    if type(tt_x) is not type(tt_x):
        print("IMPOSSIBLE two types, duck")
except Exception:
    pass
try:
    if mq_i.bit_length() >= 0 and mq_i >= 0 and math.isqrt(mq_i) ** 2 > mq_i:
        print("IMPOSSIBLE isqrt too large, duck")
except Exception:
    pass
try:
    if nn_i.bit_length() >= 0 and -(-nn_i) != nn_i:
        print("IMPOSSIBLE double negation, duck")
except Exception:
    pass
try:
    if bz_i.bit_length() >= 0 and bool(bz_i) != (bz_i != 0):
        print("IMPOSSIBLE truth against zero, duck")
except Exception:
    pass
try:
    if rn_i.bit_length() > 0 and len(range(rn_i)) != rn_i:
        print("IMPOSSIBLE range length, duck")
except Exception:
    pass
try:
    if type(ti_x).__name__ == "int" and ti_x + 0.5 == int(ti_x + 0.5):
        print("IMPOSSIBLE an int plus a half is whole")
except Exception:
    pass
try:
    if ot_i.bit_length() >= 0 and isinstance(ot_i, str):
        print("IMPOSSIBLE a number of bits that is a str")
except Exception:
    pass
try:
    if ab_i.bit_length() >= 0 and abs(ab_i) < 0:
        print("IMPOSSIBLE a negative abs")
except Exception:
    pass
try:
    if mo_i.bit_length() >= 0 and mo_i % 2 == 0 and mo_i % 2 == 1:
        print("IMPOSSIBLE even and odd")
except Exception:
    pass
try:
    if xs_t.isascii() and xs_t not in xs_t + "z":
        print("IMPOSSIBLE not in itself extended")
except Exception:
    pass
try:
    if st_t.isascii() and st_t.strip() == st_t and st_t != st_t.strip():
        print("IMPOSSIBLE stripped equal and unequal")
except Exception:
    pass
try:
    if dl_t.isascii() and dl_t.lower() != dl_t.lower():
        print("IMPOSSIBLE lower twice differs")
except Exception:
    pass
try:
    if len(sz_x) == 0 and any(True for _ in sz_x):
        print("IMPOSSIBLE empty yet iterates")
except Exception:
    pass
try:
    if len(sq_x) == 2 and len(list(sq_x)) != 2:
        print("IMPOSSIBLE two long yet lists otherwise")
except Exception:
    pass
try:
    if not ts_x and len(ts_x) > 0:
        print("IMPOSSIBLE falsy yet sized")
except Exception:
    pass
print("possible 2")
