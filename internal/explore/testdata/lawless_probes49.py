# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 18 (r18-laws): kinds that held, kept as regressions. Text method
# families against each other, told the value is a str (upper/islower,
# strip, partition, a startswith against a slice, find against in,
# ljust, removeprefix, splitlines, isspace, title, rsplit against
# rpartition, zfill, re against in, replace against count, utf-8 round
# trips, format, %, Template, repr, concatenation). Every line printing
# IMPOSSIBLE needs a value no real one is.
print("possible 1")
import array, collections, dataclasses, datetime, decimal, enum, fractions, functools, inspect, itertools, json, math, operator, os, pprint, random, re, shlex, statistics, string, struct, sys, textwrap, time, types
try:
    if (x_1.upper().islower() and any(c.isalpha() for c in x_1)) and type(x_1) is str:
        print("IMPOSSIBLE upper text that is lower")
except Exception:
    pass
try:
    if (len(x_2.strip()) > len(x_2)) and type(x_2) is str:
        print("IMPOSSIBLE strip lengthens")
except Exception:
    pass
try:
    p_3 = x_3.partition(",")
    if (p_3[1] == "," and "," not in x_3) and type(x_3) is str:
        print("IMPOSSIBLE partition finds a separator in does not")
except Exception:
    pass
try:
    if (x_4.startswith("ab") and x_4[:2] != "ab") and type(x_4) is str:
        print("IMPOSSIBLE startswith against a slice")
except Exception:
    pass
try:
    if (x_5.find("q") >= 0 and "q" not in x_5) and type(x_5) is str:
        print("IMPOSSIBLE find finds what in does not")
except Exception:
    pass
try:
    if (x_6.isdigit() and not x_6.isalnum()) and type(x_6) is str:
        print("IMPOSSIBLE digits not alnum")
except Exception:
    pass
try:
    if (len(x_7.ljust(10)) < 10) and type(x_7) is str:
        print("IMPOSSIBLE ljust shorter than its width")
except Exception:
    pass
try:
    if (x_8.removeprefix("ab") != x_8 and not x_8.startswith("ab")) and type(x_8) is str:
        print("IMPOSSIBLE removeprefix without the prefix")
except Exception:
    pass
try:
    if (len(x_9.splitlines()) > 1 and "\n" not in x_9 and "\r" not in x_9 and not any(c in x_9 for c in "\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")) and type(x_9) is str:
        print("IMPOSSIBLE splitlines without a line break")
except Exception:
    pass
try:
    if (x_10.isspace() and x_10.strip() != "") and type(x_10) is str:
        print("IMPOSSIBLE whitespace that strips to text")
except Exception:
    pass
try:
    if (x_11.title() == x_11 and x_11.istitle() is False and x_11.isupper() is False and any(c.isalpha() for c in x_11)) and type(x_11) is str:
        print("IMPOSSIBLE title text not title")
except Exception:
    pass
try:
    if (len(x_12.split()) > len(x_12)) and type(x_12) is str:
        print("IMPOSSIBLE more words than characters")
except Exception:
    pass
try:
    if (x_13.rsplit(".", 1)[-1] != x_13.rpartition(".")[2]) and type(x_13) is str:
        print("IMPOSSIBLE rsplit against rpartition")
except Exception:
    pass
try:
    if (x_14.zfill(5) < x_14 and len(x_14) >= 5) and type(x_14) is str:
        print("IMPOSSIBLE zfill of a long text changes it")
except Exception:
    pass
try:
    if (x_15.lower() == "yes" and x_15.upper() != "YES") and type(x_15) is str:
        print("IMPOSSIBLE yes in lower, not YES in upper")
except Exception:
    pass
try:
    if (re.fullmatch(r"\d+", x_16) and not x_16.isdigit()) and type(x_16) is str:
        print("IMPOSSIBLE fullmatch digits not digits")
except Exception:
    pass
try:
    if (re.search("a", x_17) and "a" not in x_17) and type(x_17) is str:
        print("IMPOSSIBLE re.search finds what in does not")
except Exception:
    pass
try:
    if (x_18.replace("a", "") == x_18 and x_18.count("a") > 0) and type(x_18) is str:
        print("IMPOSSIBLE replace removes nothing of what is counted")
except Exception:
    pass
try:
    if (x_19.encode("utf-8").decode("utf-8") != x_19) and type(x_19) is str:
        print("IMPOSSIBLE utf-8 round trip")
except Exception:
    pass
try:
    if (x_20.endswith(".py") and len(x_20) < 3) and type(x_20) is str:
        print("IMPOSSIBLE ends with .py, shorter than 3")
except Exception:
    pass
try:
    if (x_21.center(9) != x_21 and len(x_21) >= 9) and type(x_21) is str:
        print("IMPOSSIBLE center of a long text changes it")
except Exception:
    pass
try:
    if (x_22.swapcase().swapcase() != x_22 and x_22.isascii()) and type(x_22) is str:
        print("IMPOSSIBLE swapcase twice on ascii")
except Exception:
    pass
try:
    if (x_23.strip() == "" and x_23.isalpha()) and type(x_23) is str:
        print("IMPOSSIBLE blank letters 2")
except Exception:
    pass
try:
    if (x_24 in "abc" and len(x_24) > 3) and type(x_24) is str:
        print("IMPOSSIBLE a substring longer than its text")
except Exception:
    pass
try:
    if ("{}".format(x_25) != str(x_25)) and type(x_25) is str:
        print("IMPOSSIBLE format method against str")
except Exception:
    pass
try:
    if ("%s" % (x_26,) != str(x_26)) and type(x_26) is str:
        print("IMPOSSIBLE percent s against str")
except Exception:
    pass
try:
    if (repr(x_27) == str(x_27) and isinstance(x_27, str)) and type(x_27) is str:
        print("IMPOSSIBLE a str whose repr is itself")
except Exception:
    pass
try:
    if (string.Template("$v").substitute(v=x_28) != str(x_28)) and type(x_28) is str:
        print("IMPOSSIBLE Template against str")
except Exception:
    pass
try:
    if (x_29.split(",") != x_29.split(",", -1)) and type(x_29) is str:
        print("IMPOSSIBLE split maxsplit -1")
except Exception:
    pass
try:
    if (x_30.index("b") != x_30.find("b")) and type(x_30) is str:
        print("IMPOSSIBLE index against find")
except Exception:
    pass
try:
    if (x_31.lstrip("0") == "" and x_31 != "" and set(x_31) != {"0"}) and type(x_31) is str:
        print("IMPOSSIBLE lstrip of zeros")
except Exception:
    pass
try:
    if (x_32.isupper() and x_32.islower()) and type(x_32) is str:
        print("IMPOSSIBLE upper and lower")
except Exception:
    pass
try:
    if (x_33.casefold() != x_33.casefold()) and type(x_33) is str:
        print("IMPOSSIBLE casefold unstable")
except Exception:
    pass
try:
    if (len(x_34 * 3) != 3 * len(x_34)) and type(x_34) is str:
        print("IMPOSSIBLE repeated text of another length")
except Exception:
    pass
try:
    if ((x_35 + y_35).startswith(x_35) is False and isinstance(x_35, str) and isinstance(y_35, str)) and type(x_35) is str and type(y_35) is str:
        print("IMPOSSIBLE a concatenation not starting with its head")
except Exception:
    pass
try:
    if (len(x_36 + y_36) != len(x_36) + len(y_36) and isinstance(x_36, str)) and type(x_36) is str and type(y_36) is str:
        print("IMPOSSIBLE concatenated lengths")
except Exception:
    pass
print("possible end")
