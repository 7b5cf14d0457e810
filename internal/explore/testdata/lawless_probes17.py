print("possible 1")
import math, copy, pickle, json, numbers, collections.abc, itertools, operator, decimal, fractions, datetime
try:
    width + 0
    if f"{width}" != str(width):
        print("IMPOSSIBLE empty format spec differs from str after use")
except Exception:
    pass
try:
    if left_id == mid_id and mid_id == right_id and left_id != right_id:
        print("IMPOSSIBLE equality not transitive")
except Exception:
    pass
try:
    if user_key == other_key and hash(user_key) != hash(other_key):
        print("IMPOSSIBLE equal but hash differs")
except Exception:
    pass
try:
    d5 = {cache_key: "x"}
    if cache_key == lookup_key and lookup_key not in d5 and hash(lookup_key) == hash(cache_key):
        print("IMPOSSIBLE equal key not found")
except Exception:
    pass
try:
    if copy.copy(retries) != retries and isinstance(retries, (int, str)):
        print("IMPOSSIBLE copy of int differs")
except Exception:
    pass
try:
    if pickle.loads(pickle.dumps(batch_size)) != batch_size and batch_size == 3:
        print("IMPOSSIBLE pickled three differs")
except Exception:
    pass
try:
    if json.loads(json.dumps(page_no)) != page_no and page_no == 2:
        print("IMPOSSIBLE json two differs")
except Exception:
    pass
try:
    if sorted([score, 0]) != sorted([0, score]) and score == score + 0:
        print("IMPOSSIBLE sorted order depends on input order")
except Exception:
    pass
try:
    if max(offset, 0) < min(offset, 0):
        print("IMPOSSIBLE max below min")
except Exception:
    pass
try:
    if math.floor(ratio) > ratio:
        print("IMPOSSIBLE floor above")
except Exception:
    pass
try:
    if pow(seed, 2, 7) != (seed * seed) % 7:
        print("IMPOSSIBLE modular power differs")
except Exception:
    pass
try:
    if flags.bit_length() != len(bin(abs(flags))) - 2 and flags != 0:
        print("IMPOSSIBLE bit_length differs")
except Exception:
    pass
try:
    if isinstance(amount, numbers.Number) and amount + 0 != amount and amount == amount:
        print("IMPOSSIBLE adding zero changes a number")
except Exception:
    pass
try:
    if isinstance(records, collections.abc.Sequence) and len(records) != len(list(records)):
        print("IMPOSSIBLE sequence length two ways")
except Exception:
    pass
try:
    if isinstance(settings, collections.abc.Mapping) and len(settings) != len(list(settings.keys())):
        print("IMPOSSIBLE mapping length two ways")
except Exception:
    pass
try:
    if isinstance(token, collections.abc.Hashable) and token == token and hash(token) != hash(token):
        print("IMPOSSIBLE hash changes")
except Exception:
    pass
try:
    if list(zip(pairs, pairs)) != [(x, x) for x in pairs] and isinstance(pairs, list):
        print("IMPOSSIBLE zip of a list with itself")
except Exception:
    pass
try:
    if list(map(str, columns)) != [str(x) for x in columns] and isinstance(columns, (list, tuple)):
        print("IMPOSSIBLE map two ways")
except Exception:
    pass
try:
    if hasattr(layer, "size") != (getattr(layer, "size", None) is not None or hasattr(layer, "size")):
        print("IMPOSSIBLE hasattr two ways")
except Exception:
    pass
try:
    if price == decimal.Decimal(2) and price != 2:
        print("IMPOSSIBLE decimal two but not two")
except Exception:
    pass
try:
    if share == fractions.Fraction(1, 2) and share * 2 != 1:
        print("IMPOSSIBLE half doubled not one")
except Exception:
    pass
try:
    if start_date > datetime.date(2020, 1, 1) and start_date < datetime.date(2019, 1, 1):
        print("IMPOSSIBLE dates out of order")
except Exception:
    pass
try:
    if divmod(ticks, 3)[1] >= 3:
        print("IMPOSSIBLE remainder too big")
except Exception:
    pass
try:
    if len(range(n_workers)) != max(n_workers, 0):
        print("IMPOSSIBLE range length")
except Exception:
    pass
try:
    if len(bytes(buf_len)) != buf_len and buf_len >= 0 and isinstance(buf_len, int):
        print("IMPOSSIBLE bytes length")
except Exception:
    pass
try:
    if [1, 2, 3][pos] != [1, 2, 3][int(pos)]:
        print("IMPOSSIBLE index two ways")
except Exception:
    pass
try:
    if "abc"[:cut] != "abc"[:operator.index(cut)]:
        print("IMPOSSIBLE slice two ways")
except Exception:
    pass
try:
    if t_start < t_mid and t_mid < t_end and t_end < t_start:
        print("IMPOSSIBLE cycle")
except Exception:
    pass
try:
    if str(label) == "" and label:
        if isinstance(label, str):
            print("IMPOSSIBLE truthy empty str")
except Exception:
    pass
try:
    if status in {1: "a"} and status not in [1]:
        print("IMPOSSIBLE dict key not in list")
except Exception:
    pass
try:
    if suffix == "abc" and len(suffix) != 3:
        print("IMPOSSIBLE abc not three long")
except Exception:
    pass
try:
    if payload == b"ab" and payload != "ab".encode():
        print("IMPOSSIBLE bytes")
except Exception:
    pass
try:
    if charset_name == "ab" and charset_name.encode() != b"ab":
        print("IMPOSSIBLE encode")
except Exception:
    pass
try:
    if "%d" % port != str(int(port)):
        print("IMPOSSIBLE percent d")
except Exception:
    pass
try:
    if "{:>5}".format(cell) != format(cell, ">5"):
        print("IMPOSSIBLE format two ways")
except Exception:
    pass
try:
    if "%s" % (entry,) != str(entry):
        print("IMPOSSIBLE percent s")
except Exception:
    pass
try:
    if repr(node) != repr(node):
        print("IMPOSSIBLE repr changes")
except Exception:
    pass
try:
    s44 = str(year)
    if year == 7 and str(year) != s44 and isinstance(year, int):
        print("IMPOSSIBLE int's text changes")
except Exception:
    pass
try:
    r45 = repr(count)
    if count + 1 == 2 and repr(count) != r45:
        print("IMPOSSIBLE repr changes with arithmetic")
except Exception:
    pass
try:
    if math.isclose(factor, 1.0) and abs(factor - 1.0) > 1:
        print("IMPOSSIBLE isclose")
except Exception:
    pass
try:
    if math.sqrt(area) < 0:
        print("IMPOSSIBLE sqrt negative")
except Exception:
    pass
try:
    if line and not line.strip() and line == line.strip():
        print("IMPOSSIBLE blank")
except Exception:
    pass
try:
    if code.upper() == code.lower() and code.isascii() and code.isalpha():
        print("IMPOSSIBLE ascii letters without case")
except Exception:
    pass
try:
    if url.startswith("http") and not url.lower().startswith("http"):
        print("IMPOSSIBLE lower")
except Exception:
    pass
print("possible 2")
