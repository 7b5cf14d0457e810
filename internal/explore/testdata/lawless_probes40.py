# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 15 (r15-laws): a reviewer's new kinds. A library that dispatches on
# the class (functools.singledispatch) of a value the snippet was told is
# an int or a str; special methods called by name (x.__eq__(1.0) of an
# int is NotImplemented); match statements' class, sequence, mapping and
# literal patterns; C code asking a number's or a text's class for a
# protocol (str % x takes a mapping, defaultdict, functools.partial and
# iter(f, end) a callable); reflected comparison; format specs and %-formatting;
# text through string.Template, re, shlex, html, csv; an int through
# datetime, math, statistics, itertools, enumerate, round, slice, deque,
# struct, array, Decimal, Fraction, reflected arithmetic and repetition;
# copies' identity; memoryview and attributes of plain values. Every line
# printing IMPOSSIBLE needs a value no real one is.
print("possible 1")
try:
    import functools
    f = functools.singledispatch(lambda v: 'obj')
    f.register(int, lambda v: 'int')
    if x_1 + 1 == 2 and type(x_1) is int and f(x_1) != 'int':
        print("IMPOSSIBLE singledispatch dispatches an int as an object")
except Exception:
    pass
try:
    import functools
    f = functools.singledispatch(lambda v: 'obj')
    f.register(str, lambda v: 'str')
    if x_2.upper() == 'AB' and isinstance(x_2, str) and f(x_2) == 'obj':
        print("IMPOSSIBLE singledispatch dispatches a str as an object")
except Exception:
    pass
try:
    if x_3 + 1 == 2 and type(x_3) is int and x_3 == 1 and x_3.__eq__(1.0) is not NotImplemented:
        print("IMPOSSIBLE int.__eq__ answers a float")
except Exception:
    pass
try:
    if x_4 + 1 == 2 and type(x_4) is int and x_4.__lt__(1.5) is not NotImplemented:
        print("IMPOSSIBLE int.__lt__ answers a float")
except Exception:
    pass
try:
    if x_5 + 1 == 2 and type(x_5) is int and x_5.__add__('a') is not NotImplemented:
        print("IMPOSSIBLE int.__add__ answers a str")
except Exception:
    pass
try:
    if x_6 + 1 == 2 and type(x_6) is int and x_6.__radd__(1.5) is not NotImplemented:
        print("IMPOSSIBLE int.__radd__ answers a float")
except Exception:
    pass
try:
    if x_7.upper() == 'AB' and type(x_7) is str and x_7.__mul__(1.5) is not NotImplemented:
        print("IMPOSSIBLE str.__mul__ answers a float")
except Exception:
    pass
try:
    match x_8:
        case int():
            m = 1
        case _:
            m = 0
    if x_8 + 1 == 2 and type(x_8) is int and m == 0:
        print("IMPOSSIBLE match int() misses an int")
except Exception:
    pass
try:
    match x_9:
        case str():
            m = 1
        case _:
            m = 0
    if x_9.upper() == 'AB' and type(x_9) is str and m == 0:
        print("IMPOSSIBLE match str() misses a str")
except Exception:
    pass
try:
    match x_10:
        case [*_]:
            m = 1
        case _:
            m = 0
    if m == 1 and type(x_10) is int:
        print("IMPOSSIBLE sequence pattern matches an int")
except Exception:
    pass
try:
    match x_11:
        case 1:
            m = 1
        case _:
            m = 0
    if m == 1 and x_11 != 1:
        print("IMPOSSIBLE literal pattern matches an unequal value")
except Exception:
    pass
try:
    match x_12:
        case {'k': v}:
            m = 1
        case _:
            m = 0
    if m == 1 and type(x_12) is str:
        print("IMPOSSIBLE mapping pattern matches a str")
except Exception:
    pass
try:
    if x_13 < 5 and not (5 > x_13) and type(x_13) is int:
        print("IMPOSSIBLE reflected < disagrees")
except Exception:
    pass
try:
    if x_14 in range(0, 10) and not (0 <= x_14 < 10) and type(x_14) is int:
        print("IMPOSSIBLE range membership against bounds")
except Exception:
    pass
try:
    if hex(x_15) != format(x_15, '#' + chr(120)) and type(x_15) is int:
        print("IMPOSSIBLE hex against format")
except Exception:
    pass
try:
    if f'{x_16:03d}' != '00' + str(x_16) and x_16 + 1 == 2 and type(x_16) is int:
        print("IMPOSSIBLE zero-padded format")
except Exception:
    pass
try:
    if '%05.1f' % x_17 != '001.0' and x_17 + 1 == 2 and type(x_17) is int:
        print("IMPOSSIBLE %-format of a float spec")
except Exception:
    pass
try:
    if '%-4s|' % x_18 != 'ab  |' and x_18.upper() == 'AB' and type(x_18) is str:
        print("IMPOSSIBLE %-format of a padded str")
except Exception:
    pass
try:
    if x_19.center(4, '*') != '*ab*' and x_19.upper() == 'AB' and type(x_19) is str:
        print("IMPOSSIBLE center")
except Exception:
    pass
try:
    import string
    if string.Template('$v').substitute(v=x_20) != 'ab' and x_20.upper() == 'AB' and type(x_20) is str:
        print("IMPOSSIBLE Template substitute")
except Exception:
    pass
try:
    import re
    if re.sub('a', 'z', x_21) != 'zb' and x_21.upper() == 'AB' and type(x_21) is str:
        print("IMPOSSIBLE re.sub")
except Exception:
    pass
try:
    import shlex
    if shlex.split(x_22) != ['ab'] and x_22.upper() == 'AB' and type(x_22) is str:
        print("IMPOSSIBLE shlex.split")
except Exception:
    pass
try:
    import html
    if html.escape(x_23) != 'ab' and x_23.upper() == 'AB' and type(x_23) is str:
        print("IMPOSSIBLE html.escape")
except Exception:
    pass
try:
    import csv, io
    if next(csv.reader(io.StringIO(x_24))) != ['ab'] and x_24.upper() == 'AB' and type(x_24) is str:
        print("IMPOSSIBLE csv reader")
except Exception:
    pass
try:
    import datetime
    if x_25 + 1 == 2 and type(x_25) is int and datetime.date(2000, x_25, 1).month != 1:
        print("IMPOSSIBLE date month")
except Exception:
    pass
try:
    import math
    if x_26 + 1 == 2 and type(x_26) is int and (math.factorial(x_26) != 1 or math.comb(3, x_26) != 3 or math.prod([x_26, 3]) != 3):
        print("IMPOSSIBLE factorial, comb, prod")
except Exception:
    pass
try:
    import statistics
    if x_27 + 1 == 2 and type(x_27) is int and statistics.median([x_27, 3]) != 2:
        print("IMPOSSIBLE median")
except Exception:
    pass
try:
    import itertools
    if x_28 + 1 == 2 and type(x_28) is int and (list(itertools.repeat('a', x_28)) != ['a'] or list(itertools.islice('abc', x_28)) != ['a']):
        print("IMPOSSIBLE repeat, islice")
except Exception:
    pass
try:
    if x_29 + 1 == 2 and type(x_29) is int and (list(enumerate('ab', x_29)) != [(1, 'a'), (2, 'b')] or 'ab'.split('a', x_29) != ['', 'b']):
        print("IMPOSSIBLE enumerate start, maxsplit")
except Exception:
    pass
try:
    if x_30 + 1 == 2 and type(x_30) is int and (round(2.567, x_30) != 2.6 or slice(x_30).indices(5) != (0, 1, 1)):
        print("IMPOSSIBLE round ndigits, slice indices")
except Exception:
    pass
try:
    import collections
    if x_31 + 1 == 2 and type(x_31) is int and len(collections.deque([1, 2, 3], maxlen=x_31)) != 1:
        print("IMPOSSIBLE deque maxlen")
except Exception:
    pass
try:
    import struct, array
    if x_32 + 1 == 2 and type(x_32) is int and (struct.pack('>h', x_32) != bytes([0, 1]) or array.array('b', [x_32]).tobytes() != bytes([1])):
        print("IMPOSSIBLE struct, array")
except Exception:
    pass
try:
    import decimal, fractions
    if x_33 + 1 == 2 and type(x_33) is int and (decimal.Decimal(1) + x_33 != 2 or fractions.Fraction(1, 2) + x_33 != fractions.Fraction(3, 2)):
        print("IMPOSSIBLE Decimal, Fraction arithmetic")
except Exception:
    pass
try:
    if x_34 + 1 == 2 and type(x_34) is int and (complex(1, 1) + x_34 != complex(2, 1) or 1.5 + x_34 != 2.5 or True + x_34 != 2 or 2 ** x_34 != 2 or 7 % x_34 != 0):
        print("IMPOSSIBLE reflected arithmetic")
except Exception:
    pass
try:
    if x_35 + 1 == 2 and type(x_35) is int and ('ab' * x_35 != 'ab' or (1, 2) * x_35 != (1, 2) or bytes(2) * x_35 != bytes(2)):
        print("IMPOSSIBLE repetition")
except Exception:
    pass
try:
    import copy
    if type(x_36) is int and copy.copy(x_36) is not x_36:
        print("IMPOSSIBLE copy of an int is another object")
except Exception:
    pass
try:
    import copy
    if type(x_37) is list and copy.deepcopy(x_37) is x_37:
        print("IMPOSSIBLE deepcopy of a list is itself")
except Exception:
    pass
try:
    import collections, functools
    if x_38 + 1 == 2 and ('abc' % x_38) == 'abc' and type(x_38) is int:
        print("IMPOSSIBLE str % takes an int as a mapping")
except Exception:
    pass
try:
    if x_39 * 2 == 3.0 and ('%(a)s' % x_39) is not None and type(x_39) is float:
        print("IMPOSSIBLE %(a)s takes a float as a mapping")
except Exception:
    pass
try:
    if x_40.upper() == 'AB' and type(x_40) is str and ('abc' % x_40) == 'abc':
        print("IMPOSSIBLE str % takes a str as a mapping")
except Exception:
    pass
try:
    import collections
    if x_41 + 1 == 2 and collections.defaultdict(x_41) is not None and type(x_41) is int:
        print("IMPOSSIBLE defaultdict takes an int as its factory")
except Exception:
    pass
try:
    import functools
    if x_42 + 1 == 2 and functools.partial(x_42) is not None and type(x_42) is int:
        print("IMPOSSIBLE partial takes an int as a function")
except Exception:
    pass
try:
    if x_43 + 1 == 2 and iter(x_43, 0) is not None and type(x_43) is int:
        print("IMPOSSIBLE iter(f, end) takes an int as a function")
except Exception:
    pass
try:
    if x_44 * 2 == 3.0 and isinstance(x_44, float) and len(sorted([2.5, 1.0], key=x_44)) == 2:
        print("IMPOSSIBLE sorted takes a float as its key")
except Exception:
    pass
try:
    m = memoryview(x_45)
    if type(x_45) is str:
        print("IMPOSSIBLE a str takes memoryview")
except Exception:
    pass
try:
    x_46.attr_ = 1
    if type(x_46) is int:
        print("IMPOSSIBLE an int takes an attribute")
except Exception:
    pass
print("possible end")
