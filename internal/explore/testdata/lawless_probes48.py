# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 18 (r18-laws): kinds that held, kept as regressions. Numbers and
# order across two and three stand-ins (// and % of two, distributivity,
# subtraction undone, order kept by +1 and reversed by negation, max plus
# min, heapq, bisect, sorted and min with key= functions, Fraction and
# Decimal of two, reduce, statistics); containers and exceptions (star
# unpacking, reversed against a slice, the last two ways, IndexError,
# ValueError, StopIteration, ZeroDivisionError, UnicodeEncodeError,
# KeyError against the value), == None, x != x, text against numbers,
# format specs no int or no str takes, literal_eval of repr, the other
# operand's __eq__, reflected < and __radd__, os.path.join, sets and dicts
# of two stand-ins, copies. Every line printing IMPOSSIBLE needs a value
# no real one is.
print("possible 1")
import ast, bisect, copy, decimal, fractions, functools, heapq, math, operator, os, statistics
try:
    if (x_1 // y_1 * y_1 + x_1 % y_1 != x_1) and type(x_1) is int and type(y_1) is int:
        print("IMPOSSIBLE floordiv identity of two stand-ins")
except Exception:
    pass
try:
    if (x_2 * (y_2 + z_2) != x_2 * y_2 + x_2 * z_2 and type(x_2) is int and type(y_2) is int and type(z_2) is int) and type(x_2) is int and type(y_2) is int and type(z_2) is int:
        print("IMPOSSIBLE distributivity of ints")
except Exception:
    pass
try:
    if ((x_3 - y_3) + y_3 != x_3 and type(x_3) is int and type(y_3) is int) and type(x_3) is int and type(y_3) is int:
        print("IMPOSSIBLE subtraction undone")
except Exception:
    pass
try:
    l_4 = [x_4, y_4, z_4]
    if (sorted(l_4, key=lambda v: -v)[0] != max(l_4) and type(x_4) is int) and type(x_4) is int:
        print("IMPOSSIBLE a descending key sort whose first is not the max")
except Exception:
    pass
try:
    l_5 = [x_5, y_5]
    if (min(l_5, key=abs) is not sorted(l_5, key=abs)[0] and abs(x_5) != abs(y_5)) and type(x_5) is int and type(y_5) is int:
        print("IMPOSSIBLE min by key against sorted by key")
except Exception:
    pass
try:
    if (x_6 == y_6 and str(x_6) != str(y_6) and type(x_6) is type(y_6)) and type(x_6) is int and type(y_6) is int:
        print("IMPOSSIBLE equal values of one type shown apart")
except Exception:
    pass
try:
    if (x_7 == y_7 and x_7 + 1 != y_7 + 1) and type(x_7) is int and type(y_7) is int:
        print("IMPOSSIBLE equal stand-ins plus one apart")
except Exception:
    pass
try:
    if (x_8 < y_8 and not (x_8 + 1 < y_8 + 1) and type(x_8) is int and type(y_8) is int) and type(x_8) is int and type(y_8) is int:
        print("IMPOSSIBLE order not kept by adding one")
except Exception:
    pass
try:
    if (x_9 < y_9 and -x_9 < -y_9) and type(x_9) is int and type(y_9) is int:
        print("IMPOSSIBLE negation keeps the order")
except Exception:
    pass
try:
    if (x_10 != 0 and x_10 * y_10 == 0 and y_10 != 0) and type(x_10) is int and type(y_10) is int:
        print("IMPOSSIBLE zero divisors")
except Exception:
    pass
try:
    if (sum([x_11, y_11]) != x_11 + y_11) and type(x_11) is int and type(y_11) is int:
        print("IMPOSSIBLE sum of two against +")
except Exception:
    pass
try:
    if (max(x_12, y_12) + min(x_12, y_12) != x_12 + y_12) and type(x_12) is int and type(y_12) is int:
        print("IMPOSSIBLE max plus min against the sum")
except Exception:
    pass
try:
    h_13 = [x_13, y_13, z_13]
    heapq.heapify(h_13)
    if (h_13[0] > y_13) and type(y_13) is int:
        print("IMPOSSIBLE a heap top above an element")
except Exception:
    pass
try:
    s_14 = sorted([x_14, y_14, z_14])
    i_14 = bisect.bisect_left(s_14, y_14)
    if (s_14[i_14] != y_14) and type(y_14) is int:
        print("IMPOSSIBLE bisect_left misses a member")
except Exception:
    pass
try:
    if (x_15 > 0 and math.sqrt(x_15) ** 2 < 0) and type(x_15) is int:
        print("IMPOSSIBLE a negative square of a root")
except Exception:
    pass
try:
    if (math.floor(x_16) > math.ceil(x_16)) and type(x_16) is int:
        print("IMPOSSIBLE floor above ceil")
except Exception:
    pass
try:
    if (int(x_17) != x_17 and type(x_17) is int) and type(x_17) is int:
        print("IMPOSSIBLE int of an int, two stand-ins")
except Exception:
    pass
try:
    if (abs(x_18) < x_18) and type(x_18) is int:
        print("IMPOSSIBLE abs below the value")
except Exception:
    pass
try:
    if (abs(x_19 - y_19) != abs(y_19 - x_19)) and type(x_19) is int and type(y_19) is int:
        print("IMPOSSIBLE distance not symmetric")
except Exception:
    pass
try:
    if (x_20 < y_20 and statistics.mean([x_20, y_20]) > y_20) and type(x_20) is int and type(y_20) is int:
        print("IMPOSSIBLE a mean above the larger")
except Exception:
    pass
try:
    if (x_21 + 0 != x_21 or x_21 * 1 != x_21) and type(x_21) is int:
        print("IMPOSSIBLE identities of + and *")
except Exception:
    pass
try:
    if (x_22 ** 2 != x_22 * x_22 and type(x_22) is int) and type(x_22) is int:
        print("IMPOSSIBLE a square two ways, two forms")
except Exception:
    pass
try:
    if (functools.reduce(operator.add, [x_23, y_23, z_23]) != x_23 + y_23 + z_23) and type(x_23) is int and type(y_23) is int and type(z_23) is int:
        print("IMPOSSIBLE reduce against +")
except Exception:
    pass
try:
    if (x_24 == y_24 and y_24 == z_24 and x_24 != z_24) and type(x_24) is int and type(y_24) is int and type(z_24) is int:
        print("IMPOSSIBLE equality of three not transitive")
except Exception:
    pass
try:
    if (x_25 <= y_25 and y_25 <= x_25 and x_25 != y_25) and type(x_25) is int and type(y_25) is int:
        print("IMPOSSIBLE antisymmetry")
except Exception:
    pass
try:
    if (fractions.Fraction(x_26) + fractions.Fraction(y_26) != x_26 + y_26) and type(x_26) is int and type(y_26) is int:
        print("IMPOSSIBLE Fraction sum of two")
except Exception:
    pass
try:
    if (decimal.Decimal(x_27) < decimal.Decimal(y_27) and x_27 > y_27) and type(x_27) is int and type(y_27) is int:
        print("IMPOSSIBLE Decimal order against order")
except Exception:
    pass
try:
    if (round(x_28) != round(x_28) or (round(x_28, 2) > x_28 + 0.01 and type(x_28) is int)) and type(x_28) is int:
        print("IMPOSSIBLE round two ways")
except Exception:
    pass
try:
    if (x_29 < 0 and x_29 ** 2 < 0) and type(x_29) is int:
        print("IMPOSSIBLE a negative square of a negative")
except Exception:
    pass
try:
    if (x_30 % 2 == 0 and (x_30 + 1) % 2 == 0) and type(x_30) is int:
        print("IMPOSSIBLE even and its successor even")
except Exception:
    pass
try:
    a_31, *r_31 = x_31
    if len(r_31) + 1 != len(x_31) and type(x_31) is list:
        print("IMPOSSIBLE star unpacking of another length")
except Exception:
    pass
try:
    f_32, *m_32, l_32 = x_32
    if len(x_32) < 2 and type(x_32) in (list, tuple, str):
        print("IMPOSSIBLE first and last of fewer than two")
except Exception:
    pass
try:
    if list(reversed(x_33)) != x_33[::-1] and type(x_33) is list:
        print("IMPOSSIBLE reversed against a reversed slice")
except Exception:
    pass
try:
    if x_34[-1] is not x_34[len(x_34) - 1] and type(x_34) is list:
        print("IMPOSSIBLE the last two ways")
except Exception:
    pass
try:
    if x_35[0:1] != [x_35[0]] and type(x_35) is list:
        print("IMPOSSIBLE a one-slice against the first")
except Exception:
    pass
try:
    if len(x_36) == 1 and x_36["a"] is not list(x_36.values())[0] and type(x_36) is dict:
        print("IMPOSSIBLE the only value two ways")
except Exception:
    pass
try:
    try:
        x_37[10]
    except IndexError:
        if len(x_37) > 10 and type(x_37) is list:
            print("IMPOSSIBLE IndexError within the length")
except Exception:
    pass
try:
    try:
        x_38.remove(5)
    except ValueError:
        if 5 in x_38 and type(x_38) is list:
            print("IMPOSSIBLE remove misses a member")
except Exception:
    pass
try:
    try:
        next(iter(x_39))
    except StopIteration:
        if len(x_39) > 0 and type(x_39) in (list, str, dict):
            print("IMPOSSIBLE StopIteration of a sized one")
except Exception:
    pass
try:
    try:
        v_40 = 1 / x_40
    except ZeroDivisionError:
        if x_40 != 0 and type(x_40) in (int, float):
            print("IMPOSSIBLE division by a nonzero fails")
except Exception:
    pass
try:
    try:
        math.sqrt(x_41)
    except ValueError:
        if x_41 >= 0 and type(x_41) in (int, float):
            print("IMPOSSIBLE sqrt of a non-negative refused")
except Exception:
    pass
try:
    try:
        int(x_42)
    except ValueError:
        if x_42.isdecimal() and x_42.isascii() and type(x_42) is str:
            print("IMPOSSIBLE int refuses ascii decimals")
except Exception:
    pass
try:
    try:
        x_43.encode("ascii")
    except UnicodeEncodeError:
        if x_43.isascii() and type(x_43) is str:
            print("IMPOSSIBLE ascii text that ascii refuses")
except Exception:
    pass
try:
    try:
        hash(x_44)
    except TypeError:
        if type(x_44) in (int, str, tuple, frozenset):
            print("IMPOSSIBLE an unhashable hashable type")
except Exception:
    pass
try:
    try:
        d_45 = {"a": 1}
        d_45[x_45]
    except KeyError:
        if x_45 == "a" and type(x_45) is str:
            print("IMPOSSIBLE KeyError for a present key")
except Exception:
    pass
try:
    if x_46 == None and x_46 is not None:
        print("IMPOSSIBLE equal to None, not None")
except Exception:
    pass
try:
    if x_47 != x_47:
        print("IMPOSSIBLE unequal to itself, open")
except Exception:
    pass
try:
    if x_48 < "m" and x_48 > 5:
        print("IMPOSSIBLE below text and above a number")
except Exception:
    pass
try:
    if f"{x_49:,}" and type(x_49) is str:
        print("IMPOSSIBLE a thousands separator of text")
except Exception:
    pass
try:
    if f"{x_50:c}" and type(x_50) is str:
        print("IMPOSSIBLE a c format of text")
except Exception:
    pass
try:
    if f"{x_51:s}" is not None and type(x_51) is int:
        print("IMPOSSIBLE an s format of an int")
except Exception:
    pass
try:
    if ast.literal_eval(repr(x_52)) != x_52 and type(x_52) in (int, str, list, dict):
        print("IMPOSSIBLE literal_eval of repr")
except Exception:
    pass
try:
    if type(x_53).__name__ == "int" and type(x_53) is not int and type(x_53).__module__ == "builtins":
        print("IMPOSSIBLE a builtin named int that is not int")
except Exception:
    pass
try:
    if len(list(zip(x_54, y_54))) > min(len(x_54), len(y_54)):
        print("IMPOSSIBLE zip longer than the shorter")
except Exception:
    pass
try:
    if len([e for e in x_55 if e]) > len(x_55):
        print("IMPOSSIBLE a filter longer than its source")
except Exception:
    pass
try:
    class P_56:
        seen = []
        def __eq__(self, o):
            P_56.seen.append(1)
            return False
        __hash__ = None
    p_56 = P_56()
    if x_56 == p_56:
        pass
    if not P_56.seen and type(x_56) is int:
        print("IMPOSSIBLE an int that did not defer to the other's __eq__")
except Exception:
    pass
try:
    class Q_57:
        def __gt__(self, o):
            return True
        def __lt__(self, o):
            return False
    if not (x_57 < Q_57()) and type(x_57) is int:
        print("IMPOSSIBLE an int that did not defer to the reflected <")
except Exception:
    pass
try:
    class R_58:
        def __radd__(self, o):
            return "radd"
    if x_58 + R_58() != "radd" and type(x_58) is int:
        print("IMPOSSIBLE an int that did not defer to __radd__")
except Exception:
    pass
try:
    p_59 = os.path.join("a", x_59)
    if x_59 + 1 == 2 and type(x_59) is int:
        print("IMPOSSIBLE an int joined as a path")
except Exception:
    pass
try:
    s_60 = {x_60, y_60}
    if len(s_60) == 2 and x_60 == y_60:
        print("IMPOSSIBLE a set of two equal stand-ins")
except Exception:
    pass
try:
    d_61 = {x_61: 1}
    d_61[y_61] = 2
    if len(d_61) == 1 and x_61 != y_61:
        print("IMPOSSIBLE unequal keys collapse")
except Exception:
    pass
try:
    if (x_62 or 0) is not x_62 and bool(x_62):
        print("IMPOSSIBLE or skips a truthy operand")
except Exception:
    pass
try:
    if len(str(x_63)) != len(x_63) and type(x_63) is str:
        print("IMPOSSIBLE str of text of another length")
except Exception:
    pass
try:
    if x_64 & {1} == {1} and 1 not in x_64 and type(x_64) in (set, frozenset):
        print("IMPOSSIBLE an intersection holding what is not there")
except Exception:
    pass
try:
    c_65 = copy.copy(x_65)
    c_65.append(1)
    if len(c_65) == len(x_65) and type(x_65) is list:
        print("IMPOSSIBLE a copy that shares its length")
except Exception:
    pass
print("possible end")
