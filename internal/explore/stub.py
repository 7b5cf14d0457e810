class Stub:
    """A stand-in for a value the snippet expects but nobody defined. It
    answers from its own state alone, the same way on every line: one
    truth value, one number towards numbers (its text towards strings),
    equal only to itself or that number, fixed items for len, iteration
    and `in`, and the same Stub again for the same attribute, key or call."""
    _truth = True   # set once by a prefix, before the snippet: falsy Stubs are empty and zero
    _size = 1       # items a truthy Stub holds
    _name, _items, _ret = "stub", None, None  # for subclasses that skip __init__
    def __init__(self, name="stub", items=None, ret=None, **attrs):
        self.__dict__.update(attrs)
        object.__setattr__(self, "_name", name)
        object.__setattr__(self, "_items", items)
        object.__setattr__(self, "_ret", ret)
    def _elems(self, n=None):
        # Fixed at first use: "a, b = stub" makes it hold two items for good.
        if self._items is None:
            if n is None:
                n = Stub._size if self._truth and str(self._name).count("[") < 3 else 0
            items = [Stub("%s[%d]" % (self._name, i)) for i in range(n)]
            object.__setattr__(self, "_items", items)
        return self._items
    def _number(self):
        v = self.__dict__.get("_value")
        return v if v is not None else int(bool(self))
    def __getattr__(self, attr):
        if attr.startswith("__") and attr.endswith("__"):
            raise AttributeError("'Stub' object has no attribute %r" % attr)
        if attr.endswith(("Error", "Exception", "Warning")):
            value = type(attr, (Exception,), {})  # so it can be raised and caught
        else:
            value = Stub(str(self._name) + "." + attr)
        object.__setattr__(self, attr, value)
        return value
    def __call__(self, *args, **kwargs):
        if len(args) == 1 and not kwargs and Stub._own(args[0]):
            return args[0]  # a decorator: the snippet's function or class stays itself
        if self._ret is None:
            object.__setattr__(self, "_ret", Stub(str(self._name) + "()"))
        return self._ret  # one result, whatever the call
    @staticmethod
    def _own(value):
        import sys, types
        return (isinstance(value, (types.FunctionType, type)) and not issubclass(type(value), Stub)
                and getattr(value, "__module__", None) == sys._getframe(2).f_globals.get("__name__"))
    def __mro_entries__(self, bases):
        # class C(stub): C subclasses a class of its own, so its methods stay real.
        cls = self.__dict__.get("_class")
        if cls is None:
            cls = type(str(self._name).rsplit(".", 1)[-1].strip("()[]'\"") or "Base", (Stub,), {})
            object.__setattr__(self, "_class", cls)
        return (cls,)
    def __iter__(self):
        if self._items is None:
            import dis, sys
            code, i = sys._getframe(1).f_code.co_code, sys._getframe(1).f_lasti
            if code[i] == dis.opmap["UNPACK_SEQUENCE"]:
                self._elems(code[i + 1])
        return iter(self._elems())
    def __next__(self):
        i = self.__dict__.get("_next", 0)
        items = self._elems()
        if i >= len(items):
            raise StopIteration
        object.__setattr__(self, "_next", i + 1)
        return items[i]
    def __len__(self):
        return len(self._elems())
    def __bool__(self):
        return bool(self._truth and self._elems())
    def __contains__(self, item):
        return any(x is item or x == item for x in self._elems())
    def _keys(self):
        if "_keyed" not in self.__dict__:
            object.__setattr__(self, "_keyed", {})
        return self._keyed
    def __getitem__(self, key):
        items = self._elems()
        if isinstance(key, int) and -len(items) <= key < len(items):
            return items[key]
        if isinstance(key, slice):
            return items[key]
        k = repr(key)
        if k not in self._keys():
            self._keys()[k] = Stub("%s[%s]" % (self._name, k))
        return self._keys()[k]
    def __setitem__(self, key, value):
        self._keys()[repr(key)] = value
    def __delitem__(self, key):
        self._keys().pop(repr(key), None)
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return False
    def __str__(self):
        return str(self._name)
    __repr__ = __format__ = lambda self, *spec: str(self._name)
    def __int__(self):
        return int(self._number())
    def __float__(self):
        return float(self._number())
    def __index__(self):
        return int(self._number())
    def __hash__(self):
        return id(self)
    def _key(self, other):
        # The value other is compared with: a number towards numbers, the
        # name towards strings, (number, name, id) towards Stubs (a total order).
        if isinstance(other, Stub):
            return (self._number(), str(self._name), id(self)), (other._number(), str(other._name), id(other))
        if isinstance(other, (int, float)) and not isinstance(other, bool):
            return self._number(), other
        if isinstance(other, str):
            return str(self._name), other
        return None, None
    def __eq__(self, other):
        if isinstance(other, Stub) or self._key(other)[0] is None:
            return self is other
        a, b = self._key(other)
        return a == b
    def __ne__(self, other):
        return not self == other
    def __lt__(self, other):
        a, b = self._key(other)
        return NotImplemented if a is None else a < b
    def __le__(self, other):
        a, b = self._key(other)
        return NotImplemented if a is None else a <= b
    def __gt__(self, other):
        a, b = self._key(other)
        return NotImplemented if a is None else a > b
    def __ge__(self, other):
        a, b = self._key(other)
        return NotImplemented if a is None else a >= b
    def __await__(self):
        return self  # "await stub" is the stub itself
        yield
    def _arith(name, reflected=False):
        # With a number the Stub is its number, with a string its name,
        # with another Stub a Stub holding the result; otherwise itself.
        def f(self, *other):
            import operator
            fn = getattr(operator, name)
            if not other:
                return fn(self._number())
            o = other[0]
            if isinstance(o, Stub):
                try:
                    v = fn(*((o._number(), self._number()) if reflected else (self._number(), o._number())))
                except ArithmeticError:
                    v = 0
                return Stub("%s.%s" % (self._name, name.strip("_")), _value=v)
            if isinstance(o, (int, float)) and not isinstance(o, bool):
                return fn(*((o, self._number()) if reflected else (self._number(), o)))
            if isinstance(o, str) and name == "add":
                return o + str(self) if reflected else str(self) + o
            return self
        return f
    for _op in "add sub mul truediv floordiv mod pow and_ or_ xor lshift rshift".split():
        locals()["__%s__" % _op.rstrip("_")] = _arith(_op)
        locals()["__r%s__" % _op.rstrip("_")] = _arith(_op, True)
    __matmul__ = __rmatmul__ = lambda self, other: self
    __neg__, __pos__, __abs__, __invert__ = _arith("neg"), _arith("pos"), _arith("abs"), _arith("invert")
    del _op, _arith
