# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 21 (r21-laws): a reviewer's new kinds. The % operator asks a
# number's __float__ (%f %e %g) and __int__ (%d %i %u) of its operand, in
# a tuple, a mapping or through %=: text (str or bytes) is a TypeError
# there, never parsed into a ValueError. struct.pack takes what has an
# __index__ slot for an integer: text, bytes, a float or a list it refuses
# with its own struct.error, not a TypeError. And kinds that held, kept as
# regressions: struct d and math.fsum of text, %c and %* of an int,
# timedelta and date of an int, a modular inverse, a class attribute's
# identity, a class based on an int, bytes() of a str, text as an integer
# or an index, an int formatted and packed. Every line printing IMPOSSIBLE
# needs a value no real one is.
print("possible 1")
import struct, math, datetime
try:
    if x_1.upper() == x_1.upper():
        try:
            "%g" % x_1
        except ValueError:
            print("IMPOSSIBLE %g of text is a ValueError")
except Exception:
    pass
try:
    if x_2.upper() == x_2.upper():
        try:
            "%d" % x_2
        except ValueError:
            print("IMPOSSIBLE %d of text is a ValueError")
except Exception:
    pass
try:
    if x_3.upper() == x_3.upper():
        try:
            "%.2e|%i" % (x_3, 1)
        except ValueError:
            print("IMPOSSIBLE %e of text in a tuple is a ValueError")
except Exception:
    pass
try:
    if x_4.upper() == x_4.upper():
        try:
            "%(a)u" % {"a": x_4}
        except ValueError:
            print("IMPOSSIBLE %(a)u of text in a mapping is a ValueError")
except Exception:
    pass
try:
    if x_5.upper() == x_5.upper():
        s = "%5.1f"
        try:
            s %= x_5
        except ValueError:
            print("IMPOSSIBLE %= of text is a ValueError")
except Exception:
    pass
try:
    if x_6.upper() == x_6.upper() and type(x_6) is str:
        try:
            "%f" % x_6
            print("IMPOSSIBLE %f of a str")
        except TypeError:
            pass
except Exception:
    pass
try:
    if x_7.decode() == x_7.decode():
        try:
            "%d" % x_7
        except ValueError:
            print("IMPOSSIBLE %d of bytes is a ValueError")
except Exception:
    pass
try:
    if x_8.upper() == x_8.upper():
        try:
            struct.pack("i", x_8)
        except TypeError:
            print("IMPOSSIBLE struct i of text is a TypeError")
except Exception:
    pass
try:
    if x_9.upper() == x_9.upper():
        try:
            struct.pack("<q", 1, x_9)
        except struct.error:
            pass
        except TypeError:
            print("IMPOSSIBLE struct q of text is a TypeError")
except Exception:
    pass
try:
    if isinstance(x_10, float):
        try:
            struct.pack("i", x_10)
        except TypeError:
            print("IMPOSSIBLE struct i of a float is a TypeError")
except Exception:
    pass
try:
    if x_11.decode() == x_11.decode():
        try:
            struct.pack("h", x_11)
        except TypeError:
            print("IMPOSSIBLE struct h of bytes is a TypeError")
except Exception:
    pass
try:
    if len(x_12) == 2 and type(x_12) is list:
        try:
            struct.pack("i", x_12)
        except TypeError:
            print("IMPOSSIBLE struct i of a list is a TypeError")
except Exception:
    pass
try:
    if x_13.upper() == x_13.upper():
        try:
            struct.pack("d", x_13)
            print("IMPOSSIBLE struct d packed text")
        except struct.error:
            pass
except Exception:
    pass
try:
    if x_14.upper() == x_14.upper():
        try:
            math.fsum([x_14])
            print("IMPOSSIBLE fsum of text")
        except TypeError:
            pass
except Exception:
    pass
try:
    if type(x_15) is int and x_15 == 65:
        try:
            "%c" % x_15
        except TypeError:
            print("IMPOSSIBLE %c refused an int")
except Exception:
    pass
try:
    if type(x_16) is int and x_16 == 3:
        try:
            "%*d|%.*f" % (x_16, 5, x_16, 1.5)
        except TypeError:
            print("IMPOSSIBLE %* refused an int width")
except Exception:
    pass
try:
    if type(x_17) is int and x_17 == 2:
        try:
            datetime.timedelta(seconds=x_17)
            datetime.date(2020, x_17, 1)
        except TypeError:
            print("IMPOSSIBLE timedelta or date refused an int")
except Exception:
    pass
try:
    if type(x_18) is int and x_18 == 3:
        if pow(x_18, -1, 7) != 5 or struct.pack("i", x_18) != struct.pack("i", 3):
            print("IMPOSSIBLE inverse or packing of 3")
except Exception:
    pass
try:
    if type(x_19) is int and x_19 == 4:
        class F:
            a = x_19
        if F().a is not x_19:
            print("IMPOSSIBLE a class attribute read as another object")
except Exception:
    pass
try:
    if type(x_20) is int and x_20 == 1:
        class D(x_20):
            pass
        print("IMPOSSIBLE a class based on an int")
except Exception:
    pass
try:
    if x_21.upper() == x_21.upper() and type(x_21) is str:
        try:
            bytes(x_21)
            print("IMPOSSIBLE bytes of a str without an encoding")
        except TypeError:
            pass
except Exception:
    pass
try:
    if x_22.upper() == x_22.upper():
        try:
            range(x_22)
            hex(x_22)
            print("IMPOSSIBLE text as an integer")
        except TypeError:
            pass
except Exception:
    pass
try:
    if x_23.upper() == x_23.upper():
        try:
            "abc"[x_23]
            print("IMPOSSIBLE text as an index")
        except TypeError:
            pass
except Exception:
    pass
try:
    if x_24 + 1 == 3:
        if "%d|%f|%x|%s" % (x_24, x_24, x_24, x_24) != "2|2.000000|2|2" or struct.pack("i", x_24) != struct.pack("i", 2):
            print("IMPOSSIBLE two formatted or packed otherwise")
except Exception:
    pass
print("possible 2")
