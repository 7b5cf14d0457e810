import copy
import pickle
print("possible 1")
try:
    if len(rows_1) == 2 and len(list(rows_1)) != 2:
        print("IMPOSSIBLE len against iteration")
except Exception:
    pass
try:
    if len(rows_2) == 2 and len(rows_2[:]) != 2:
        print("IMPOSSIBLE a full slice of another length")
except Exception:
    pass
try:
    if len(rows_3) == 2 and rows_3[:] != rows_3:
        print("IMPOSSIBLE a full slice unequal")
except Exception:
    pass
try:
    if len(rows_4) == 2 and len(rows_4 + rows_4) != 4:
        print("IMPOSSIBLE concatenation of two pairs")
except Exception:
    pass
try:
    if len(rows_5) == 2 and rows_5 + rows_5 != rows_5 * 2:
        print("IMPOSSIBLE a pair doubled two ways")
except Exception:
    pass
try:
    if len(rows_6) == 2 and len(rows_6 * 2) != 4:
        print("IMPOSSIBLE a pair repeated")
except Exception:
    pass
try:
    if len(rows_7) == 2 and list(reversed(rows_7)) != list(rows_7)[::-1]:
        print("IMPOSSIBLE reversed against slicing")
except Exception:
    pass
try:
    if len(rows_8) == 2 and sorted(rows_8) != sorted(list(rows_8)):
        print("IMPOSSIBLE sorted against sorted list")
except Exception:
    pass
try:
    if len(rows_9) == 2 and len(set(rows_9)) > 2:
        print("IMPOSSIBLE a set of more items")
except Exception:
    pass
try:
    if len(rows_10) == 2 and rows_10[0] is not list(rows_10)[0]:
        print("IMPOSSIBLE first item two ways")
except Exception:
    pass
try:
    if len(rows_11) == 2 and rows_11[-1] is not rows_11[1]:
        print("IMPOSSIBLE last item two ways")
except Exception:
    pass
try:
    if len(rows_12) == 2 and len(rows_12[5:]) != 0:
        print("IMPOSSIBLE a slice past the end")
except Exception:
    pass
try:
    if len(rows_13) == 2 and list(enumerate(rows_13))[1][1] is not rows_13[1]:
        print("IMPOSSIBLE enumerate against []")
except Exception:
    pass
try:
    if len(rows_14) == 2 and rows_14.count(rows_14[0]) == 0:
        print("IMPOSSIBLE an item counted zero times")
except Exception:
    pass
try:
    if len(rows_15) == 2 and rows_15.index(rows_15[1]) > 1:
        print("IMPOSSIBLE an item found past the end")
except Exception:
    pass
try:
    if len(rows_16) == 2 and rows_16[0] not in rows_16:
        print("IMPOSSIBLE an item not in its collection")
except Exception:
    pass
try:
    if len(rows_17) == 2 and [*rows_17] != list(rows_17):
        print("IMPOSSIBLE unpacking against list")
except Exception:
    pass
try:
    if len(rows_18) == 2 and len(copy.deepcopy(rows_18)) != 2:
        print("IMPOSSIBLE deepcopy of another length")
except Exception:
    pass
try:
    if len(rows_19) == 2 and len(pickle.loads(pickle.dumps(rows_19))) != 2:
        print("IMPOSSIBLE pickle of another length")
except Exception:
    pass
try:
    if len(rows_20) == 2 and len(rows_20 * 0) != 0:
        print("IMPOSSIBLE a pair times zero")
except Exception:
    pass
try:
    if len(rows_21) == 2 and rows_21[1:] != rows_21[-1:]:
        print("IMPOSSIBLE two slices of the last item")
except Exception:
    pass
try:
    if len(rows_22) == 0 and bool(rows_22):
        print("IMPOSSIBLE empty yet truthy")
except Exception:
    pass
try:
    if not rows_23 and len(list(rows_23)) > 0:
        print("IMPOSSIBLE falsy yet iterates")
except Exception:
    pass
try:
    if rows_24.add(1) is None and 1 not in rows_24:
        print("IMPOSSIBLE add missing")
except Exception:
    pass
try:
    if rows_25.add(1) is None and len(rows_25) == 0:
        print("IMPOSSIBLE add yet empty")
except Exception:
    pass
try:
    if rows_26.add(1) is None and rows_26.isdisjoint({1}):
        print("IMPOSSIBLE add then disjoint from it")
except Exception:
    pass
try:
    if rows_27.add(1) is None and not rows_27.issuperset({1}):
        print("IMPOSSIBLE add then no superset of it")
except Exception:
    pass
try:
    if rows_28.add(1) is None and 1 not in rows_28.union({2}):
        print("IMPOSSIBLE union without what was added")
except Exception:
    pass
try:
    if rows_29.add(1) is None and len(rows_29.intersection({1})) != 1:
        print("IMPOSSIBLE intersection without what was added")
except Exception:
    pass
try:
    if rows_30.append(1) is None and rows_30[-1] != 1:
        print("IMPOSSIBLE append not last")
except Exception:
    pass
try:
    if rows_31.append(1) is None and rows_31.count(1) == 0:
        print("IMPOSSIBLE append not counted")
except Exception:
    pass
try:
    if rows_32.append(1) is None and rows_32.pop() != 1:
        print("IMPOSSIBLE append then pop other")
except Exception:
    pass
try:
    if rows_33.append(1) is None and sum(1 for _ in rows_33) == 0:
        print("IMPOSSIBLE append yet no iteration")
except Exception:
    pass
try:
    if rows_34.append(1) is None and not rows_34:
        print("IMPOSSIBLE append yet falsy")
except Exception:
    pass
try:
    if rows_35.append(1) is None and rows_35.index(1) >= len(rows_35):
        print("IMPOSSIBLE append found past the end")
except Exception:
    pass
try:
    if rows_36.extend([1, 2]) is None and len(rows_36) < 2:
        print("IMPOSSIBLE extend by two, shorter")
except Exception:
    pass
try:
    if rows_37.extend([1, 2]) is None and rows_37[-2:] != [1, 2]:
        print("IMPOSSIBLE extend not at the end")
except Exception:
    pass
try:
    if rows_38.insert(0, 7) is None and rows_38[0] != 7:
        print("IMPOSSIBLE insert not first")
except Exception:
    pass
try:
    if rows_39.append(3) is None and rows_39.sort() is None and rows_39[-1] < rows_39[0]:
        print("IMPOSSIBLE sorted out of order")
except Exception:
    pass
try:
    if rows_40.append(3) is None and rows_40.reverse() is None and rows_40[0] != 3:
        print("IMPOSSIBLE reversed not first")
except Exception:
    pass
try:
    if rows_41.append(3) is None and rows_41.remove(3) is None and 3 in rows_41 and rows_41.count(3) == 0:
        print("IMPOSSIBLE removed yet in, counted zero")
except Exception:
    pass
try:
    if rows_42.append(3) is None and rows_42.clear() is None and len(rows_42) > 0:
        print("IMPOSSIBLE cleared yet sized")
except Exception:
    pass
try:
    if rows_43.append(3) is None and copy.copy(rows_43)[-1] != 3:
        print("IMPOSSIBLE copy lost the append")
except Exception:
    pass
print("possible 2")
