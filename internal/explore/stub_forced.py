class Stub:
    """A stand-in for a value the snippet expects but nobody defined: it
    has every attribute, can be called, iterated, indexed, compared,
    added to, subclassed and used in a with statement. Stub._truth says how
    it answers truth tests and ordering: flipping it takes the other
    branches; Stub._size is how many items it holds. Stub._steer, the
    prefix's last statement when present, sets the answers per line of
    the snippet, or makes a line's use of a Stub raise."""
    _truth = True
    _size = 1       # items a Stub holds
    _text = False   # items are Text (strings): for code that joins what it iterates
    _steering = {}  # snippet line -> True/False, or an exception class to raise
    _origin = None  # (file, line) of the Stub._steer call; the snippet follows it
    _name, _items, _ret = "stub", None, None  # for subclasses that skip __init__
    def __init__(self, name="stub", items=None, ret=None, **attrs):
        self.__dict__.update(attrs)
        object.__setattr__(self, "_name", name)
        object.__setattr__(self, "_items", items)
        object.__setattr__(self, "_ret", ret)
    @staticmethod
    def _steer(lines):
        import sys
        f = sys._getframe(1)
        Stub._origin = (f.f_code.co_filename, f.f_lineno)
        Stub._steering = {**Stub._steering, **lines}
    @staticmethod
    def _steered(depth):
        # The snippet's line the Stub is used on, depth frames up. In a
        # prefix file the snippet follows the steer call in the same file.
        if not Stub._steering:
            return None
        import sys
        f = sys._getframe(depth)
        line = f.f_lineno
        if Stub._origin is not None and f.f_code.co_filename == Stub._origin[0]:
            line -= Stub._origin[1]
        return Stub._steering.get(line)
    @staticmethod
    def _answer(default):
        s = Stub._steered(3)
        return s if s is True or s is False else default
    @staticmethod
    def _raise():
        s = Stub._steered(3)
        if isinstance(s, type) and issubclass(s, BaseException):
            raise s("raised to reach the handler")
    def _elems(self):
        if self._items is None:
            name = str(self._name)
            items = [] if name.count("[") >= 2 else [(Text if Stub._text else Stub)("%s[%d]" % (name, i)) for i in range(Stub._size)]
            object.__setattr__(self, "_items", items)
        return self._items
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
        Stub._raise()
        if len(args) == 1 and not kwargs and Stub._own(args[0]):
            # A decorator: the snippet's function stays itself; its class
            # too, with Stubs for the class attributes the decorator would add.
            f = args[0]
            if isinstance(f, type):
                try:
                    return StubType(f.__name__, (f,), {"__module__": f.__module__, "__qualname__": f.__qualname__})
                except TypeError:
                    return Stub(f.__name__)
            return f
        return self._ret if self._ret is not None else Stub(str(self._name) + "()")
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
        Stub._raise()
        n = Stub._unpacking()
        if n is not None:
            return iter([Stub("%s[%d]" % (self._name, i)) for i in range(n)])
        return iter(self._elems())
    @staticmethod
    def _unpacking():
        # "a, b = stub": as many items as the statement unpacks into, read
        # from the instruction the caller is at.
        try:
            import dis, sys
            f = sys._getframe(2)
            code, i = f.f_code.co_code, f.f_lasti
            if code[i] == dis.opmap["UNPACK_SEQUENCE"]:
                return code[i + 1]
            if code[i] == dis.opmap["UNPACK_EX"]:
                return (code[i + 1] & 0xFF) + 1
        except Exception:
            pass
        return None
    def __next__(self):
        # next(stub): its items one by one, as an iterator would give them.
        i = self.__dict__.get("_next", 0)
        items = self._elems()
        if i >= len(items):
            raise StopIteration
        object.__setattr__(self, "_next", i + 1)
        return items[i]
    def __len__(self):
        return len(self._elems())
    def __getitem__(self, key):
        Stub._raise()
        items = self._elems()
        if isinstance(key, int) and -len(items) <= key < len(items):
            return items[key]
        if isinstance(key, slice):
            return items[key]
        return Stub("%s[%r]" % (self._name, key))
    def __setitem__(self, key, value):
        pass
    def __delitem__(self, key):
        pass
    def __contains__(self, item):
        return Stub._answer(Stub._truth)
    def __bool__(self):
        return Stub._answer(Stub._truth)
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return False
    def __str__(self):
        return str(self._name)
    __repr__ = __str__
    def __format__(self, spec):
        return str(self._name)
    def __int__(self):
        return 1
    def __float__(self):
        return 1.0
    def __index__(self):
        return 1
    def __hash__(self):
        return id(self)
    def __eq__(self, other):
        return Stub._answer(self is other)
    def __ne__(self, other):
        return Stub._answer(self is not other)
    def __lt__(self, other):
        return Stub._answer(not Stub._truth)
    __le__ = __gt__ = __ge__ = __lt__
    def __await__(self):
        return self  # "await stub" is the stub itself
        yield
    def _op(self, *other):
        return self
    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = _op
    __truediv__ = __rtruediv__ = __floordiv__ = __rfloordiv__ = __mod__ = __rmod__ = _op
    __pow__ = __rpow__ = __matmul__ = __rmatmul__ = __neg__ = __pos__ = __abs__ = __invert__ = _op
    __and__ = __rand__ = __or__ = __ror__ = __xor__ = __rxor__ = __lshift__ = __rshift__ = _op
class StubType(type):
    """The class of a snippet's class a Stub decorated: class attributes
    nobody defined are Stubs."""
    def __getattr__(cls, attr):
        if attr.startswith("__") and attr.endswith("__"):
            raise AttributeError(attr)
        return Stub(cls.__name__ + "." + attr)
class Text(str):
    """A string that, like a Stub, has every attribute: Stub's items when
    Stub._text is set."""
    def __getattr__(self, attr):
        if attr.startswith("__") and attr.endswith("__"):
            raise AttributeError(attr)
        return Stub(str(self) + "." + attr)
