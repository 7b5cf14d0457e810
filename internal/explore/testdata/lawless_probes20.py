import json, weakref
print("possible 1")
try:
    if np_val == 3 and np_val != 3.0:
        print("IMPOSSIBLE three not three point oh")
except Exception:
    pass
try:
    s1 = json.dumps(conf_val)
    if conf_val == 1 and s1 not in ("1", "1.0", "true"):
        print("IMPOSSIBLE json of one")
except Exception:
    pass
try:
    r1 = f"{obj_x!r}"
    if r1 != repr(obj_x):
        print("IMPOSSIBLE !r against repr")
except Exception:
    pass
try:
    w = weakref.ref(res_obj)
    if w() is not res_obj:
        print("IMPOSSIBLE weakref to another")
except Exception:
    pass
try:
    if sorted(words_l, key=len) and len(sorted(words_l, key=len)) != len(words_l):
        print("IMPOSSIBLE sorted by key changes the count")
except Exception:
    pass
try:
    gen_x = iter(source_x)
    a_x = next(gen_x)
    if a_x not in source_x and len(source_x) > 0:
        print("IMPOSSIBLE an element not in its source")
except Exception:
    pass
try:
    if list(reversed(seq_r)) != list(seq_r)[::-1]:
        print("IMPOSSIBLE reversed two ways")
except Exception:
    pass
try:
    if dict(pairs_d) and len(dict(pairs_d)) > len(list(pairs_d)):
        print("IMPOSSIBLE a dict larger than its pairs")
except Exception:
    pass
try:
    if max(vals_m, default=0) not in list(vals_m) and len(vals_m) > 0:
        print("IMPOSSIBLE max not an element")
except Exception:
    pass
try:
    mode_s = mode_flag
    if mode_s == "fast" and mode_flag != "fast":
        print("IMPOSSIBLE an alias unequal")
except Exception:
    pass
try:
    if str(name_s).upper() != name_s.upper() and name_s.isascii():
        print("IMPOSSIBLE text upper two ways")
except Exception:
    pass
try:
    if len(key_t) == 1 and key_t.isdigit() and int(key_t) > 9:
        print("IMPOSSIBLE one digit above nine")
except Exception:
    pass
try:
    if hash(tup_h) == hash(tup_h) and tup_h == (1, 2) and len(tup_h) != 2:
        print("IMPOSSIBLE a pair not two long")
except Exception:
    pass
try:
    if isinstance(num_i, int) and num_i.bit_length() > 64 and num_i < 10:
        print("IMPOSSIBLE a small int of many bits")
except Exception:
    pass
try:
    if round(val_r, 2) == 0.5 and val_r > 1:
        print("IMPOSSIBLE rounding to a half from above one")
except Exception:
    pass
print("possible 2")
