from fractions import Fraction
print("possible 1")
try:
    obj = Widget()
    if isinstance(Widget, type) and not isinstance(obj, Widget):
        print("IMPOSSIBLE an instance not of its class")
except Exception:
    pass
try:
    if getattr(node, "parent") is not node.parent:
        print("IMPOSSIBLE getattr and the attribute differ")
except Exception:
    pass
try:
    if not hasattr(node, "size") and node.size is not None:
        print("IMPOSSIBLE an attribute hasattr denies")
except Exception:
    pass
try:
    if hasattr(node, "size") != hasattr(node, "size"):
        print("IMPOSSIBLE hasattr changes its mind")
except Exception:
    pass
try:
    holder.level = 5
    if holder.level != 5:
        print("IMPOSSIBLE an attribute set is not read back")
except Exception:
    pass
try:
    if len(dict(pairs)) > len(pairs):
        print("IMPOSSIBLE a dict larger than its pairs")
except Exception:
    pass
try:
    if isinstance(text, str) and text.endswith("z") and text[-1:] != "z":
        print("IMPOSSIBLE endswith and the last character disagree")
except Exception:
    pass
try:
    if text.count(ch) == 0 and ch in text:
        print("IMPOSSIBLE present yet counted zero times")
except Exception:
    pass
try:
    if len(text.strip()) > len(text):
        print("IMPOSSIBLE stripping lengthens")
except Exception:
    pass
try:
    if isinstance(text, str) and text.replace("a", "b").count("a") > 0:
        print("IMPOSSIBLE a replaced character remains")
except Exception:
    pass
try:
    if isinstance(text, str) and text.lower().isupper():
        print("IMPOSSIBLE lowered text is upper case")
except Exception:
    pass
try:
    if int(digits) > 0 and digits.startswith("-"):
        print("IMPOSSIBLE a positive number with a minus sign")
except Exception:
    pass
try:
    if isinstance(num, int) and isinstance(den, int) and den and (num // den) * den + num % den != num:
        print("IMPOSSIBLE floor division and remainder disagree")
except Exception:
    pass
try:
    if num > 0 and -num > 0:
        print("IMPOSSIBLE positive and negated positive")
except Exception:
    pass
try:
    if isinstance(num, int) and num + 0 != num:
        print("IMPOSSIBLE adding zero changes an integer")
except Exception:
    pass
try:
    if half == 0.5 and isinstance(half, int):
        print("IMPOSSIBLE an integer equal to a half")
except Exception:
    pass
try:
    if half == 2 and half == 2.5:
        print("IMPOSSIBLE two values at once")
except Exception:
    pass
try:
    if Fraction(1, 2) == half and half != 0.5:
        print("IMPOSSIBLE one half is not 0.5")
except Exception:
    pass
try:
    if word < 1 and isinstance(word, str):
        print("IMPOSSIBLE text ordered against a number")
except Exception:
    pass
try:
    if mixed < 1 and mixed > "a":
        print("IMPOSSIBLE ordered against a number and a text")
except Exception:
    pass
try:
    if len(bag) > 0 and bag == 0:
        print("IMPOSSIBLE a non-empty container equal to zero")
except Exception:
    pass
try:
    if bag == [] and bag:
        print("IMPOSSIBLE equal to the empty list yet true")
except Exception:
    pass
try:
    if bag == "" and len(bag) > 0:
        print("IMPOSSIBLE equal to the empty text yet long")
except Exception:
    pass
try:
    if outcome == {} and len(outcome) == 1:
        print("IMPOSSIBLE equal to the empty dict yet one key")
except Exception:
    pass
try:
    if fetch(key="a") != fetch(key="a"):
        print("IMPOSSIBLE a call by keyword on equal arguments differs")
except Exception:
    pass
try:
    gen = produce()
    list(gen)
    if iter(gen) is gen and next(gen, "end") != "end":
        print("IMPOSSIBLE an exhausted generator yields")
except Exception:
    pass
try:
    if isinstance(blob, bytes) and len(blob) != len(blob.decode("latin-1")):
        print("IMPOSSIBLE latin-1 changes the length")
except Exception:
    pass
try:
    if isinstance(err, Exception) and isinstance(err, str):
        print("IMPOSSIBLE an exception that is text")
except Exception:
    pass
print("possible 2")
