import json
import os
print("possible 1")
try:
    if label_1.islower() and label_1.upper() == "X" and label_1.lower() != "x":
        print("IMPOSSIBLE upper X, lower not x")
except Exception:
    pass
try:
    if label_2.islower() and label_2.upper() == "X" and label_2.encode() != b"x":
        print("IMPOSSIBLE x encoded otherwise")
except Exception:
    pass
try:
    if label_3.islower() and label_3.upper() == "X" and label_3.encode() != label_3.encode("utf-8"):
        print("IMPOSSIBLE default encoding not utf-8")
except Exception:
    pass
try:
    if label_4.islower() and label_4.upper() == "X" and f"{label_4:>3}" != "  x":
        print("IMPOSSIBLE padded x")
except Exception:
    pass
try:
    if label_5.islower() and label_5.upper() == "X" and "%s" % label_5 != "x":
        print("IMPOSSIBLE percent-s of x")
except Exception:
    pass
try:
    if label_6.islower() and label_6.upper() == "X" and label_6 + label_6 != label_6 * 2:
        print("IMPOSSIBLE text doubled two ways")
except Exception:
    pass
try:
    if label_7.islower() and label_7.upper() == "X" and label_7[::-1] != label_7:
        print("IMPOSSIBLE one character reversed")
except Exception:
    pass
try:
    if label_8.islower() and label_8.upper() == "X" and label_8.split() != ["x"]:
        print("IMPOSSIBLE split of x")
except Exception:
    pass
try:
    if label_9.islower() and label_9.upper() == "X" and label_9.replace("x", "y") != "y":
        print("IMPOSSIBLE replace in x")
except Exception:
    pass
try:
    if label_10.islower() and label_10.upper() == "X" and label_10.join(["a", "b"]) != "axb":
        print("IMPOSSIBLE join by x")
except Exception:
    pass
try:
    if label_11.islower() and label_11.upper() == "X" and label_11 == b"x":
        print("IMPOSSIBLE text equal to bytes")
except Exception:
    pass
try:
    if label_12.islower() and label_12.upper() == "X" and hash(label_12) != hash("x"):
        print("IMPOSSIBLE x hashed otherwise")
except Exception:
    pass
try:
    if label_13.islower() and label_13.upper() == "X" and label_13 not in {"x"}:
        print("IMPOSSIBLE x not in its set")
except Exception:
    pass
try:
    if label_14.islower() and label_14.upper() == "X" and label_14 < "a":
        print("IMPOSSIBLE x before a")
except Exception:
    pass
try:
    if label_15.islower() and label_15.upper() == "X" and label_15.casefold() != label_15:
        print("IMPOSSIBLE casefold of x")
except Exception:
    pass
try:
    if label_16.islower() and label_16.upper() == "X" and len(label_16.encode()) != len(label_16):
        print("IMPOSSIBLE ascii longer encoded")
except Exception:
    pass
try:
    if label_17.islower() and label_17.upper() == "X" and label_17.partition("x") != ("", "x", ""):
        print("IMPOSSIBLE partition of x")
except Exception:
    pass
try:
    if label_18.islower() and label_18.upper() == "X" and label_18.center(3) != " x ":
        print("IMPOSSIBLE centred x")
except Exception:
    pass
try:
    if label_19.islower() and label_19.upper() == "X" and label_19.zfill(2) != "0x":
        print("IMPOSSIBLE zfill of x")
except Exception:
    pass
try:
    if label_20.islower() and label_20.upper() == "X" and label_20.count("x") != 1:
        print("IMPOSSIBLE count of x in x")
except Exception:
    pass
try:
    if label_21.islower() and label_21.upper() == "X" and label_21.splitlines() != ["x"]:
        print("IMPOSSIBLE lines of x")
except Exception:
    pass
try:
    if label_22.islower() and label_22.upper() == "X" and label_22.title() != "X":
        print("IMPOSSIBLE title of x")
except Exception:
    pass
try:
    if label_23.islower() and label_23.upper() == "X" and os.path.basename(label_23) != "x":
        print("IMPOSSIBLE basename of x")
except Exception:
    pass
try:
    if label_24.islower() and label_24.upper() == "X" and os.path.splitext(label_24)[0] != "x":
        print("IMPOSSIBLE stem of x")
except Exception:
    pass
try:
    if label_25.islower() and label_25.upper() == "X" and label_25.isdigit():
        print("IMPOSSIBLE x a digit")
except Exception:
    pass
try:
    if label_26.islower() and label_26.upper() == "X" and json.loads(json.dumps(label_26)) != "x":
        print("IMPOSSIBLE json round trip of x")
except Exception:
    pass
try:
    if label_27.decode() == "x" and label_27 != b"x":
        print("IMPOSSIBLE decodes to x, not the bytes x")
except Exception:
    pass
try:
    if label_28.decode() == "x" and len(label_28) != 1:
        print("IMPOSSIBLE one byte, other length")
except Exception:
    pass
try:
    if label_29.decode() == "x" and label_29.upper() != b"X":
        print("IMPOSSIBLE bytes upper")
except Exception:
    pass
try:
    if label_30.decode() == "x" and label_30[0] != 120:
        print("IMPOSSIBLE bytes index")
except Exception:
    pass
try:
    if label_31.decode() == "x" and list(label_31) != [120]:
        print("IMPOSSIBLE bytes iteration")
except Exception:
    pass
try:
    if label_32.decode() == "x" and isinstance(label_32, str):
        print("IMPOSSIBLE decodes yet text")
except Exception:
    pass
try:
    if label_33.decode() == "x" and hash(label_33) != hash(b"x"):
        print("IMPOSSIBLE bytes hashed otherwise")
except Exception:
    pass
try:
    if label_34.endswith(".txt") and not label_34.endswith("txt"):
        print("IMPOSSIBLE endswith two ways")
except Exception:
    pass
try:
    if label_35.endswith(".txt") and label_35[-4:] != ".txt":
        print("IMPOSSIBLE endswith against slicing")
except Exception:
    pass
try:
    if label_36.endswith(".txt") and ".txt" not in label_36:
        print("IMPOSSIBLE endswith against in")
except Exception:
    pass
try:
    if label_37.endswith(".txt") and len(label_37) < 4:
        print("IMPOSSIBLE endswith a longer text")
except Exception:
    pass
try:
    if label_38.endswith(".txt") and label_38.rsplit(".", 1)[-1] != "txt":
        print("IMPOSSIBLE rsplit of a .txt")
except Exception:
    pass
try:
    if label_39.endswith(".txt") and os.path.splitext(label_39)[1] != ".txt":
        print("IMPOSSIBLE splitext of a .txt")
except Exception:
    pass
try:
    if label_40.startswith("ab") and label_40.find("ab") != 0:
        print("IMPOSSIBLE startswith against find")
except Exception:
    pass
try:
    if label_41.startswith("ab") and not label_41.startswith("a"):
        print("IMPOSSIBLE prefix of a prefix")
except Exception:
    pass
try:
    if label_42.isdigit() and int(label_42) < 0:
        print("IMPOSSIBLE digits negative")
except Exception:
    pass
try:
    if label_43.isdigit() and label_43.isalpha():
        print("IMPOSSIBLE digits and letters")
except Exception:
    pass
try:
    if label_44.isupper() and label_44.lower() == label_44:
        print("IMPOSSIBLE upper case unchanged by lower")
except Exception:
    pass
try:
    if label_45.isspace() and label_45.strip() != "":
        print("IMPOSSIBLE spaces survive strip")
except Exception:
    pass
try:
    if label_46.strip() == "" and label_46.isalpha():
        print("IMPOSSIBLE blank letters")
except Exception:
    pass
try:
    if label_47 == "abc" and label_47.upper() != "ABC":
        print("IMPOSSIBLE abc upper")
except Exception:
    pass
try:
    if label_48 == "abc" and "b" not in label_48:
        print("IMPOSSIBLE b not in abc")
except Exception:
    pass
try:
    if len(label_49) == 3 and label_49.upper() == "ABC" and label_49.lower() == "abc" and label_49 != "abc":
        print("IMPOSSIBLE abc in both cases yet not abc")
except Exception:
    pass
try:
    if label_50.islower() and label_50.upper() == "X" and label_50.__len__() != 1:
        print("IMPOSSIBLE __len__ of x")
except Exception:
    pass
try:
    if label_51.islower() and label_51.upper() == "X" and label_51.__contains__("x") is False:
        print("IMPOSSIBLE __contains__ of x")
except Exception:
    pass
print("possible 2")
