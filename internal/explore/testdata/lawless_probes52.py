# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 20 (r20-laws): a reviewer's new kinds. The real class read past
# every shim: object's own slots called on a value (object.__repr__,
# __reduce_ex__, __reduce__, __dir__, __setattr__, __sizeof__, also by
# getattr(object, name)) and super(T, x); the messages of the errors a
# plain value raises (they name its type); a name decided after a
# directory listing (scandir, listdir) that then reads as a file; the
# file system through io.open, os.open, lexists and pathlib. And kinds
# that held, kept as regressions: nan and infinities, the sign bit, log2
# against bit_length, gcd, x ** 0, bit identities, length_hint, tee,
# ChainMap, dict merges and popitem, strict order of a value with itself,
# slice insertion, negative repetition, identifiers, printable text,
# splitlines, ord, count(""), format and % without fields, translate,
# expandtabs, textwrap, fnmatch, Decimal against float, ipaddress,
# fromhex, marshal, sys.intern, eval, time.sleep, chr, hashes, base64,
# zlib, json, sorted's reverse, urandom, BytesIO, print to a StringIO,
# accumulate, prod, combinations, seeds, async iteration, await, yield
# from. Every line printing IMPOSSIBLE needs a value no real one is.
print("possible 1")
import os, io, sys, math, operator, itertools, collections, textwrap, fnmatch, decimal, ipaddress, marshal, time, base64, zlib, json, asyncio
try:
    if x_1 + 1 == 2 and type(x_1) is int and not object.__repr__(x_1).startswith("<int object"):
        print("IMPOSSIBLE an int whose object repr names another class")
except Exception:
    pass
try:
    if x_2.upper() == x_2.upper() and type(x_2) is str and not object.__repr__(x_2).startswith("<str object"):
        print("IMPOSSIBLE a str whose object repr names another class")
except Exception:
    pass
try:
    if x_3 == 1 and type(x_3) is int and object.__reduce_ex__(x_3, 2)[1][0] is not int:
        print("IMPOSSIBLE an int reduced as another class")
except Exception:
    pass
try:
    if x_4 == 1 and type(x_4) is int and object.__reduce__(x_4)[1][0] is not int:
        print("IMPOSSIBLE an int reduced (no protocol) as another class")
except Exception:
    pass
try:
    if x_5 + 1 == 2 and type(x_5) is int:
        try:
            super(type(x_5), x_5).__repr__()
        except TypeError:
            print("IMPOSSIBLE super refused an int of its own type")
except Exception:
    pass
try:
    if x_6 == 1 and type(x_6) is int and set(object.__dir__(x_6)) != set(dir(1)):
        print("IMPOSSIBLE an int whose object dir is another")
except Exception:
    pass
try:
    if x_7 == 1 and type(x_7) is int:
        object.__setattr__(x_7, "tag", 1)
        print("IMPOSSIBLE an int took an attribute through object")
except Exception:
    pass
try:
    if x_8 + 1 == 2 and type(x_8) is int and not getattr(object, "__repr__")(x_8).startswith("<int object"):
        print("IMPOSSIBLE an int whose object repr, got by name, names another class")
except Exception:
    pass
try:
    if type(x_9) is int and x_9 == 1 and object.__sizeof__(x_9) != (1).__sizeof__():
        print("IMPOSSIBLE object sizeof of one")
except Exception:
    pass
try:
    if x_10 == 1 and type(x_10) is int:
        try:
            x_10.__class__ = float
        except AttributeError:
            print("IMPOSSIBLE an int whose class assignment is an AttributeError")
except Exception:
    pass
try:
    if x_11 == 1 and type(x_11) is int:
        try:
            x_11[0]
        except TypeError as e:
            if "'int'" not in str(e):
                print("IMPOSSIBLE an int not subscriptable under another name")
except Exception:
    pass
try:
    if x_12 == 1 and type(x_12) is int:
        try:
            x_12.foo
        except AttributeError as e:
            if "'int'" not in str(e):
                print("IMPOSSIBLE an int without foo under another name")
except Exception:
    pass
try:
    if x_13 == 1 and type(x_13) is int:
        try:
            x_13()
        except TypeError as e:
            if "'int'" not in str(e):
                print("IMPOSSIBLE an int not callable under another name")
except Exception:
    pass
try:
    if x_14.upper() == "A" and type(x_14) is str:
        try:
            x_14.append("b")
        except AttributeError as e:
            if "'str'" not in str(e):
                print("IMPOSSIBLE a str without append under another name")
except Exception:
    pass
try:
    if p_15.upper() != "" and p_15 not in [e.name for e in os.scandir(".")]:
        with open(p_15) as f_15:
            print("IMPOSSIBLE a name scandir missed, read")
except Exception:
    pass
try:
    if p_16 + "" == p_16 and p_16 not in os.listdir("."):
        with open(p_16) as f_16:
            print("IMPOSSIBLE a name listdir missed, read")
except Exception:
    pass
try:
    if p_17.upper() != "":
        try:
            io.open(p_17).close()
        except FileNotFoundError:
            with open(p_17) as f_17:
                print("IMPOSSIBLE io.open missed a file open found")
except Exception:
    pass
try:
    if p_18.upper() != "":
        try:
            os.close(os.open(p_18, os.O_RDONLY))
        except FileNotFoundError:
            with open(p_18) as f_18:
                print("IMPOSSIBLE os.open missed a file open found")
except Exception:
    pass
try:
    if p_19.upper() != "" and not os.path.lexists(p_19):
        with open(p_19) as f_19:
            print("IMPOSSIBLE lexists missed a file open found")
except Exception:
    pass
try:
    if x_20 == 1 and math.isnan(x_20) or x_20 != x_20 and x_20 < 3:
        print("IMPOSSIBLE nan equal to one or below three")
except Exception:
    pass
try:
    if math.isinf(x_21) and -10 ** 6 < x_21 < 10 ** 6 or x_21 > 0 and math.copysign(1, x_21) < 0:
        print("IMPOSSIBLE a bounded infinity, a positive with a minus sign")
except Exception:
    pass
try:
    if type(x_22) is int and (0 < x_22 < 1000 and math.log2(x_22) >= x_22.bit_length() or math.gcd(x_22, 0) != abs(x_22)):
        print("IMPOSSIBLE log2 past the bit length, gcd with zero")
except Exception:
    pass
try:
    if x_23 ** 0 != 1 or type(x_23) is int and (x_23 | 0 != x_23 or ~~x_23 != x_23):
        print("IMPOSSIBLE zeroth power, bit identities")
except Exception:
    pass
try:
    if len(x_24) == 2 and operator.length_hint(x_24) != 2:
        print("IMPOSSIBLE length_hint against len")
except Exception:
    pass
try:
    a_25, b_25 = itertools.tee(x_25)
    if list(a_25) != list(b_25):
        print("IMPOSSIBLE tee yields two streams")
except Exception:
    pass
try:
    if "k" in x_26 and collections.ChainMap(x_26, {"k": object()})["k"] is not x_26["k"] or (x_26 | {"k": 1})["k"] != 1:
        print("IMPOSSIBLE ChainMap skips the first map, a merged key lost")
except Exception:
    pass
try:
    k_27 = object()
    x_27[k_27] = 1
    if type(x_27) is dict and x_27.popitem() != (k_27, 1):
        print("IMPOSSIBLE popitem not the last stored")
except Exception:
    pass
try:
    if x_28 < x_28:
        print("IMPOSSIBLE strictly below itself")
except Exception:
    pass
try:
    if len(x_29) >= 1 and 9 not in x_29:
        x_29[1:1] = [9]
        if type(x_29) is list and x_29.index(9) != 1:
            print("IMPOSSIBLE a slice insert elsewhere")
except Exception:
    pass
try:
    if len(x_30 * -1) > 0:
        print("IMPOSSIBLE a negative repeat not empty")
except Exception:
    pass
try:
    if x_31.isidentifier() and x_31[0].isdigit() or x_31.isprintable() and "\n" in x_31 or len(x_31.splitlines()) > len(x_31):
        print("IMPOSSIBLE identifier, printable, lines against the text")
except Exception:
    pass
try:
    o_32 = ord(x_32)
    if len(x_32) != 1:
        print("IMPOSSIBLE ord of a text not one long")
except Exception:
    pass
try:
    if type(x_33) is str and x_33.count("") != len(x_33) + 1:
        print("IMPOSSIBLE empty text counted otherwise")
except Exception:
    pass
try:
    if x_34.format(7) == "7" and "7" not in x_34 and "{" not in x_34 or "%" not in x_34 and x_34 % () != x_34:
        print("IMPOSSIBLE a format filled without a field")
except Exception:
    pass
try:
    if "a" in x_35.translate(str.maketrans("a", "b")) or "\t" in x_35.expandtabs(4):
        print("IMPOSSIBLE translate kept what it maps, a tab survives")
except Exception:
    pass
try:
    if any(len(l) > 10 for l in textwrap.wrap(x_36, 10)) or fnmatch.fnmatch(x_36, "*.py") and not x_36.endswith(".py"):
        print("IMPOSSIBLE a wrapped line too long, fnmatch against endswith")
except Exception:
    pass
try:
    if decimal.Decimal(x_37) == decimal.Decimal("0.1") and x_37 == 0.1:
        print("IMPOSSIBLE a tenth both decimal and binary")
except Exception:
    pass
try:
    if ipaddress.ip_address(x_38).version == 4 and ":" in str(x_38):
        print("IMPOSSIBLE an IPv4 address with a colon")
except Exception:
    pass
try:
    if len(bytes.fromhex(x_39)) * 2 > len(x_39):
        print("IMPOSSIBLE more bytes than hex digits")
except Exception:
    pass
try:
    try:
        marshal.dumps(x_40)
    except ValueError:
        if type(x_40) in (int, float, str, bytes, tuple, list, dict):
            print("IMPOSSIBLE marshal refused a plain value")
except Exception:
    pass
try:
    try:
        sys.intern(x_41)
    except TypeError:
        if type(x_41) is str:
            print("IMPOSSIBLE intern refused a str")
except Exception:
    pass
try:
    try:
        eval(x_42)
    except TypeError:
        if type(x_42) is str:
            print("IMPOSSIBLE eval refused a str")
except Exception:
    pass
try:
    time.sleep(min(x_43, 0.001))
    if x_43 < 0:
        print("IMPOSSIBLE slept a negative time")
except Exception:
    pass
try:
    c_44 = chr(x_44)
    if x_44 >= 0x110000 or x_44 < 0:
        print("IMPOSSIBLE chr out of range")
except Exception:
    pass
try:
    if type(x_45) is bytes and (base64.b64decode(base64.b64encode(x_45)) != x_45 or zlib.decompress(zlib.compress(x_45)) != x_45):
        print("IMPOSSIBLE base64, zlib round trips")
except Exception:
    pass
try:
    if json.loads(x_46) == [] and "[" not in x_46:
        print("IMPOSSIBLE an empty list parsed from no bracket")
except Exception:
    pass
try:
    try:
        r_47 = sorted([1, 2], reverse=x_47)
        if r_47[0] == 2 and not x_47:
            print("IMPOSSIBLE reversed by a falsy flag")
    except TypeError:
        if type(x_47) in (int, bool):
            print("IMPOSSIBLE reverse refused an int")
except Exception:
    pass
try:
    if len(os.urandom(x_48)) != x_48 and 0 <= x_48 < 100:
        print("IMPOSSIBLE urandom of another length")
except Exception:
    pass
try:
    s_49 = io.StringIO()
    print(x_49, file=s_49, end="")
    if s_49.getvalue() != str(x_49):
        print("IMPOSSIBLE print shows another text")
except Exception:
    pass
try:
    if all(type(e) is int for e in x_50) and (list(itertools.accumulate(x_50))[-1] != sum(x_50) or math.prod(x_50) != math.prod(list(x_50))):
        print("IMPOSSIBLE accumulate against sum, prod twice")
except Exception:
    pass
try:
    if len(x_51) == 3 and len(list(itertools.combinations(x_51, 2))) != 3:
        print("IMPOSSIBLE three choose two")
except Exception:
    pass
try:
    async def main_52():
        r = []
        async for e in x_52:
            r.append(e)
        return r
    r_52 = asyncio.run(main_52())
    if type(x_52) in (list, tuple, str, int):
        print("IMPOSSIBLE async iteration of a plain value")
except Exception:
    pass
try:
    def gen_53():
        yield from x_53
    if list(gen_53()) != list(x_53):
        print("IMPOSSIBLE yield from against list")
except Exception:
    pass
print("possible end")
