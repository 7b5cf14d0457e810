# Phase: execute (runs inside the sandbox). Learning-guided execution: the
# runtime half of LExecutor's Algorithm 1. The instrumented snippet reads every
# name, attribute and call result through the loaders installed here
# (_n_ _a_ _c_ _im_ _fr_ _st_, see docs/lexecutor-contract.md, sections 2-3).
# A read that would fail (undefined name, missing attribute, failed import)
# gets a concrete value of the class the model predicted for that site
# instead; in record mode the loaders only observe the real values.
#
# Hot path: a read that needs no injection costs one loader call plus the
# thunk: no tracing, and no bookkeeping unless a value is injected (record
# mode counts one (site, class) pair per read).
import abc
import builtins
import collections.abc
import copy
import dis
import math
import numbers
import operator
import os
import random
import re
import sys
import types

FINE_CLASSES = (
    "None", "True", "False", "int_neg", "int_zero", "int_pos",
    "float_neg", "float_zero", "float_pos", "str_empty", "str_nonempty",
    "list_empty", "list_nonempty", "tuple_empty", "tuple_nonempty",
    "set_empty", "set_nonempty", "dict_empty", "dict_nonempty",
    "callable", "resource", "object",
)
COARSE_CLASSES = ("None", "bool", "int", "float", "str", "list", "tuple",
                  "set", "dict", "callable", "resource", "object")

_COARSE = {"None": "None", "True": "bool", "False": "bool"}
for _c in FINE_CLASSES[3:19]:
    _COARSE[_c] = _c.split("_")[0]
for _c in COARSE_CLASSES:
    _COARSE.setdefault(_c, _c)
_COARSE.update(callable="callable", resource="resource", object="object")
del _c

# A coarse prediction is concretized as this fine class: the one that lets
# most code go on (non-empty, positive, true).
_FINE_OF_COARSE = {
    "None": "None", "bool": "True", "int": "int_pos", "float": "float_pos",
    "str": "str_nonempty", "list": "list_nonempty", "tuple": "tuple_nonempty",
    "set": "set_nonempty", "dict": "dict_nonempty", "callable": "callable",
    "resource": "resource", "object": "object",
}
_FINE_SET = frozenset(FINE_CLASSES)


def coarse(cls):
    """Coarse class of a fine (or coarse) class name; unknown -> object."""
    return _COARSE.get(cls, "object")


def normalize(cls):
    """The fine class to concretize for a prediction (fine or coarse name)."""
    if cls in _FINE_SET:
        return cls
    return _FINE_OF_COARSE.get(cls, "object")


# -- unpacking ------------------------------------------------------------
# `a, b = value` asks for exactly two elements. A dummy, or a non-empty
# container the engine makes, has as many as the instruction that unpacks it
# wants; everywhere else one. The instruction is read from the caller's
# bytecode (no tracing): UNPACK_SEQUENCE n, or UNPACK_EX (before | after<<8).

_UNPACK_SEQUENCE = dis.opmap["UNPACK_SEQUENCE"]
_UNPACK_EX = dis.opmap["UNPACK_EX"]
_EXTENDED_ARG = dis.opmap["EXTENDED_ARG"]
_CACHE = dis.opmap.get("CACHE", -1)  # inline cache entries, Python >= 3.11


def _unpack_width(frame, following):
    """Targets of the unpacking at frame's current instruction (following
    false) or at the one after it (true: the current one is a call); 0 when
    it does not unpack."""
    try:
        code = frame.f_code.co_code
        i = frame.f_lasti
        if following:
            i += 2
            while i < len(code) and code[i] == _CACHE:
                i += 2
        # The high byte of the argument comes in an EXTENDED_ARG before; up to
        # 3.10 a frame's f_lasti can rest on that one.
        ext = 0
        if code[i] == _EXTENDED_ARG:
            ext, i = code[i + 1], i + 2
        elif i >= 2 and code[i - 2] == _EXTENDED_ARG:
            ext = code[i - 1]
        op = code[i]
        if op == _UNPACK_SEQUENCE:
            return (ext << 8) | code[i + 1]
        if op == _UNPACK_EX:
            return code[i + 1] + ext  # targets before and after the starred one
    except Exception:  # no frame, or bytecode not as expected
        pass
    return 0


def _sized(v, n, name):
    """A non-empty container like v, with n elements (n > 1)."""
    t = type(v)
    if t is dict:
        return dict((k, Dummy("object", _clip("%s[%r]" % (name, k)))) for k in _LETTERS[:n])
    elems = [Dummy("object", _clip("%s[%d]" % (name, k))) for k in range(n)]
    return t(elems)


# -- dummies --------------------------------------------------------------

def _clip(name):
    return name if len(name) <= 48 else name[:45] + "..."


_NEXT_LIMIT = 3   # elements of a dummy whose first use is next(): a header, then rows
class _Open(object):
    """The value of a dummy that has not committed: one object, which a
    copy, a deep copy or a pickle of the dummy keeps (a copy of an open
    dummy is open, not committed to a fresh object)."""
    __slots__ = ()

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __reduce__(self):
        return "_OPEN"


_OPEN = _Open()  # a dummy's value before it commits
# Methods only text has (find, split, join, replace, format are methods of
# many objects).
_STR_METHODS = frozenset(a for a in dir(str) if a[:1] != "_") - frozenset(dir(list)) - frozenset(dir(dict)) - frozenset(
    "find rfind index rindex count split rsplit join replace format encode translate maketrans".split())
# Methods only integers have (among the builtins): asked of an open dummy
# they commit it to a number, as a text method does to a str.
_INT_METHODS = frozenset(("bit_length", "bit_count", "to_bytes"))


class _NoValue(TypeError):
    pass


class _DummyLayout(object):
    """Dummy's slots, apart from its methods: _dummy_reclass moves a
    committed dummy to a sibling of Dummy on this base (CPython lets an
    object change class only between classes of one layout, and two
    classes that each declare these slots are not)."""

    __slots__ = ("_lx_kind", "_lx_name", "_lx_items", "_lx_seq", "_lx_mode", "_lx_v",
                 "_lx_base", "_lx_elem", "_lx_shown", "_lx_notstr", "__dict__", "__weakref__")


class Dummy(_DummyLayout):
    """A stand-in for a value nothing is known about. It is one real value,
    decided at first use and kept: attributes, keys and call results are
    dummies too; its elements are fixed at the first iteration, len or
    `in` (as many as an unpacking asks, else one) and `in` agrees with
    them; iterated first it is a collection, next() first an iterator
    (iter(d) is d, exhausted for good). At the first question only a
    value answers (==, <, hash, arithmetic, int()) it commits to 1, or to
    its name towards strings, and answers as that value from then on:
    hash agrees with ==, one order, the numeric tower."""

    __slots__ = ()

    @property
    def __class__(self):
        # Read by the snippet (through the attribute loader) or a library,
        # not by this module's own isinstance() calls: its class was seen,
        # and keeps (_dummy_reclass).
        f = sys._getframe(1)
        if f.f_globals is not globals() or f.f_code.co_name in ("_a_", "_a_plain"):
            self.__dict__["_lx_typed"] = True
        if f.f_code is _ABC_INSTANCECHECK and self._lx_v is _OPEN:
            # A library's isinstance(d, ABC) (abc reads __class__ first):
            # the answer is the class's; a yes to a class a function is an
            # instance of and no number is (Callable) makes it an object,
            # as the snippet's own isinstance() and callable() do.
            cls = f.f_locals.get("cls")
            if (isinstance(cls, type) and issubclass(type(self), cls) and isinstance(_dummy_isinstance, cls)
                    and not isinstance(0, cls)):
                self.__dict__["_lx_obj"] = True
        return type(self)

    def __init__(self, kind="object", name="dummy"):
        self._lx_kind = kind
        self._lx_name = name
        self._lx_items = None   # __getitem__/__setitem__ store
        self._lx_seq = None     # the elements, once fixed
        self._lx_mode = None    # "iterable" or "iterator", once used as one
        self._lx_v = _OPEN      # the plain value it committed to
        self._lx_base = None    # class made by __mro_entries__
        self._lx_elem = None    # class of its elements, when a loop's reads said
        self._lx_shown = False  # str() or format() showed its name before it committed
        self._lx_notstr = False  # `in` took a non-text operand: it is no text

    def _lx_child(self, suffix):
        return Dummy("object", _clip(self._lx_name + suffix))

    def _lx_elements(self, n=0):
        seq = self._lx_seq
        if seq is None:
            n = n or 1
            seq = self._lx_seq = [self._lx_keyed(k) for k in range(n)]
        return seq

    def _lx_element(self):
        return self._lx_elements()[0] if self._lx_elements() else self._lx_child("[0]")

    def _lx_keyed(self, key):
        items = self._lx_items
        if items is None:
            items = self._lx_items = {}
        try:
            return items[key]
        except KeyError:
            if self._lx_elem is not None and type(key) is int:
                # An element of a collection whose elements the loop over
                # it reads as that class: a real value of it.
                child = items[key] = concretize(self._lx_elem, "deterministic", 0, _clip("%s[%d]" % (self._lx_name, key)))
                return child
            child = items[key] = self._lx_child("[%r]" % (key,) if type(key) in (int, str) else "[...]")
            return child

    def _lx_object(self):
        # Called, entered or awaited while open: it answered as a function
        # or a resource does, which no number, text or collection does. It
        # never commits: == is identity, its hash its id's, arithmetic and
        # int() TypeErrors, as an object's.
        return self._lx_v is _OPEN and bool(self.__dict__.get("_lx_obj"))

    def _lx_value(self, like=None):
        v = self._lx_v
        if v is _OPEN and self._lx_object():
            raise _NoValue("%r is an object no plain value is" % self._lx_name)
        if v is _OPEN:
            m = self._lx_mapping()
            if m is not None:
                # Used as a mapping (keys read or stored, sized as one): the
                # dict of its keys, which no number or list equals, and
                # whose clear(), len and [] are a dict's from now on.
                v = self._lx_commit(m)
            elif self._lx_seq is not None and self._lx_mode != "iterator" or self.__dict__.get("_lx_idx") and self._lx_mode is None:
                # Its elements are fixed (iterated, len, in), or it took
                # positions ([0] read, stored or deleted), which no number
                # or text does: it is the list of them, which equals no
                # number and has no hash.
                if self._lx_seq is None:
                    ks = [k for k in self._lx_items or () if type(k) is int and k >= 0]
                    self._lx_elements(max(ks) + 1 if ks else 1)
                v = self._lx_commit(self._lx_seq)
            else:
                # Towards strings a str, unless it is a collection already.
                v = self._lx_commit(self._lx_name if isinstance(like, str) and self._lx_seq is None else 1)
        return v

    def _lx_mapping(self):
        # The dict a dummy used as a mapping is, its keys named now (as
        # listing them would); None if it is no mapping.
        d = self.__dict__
        if self._lx_mode == "iterator" or not (self._lx_keys() or d.get("_lx_slots")) or d.get("_lx_setlike") or d.get("_lx_posread"):
            return None  # (read by position too: the list it was, as before)
        if self._lx_mode == "iterable":
            ks = self._lx_iterated_keys()  # iterated: its elements are its keys
            return None if ks is None else {k: self._lx_keyed(k) for k in ks}
        ks, its = self._lx_close(), self._lx_items
        return {k: its[k] for k in ks}

    def _lx_commit(self, v):
        # From now on its value's attributes answer (a str's .split is
        # str.split), except those it handed out or took while open that
        # the value lacks: a dummy is an object of its own class, and an
        # attribute it had does not vanish (x.foo read, then x + 1 == 2,
        # then x.foo is still there, as on a class whose instances equal 1).
        self._lx_v = v
        d = self.__dict__
        for a in [a for a in d if a[:1] != "_" and hasattr(v, a)]:
            del d[a]
        if type(v) in _PLAIN_ARGS:
            for t in d.get("_lx_twins", ()):
                if t._lx_v is _OPEN and t._lx_seq is None and t._lx_items is None and t._lx_mode is None and not t._lx_object():
                    t._lx_commit(v)  # its copy: the same value
        if type(self) in _DUMMY_PLAIN and self._lx_mode != "iterator":
            _dummy_reclass(self, v)
        return v

    def _lx_untouched(self):
        # Elements handed out but never used on their own: the collection
        # may still turn out to be text of that many characters.
        return all(type(e) in _DUMMY_PLAIN and e._lx_v is _OPEN and e._lx_seq is None and e._lx_items is None
                   and e._lx_mode is None and not (set(e.__dict__) - {"_lx_methods"}) for e in self._lx_seq)

    def _lx_text(self):
        v = self._lx_v
        return v if type(v) is str else None

    def _lx_scalar(self):
        # Committed to a number: it has no elements, keys, calls or context
        # of its own; those protocols are the number's, which fail.
        v = self._lx_v
        return v is not _OPEN and type(v) not in (str, list, tuple)

    def _lx_pair(self, other):
        if self._lx_object() or type(other) in _DUMMY_TYPES and other._lx_object():
            return _OPEN, _OPEN  # an object: == is identity, no order, no arithmetic
        if type(other) in _DUMMY_TYPES:
            if other._lx_v is not _OPEN:
                return self._lx_value(other._lx_v), other._lx_v
            a = self._lx_value()
            return a, other._lx_value(a)
        if self._lx_v is not _OPEN:
            return self._lx_v, other  # committed: it meets anything as its value would
        if isinstance(other, (numbers.Number, str)):
            return self._lx_value(other), other
        if type(other) in (list, tuple) and self._lx_seq is not None and self._lx_mode != "iterator":
            # Its elements are fixed and it met a sequence: it is one too, of that type.
            self._lx_commit(self._lx_seq if type(other) is list else tuple(self._lx_seq))
            return self._lx_v, other
        return _OPEN, _OPEN

    # Reached only from code that is not instrumented (libraries, decorators):
    # _a_ asks the prediction first.
    def __getattr__(self, name):
        if name[:4] == "_lx_" or (name[:2] == "__" and name[-2:] == "__"):
            raise AttributeError(name)
        v, d = self._lx_v, self.__dict__
        if v is not _OPEN and not hasattr(v, name):
            # Committed: it is that value, which has no such attribute.
            raise AttributeError("%r object has no attribute %r" % (type(v).__name__, name))
        if v is not _OPEN:
            return getattr(v, name)  # committed: its value's (a dict's keys, a list's clear)
        if name in ("keys", "items", "values"):
            # f(**d), dict(d): an empty mapping rather than a dummy key, if
            # nothing said otherwise; it is empty from then on (len, truth
            # and iteration agree). Keys it holds are its keys; a collection
            # with elements, or one whose truth said non-empty, is no
            # mapping: dict() takes its elements as pairs.
            if self._lx_keys() or d.get("_lx_slots"):
                return self._lx_attr(name)
            seq = self._lx_seq
            if self._lx_mode != "iterator" and (len(seq) == 0 if seq is not None else not d.get("_lx_tv")):
                self._lx_seq = []
                if self._lx_items is None:
                    self._lx_items = {}
                d["_lx_closed"] = True  # listed: no key at all, a key read later is absent
                return _no_keys if name == "keys" else getattr({}, name)  # its views agree
            if name == "keys":
                raise AttributeError("%r object has no attribute 'keys'" % ("list" if self._lx_seq else "Dummy"))
        found = self._lx_attr(name)
        if found is not _OPEN:
            return found
        v = self._lx_v
        if v is not _OPEN:
            # _lx_attr committed it (a text method asked of a collection in use).
            raise AttributeError("%r object has no attribute %r" % (type(v).__name__, name))
        child = self._lx_child("." + name)
        self.__dict__[name] = child
        return child

    def _lx_attr(self, name):
        """An attribute the dummy's value has (_OPEN: none): a method only
        text has makes an open dummy a str first."""
        if name[:1] == "_":
            return _OPEN
        if self._lx_object() and (name in _STR_METHODS or name in _INT_METHODS or name == "decode"):
            # Called or entered, it is an object: no method only text,
            # integers or bytes have.
            raise AttributeError("%r has no attribute %r" % (self._lx_name, name))
        v = self._lx_v
        if v is _OPEN and name in _STR_METHODS and self._lx_mode != "iterator":
            seq = self._lx_seq
            if seq is None:
                v = self._lx_value("")
            elif not self._lx_keys() and not self._lx_shown and not self._lx_notstr and self._lx_untouched():
                # Sized already: text of that many characters.
                n = len(seq)
                v = self._lx_commit((self._lx_name * (n + 1))[:n])
            else:
                v = self._lx_value()  # a collection whose elements are in use: a list
        elif v is _OPEN and name in _INT_METHODS and self._lx_mode != "iterator":
            v = self._lx_value(0)  # a method only integers have: a number, or the list it already is
        elif v is _OPEN and name == "decode" and self._lx_mode != "iterator":
            # A method only bytes have: its name's bytes, or the list it already is.
            v = self._lx_commit(self._lx_name.encode()) if self._lx_seq is None else self._lx_value()
        if (v is _OPEN and name == "keys" and self._lx_mode is None and self._lx_seq is None
                and not self._lx_object() and not self.__dict__.get("_lx_setlike") and not self._lx_keys()):
            # Asked for its keys first: a mapping (only a dict among the
            # plain values has them), never a number or text from now on;
            # one key nobody named, as its truth (true by default) says.
            # (Not .values or .items: attributes of arrays, frames and the
            # snippet's own objects as often, list(self.items).)
            self.__dict__["_lx_map"] = True
            self.__dict__.setdefault("_lx_tv", True)
        if v is _OPEN and self._lx_mode != "iterator":
            if name in ("keys", "items", "values") and self._lx_mode == "iterable" and self._lx_keys():
                ks = self._lx_iterated_keys()
                if ks is None:
                    return _OPEN  # a list: no views
                return getattr({k: self._lx_keyed(k) for k in ks}, name)  # over the keys it iterated
            if name in ("keys", "items", "values") and (self._lx_keys() or self.__dict__.get("_lx_closed") and self._lx_seq is not None):
                # Its views, over the keys it holds: they agree with [], in
                # and dict(); a key nobody stored is absent from then on.
                ks, its = self._lx_close(), self._lx_items
                return getattr({k: its[k] for k in ks}, name)
            if name in _SET_QUERIES and self.__dict__.get("_lx_setlike") and not self._lx_keys():
                # A set (add, discard): its queries are over what it holds.
                return getattr(set(self._lx_seq), name)
            m = _COLLECTION_METHODS.get(name)
            if m is not None and (name in _MAPPING_METHODS or not self._lx_keys()):
                # What it changes shows in len, in, [] and iteration.
                ms = self.__dict__.setdefault("_lx_methods", {})
                if name not in ms:
                    ms[name] = _CollectionMethod(self, name, m)  # one method: its calls keep their results
                return ms[name]
        if v is not _OPEN and hasattr(v, name):
            return getattr(v, name)
        return _OPEN

    def _lx_pin(self):
        """Sized (len) before it was used as a mapping, its elements made up
        and handed to no one: a mapping of that many keys, not yet named.
        A key read later is one of them while some are left, and absent
        after (a dict's len counts its keys); a key stored is one more."""
        d = self.__dict__
        seq = self._lx_seq
        if (d.get("_lx_closed") or not d.get("_lx_sized") or seq is None or self._lx_mode is not None
                or self._lx_v is not _OPEN or d.get("_lx_inhit") or d.get("_lx_posread") or d.get("_lx_setlike")):
            return  # (its elements were handed out only by iteration, [i] or `in` finding one)
        items = self._lx_items
        for k in range(len(seq)):
            items.pop(k, None)  # its made-up elements: no keys of a mapping
        d["_lx_slots"] = len(seq)
        self._lx_seq = [k for k in items if type(k) is not int]
        d["_lx_closed"] = True

    def _lx_iterated_key(self, key, store=False):
        """A key of a collection iterated before: its elements are all its
        keys (a mapping iterates over them). The key is an element equal
        to it, or one still open and used by no one, which takes it as its
        value; else it is absent (KeyError), or stored, one more key."""
        seq = self._lx_seq
        if not all(_keylike(e) for e in seq):
            # An element that is a collection: a list, whose indices are integers.
            raise TypeError("list indices must be integers or slices, not %s" % type(key).__name__)
        for e in seq:
            if e is key or type(e) is not Dummy and type(e) is type(key) and e == key \
                    or type(e) in _DUMMY_PLAIN and e._lx_v is not _OPEN and type(e._lx_v) is type(key) and e._lx_v == key:
                return
        if not self._lx_absent(key) or store:
            for e in seq:
                if (type(e) in _DUMMY_PLAIN and e._lx_v is _OPEN and not e._lx_shown and e._lx_seq is None and e._lx_items is None
                        and e._lx_mode is None and not (set(e.__dict__) - {"_lx_methods"})):
                    e._lx_commit(key)
                    return
        if store:
            seq.append(key)
            return
        self.__dict__.setdefault("_lx_absentk", set()).add(_arg_key((key,)))
        raise KeyError(key)

    def _lx_iterkeyed(self, key):
        # Iterated as a collection and still open, given a key that is no
        # position of it (a str, or an int past its end): a mapping, whose
        # elements are its keys (_lx_iterated_key).
        seq = self._lx_seq
        return (self._lx_mode == "iterable" and self._lx_v is _OPEN and seq is not None and type(key) in _PLAIN_ARGS
                and not (type(key) is int and -len(seq) <= key < len(seq)) and not self.__dict__.get("_lx_setlike"))

    def _lx_iterated_keys(self):
        # The keys of a collection iterated before, as a mapping lists
        # them: its elements (one still open commits to text, as towards
        # a str key).
        ks = []
        if not all(_keylike(e) for e in self._lx_seq):
            return None
        for e in self._lx_seq:
            if type(e) in _DUMMY_PLAIN:
                e = e._lx_value("")
            if type(e) in _PLAIN_ARGS and type(e) is not int:
                ks.append(e)
            else:
                return None  # an element no key of a mapping can be here
        return ks

    def _lx_name_slots(self):
        # Its keys listed while some are not named yet: they get names now
        # (and are listed the same from then on).
        d = self.__dict__
        n = d.get("_lx_slots", 0)
        if n and self._lx_seq is not None:
            d["_lx_slots"] = 0
            for i in range(n):
                key = _clip("%s.key%d" % (self._lx_name, i))
                self._lx_keyed(key)
                self._lx_seq.append(key)

    def _lx_close(self):
        # Its keys enumerated (keys, items, values, dict()): a mapping of
        # those keys, so a key nobody stored is a KeyError from now on.
        d = self.__dict__
        if d.get("_lx_tv") and not d.get("_lx_closed") and not d.get("_lx_orig"):
            # Its truth said it is not empty, and no key it holds can be one
            # it held then (each was stored after `in` said it was absent):
            # one key nobody named.
            d["_lx_slots"] = d.get("_lx_slots", 0) + 1
            if self._lx_seq is None or self._lx_mode is None and not d.get("_lx_sized"):
                self._lx_seq = [k for k in self._lx_items or () if type(k) is not int]
        self._lx_name_slots()
        self.__dict__["_lx_closed"] = True
        if self._lx_items is None:
            self._lx_items = {}
        ks = [k for k in self._lx_items if type(k) is not int]
        seq = self._lx_seq
        if self._lx_mode is None and self._lx_v is _OPEN and (
                seq is None or not self.__dict__.get("_lx_inhit") and not self.__dict__.get("_lx_posread")
                and (not self.__dict__.get("_lx_sized") or len(seq) == len(ks))):
            # Its elements, if any, were made up by `in` and handed to no
            # one: a mapping's are its keys.
            self._lx_seq = seq = list(ks)
        return ks

    def _lx_absent(self, key):
        # `key in d` answered False, or the keys were enumerated without it.
        d = self.__dict__
        if self._lx_v is not _OPEN or type(key) is int:
            return False
        a = d.get("_lx_absentk")
        if d.get("_lx_closed"):
            try:
                if key in self._lx_items:
                    return False
            except TypeError:
                return False
            # Not one of its keys: absent, unless a key it holds is still
            # unnamed and `in` did not say this one is absent.
            return not d.get("_lx_slots") or bool(a) and _arg_key((key,)) in a
        return bool(a) and _arg_key((key,)) in a

    def _lx_keys(self):
        # Keys other than positions, or a mapping's own answer given (a
        # KeyError, get's or pop's default): it is used as a mapping.
        return (self._lx_items is not None and any(type(k) is not int for k in self._lx_items)
                or bool(self.__dict__.get("_lx_map")))

    def __call__(self, *args, **kwargs):
        if self._lx_v is not _OPEN:
            return self._lx_v(*args, **kwargs)  # committed: a number, text or list is not called
        # Applied as a decorator: keep the function or class, so that its
        # body can still run.
        if len(args) == 1 and not kwargs and isinstance(args[0], (types.FunctionType, type)):
            return args[0]
        self.__dict__["_lx_obj"] = True  # called: a function, no plain value
        return self._lx_child("()")

    def __iter__(self):
        if self._lx_text() is not None or self._lx_scalar():
            return iter(self._lx_v)
        if self._lx_mode == "iterator":
            return self
        self._lx_name_slots()
        if self._lx_mode is None and self._lx_v is _OPEN and self._lx_keys() and not self.__dict__.get("_lx_closed"):
            self._lx_close()  # used as a mapping: it iterates over its keys, which are all from now on
        self._lx_mode = "iterable"
        if self._lx_seq is None:
            # As many elements as `a, b = dummy` unpacks (d[0], d[1], ...).
            self._lx_elements(_unpack_width(sys._getframe(1), False))
        return iter(list(self._lx_seq))

    def __next__(self):
        if self._lx_scalar():
            return next(self._lx_v)
        if self._lx_mode == "iterable" or self._lx_text() is not None:
            raise TypeError("'Dummy' object is not an iterator")
        if self._lx_v is not _OPEN and self._lx_mode != "iterator":
            raise TypeError("%r object is not an iterator" % type(self._lx_v).__name__)  # a list or dict is none
        if self.__dict__.get("_lx_notiter"):
            raise TypeError("'Dummy' object is not an iterator")  # isinstance(d, Iterator) said no
        if self._lx_mode is None:
            self._lx_mode = "iterator"
            self._lx_elements(_NEXT_LIMIT)
        seq = self._lx_seq
        if not seq:
            raise StopIteration
        return seq.pop(0)  # consumed: an exhausted iterator stays exhausted

    def __len__(self):
        if self._lx_text() is not None or self._lx_scalar():
            return len(self._lx_v)
        if self._lx_mode == "iterator":
            raise TypeError("object of type 'Dummy' has no len()")
        d = self.__dict__
        if not d.get("_lx_closed") and self._lx_mode is None and self._lx_v is _OPEN and self._lx_keys():
            # Used as a mapping: as long as the keys it holds (elements
            # `in` made up and handed to no one are no keys), and those
            # are all its keys from now on.
            self._lx_close()
        d["_lx_sized"] = True
        return len(self._lx_elements()) + (d.get("_lx_slots", 0) if d.get("_lx_closed") else 0)

    def __bool__(self):
        v = self._lx_v
        if v is not _OPEN:
            return bool(v)
        if self._lx_mode is None and not self.__dict__.get("_lx_closed") and self._lx_keys():
            return len(self) > 0  # used as a mapping: empty when it has no keys (len closes it)
        if self._lx_seq is not None and self._lx_mode != "iterator":
            if self._lx_mode is None:
                self.__dict__["_lx_sized"] = True  # its truth told how many elements it holds
            # emptied (clear, pop, remove): falsy, as its length says
            return bool(self._lx_seq) or bool(self.__dict__.get("_lx_slots"))
        self.__dict__["_lx_tv"] = True  # said non-empty: never the empty mapping (keys)
        return True

    def __getitem__(self, key):
        if self._lx_v is not _OPEN:
            return self._lx_v[key]  # committed: its value's item (a list takes no str key)
        if type(key) is int and self._lx_seq is not None and self._lx_mode != "iterator" \
                and -len(self._lx_seq) <= key < len(self._lx_seq):
            self.__dict__["_lx_posread"] = True
            return self._lx_seq[key]
        if type(key) is not int:
            self._lx_pin()
        if self._lx_absent(key):
            self.__dict__["_lx_map"] = True  # a mapping's answer
            raise KeyError(key)
        d = self.__dict__
        if self._lx_mode == "iterable" and self._lx_v is _OPEN and type(key) in _PLAIN_ARGS and type(key) is not int:
            self._lx_iterated_key(key)
        if d.get("_lx_slots") and type(key) is not int and self._lx_seq is not None:
            try:
                new = key not in self._lx_items
            except TypeError:
                new = False
            if new:
                d["_lx_slots"] -= 1  # one of the keys it was sized with
                self._lx_seq.append(key)
        if type(key) is int:
            d["_lx_idx"] = True  # a position: a sequence (or a mapping), no number
        if type(key) is not int:
            try:
                if self._lx_items is None or key not in self._lx_items:
                    d["_lx_orig"] = True  # a key it held
            except TypeError:
                pass
            d["_lx_map"] = True  # a mapping
        try:
            return self._lx_keyed(key)
        except TypeError:  # unhashable key (a slice before 3.12)
            return self._lx_child("[...]")

    def __setitem__(self, key, value):
        if self._lx_v is not _OPEN:
            # Committed: its value's store (a number or text takes no
            # items, a list no str key and no position past its end).
            self._lx_v[key] = value
            return
        if type(key) is not int:
            self._lx_pin()
        seq = self._lx_seq
        if type(key) is int and seq is not None and self._lx_mode != "iterator" and -len(seq) <= key < len(seq):
            seq[key] = value
        items = self._lx_items
        if items is None:
            items = self._lx_items = {}
        a = self.__dict__.get("_lx_absentk")
        if type(key) is int:
            self.__dict__["_lx_idx"] = True  # a position stored: no number or text takes it
        if type(key) is not int:
            self.__dict__["_lx_map"] = True
        k = _arg_key((key,))
        fresh = self.__dict__.setdefault("_lx_fresh", set())  # stored after `in` said absent
        if a and k in a:
            fresh.add(k)
        elif k not in fresh:
            self.__dict__["_lx_orig"] = True  # maybe a key it held before
        if a:
            a.discard(k)  # stored: present from now on
        if self._lx_iterkeyed(key):
            self._lx_iterated_key(key, True)
        elif self.__dict__.get("_lx_closed") and seq is not None and type(key) is not int and key not in seq:
            seq.append(key)  # a mapping whose keys were listed: one more key
        try:
            items[key] = value
        except TypeError:
            pass

    def __delitem__(self, key):
        if self._lx_v is not _OPEN:
            del self._lx_v[key]  # committed: its value's (a list's del shifts what follows)
            return
        if self._lx_iterkeyed(key):
            self._lx_iterated_key(key)  # one of its elements (committing an open one to it), or a KeyError
        if type(key) is int:
            self.__dict__["_lx_idx"] = True  # a position deleted: no number or text
        if type(key) is not int or self._lx_iterkeyed(key):
            self._lx_pin()
            self.__dict__["_lx_orig"] = self.__dict__["_lx_map"] = True
            self.__dict__.setdefault("_lx_absentk", set()).add(_arg_key((key,)))  # deleted: absent from now on
            if self.__dict__.get("_lx_closed") and self._lx_seq is not None and key in self._lx_seq:
                self._lx_seq.remove(key)
            elif self._lx_mode == "iterable" and self._lx_v is _OPEN and self._lx_seq is not None:
                # Iterated: its elements are its keys, and this one goes.
                self._lx_seq[:] = [e for e in self._lx_seq if not (e is key or type(e) in _DUMMY_PLAIN and e._lx_v is not _OPEN
                                                                    and type(e._lx_v) is type(key) and e._lx_v == key
                                                                    or type(e) is type(key) and e == key)]
        try:
            if self._lx_items is not None:
                self._lx_items.pop(key, None)
        except TypeError:
            pass

    def __contains__(self, key):
        # An element, or a key stored or read before.
        if self._lx_scalar():
            return key in self._lx_v
        if type(key) is not str and type(key) not in _DUMMY_TYPES:
            self._lx_notstr = True  # answered as a collection would, not as text (TypeError)
        if type(self._lx_v) in (list, tuple):
            # Its list: the elements only (position keys are no members).
            return any(e is key or e == key for e in self._lx_v)
        if self._lx_text() is not None:
            if type(key) in _DUMMY_TYPES:
                key = key._lx_value(self._lx_v)
            return key in self._lx_v
        if self._lx_mode == "iterator" or self._lx_seq is None and self._lx_keys():
            seq = self._lx_seq or []  # an iterator's, or a mapping's: no elements made up now
        else:
            seq = self._lx_elements()
        if any(e is key or e == key for e in seq):
            self.__dict__["_lx_inhit"] = True
            return True
        items = self._lx_items
        try:
            if items is None or key not in items:
                if type(key) is not int:
                    # Absent: from now on d[key] is a KeyError, get() the default.
                    self.__dict__.setdefault("_lx_absentk", set()).add(_arg_key((key,)))
                return False
        except TypeError:
            return False
        # A key, unless the one it matches is the slot of an element
        # (False == 0 finds d[0]): positions are no members.
        return any(k == key and not (type(k) is int and seq and 0 <= k < len(seq) and items[k] is seq[k])
                   for k in items if type(k) is not int or k == key)

    def _lx_cmp(op):
        def f(self, other):
            a, b = self._lx_pair(other)
            if a is _OPEN:
                if op in ("eq", "ne"):
                    return (self is other) == (op == "eq")
                return NotImplemented
            return getattr(operator, op)(a, b)
        return f

    __eq__, __ne__, __lt__, __le__, __gt__, __ge__ = (
        _lx_cmp("eq"), _lx_cmp("ne"), _lx_cmp("lt"), _lx_cmp("le"), _lx_cmp("gt"), _lx_cmp("ge"))
    del _lx_cmp

    def __hash__(self):
        try:
            return hash(self._lx_value())
        except _NoValue:
            return object.__hash__(self)  # an object: hashed by identity, as == is
        except TypeError:
            if collections.abc.Hashable in self.__dict__.get("_lx_yes", ()):
                # It said Hashable while open: an object of its own type
                # that stays so (hashed by identity), whatever it holds.
                return object.__hash__(self)
            raise

    def __copy__(self):
        if self._lx_object():
            return self  # a function's copy is that function
        c = copy._reconstruct(self, None, *object.__reduce_ex__(self, 4))
        # Its collections copied (a list's copy takes no append of the
        # original's), and, open, it commits with the original.
        for k in ("_lx_seq", "_lx_items", "_lx_v"):
            v = getattr(c, k)
            if type(v) in (list, dict, set):
                setattr(c, k, v.copy())
        d = c.__dict__
        for k, v in list(d.items()):
            if type(v) in (list, dict, set) and k != "_lx_twins":
                d[k] = v.copy()
        self._lx_twin(c)
        return c

    def __deepcopy__(self, memo):
        if self._lx_object():
            return self
        tw = self.__dict__.pop("_lx_twins", None)
        try:
            c = copy._reconstruct(self, memo, *object.__reduce_ex__(self, 4))
        finally:
            if tw is not None:
                self.__dict__["_lx_twins"] = tw
        self._lx_twin(c)
        return c

    def _lx_twin(self, c):
        # A copy of an open dummy equals it: whichever commits first to a
        # number or text commits the other to the same (_lx_commit).
        if self._lx_v is not _OPEN:
            return
        tw = self.__dict__.setdefault("_lx_twins", [])
        c.__dict__["_lx_twins"] = tw + [self]
        for t in tw:
            t.__dict__["_lx_twins"].append(c)
        tw.append(c)

    def __reduce_ex__(self, proto):
        # Pickled: committed, as its value; open, by reference, as a
        # function or a class is (loaded, it is itself, so it agrees).
        v = self._lx_v
        if v is not _OPEN:
            return (_dummy_value, (v,))
        _PICKLED[id(self)] = self
        return (_dummy_byid, (id(self),))

    def __repr__(self):
        return "<dummy %s>" % _clip(self._lx_name)

    def __str__(self):
        # Its name, before and after it commits (towards text it commits
        # to that name): a value's text does not change. Text it is.
        v = self._lx_v
        if v is _OPEN:
            self._lx_shown = True
        return v if type(v) is str else self._lx_name

    def __format__(self, spec):
        v = self._lx_v
        if not spec:
            return str(self)  # an empty spec shows what str() shows
        try:
            return format(str(self), spec)
        except (ValueError, TypeError):
            return format(self._lx_value(0), spec)

    def __int__(self):
        return int(_lx_parsed(self._lx_value(0), int))

    def __index__(self):
        return operator.index(self._lx_value(0))

    def __trunc__(self):
        return math.trunc(self._lx_value(0))

    def __floor__(self):
        return math.floor(self._lx_value(0))

    def __ceil__(self):
        return math.ceil(self._lx_value(0))

    def __float__(self):
        return float(_lx_parsed(self._lx_value(0), float))

    def __complex__(self):
        return complex(_lx_parsed(self._lx_value(0), complex))

    def __round__(self, ndigits=None):
        return round(self._lx_value(0), ndigits)

    def _lx_no(self, what):
        # Committed: a plain value (number, text, list) has no such protocol.
        if self._lx_v is not _OPEN:
            raise TypeError("%r object %s" % (type(self._lx_v).__name__, what))

    def __enter__(self):
        self._lx_no("does not support the context manager protocol")
        self.__dict__["_lx_obj"] = True  # a context manager: no plain value
        return self

    def __exit__(self, *exc):
        return False

    def __await__(self):
        self._lx_no("can't be used in 'await' expression")
        self.__dict__["_lx_obj"] = True  # awaitable: no plain value
        return _await(self._lx_child(""))

    async def __aenter__(self):
        self._lx_no("does not support the asynchronous context manager protocol")
        self.__dict__["_lx_obj"] = True
        return self

    async def __aexit__(self, *exc):
        return False

    def __aiter__(self):
        self._lx_no("is not an async iterable")
        return _AIter(self._lx_element())

    # class C(dummy): a real class whose base accepts any arguments.
    def __mro_entries__(self, bases):
        base = self._lx_base
        if base is None:
            name = self._lx_name.rsplit(".", 1)[-1]
            if not name.isidentifier():
                name = "Base"
            base = self._lx_base = type(name, (DummyBase,), {"__module__": __name__})
        return (base,)

    def __instancecheck__(self, obj):
        return self._lx_base is not None and isinstance(obj, self._lx_base)

    def __subclasscheck__(self, cls):
        return self._lx_base is not None and isinstance(cls, type) and issubclass(cls, self._lx_base)

    def __divmod__(self, other):
        a, b = self._lx_pair(other)
        return NotImplemented if a is _OPEN else divmod(a, b)

    def __rdivmod__(self, other):
        a, b = self._lx_pair(other)
        return NotImplemented if a is _OPEN else divmod(b, a)


_PICKLED = {}  # id -> an open dummy pickled by reference


_OPERATORS = frozenset(dis.opmap[n] for n in ("BINARY_OP", "BINARY_MODULO", "INPLACE_MODULO") if n in dis.opmap)


def _lx_parsed(v, conv):
    """A dummy committed to text is parsed by classes that parse text
    (int(), float(), complex(), numpy's scalar types), not by functions of C code
    that ask a number for __float__ (math.isnan, math.copysign,
    time.sleep): those raise TypeError for a str, which has none. The
    snippet's calls go through the call loader (_c_), whose callee tells.
    Nor by an operator, in any frame: "%f" % d and "%d" % d ask __float__
    and __int__ of a number, and a str is a TypeError there."""
    if type(v) in (str, bytes):
        f = sys._getframe(2)  # (the frame that asked __float__)
        if f.f_code.co_code[f.f_lasti] in _OPERATORS:
            raise TypeError(("%%d format: a real number is required, not %s" if conv is int else "must be real number, not %s") % type(v).__name__)
        if f.f_code.co_name == "_c_" and type(f.f_locals.get("fn", conv)) is type(len):
            raise TypeError("must be real number, not %s" % type(v).__name__)
    return v


def _dummy_byid(i):
    return _PICKLED[i]


def _dummy_value(v):
    return v  # a committed dummy, loaded: its value


def _keylike(e):
    # Could be a key of a mapping: hashable, or a dummy that is no
    # collection (yet).
    if type(e) in _DUMMY_PLAIN:
        return e._lx_v is _OPEN and e._lx_seq is None and e._lx_mode is None or e._lx_v is not _OPEN and _keylike(e._lx_v)
    try:
        hash(e)
    except TypeError:
        return False
    return True


def _m_get(self, key, default=None):
    # A mapping's get found the key: `in` and [] agree with it; one `in`
    # said is absent gives the default. A mapping's question: sized
    # before, it is a mapping of that many keys (pinned), absent or not.
    self._lx_pin()
    if self._lx_absent(key):
        self.__dict__["_lx_map"] = True  # a mapping's answer
        return default
    return self[key]


def _m_has(self, key):
    # A mapping method's key test: a key stored or read, without making up
    # elements (`in` on a fresh dummy would fix one).
    if self._lx_iterkeyed(key):
        try:
            self._lx_iterated_key(key)  # iterated: its elements are its keys
            return True
        except KeyError:
            return False
    if self._lx_v is not _OPEN or type(key) is int:
        return key in self
    self._lx_pin()
    items = self._lx_items
    try:
        found = items is not None and key in items
    except TypeError:
        return False
    if not found:
        self.__dict__.setdefault("_lx_absentk", set()).add(_arg_key((key,)))
        self.__dict__["_lx_map"] = True  # a mapping method's miss: a mapping
    return found


def _m_setdefault(self, key, default=None):
    if not _m_has(self, key):
        self[key] = default
    return self[key]


def _m_update(self, *args, **kwargs):
    for k, v in dict(*args, **kwargs).items():
        self[k] = v


def _m_pop(self, *args):
    if args and type(args[0]) is not int:
        key = args[0]
        if _m_has(self, key):
            v = self[key]
            del self[key]
            return v
        if len(args) > 1:
            return args[1]
        raise KeyError(key)
    return _m_list("pop")(self, *args)


def _m_clear(self):
    self._lx_items = {}
    self._lx_seq = []
    self.__dict__["_lx_slots"] = 0  # its unnamed keys go too: emptied means len 0
    if self._lx_mode is None:
        self.__dict__["_lx_closed"] = True  # emptied: a key read now is absent


def _m_set(name):
    def f(self, x):
        self.__dict__["_lx_setlike"] = True
        seq = self._lx_elements()
        hit = [i for i, e in enumerate(seq) if e is x or e == x]
        if name == "add" and not hit:
            seq.append(x)
        elif name == "discard" and hit:
            del seq[hit[0]]
    return f


def _m_list(name):
    # A list's own method, on the list of its elements.
    def f(self, *args, **kwargs):
        self._lx_elements()
        return getattr(self._lx_value(), name)(*args, **kwargs)
    return f


class _CollectionMethod(object):
    """A collection's method of an open dummy, for the calls that fit it
    (dict.get(key[, default]), list.remove(x) of an element ...). Another
    call (Model.objects.get(pk=1), remove of what it does not hold) is an
    API's method nobody defined: one dummy result per argument list."""
    __slots__ = ("d", "name", "fn", "calls")

    def __init__(self, d, name, fn):
        self.d, self.name, self.fn, self.calls = d, name, fn, {}

    def __call__(self, *args, **kwargs):
        lo, hi, kw = _COLLECTION_ARITY[self.name]
        fits = lo <= len(args) <= hi and (kw is None or set(kwargs) <= kw)
        if fits and self.name == "remove":
            fits = args[0] in self.d
        if fits:
            return self.fn(self.d, *args, **kwargs)
        key = (_arg_key(args), tuple((k, _arg_key((v,))) for k, v in sorted(kwargs.items())))
        r = self.calls.get(key)
        if r is None:
            r = self.calls[key] = self.d._lx_child(".%s()" % self.name)
        return r


# name -> (least, most positional arguments, keyword names) a call of the
# collection's own method takes.
_ANY_KW = None  # any keywords (dict.update(a=1))
_COLLECTION_ARITY = dict(get=(1, 2, frozenset()), setdefault=(1, 2, frozenset()), update=(0, 1, _ANY_KW),
                         pop=(0, 2, frozenset()), clear=(0, 0, frozenset()), add=(1, 1, frozenset()),
                         discard=(1, 1, frozenset()), append=(1, 1, frozenset()), extend=(1, 1, frozenset()),
                         insert=(2, 2, frozenset()), remove=(1, 1, frozenset()),
                         sort=(0, 0, frozenset(("key", "reverse"))), reverse=(0, 0, frozenset()))
_SET_QUERIES = frozenset("isdisjoint issubset issuperset union intersection difference symmetric_difference".split())
_MAPPING_METHODS = frozenset(("get", "setdefault", "update", "clear", "pop"))
_COLLECTION_METHODS = dict(get=_m_get, setdefault=_m_setdefault, update=_m_update, pop=_m_pop,
                           clear=_m_clear, add=_m_set("add"), discard=_m_set("discard"))
for _m in ("append", "extend", "insert", "remove", "sort", "reverse"):
    _COLLECTION_METHODS[_m] = _m_list(_m)
del _m


_PLAIN_ARGS = frozenset((int, float, str, bytes, bool, type(None)))


def _arg_key(args):
    """Arguments as a key: plain values by type and value, anything else by
    identity (hashing a dummy would commit it)."""
    out = []
    for a in args:
        if type(a) in _PLAIN_ARGS:
            out.append((type(a).__name__, a))
        else:
            out.append(("id", id(a)))
    return tuple(out)


def _no_keys():
    return ()


def _dummy_op(op, reflected=False):
    # The committed value's arithmetic: plain results, equal for equal
    # operands. A list or tuple meets the dummy's elements.
    fn = getattr(operator, op)

    def f(self, *other):
        if not other:
            return fn(self._lx_value(0))
        o = other[0]
        if op == "mul" and isinstance(o, (str, bytes, list, tuple)) and type(self._lx_v) is not str:
            return o * self._lx_value(0)  # repetition: a count
        if isinstance(o, (list, tuple)) and op == "add" and self._lx_v is _OPEN and self._lx_mode != "iterator":
            mine = type(o)(self._lx_elements())
            return fn(o, mine) if reflected else fn(mine, o)
        a, b = self._lx_pair(o)
        if a is _OPEN:
            return NotImplemented
        if len(other) > 1:
            return pow(a, b, other[1])  # pow(x, y, mod): the value's three-argument pow
        return fn(b, a) if reflected else fn(a, b)
    return f


for _op in ("add", "sub", "mul", "matmul", "truediv", "floordiv", "mod", "pow",
            "lshift", "rshift", "and", "xor", "or"):
    _fn = _op + "_" if _op in ("and", "or") else _op
    setattr(Dummy, "__%s__" % _op, _dummy_op(_fn))
    setattr(Dummy, "__r%s__" % _op, _dummy_op(_fn, True))
for _op in ("neg", "pos", "abs", "invert"):
    setattr(Dummy, "__%s__" % _op, _dummy_op(_op))
del _op, _fn


def _dummy_inplace(op):
    # d += [1] on a list changes that list: the dummy stays the same object
    # (y = d; y += [1]; y is d). An open dummy met by a list becomes the
    # list of its elements first. Anything else: the plain operator, through
    # __add__ (a new int, str or tuple).
    fn = getattr(operator, op)

    def f(self, other):
        if (self._lx_v is _OPEN and op in ("iadd", "imul") and type(other) is (list if op == "iadd" else int)
                and self._lx_mode != "iterator" and not self._lx_object() and not self._lx_keys()
                and not self.__dict__.get("_lx_slots") and (self._lx_seq is not None or op == "iadd")):
            self._lx_commit(self._lx_elements())
        v = self._lx_v
        if type(v) in (list, dict, set, bytearray):
            r = fn(v, other)
            return self if r is v else r
        return NotImplemented
    return f


for _op in ("iadd", "imul", "ior", "iand", "isub", "ixor"):
    setattr(Dummy, "__%s__" % _op, _dummy_inplace(_op))
del _op


def _await(value):
    if False:
        yield
    return value


class _AIter(object):
    __slots__ = ("elem",)

    def __init__(self, elem):
        self.elem = elem

    def __aiter__(self):
        return self

    async def __anext__(self):
        e = self.elem
        if e is None:
            raise StopAsyncIteration
        self.elem = None
        return e


class ResourceDummy(Dummy):
    """A dummy that is also an empty, writable file. Its methods take any
    arguments: a resource of an API nobody defined (a stream, a socket, a
    connection) has a close(reason, from_protocol=True) as often as a file's
    close()."""

    __slots__ = ()

    def read(self, *args, **kwargs):
        return ""

    def readline(self, *args, **kwargs):
        return ""

    def readlines(self, *args, **kwargs):
        return []

    def write(self, s, *args, **kwargs):
        try:
            return len(s)
        except TypeError:
            return 0

    def writelines(self, lines, *args, **kwargs):
        return None

    def flush(self, *args, **kwargs):
        return None

    def close(self, *args, **kwargs):
        return None

    def seek(self, *args, **kwargs):
        return 0

    def tell(self, *args, **kwargs):
        return 0


class DummyBase(object):
    """Base of a class whose written base is a dummy: takes any arguments,
    and its instances can be called like the modules of common frameworks."""

    def __init__(self, *args, **kwargs):
        pass

    def __init_subclass__(cls, **kwargs):
        pass

    def __call__(self, *args, **kwargs):
        return Dummy("object", type(self).__name__ + "()")


class _Paths(object):
    """The files that texts the engine injected name, decided at their
    first use as a path, as a dummy decides its value: read first, the
    text names an empty file, made then; looked at first (stat, exists,
    access, a directory listed), it names what is there, nothing, and a
    later read fails as it would. So exists, stat, listdir and open agree."""

    def __init__(self):
        self.open = set()  # injected texts no file-system call has seen yet
        self.listed = False  # a directory was listed: every name not there is absent

    def add(self, text):
        # A text decided after a listing names what the listing showed:
        # nothing new (its file, read, fails as it would).
        if text and "\x00" not in text and "/" not in text and not self.listed:
            self.open.add(text)

    def seen(self, path):
        if self.open:
            try:
                path = os.fspath(path)
            except TypeError:
                return
            if isinstance(path, str):
                self.open.discard(path)

    def reading(self, file, args, kwargs, real_open):
        if not isinstance(file, str) or file not in self.open:
            return
        self.open.discard(file)
        mode = args[0] if args else kwargs.get("mode", "r")
        if not isinstance(mode, str) or any(c in mode for c in "wax+"):
            return
        try:
            real_open(file, "x").close()
        except OSError:
            pass  # there already (nothing looked, but something wrote it)

    def wrap(self, fn, everything=False):
        paths = self

        def f(path=None, *args, **kwargs):
            if everything:
                paths.open.clear()  # a listing shows every name's absence
                paths.listed = True
            else:
                paths.seen(path)
            if path is None and everything:
                return fn(*args, **kwargs)
            return fn(path, *args, **kwargs)
        for k in ("__doc__", "__name__", "__qualname__"):
            try:
                setattr(f, k, getattr(fn, k))
            except (AttributeError, TypeError):
                pass
        return f


# The os functions whose answers depend on whether a path exists: each
# decides the injected texts it looks at (_Paths).
_PATH_QUERIES = ("stat", "lstat", "access")
_DIR_LISTINGS = ("listdir", "scandir")


def _dummy_open(real_open, paths=None):
    """builtins.open, except that a dummy file name gives a dummy file: a
    dummy's __index__ would otherwise open file descriptor 1; and an
    injected text read first names an empty file (_Paths)."""
    def open(file, *args, **kwargs):
        if type(file) in _DUMMY_TYPES:
            text = file._lx_value("") if file._lx_seq is None else None
            if type(text) is not str or not text or "/" in text or "\x00" in text or text in (".", ".."):
                return ResourceDummy("resource", _clip("open(%s)" % file._lx_name))
            # A file name: its text, which names a file in the working
            # directory, so that what is written there reads back, and a
            # second open sees what the first one did.
            if paths is not None:
                paths.add(text)
            file = text
        if paths is not None:
            paths.reading(file, args, kwargs, real_open)
        return real_open(file, *args, **kwargs)
    for k in ("__doc__", "__name__", "__qualname__"):
        try:
            setattr(open, k, getattr(real_open, k))
        except (AttributeError, TypeError):
            pass
    return open


def _dummy_callable(real_callable):
    """builtins.callable, except that a committed dummy is callable as its
    value is (an int or a str is not): its class has __call__ for the
    dummies still open."""
    def callable(obj):
        if type(obj) in _DUMMY_TYPES and obj._lx_v is not _OPEN and obj.__dict__.get("_lx_typed"):
            return real_callable(obj)  # its class was seen and kept (__call__, which C code finds): the class's answer
        if type(obj) in _DUMMY_TYPES and obj._lx_v is not _OPEN:
            return real_callable(obj._lx_v) or collections.abc.Callable in obj.__dict__.get("_lx_yes", ())
        if type(obj) in _DUMMY_TYPES:
            obj.__dict__["_lx_obj"] = True  # callable, as a function: an object from now on, no number or text
        return real_callable(obj)
    callable.__doc__, callable.__name__ = real_callable.__doc__, "callable"
    return callable


def _dummy_hasattr(real_hasattr):
    """builtins.hasattr, except that a committed dummy has the special
    methods its value has (an int no __len__ or __iter__), not those of
    the Dummy class."""
    def hasattr(obj, name):
        if type(obj) in _DUMMY_TYPES and obj._lx_v is not _OPEN and type(name) is str and name[:2] == "__" \
                and not obj.__dict__.get("_lx_typed"):  # (its class seen and kept: the class's answer)
            return real_hasattr(obj._lx_v, name)
        return real_hasattr(obj, name)
    hasattr.__doc__ = real_hasattr.__doc__
    return hasattr


def _dummy_getattr(real_getattr):
    """builtins.getattr, with hasattr's answer for a committed dummy's
    special methods."""
    def getattr(obj, name, *default):
        if type(obj) in _DUMMY_TYPES and obj._lx_v is not _OPEN and type(name) is str and name[:2] == "__" \
                and not obj.__dict__.get("_lx_typed"):
            return real_getattr(obj._lx_v, name, *default)
        return real_getattr(obj, name, *default)
    getattr.__doc__ = real_getattr.__doc__
    return getattr


def _dummy_isinstance(obj, cls):
    """The snippet's isinstance() of a dummy: its class's answer (it is an
    object of its own type). A yes to a class a function is an instance
    of and no number is (Callable) makes an open dummy an object, as
    callable() does: no number answers yes there."""
    kinds = cls if type(cls) is tuple else (cls,)
    structural = all(isinstance(k, abc.ABCMeta) for k in kinds)
    if structural and obj._lx_v is not _OPEN:
        # Committed: an ABC (Iterable, Sized, Hashable ...) asks what it
        # does, which is its value's (one equal to 1 is not iterable),
        # keeping what it said while open. Its class seen and kept
        # (_lx_typed), Callable is the class's answer, as callable() says.
        if obj.__dict__.get("_lx_typed") and any(isinstance(_dummy_isinstance, k) and not isinstance(0, k) for k in kinds):
            return isinstance(obj, cls)
        return isinstance(obj._lx_v, cls) or any(k in obj.__dict__.get("_lx_yes", ()) for k in kinds)
    if (structural and obj._lx_v is _OPEN and obj._lx_seq is not None and obj._lx_mode is None
            and isinstance(iter(()), cls) and not isinstance([], cls)):
        obj.__dict__["_lx_notiter"] = True  # sized or holding elements, object or not: no Iterator
        return False
    if (structural and obj._lx_v is _OPEN and obj._lx_seq is not None and obj._lx_mode != "iterator"
            and not obj._lx_object() and not obj._lx_keys() and not obj.__dict__.get("_lx_slots")):
        # Its elements are fixed (len, `in`, iterated): a collection's
        # answer (no Iterator, no hash), which the list it becomes keeps.
        r = isinstance([], cls)
        if r:
            obj.__dict__["_lx_yes"] = obj.__dict__.get("_lx_yes", ()) + tuple(kinds)
        elif isinstance(iter(()), cls):
            obj.__dict__["_lx_notiter"] = True  # next() of it fails from now on
        return r
    r = isinstance(obj, cls)
    if r and obj._lx_v is _OPEN and isinstance(_dummy_isinstance, cls) and not isinstance(0, cls):
        obj.__dict__["_lx_obj"] = True
    elif r and obj._lx_v is _OPEN and structural:
        if (isinstance([], cls) and not isinstance(0, cls) and obj._lx_mode is None and not obj._lx_object()
                and not obj._lx_keys() and not obj.__dict__.get("_lx_slots")):
            obj._lx_elements()  # a collection (Iterable, Sized): never a number from now on
        elif isinstance(iter(()), cls) and not isinstance([], cls) and obj._lx_mode is None and obj._lx_seq is None and not obj._lx_keys():
            # An Iterator: as if next() came first (iter(d) is d, no len).
            obj._lx_mode = "iterator"
            obj._lx_elements(_NEXT_LIMIT)
        obj.__dict__["_lx_yes"] = obj.__dict__.get("_lx_yes", ()) + tuple(kinds)
    return r


class _Missing(object):
    """Bound by a failed import; _n_ injects on the first read."""
    __slots__ = ()

    def __repr__(self):
        return "<missing import>"


MISSING = _Missing()
_DUMMY_TYPES = {Dummy, ResourceDummy}  # (and the classes _dummy_reclass makes)
_ABC_INSTANCECHECK = abc.ABCMeta.__instancecheck__.__code__  # (Dummy.__class__: a library's isinstance of an ABC)
_DUMMY_PLAIN = {Dummy}  # Dummy and its committed classes, not ResourceDummy
# A special method the Dummy class has for the dummies still open, and the
# ABC whose __subclasshook__ asks for it.
_DUMMY_STRUCTURAL = (
    ("__hash__", collections.abc.Hashable), ("__iter__", collections.abc.Iterable),
    ("__next__", collections.abc.Iterator), ("__reversed__", collections.abc.Reversible),
    ("__len__", collections.abc.Sized), ("__contains__", collections.abc.Container),
    ("__call__", collections.abc.Callable), ("__await__", collections.abc.Awaitable),
    ("__aiter__", collections.abc.AsyncIterable), ("__anext__", collections.abc.AsyncIterator),
)
_DUMMY_CLASSES = {}


def _dummy_type(d):
    """The snippet's type() of a dummy: its class, which it keeps from
    now on (_dummy_reclass), and whose methods its structural answers
    follow (_dummy_isinstance)."""
    d.__dict__["_lx_typed"] = True
    return builtins.type(d)


def _dummy_type_handed(args, kwargs):
    """type itself handed to other code (map(type, xs), sorted(xs,
    key=type), type.__call__(type, d)), which calls it where the engine
    does not see: the dummies among the other arguments (and in the
    lists, tuples, sets and dicts there) may have had their class seen,
    so each keeps it (_dummy_reclass)."""
    todo = list(args) + list(kwargs.values())
    i = 0
    while i < len(todo) and i < 10000:
        a = todo[i]
        i += 1
        if type(a) in _DUMMY_TYPES:
            a.__dict__["_lx_typed"] = True
        elif type(a) in (list, tuple, set, frozenset):
            todo.extend(a)
        elif type(a) is dict:
            todo.extend(a.keys())
            todo.extend(a.values())


def _dummy_reclass(d, v):
    """A committed dummy is an object of its own class whose structural
    answers (isinstance(d, Sized), Iterable, callable() ...) are its
    value's, keeping what it said while open. Its class must agree: a
    class with a __len__ is Sized, so type(d).__len__ of one that is not
    would be a class no real object has. It moves to a copy of Dummy
    (same layout, same name) without the special methods its value
    lacks."""
    if d.__dict__.get("_lx_typed"):
        return  # its class was seen (type(d), d.__class__): an object's class does not change
    yes = tuple(k for k in d.__dict__.get("_lx_yes", ()) if isinstance(k, type))
    off = frozenset(m for m, k in _DUMMY_STRUCTURAL
                    if not isinstance(v, k) and not any(issubclass(y, k) for y in yes))
    # Item access, the context manager and __index__, which no ABC asks for
    # but C code does (str % d, with, struct.pack: a class with __index__ is
    # an integer to it, and text its own struct.error, not the slot's
    # TypeError): its value's class has them or not.
    off |= frozenset(m for m in ("__getitem__", "__setitem__", "__delitem__", "__enter__", "__exit__", "__index__")
                     if m in Dummy.__dict__ and not any(m in c.__dict__ for c in builtins.type(v).__mro__))
    if not off:
        return
    cls = _DUMMY_CLASSES.get(off)
    if cls is None:
        # Without those methods, not with them set to None: C code asks a
        # class's slots ("abc" % d takes a class with __getitem__ for a
        # mapping, functools.partial and defaultdict one with __call__ for
        # callable), and a None there is a slot. Only __hash__ = None is
        # how a class says it has none. So the class is Dummy's copy, on
        # its base (_DummyLayout: the same layout), less those methods.
        ns = {k: a for k, a in Dummy.__dict__.items() if (k not in off or k == "__hash__") and k != "__slots__"}
        ns.update(dict.fromkeys(off & {"__hash__"}))
        ns.update(__slots__=(), __module__=Dummy.__module__, __qualname__=Dummy.__qualname__)
        cls = _DUMMY_CLASSES[off] = builtins.type(Dummy.__name__, (_DummyLayout,), ns)
        _DUMMY_TYPES.add(cls)
        _DUMMY_PLAIN.add(cls)
        _SPECIAL_CALLEES.add(cls)
    object.__dict__["__class__"].__set__(d, cls)  # (past the property of the same name)


# -- abstraction ----------------------------------------------------------

def abstract(v):
    """Fine abstract class of a real value (contract, section 2)."""
    if v is None:
        return "None"
    if v is True:
        return "True"
    if v is False:
        return "False"
    t = type(v)
    if t is int:
        return "int_pos" if v > 0 else ("int_zero" if v == 0 else "int_neg")
    if t is str:
        return "str_nonempty" if v else "str_empty"
    if t is float:
        return _float_class(v)
    if t is list:
        return "list_nonempty" if v else "list_empty"
    if t is dict:
        return "dict_nonempty" if v else "dict_empty"
    if t is tuple:
        return "tuple_nonempty" if v else "tuple_empty"
    if t is set:
        return "set_nonempty" if v else "set_empty"
    if t in _DUMMY_TYPES:
        return v._lx_kind
    try:
        return _abstract_other(v, t)
    except Exception:  # a hostile __class__ or metaclass __getattr__
        return "object"


def _abstract_other(v, t):
    # Subclasses count as their base (by the real type: a Mock may claim any
    # __class__); the base's own methods, so that no override runs here.
    if issubclass(t, int):  # bool is handled above
        n = int.__int__(v)
        return "int_pos" if n > 0 else ("int_zero" if n == 0 else "int_neg")
    if issubclass(t, float):
        return _float_class(float.__float__(v))
    if issubclass(t, str):
        return "str_nonempty" if str.__len__(v) else "str_empty"
    if issubclass(t, list):
        return "list_nonempty" if list.__len__(v) else "list_empty"
    if issubclass(t, tuple):
        return "tuple_nonempty" if tuple.__len__(v) else "tuple_empty"
    if issubclass(t, dict):
        return "dict_nonempty" if dict.__len__(v) else "dict_empty"
    if issubclass(t, set):
        return "set_nonempty" if set.__len__(v) else "set_empty"
    if issubclass(t, frozenset):
        return "set_nonempty" if frozenset.__len__(v) else "set_empty"
    # Special methods are looked up on the type (as `with` does): a class
    # that defines __enter__ is itself callable, not a resource.
    if hasattr(t, "__enter__") and hasattr(t, "__exit__"):
        return "resource"
    if callable(v):
        return "callable"
    return "object"


def _float_class(f):
    if f > 0:
        return "float_pos"
    if f < 0:
        return "float_neg"
    if f == 0:
        return "float_zero"
    return "float_pos"  # nan


# -- concretization -------------------------------------------------------

_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _text_of(name):
    """The text a value named name is: its last identifier (`x.path` ->
    "path", `f()` -> "f"), or "a" for a name with none."""
    words = re.findall(r"[A-Za-z_][A-Za-z0-9_]*", name)
    return words[-1] if words else "a"


def concretize(cls, mode="deterministic", seed=0, name="value"):
    """A concrete value of class cls (fine or coarse; unknown -> object).
    deterministic: one fixed value per class; random: drawn with a
    random.Random seeded by (seed, name), so a name always gets the same one.
    Dummies are named after name (their repr)."""
    cls = normalize(cls)
    if cls == "object":
        return Dummy("object", _clip(name))
    if cls == "None":
        return None
    if cls == "True":
        return True
    if cls == "False":
        return False
    if cls in ("int_pos", "int_neg", "float_pos", "float_neg", "str_nonempty"):
        if mode != "random":
            if cls == "str_nonempty":
                # Its name, as a dummy committing towards text would be: a
                # text as long as its name, not one character.
                return _text_of(name)
            return {"int_pos": 1, "int_neg": -1, "float_pos": 1.0,
                    "float_neg": -1.0}[cls]
        rng = random.Random("%s:%s" % (seed, name))
        if cls == "int_pos":
            return rng.randint(1, 100)
        if cls == "int_neg":
            return rng.randint(-100, -1)
        if cls == "float_pos":
            return round(rng.uniform(1.0, 100.0), 2)
        if cls == "float_neg":
            return round(rng.uniform(-100.0, -1.0), 2)
        return "".join(rng.choice(_LETTERS) for _ in range(rng.randint(3, 8)))
    if cls == "int_zero":
        return 0
    if cls == "float_zero":
        return 0.0
    if cls == "str_empty":
        return ""
    if cls == "list_empty":
        return []
    if cls == "tuple_empty":
        return ()
    if cls == "set_empty":
        return set()
    if cls == "dict_empty":
        return {}
    if cls == "list_nonempty":
        return [Dummy("object", _clip(name + "[0]"))]
    if cls == "tuple_nonempty":
        return (Dummy("object", _clip(name + "[0]")),)
    if cls == "set_nonempty":
        return {Dummy("object", _clip(name + "{}"))}
    if cls == "dict_nonempty":
        return {"a": Dummy("object", _clip(name + "['a']"))}
    if cls == "callable":
        return Dummy("callable", _clip(name))
    return ResourceDummy("resource", _clip(name))  # resource


# -- the engine -----------------------------------------------------------

_NOTSET = object()
_CONTAINERS = (list, tuple, dict, set)
# Types whose calls _c_ must look at: dummies, and containers the engine
# may have made (tracked by identity).
_SPECIAL_CALLEES = set(_DUMMY_TYPES | frozenset(_CONTAINERS))  # (_dummy_reclass adds its classes)
_MAX_INJECTIONS = 10000


_SIZED = frozenset(("list_nonempty", "tuple_nonempty", "set_nonempty", "dict_nonempty"))


_HEAPTYPE = 1 << 9  # Py_TPFLAGS_HEAPTYPE: a class made by a class statement or type(), whose attributes can be set


def _outside_attr(obj, glb):
    """Whether code run before the snippet (a prefix) could have given obj
    an attribute it lacks, so that injecting one keeps obj a real object:
    obj is a module; a class in its reach (its class's MRO, and its own if
    it is a class) takes attributes and was not made by the snippet (whose
    globals are glb); or obj, of a built-in class, keeps a __dict__ (a
    function, an exception) and is not one of the snippet's functions. A
    list, a str, an int, an unset slot, an instance of the snippet's own
    class: no code before the snippet gives it an attribute it lacks, so
    the line after such a read is reached by no real value."""
    if isinstance(obj, types.ModuleType):
        return True
    own = glb.get("__name__") if glb is not None else None
    classes = type(obj).__mro__ + (obj.__mro__ if isinstance(obj, type) else ())
    for c in classes:
        if c.__flags__ & _HEAPTYPE and (glb is None or c.__dict__.get("__module__") != own):
            return True
    if isinstance(obj, type) or type(obj).__flags__ & _HEAPTYPE:
        return False  # (a class, or an instance of a class, the snippet made)
    try:
        object.__getattribute__(obj, "__dict__")
    except (AttributeError, TypeError):
        return False
    return not (isinstance(obj, types.FunctionType) and obj.__globals__ is glb)


def _snippet_frame():
    """The innermost frame that is not this module's: the loader's caller."""
    f = sys._getframe(1)
    g = globals()
    while f is not None and f.f_globals is g:
        f = f.f_back
    return f


def _short_repr(v):
    try:
        text = repr(v)
    except Exception:
        text = "<%s>" % type(v).__name__
    return text if len(text) <= 80 else text[:77] + "..."


def _exception_class(label):
    name = "".join(c for c in str(label).split(".")[-1] if c.isalnum() or c == "_") or "Injected"
    if name[0].isdigit():
        name = "E" + name
    return type(name, (Exception,), {"__module__": "unstuck.injected"})


class Engine(object):
    """One run: the plan's sites and predictions, what was injected and
    (record mode) what was observed. install(plan) makes and installs one."""

    def __init__(self, plan):
        plan = plan or {}
        self.sites = {}
        for s in plan.get("sites") or ():
            try:
                self.sites[int(s["id"])] = s
            except (KeyError, TypeError, ValueError):
                pass
        self.names = dict((i, s.get("name")) for i, s in self.sites.items())
        self.predictions = {}
        for k, v in (plan.get("predictions") or {}).items():
            try:
                self.predictions[int(k)] = normalize(v)
            except (TypeError, ValueError):
                pass
        # Sites whose value, a dummy not yet iterated, has elements of a
        # class: what a loop over it reads each element as.
        self.elements = {}
        for k, v in (plan.get("elements") or {}).items():
            try:
                self.elements[int(k)] = normalize(v)
            except (TypeError, ValueError):
                pass
        self.mode = "random" if plan.get("concretize") == "random" else "deterministic"
        try:
            self.seed = int(plan.get("seed") or 0)
        except (TypeError, ValueError):
            self.seed = 0
        self.record = bool(plan.get("record"))
        self.counts = {}       # record mode: (site id, class) -> count
        self.injections = []   # report entries, one per decision
        self.n_injections = 0
        self.by_name = {}      # name -> injected value
        self.by_attr = {}      # (id(obj), attr) -> (obj, injected value)
        self.by_call = {}      # (callee id, arguments) -> (callee, injected value)
        self.made = {}         # id -> container the engine made (kept alive)
        self.paths = _Paths()  # the files injected texts name
        self._saved = None
        self._saved_os = None
        self._saved_io = None  # io.open before install()
        self.glb = None        # the snippet's globals (rebind)
        self.loaders = self._record_loaders() if self.record else self._inject_loaders()

    # -- install ----------------------------------------------------------
    def install(self):
        if self._saved is None:
            self._saved = dict((k, getattr(builtins, k, _NOTSET)) for k in self.loaders)
        for k, f in self.loaders.items():
            setattr(builtins, k, f)
        if "open" in self.loaders and self._saved_io is None:
            # io.open is builtins.open by another name (pathlib, libraries,
            # the snippet's own io.open): the same dummy file for a dummy
            # name (its __index__ would open descriptor 1, and closing it
            # closes the snippet's stdout), the same files for texts.
            import io
            self._saved_io = io.open
            io.open = self.loaders["open"]
        if not self.record and self._saved_os is None:
            self._saved_os = dict((k, getattr(os, k)) for k in _PATH_QUERIES + _DIR_LISTINGS if hasattr(os, k))
            for k, fn in self._saved_os.items():
                setattr(os, k, self.paths.wrap(fn, k in _DIR_LISTINGS))
        # Every instrumented call adds a frame: give recursive snippets room.
        if sys.getrecursionlimit() < 3000:
            sys.setrecursionlimit(3000)
        return self

    def rebind(self, glb):
        """Give _c_ the snippet's globals: library code that looks at its
        caller's frame (namedtuple's __module__, doctest.DocTestSuite(),
        enum's functional API) then finds the snippet's module, as it would
        without the loader in between."""
        import types
        self.glb = glb
        f = self.loaders["_c_"]
        g = types.FunctionType(f.__code__, glb, f.__name__, f.__defaults__, f.__closure__)
        self.loaders["_c_"] = g
        setattr(builtins, "_c_", g)
        return self

    def uninstall(self):
        if self._saved is None:
            return
        for k, v in self._saved.items():
            if v is _NOTSET:
                if hasattr(builtins, k):
                    delattr(builtins, k)
            else:
                setattr(builtins, k, v)
        self._saved = None
        for k, fn in (self._saved_os or {}).items():
            setattr(os, k, fn)
        self._saved_os = None
        if self._saved_io is not None:
            import io
            io.open = self._saved_io
            self._saved_io = None

    def report(self):
        events = sorted([i, c, n] for (i, c), n in self.counts.items())
        return {"injections": list(self.injections), "events": events}

    # -- injection --------------------------------------------------------
    def _make(self, i, kind, label):
        """Concretize the prediction of site i and note the decision."""
        cls = self.predictions.get(i, "object")
        site = self.sites.get(i) or {}
        if site.get("role") == "exception":
            # Whatever was predicted, only an exception class can be raised
            # or caught; it is a real class, so calling it is not special.
            cls = "exception"
            v = _exception_class(label)
            self.n_injections += 1
            if len(self.injections) < _MAX_INJECTIONS:
                self.injections.append({"id": i, "kind": kind, "name": site.get("name", label),
                                        "line": site.get("line"), "class": cls, "value": _short_repr(v)})
            return v
        v = concretize(cls, self.mode, self.seed, label)
        if type(v) is str:
            self.paths.add(v)
        if cls in _SIZED:
            n = _unpack_width(_snippet_frame(), True)
            if n > 1:
                v = _sized(v, n, label)
        if type(v) in _CONTAINERS and not (type(v) is tuple and not v):  # () is shared
            self.made[id(v)] = v
        self.n_injections += 1
        if len(self.injections) < _MAX_INJECTIONS:
            site = self.sites.get(i) or {}
            self.injections.append({
                "id": i, "kind": kind, "name": site.get("name", label),
                "line": site.get("line"), "class": cls, "value": _short_repr(v),
            })
        return v

    def _hint(self, i, v):
        """Site i's value v is iterated by a loop that reads its elements
        as the class of self.elements[i]: an open dummy's elements are
        real values of that class (until it has fixed them or committed)."""
        if type(v) in _DUMMY_TYPES and v._lx_elem is None and v._lx_seq is None \
                and v._lx_v is _OPEN and v._lx_mode is None and not v._lx_items:
            v._lx_elem = self.elements[i]
        return v

    def is_injected(self, v):
        """Whether v is a value the engine made (by identity)."""
        return type(v) in _DUMMY_TYPES or self.made.get(id(v)) is v

    def _name_miss(self, i, thunk):
        name = self.names.get(i) or "?"
        v = self.by_name.get(name, _NOTSET)
        if v is not _NOTSET:
            return v
        v = self.by_name[name] = self._make(i, "name", name)
        # A global the snippet never defined: bind it, so that reads the
        # instrumentation leaves alone (x += 1, globals()) see it too.
        try:
            code = thunk.__code__
            if name in code.co_names and name not in code.co_freevars:
                g = thunk.__globals__
                if g.get(name, MISSING) is MISSING:
                    g[name] = v
        except AttributeError:
            pass
        return v

    def _attr_miss(self, i, obj):
        name = self.names.get(i) or "?"
        key = (id(obj), name)
        ent = self.by_attr.get(key)
        if ent is not None and ent[0] is obj:
            return ent[1]
        v = self._make(i, "attribute", name)
        self.by_attr[key] = (obj, v)
        try:
            setattr(obj, name, v)
        except Exception:
            pass
        return v

    def _call_special(self, i, fn, args, kwargs):
        if type(fn) in _DUMMY_TYPES and fn._lx_v is not _OPEN:
            return fn(*args, **kwargs)  # committed to a number, text or list, which cannot be called
        if type(fn) in _DUMMY_TYPES:
            fn.__dict__["_lx_obj"] = True  # called: a function, no plain value from now on
        if type(fn) in _DUMMY_TYPES or self.made.get(id(fn)) is fn:
            # One result per callee and arguments, whichever site asks
            # first: a call is a function of its arguments.
            key = (id(fn), _arg_key(args), tuple((k, _arg_key((v,))) for k, v in sorted(kwargs.items())))
            ent = self.by_call.get(key)
            if ent is not None and ent[0] is fn:
                return ent[1]
            v = self._make(i, "call", (self.names.get(i) or "?") + "()")
            self.by_call[key] = (fn, v)
            if i in self.elements:
                self._hint(i, v)
            return v
        return fn(*args, **kwargs)

    def _inject_loaders(self):
        names = self.names
        name_miss = self._name_miss
        attr_miss = self._attr_miss
        call_special = self._call_special
        dummy_types = _DUMMY_TYPES
        special = _SPECIAL_CALLEES
        real_isinstance = builtins.isinstance
        real_type = builtins.type
        type_handed = _dummy_type_handed  # (the snippet's run sees the loaders' closure, not this module's names)
        dummy_type = _dummy_type
        # A closure variable, not a global: rebind() gives _c_ the
        # snippet's globals, where this module's names are not.
        dummy_isinstance = _dummy_isinstance
        missing = MISSING
        # Sites in a try body whose handlers catch the miss's error: the
        # code handles the miss itself (try: unicode / except NameError:),
        # so the error is raised as in plain Python, not injected over.
        guarded = frozenset(i for i, s in self.sites.items() if s.get("guarded"))
        hinted = frozenset(self.elements)
        hint = self._hint
        outside_attr, engine = _outside_attr, self

        def unbound(name):
            # The error plain Python raises there: the thunk made the
            # variable a cell, so its own read says "free variable" even
            # where the function reads its own local.
            f = _snippet_frame()
            if f is not None and name in f.f_code.co_cellvars:
                raise UnboundLocalError("cannot access local variable %r where it is not associated with a value" % name)
            raise NameError("cannot access free variable %r where it is not associated with a value in enclosing scope" % name)

        def _n_(i, thunk, ns=None):
            if ns is None:
                try:
                    v = thunk()
                except NameError:
                    if i in guarded:
                        raise
                    if names.get(i) in thunk.__code__.co_freevars:
                        # A variable of a function the snippet defines
                        # (its thunk closes over it), read while unbound:
                        # no code before the snippet binds a function's
                        # own variable, so no value reaches past here.
                        unbound(names.get(i))
                    return name_miss(i, thunk)
                if v is missing:
                    return name_miss(i, thunk)
                return v
            try:
                v = ns[names.get(i)]
            except KeyError:
                try:
                    v = thunk()
                except NameError:
                    if i in guarded:
                        raise
                    if names.get(i) in thunk.__code__.co_freevars:
                        unbound(names.get(i))  # (a function's own variable: above)
                    return name_miss(i, thunk)
            if v is missing:
                return name_miss(i, thunk)
            return v

        def _a_(i, obj):
            if i in hinted:
                return hint(i, _a_plain(i, obj))
            return _a_plain(i, obj)

        def _a_plain(i, obj):
            if type(obj) in dummy_types:
                # The dummy's own attributes, without its __getattr__: a
                # missing one is the prediction's.
                try:
                    return object.__getattribute__(obj, names[i])
                except AttributeError:
                    v = obj._lx_attr(names[i])  # the committed value's own
                    if v is _OPEN and obj._lx_v is not _OPEN:
                        # Committed: it is that value, which has no such attribute.
                        raise AttributeError("%r object has no attribute %r" % (type(obj._lx_v).__name__, names[i]))
                    return attr_miss(i, obj) if v is _OPEN else v
            try:
                return getattr(obj, names[i])
            except AttributeError:
                if i in guarded or not outside_attr(obj, engine.glb):
                    raise
                return attr_miss(i, obj)

        def _c_(i, fn, /, *args, **kwargs):
            if type(fn) in special:
                return call_special(i, fn, args, kwargs)
            if fn is real_isinstance and len(args) == 2 and type(args[0]) in dummy_types:
                return dummy_isinstance(args[0], args[1])
            if fn is real_type and len(args) == 1 and type(args[0]) in dummy_types:
                return dummy_type(args[0])
            for a in args:
                if a is real_type:
                    type_handed(args, kwargs)
                    break
            if kwargs and any(v is real_type for v in kwargs.values()):
                type_handed(args, kwargs)
            return fn(*args, **kwargs)

        def _im_(i, module, leaf, glb=None):
            try:
                return _import(module, leaf, glb)
            except ImportError:
                return missing

        def _fr_(i, module, level, fromlist, glb=None):
            return _import_from(module, level, fromlist, glb, False)

        def _st_(i, module, level, glb=None):
            _import_star(module, level, glb, False)

        n_plain, a_plain = _n_, _a_plain

        def _n_hinted(i, thunk, ns=None):
            if i in hinted:
                return hint(i, n_plain(i, thunk, ns))
            return n_plain(i, thunk, ns)

        if not hinted:
            # No loop reads elements: the loaders without the check.
            _n_hinted, _a_ = _n_, _a_plain
        return {"_n_": _n_hinted, "_a_": _a_, "_c_": _c_, "_im_": _im_, "_fr_": _fr_, "_st_": _st_,
                "open": _dummy_open(builtins.open, self.paths), "callable": _dummy_callable(builtins.callable),
                "hasattr": _dummy_hasattr(builtins.hasattr), "getattr": _dummy_getattr(builtins.getattr)}

    def _record_loaders(self):
        names = self.names
        counts = self.counts
        absv = abstract

        def _n_(i, thunk, ns=None):
            if ns is None:
                v = thunk()
            else:
                try:
                    v = ns[names.get(i)]
                except KeyError:
                    v = thunk()
            k = (i, absv(v))
            counts[k] = counts.get(k, 0) + 1
            return v

        def _a_(i, obj):
            v = getattr(obj, names[i])
            k = (i, absv(v))
            counts[k] = counts.get(k, 0) + 1
            return v

        def _c_(i, fn, /, *args, **kwargs):
            v = fn(*args, **kwargs)
            k = (i, absv(v))
            counts[k] = counts.get(k, 0) + 1
            return v

        def _im_(i, module, leaf, glb=None):
            return _import(module, leaf, glb)

        def _fr_(i, module, level, fromlist, glb=None):
            return _import_from(module, level, fromlist, glb, True)

        def _st_(i, module, level, glb=None):
            _import_star(module, level, glb, True)

        return {"_n_": _n_, "_a_": _a_, "_c_": _c_, "_im_": _im_, "_fr_": _fr_, "_st_": _st_}


def install(plan):
    """Make an Engine for plan and put its loaders into builtins (inject
    mode also wraps builtins.open: see _dummy_open); Engine.uninstall()
    puts the previous ones back."""
    return Engine(plan).install()


# -- imports --------------------------------------------------------------

def _import(module, leaf, glb):
    """import a.b.c (leaf false: the top package) / import a.b.c as m (leaf
    true: the module a.b.c)."""
    top = builtins.__import__(module, glb, None, None, 0)
    if not leaf:
        return top
    m = top
    parts = module.split(".")
    for k in range(1, len(parts)):
        try:
            m = getattr(m, parts[k])
        except AttributeError:
            full = ".".join(parts[:k + 1])
            try:
                m = sys.modules[full]
            except KeyError:
                raise ImportError("cannot import name %r" % full, name=full)
    return m


def _import_from(module, level, fromlist, glb, strict):
    fromlist = tuple(fromlist)
    try:
        mod = builtins.__import__(module, glb, None, fromlist, level)
    except ImportError:
        if strict:
            raise
        return (MISSING,) * len(fromlist)
    out = []
    for n in fromlist:
        try:
            out.append(getattr(mod, n))
            continue
        except AttributeError:
            pass
        pkg = getattr(mod, "__name__", None)
        sub = sys.modules.get("%s.%s" % (pkg, n)) if isinstance(pkg, str) else None
        if sub is not None:
            out.append(sub)
        elif strict:
            raise ImportError("cannot import name %r from %r" % (n, pkg), name=pkg)
        else:
            out.append(MISSING)
    return tuple(out)


def _import_star(module, level, glb, strict):
    try:
        mod = builtins.__import__(module, glb, None, ("*",), level)
    except ImportError:
        if strict:
            raise
        return
    if glb is None:
        return
    public = getattr(mod, "__all__", None)
    if public is None:
        public = [k for k in getattr(mod, "__dict__", {}) if not k.startswith("_")]
    for n in list(public):
        try:
            glb[n] = getattr(mod, n)
        except AttributeError:
            if strict:
                raise
            glb[n] = MISSING


# -- compiling with reverts -----------------------------------------------

# Python's own line ends; str.splitlines also splits at \f, \v, \x1c...
_LINE_RE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")


def _split_lines(text):
    return _LINE_RE.findall(text)


def _compile(text, filename):
    return compile(text, filename, "exec", dont_inherit=True)


def _error_line(err, n):
    at = getattr(err, "lineno", None)
    at = at if isinstance(at, int) else n
    return min(max(at, 1), n)


def compile_with_fallback(instrumented, original, units, filename, max_tries=200):
    """Compile the instrumented text; where it does not compile, put back the
    original's lines, unit by unit (units: the line table, each with a
    "span" [first, last] of 1-based lines). Returns (code, reverted_lines).
    If that does not converge the original is compiled, and every line is
    reverted; if the original does not compile, its SyntaxError is raised."""
    if isinstance(instrumented, bytes):
        instrumented = instrumented.decode("utf-8", "surrogateescape")
    if isinstance(original, bytes):
        original = original.decode("utf-8", "surrogateescape")
    try:
        return _compile(instrumented, filename), []
    except (SyntaxError, ValueError) as e:  # ValueError: NUL bytes
        err = e
    orig_code = _compile(original, filename)  # raises the original's error
    cur = _split_lines(instrumented)
    orig = _split_lines(original)
    n = len(orig)
    everything = list(range(1, n + 1))
    if len(cur) != n or n == 0:
        return orig_code, everything
    diff = set(k for k in range(1, n + 1) if cur[k - 1] != orig[k - 1])
    # line -> spans of the units holding it, smallest first
    holding = {}
    for u in units or ():
        try:
            a, b = int(u["span"][0]), int(u["span"][1])
        except (KeyError, TypeError, ValueError, IndexError):
            continue
        for ln in range(max(a, 1), min(b, n) + 1):
            holding.setdefault(ln, []).append((b - a, a, min(b, n)))
    for v in holding.values():
        v.sort()

    def unit_at(ln):
        # The smallest unit holding ln that still has instrumented lines,
        # else ln alone; None if ln is the original's already.
        for _, a, b in holding.get(ln, ()):
            for k in range(a, b + 1):
                if k in diff:
                    return (a, b)
        return (ln, ln) if ln in diff else None

    def candidates(at):
        # The unit at the reported line first; then the nearest instrumented
        # units before it (an unclosed bracket is reported on a later line by
        # Python < 3.10), and the next one after it.
        out = []
        c = unit_at(at)
        if c is not None:
            out.append(c)
        before = sorted((k for k in diff if k < at), reverse=True)
        for k in before:
            c = unit_at(k)
            if c is not None and c not in out:
                out.append(c)
                if len(out) >= 3:
                    break
        after = [k for k in diff if k > at]
        if after:
            c = unit_at(min(after))
            if c is not None and c not in out:
                out.append(c)
        return out

    def apply(span):
        a, b = span
        saved = [(k, cur[k - 1]) for k in range(a, b + 1)]
        for k in range(a, b + 1):
            cur[k - 1] = orig[k - 1]
        return saved

    reverted = set()
    tries = 0
    while tries < max_tries and isinstance(err, SyntaxError):
        at = _error_line(err, n)
        cands = candidates(at)
        if not cands:
            break
        first_err = None
        moved = False
        for span in cands:
            if tries >= max_tries:
                break
            saved = apply(span)
            tries += 1
            try:
                code = _compile("".join(cur), filename)
            except (SyntaxError, ValueError) as e:
                new = e
            else:
                reverted.update(range(span[0], span[1] + 1))
                return code, sorted(reverted)
            if first_err is None:
                first_err = new
            if not isinstance(new, SyntaxError) or _error_line(new, n) > at:
                # This revert was the fix here; the next error is further on.
                moved = True
                break
            for k, text in saved:
                cur[k - 1] = text
        if not moved:
            if first_err is None:
                break
            # No single revert helped: keep the first and go on from there.
            span, new = cands[0], first_err
            apply(span)
        reverted.update(range(span[0], span[1] + 1))
        diff.difference_update(range(span[0], span[1] + 1))
        err = new
    return orig_code, everything
