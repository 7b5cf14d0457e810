import copy
import json
print("possible 1")
try:
    if conf_1["k"] == 1 and "k" not in conf_1.keys():
        print("IMPOSSIBLE a stored key missing from keys()")
except Exception:
    pass
try:
    if conf_2["k"] == 1 and ("k", 1) not in conf_2.items():
        print("IMPOSSIBLE an entry missing from items()")
except Exception:
    pass
try:
    if conf_3["k"] == 1 and 1 not in list(conf_3.values()):
        print("IMPOSSIBLE a value missing from values()")
except Exception:
    pass
try:
    if conf_4["k"] == 1 and dict(conf_4.items()) != dict(conf_4):
        print("IMPOSSIBLE dict of items against dict")
except Exception:
    pass
try:
    if conf_5["k"] == 1 and len(conf_5) == 1 and dict(conf_5) != {"k": 1}:
        print("IMPOSSIBLE dict of a one-entry mapping")
except Exception:
    pass
try:
    if conf_6["k"] == 1 and {**conf_6}.get("k") != 1:
        print("IMPOSSIBLE unpacked mapping loses its entry")
except Exception:
    pass
try:
    if conf_7["k"] == 1 and set(conf_7.keys()) & {"k"} != {"k"}:
        print("IMPOSSIBLE keys view without its key")
except Exception:
    pass
try:
    if conf_8["k"] == 1 and len(conf_8.items()) != len(conf_8.keys()):
        print("IMPOSSIBLE items and keys of different sizes")
except Exception:
    pass
try:
    if conf_9["k"] == 1 and len(list(conf_9.values())) != len(list(conf_9.keys())):
        print("IMPOSSIBLE values and keys of different sizes")
except Exception:
    pass
try:
    if conf_10["k"] == 1 and conf_10["j"] == 2 and len(dict(conf_10)) < 2:
        print("IMPOSSIBLE two stored keys, dict of fewer")
except Exception:
    pass
try:
    if conf_11["k"] == 1 and not conf_11.keys():
        print("IMPOSSIBLE a mapping with an entry and no keys")
except Exception:
    pass
try:
    if conf_12["k"] == 1 and conf_12.items() and not conf_12:
        print("IMPOSSIBLE falsy mapping with items")
except Exception:
    pass
try:
    if conf_13["k"] == 1 and json.loads(json.dumps(dict(conf_13)))["k"] != 1:
        print("IMPOSSIBLE json round trip of a mapping")
except Exception:
    pass
try:
    if conf_14["k"] == 1 and copy.deepcopy(dict(conf_14))["k"] != 1:
        print("IMPOSSIBLE deepcopy of a mapping")
except Exception:
    pass
try:
    if conf_15["k"] == 1 and len(list(conf_15.keys())) == 1 and conf_15["j"] == 2 and len(conf_15) == 1:
        print("IMPOSSIBLE a key its keys() did not list")
except Exception:
    pass
try:
    if conf_16["k"] == 1 and sorted(conf_16.items())[0] != ("k", 1) and len(conf_16) == 1:
        print("IMPOSSIBLE sorted items of one entry")
except Exception:
    pass
try:
    if "k" not in conf_17 and conf_17.get("k") is not None:
        print("IMPOSSIBLE get finds what in did not")
except Exception:
    pass
try:
    if "k" not in conf_18 and conf_18.get("k", 7) != 7:
        print("IMPOSSIBLE get ignores its default for a missing key")
except Exception:
    pass
try:
    if "k" not in conf_19 and conf_19["k"] == 1 and "k" not in conf_19:
        print("IMPOSSIBLE a missing key read and still missing")
except Exception:
    pass
try:
    if conf_20.update(a=1) is None and ("a", 1) not in conf_20.items():
        print("IMPOSSIBLE update missing from items")
except Exception:
    pass
try:
    if conf_21.update(a=1) is None and dict(conf_21).get("a") != 1:
        print("IMPOSSIBLE update missing from dict")
except Exception:
    pass
try:
    if conf_22.update(a=1) is None and list(conf_22.keys()).count("a") != 1:
        print("IMPOSSIBLE update missing from keys")
except Exception:
    pass
try:
    if conf_23.setdefault("k", 3) == 3 and conf_23["k"] != 3:
        print("IMPOSSIBLE setdefault stored another value")
except Exception:
    pass
try:
    if conf_24.setdefault("k", 3) is not None and "k" not in conf_24:
        print("IMPOSSIBLE setdefault stored nothing")
except Exception:
    pass
try:
    if conf_25.pop("k", None) is None and "k" in conf_25:
        print("IMPOSSIBLE pop left the key")
except Exception:
    pass
try:
    if "k" in conf_26 and conf_26.pop("k") is not None and "k" in conf_26:
        print("IMPOSSIBLE popped key still there")
except Exception:
    pass
try:
    if conf_27["k"] == 1 and conf_27.get("k") != conf_27["k"]:
        print("IMPOSSIBLE get against []")
except Exception:
    pass
try:
    if conf_28["k"] == 1 and "k" in conf_28 and "k" not in dict(conf_28):
        print("IMPOSSIBLE dict() drops a key")
except Exception:
    pass
try:
    if isinstance(conf_29, dict) and conf_29["k"] == 1 and list(conf_29) != list(conf_29.keys()):
        print("IMPOSSIBLE iteration against keys")
except Exception:
    pass
try:
    if isinstance(conf_30, dict) and conf_30["k"] == 1 and conf_30b == conf_30 and conf_30b["k"] != 1:
        print("IMPOSSIBLE equal mappings differ at a key")
except Exception:
    pass
try:
    if conf_31["a"] is not None and conf_31["b"] is not None and len(conf_31) < 2:
        print("IMPOSSIBLE two keys read, fewer than two entries")
except Exception:
    pass
try:
    if conf_32["a"] is not None and conf_32["b"] is not None and len(dict(conf_32)) != len(conf_32):
        print("IMPOSSIBLE dict of another size than the mapping")
except Exception:
    pass
try:
    if "k" not in conf_33 and conf_33.keys() and "k" in conf_33.keys():
        print("IMPOSSIBLE in and keys disagree")
except Exception:
    pass
print("possible 2")
