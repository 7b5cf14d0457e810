class Stub:
    """A stand-in for a value the snippet expects but nobody defined: it
    has every attribute, can be called, iterated, indexed, compared,
    added to and used in a with statement. Stub.truth says how it answers
    truth tests and ordering: flipping it takes the other branches."""
    truth = True
    def __init__(self, name="stub", items=None, ret=None, **attrs):
        self.__dict__.update(attrs)
        object.__setattr__(self, "_name", name)
        object.__setattr__(self, "_items", [Stub(name + "[0]")] if items is None and name.count("[") < 2 else (items or []))
        object.__setattr__(self, "_ret", ret)
    def __getattr__(self, attr):
        if attr.startswith("__") and attr.endswith("__"):
            raise AttributeError(attr)
        if attr.endswith(("Error", "Exception", "Warning")):
            value = type(attr, (Exception,), {})  # so it can be raised and caught
        else:
            value = Stub(self._name + "." + attr)
        object.__setattr__(self, attr, value)
        return value
    def __call__(self, *args, **kwargs):
        return self._ret if self._ret is not None else Stub(self._name + "()")
    def __iter__(self):
        n = Stub._unpacking()
        if n is not None:
            return iter([Stub("%s[%d]" % (self._name, i)) for i in range(n)])
        return iter(self._items)
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
        raise StopIteration
    def __len__(self):
        return len(self._items)
    def __getitem__(self, key):
        if isinstance(key, int) and -len(self._items) <= key < len(self._items):
            return self._items[key]
        if isinstance(key, slice):
            return self._items[key]
        return Stub("%s[%r]" % (self._name, key))
    def __setitem__(self, key, value):
        pass
    def __delitem__(self, key):
        pass
    def __contains__(self, item):
        return Stub.truth
    def __bool__(self):
        return Stub.truth
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return False
    def __str__(self):
        return self._name
    __repr__ = __str__
    def __format__(self, spec):
        return self._name
    def __int__(self):
        return 1
    def __float__(self):
        return 1.0
    def __index__(self):
        return 1
    def __hash__(self):
        return id(self)
    def __eq__(self, other):
        return self is other
    def __ne__(self, other):
        return self is not other
    def __lt__(self, other):
        return not Stub.truth
    __le__ = __gt__ = __ge__ = __lt__
    def __await__(self):
        return iter(())
    def _op(self, *other):
        return self
    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = _op
    __truediv__ = __rtruediv__ = __floordiv__ = __rfloordiv__ = __mod__ = __rmod__ = _op
    __pow__ = __rpow__ = __matmul__ = __rmatmul__ = __neg__ = __pos__ = __abs__ = __invert__ = _op
    __and__ = __rand__ = __or__ = __ror__ = __xor__ = __rxor__ = __lshift__ = __rshift__ = _op
