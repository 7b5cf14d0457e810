print("possible 1")
try:
    if len(bag) > 0 and not any(True for _ in bag):
        print("IMPOSSIBLE a sized collection that yields nothing")
except Exception:
    pass
try:
    if sorted(nums, reverse=True)[0] < sorted(nums)[0]:
        print("IMPOSSIBLE the largest below the smallest")
except Exception:
    pass
try:
    lut = {key_a: 1}
    if lut[key_a] != 1:
        print("IMPOSSIBLE a key that finds another value")
except Exception:
    pass
try:
    if key_b not in {key_b}:
        print("IMPOSSIBLE not in a set of itself")
except Exception:
    pass
try:
    if len({left, right}) == 2 and left == right:
        print("IMPOSSIBLE two equal members of a set")
except Exception:
    pass
try:
    if isinstance(queue, list) and queue and list(reversed(queue))[0] != queue[-1]:
        print("IMPOSSIBLE reversed that does not start at the end")
except Exception:
    pass
try:
    n0 = len(stack)
    stack.pop()
    if len(stack) == n0 and isinstance(stack, list):
        print("IMPOSSIBLE pop that keeps the length")
except Exception:
    pass
try:
    basket.append(7)
    if 7 not in basket and isinstance(basket, list):
        print("IMPOSSIBLE append that does not hold")
except Exception:
    pass
try:
    registry[slot] = marker
    if registry[slot] is not marker and isinstance(registry, dict):
        print("IMPOSSIBLE a stored value read back as another")
except Exception:
    pass
try:
    if isinstance(src, str) and src.replace("a", "b").count("a") > 0:
        print("IMPOSSIBLE replace that leaves what it replaced")
except Exception:
    pass
try:
    if isinstance(things, (list, dict, set)) and things.copy() is things:
        print("IMPOSSIBLE a copy that is the original")
except Exception:
    pass
try:
    holder.attr = 5
    if holder.attr != 5:
        print("IMPOSSIBLE an attribute set and read back otherwise")
except Exception:
    pass
try:
    if max(vals) not in vals and isinstance(vals, list):
        print("IMPOSSIBLE a maximum outside its list")
except Exception:
    pass
try:
    if isinstance(mapping, dict) and len(mapping.items()) != len(mapping):
        print("IMPOSSIBLE items of another length")
except Exception:
    pass
try:
    if len(list(zip(xs1, ys1))) > min(len(xs1), len(ys1)):
        print("IMPOSSIBLE zip longer than its shortest")
except Exception:
    pass
try:
    if word2.isupper() and word2.islower():
        print("IMPOSSIBLE upper and lower")
except Exception:
    pass
try:
    if lo < hi < lo:
        print("IMPOSSIBLE a cycle of order")
except Exception:
    pass
try:
    if type(num) is int and str(num) != repr(num):
        print("IMPOSSIBLE an int with two spellings")
except Exception:
    pass
try:
    if isinstance(csv_row, str) and len(csv_row.split(",")) != csv_row.count(",") + 1:
        print("IMPOSSIBLE split against count")
except Exception:
    pass
try:
    if isinstance(phrase, str) and len(phrase.strip()) > len(phrase):
        print("IMPOSSIBLE strip that lengthens")
except Exception:
    pass
try:
    if isinstance(seq2, (str, list, tuple)) and seq2[::-1][::-1] != seq2:
        print("IMPOSSIBLE reversing twice changes")
except Exception:
    pass
try:
    if isinstance(pat, str) and pat and pat * 3 == pat:
        print("IMPOSSIBLE tripled text unchanged")
except Exception:
    pass
try:
    if isinstance(pool, set) and pool and pool.union(extra) < pool:
        print("IMPOSSIBLE a union smaller than its part")
except Exception:
    pass
try:
    total = 0
    for v in amounts:
        total += v
    if isinstance(amounts, list) and total != sum(amounts) and total == total:
        print("IMPOSSIBLE a loop total against sum")
except Exception:
    pass
try:
    if counter == 3 and counter + 1 != 4:
        print("IMPOSSIBLE three plus one")
except Exception:
    pass
try:
    if flagx is True and not flagx:
        print("IMPOSSIBLE a falsy True")
except Exception:
    pass
try:
    for i, item in enumerate(rows2):
        if i >= len(rows2):
            print("IMPOSSIBLE an index past the length")
except Exception:
    pass
print("possible 2")
