import builtins
def isinstance(obj, cls):
    """The snippet's isinstance(): a Stub standing for a class is the Stub
    class, so the test runs (and answers the same every time) instead of
    raising; a Stub is an instance of the type of the value it committed
    to, and a test for int, float, bool or str commits an open one."""
    if type(cls) is tuple:
        cls = tuple(Stub if type(c) in Stub._kinds else c for c in cls)
    elif type(cls) in Stub._kinds:
        cls = Stub
    if type(obj) in Stub._kinds and not (cls is Stub or type(cls) is tuple and Stub in cls) and Stub._realtype() \
            and not getattr(builtins.__import__("sys")._getframe(1).f_code, "co_qualname", "").startswith("Stub."):
        # The snippet reads the real type() too (builtins.type): it says
        # Stub, so the Stub is of its own class.
        obj.__dict__["_ownclass" if "_v" in obj.__dict__ else "_typed"] = True
    if type(obj) in Stub._kinds and "_v" in obj.__dict__ and not (cls is Stub or type(cls) is tuple and Stub in cls):
        if not getattr(builtins.__import__("sys")._getframe(1).f_code, "co_qualname", "").startswith("Stub."):
            # Committed: an instance of what its value is an instance of
            # (an int is no Iterable, a list no Hashable).
            r = obj._isa_value(cls)
            if r and not obj.__dict__.get("_ownclass") and not builtins.isinstance(obj, cls) and Stub._claim_refused(obj):
                return obj._isa_value(cls)  # C took it for what its value is not: of its own class
            if r and not obj.__dict__.get("_ownclass") and not builtins.isinstance(obj, cls):
                Stub._claimed(obj)  # told the snippet it is what libraries see it is not
            return r
    if type(obj) in Stub._kinds and "_v" not in obj.__dict__ and cls is builtins.__import__("os").PathLike:
        return False  # open, it is no path yet (os.fspath rejects it)
    if type(obj) in Stub._kinds and "_v" not in obj.__dict__ and not (cls is Stub or type(cls) is tuple and Stub in cls) \
            and not getattr(builtins.__import__("sys")._getframe(1).f_code, "co_qualname", "").startswith("Stub."):
        # Open: the value it commits to answers (Iterable or Hashable is a
        # question about that value, not about the Stub class's methods).
        try:
            r = obj._isa_open(cls)
        except TypeError:
            r = False
        if r is None:
            r = builtins.isinstance(obj, cls)  # the Stub class's answer (an object: never int or str)
        if not r and "_v" not in obj.__dict__:
            obj._isa_none(cls)  # said no: it never is a value of cls
            if obj.__dict__.get("_mode") != "iterator" and builtins.isinstance(iter(()), cls):
                obj._set("_notiter", True)  # no Iterator: next() of it fails from now on
        elif r and "_v" in obj.__dict__ and not obj.__dict__.get("_ownclass") and not builtins.isinstance(obj, cls) and Stub._claim_refused(obj):
            return obj._isa_value(cls)  # committed by the question, but C took it for what that value is not
        elif r:
            obj._isa_yes(cls)  # said yes: so it stays, even as an object of its own class
            if (obj.__dict__.get("_mode") is None and "_v" not in obj.__dict__ and builtins.isinstance(iter(()), cls)
                    and not builtins.isinstance([], cls)):
                obj._set("_tv", obj._t())
                obj._set("_mode", "iterator")  # an Iterator (an object's answer): as if next() came first, no len
            if "_v" in obj.__dict__ and not obj.__dict__.get("_ownclass") and not builtins.isinstance(obj, cls):
                Stub._claimed(obj)  # committed by the question, and told it is what libraries see it is not
        return r
    if builtins.isinstance(obj, cls):
        return True
    if builtins.isinstance(obj, Stub) and type(obj) in Stub._kinds:
        if getattr(builtins.__import__("sys")._getframe(1).f_code, "co_qualname", "").startswith("Stub."):
            return False  # the Stub's own code asking what a value is: no commitment
        try:
            return obj._isa(cls)
        except TypeError:
            return False
    return False
def callable(obj):
    """The snippet's callable(): a Stub committed to a value is callable as
    that value is (an int or a str is not); the Stub class has __call__
    for the Stubs still open."""
    if type(obj) in Stub._kinds and "_v" in obj.__dict__:
        if obj.__dict__.get("_ownclass"):
            # Of its own class, equal to its value: callable as isinstance(x, Callable) answers.
            return obj._isa_value(builtins.__import__("collections.abc").abc.Callable)
        return builtins.callable(obj.__dict__["_v"])
    if type(obj) in Stub._kinds and "_v" not in obj.__dict__:
        obj._set("_fn", True)  # callable, as a function: an object from now on, no number or text
    return builtins.callable(obj)
def hasattr(obj, name):
    """The snippet's hasattr(): a Stub committed to a value has the special
    methods that value has (an int no __len__, __iter__ or __call__), not
    those of the Stub class."""
    if type(obj) in Stub._kinds and "_v" in obj.__dict__ and type(name) is str and name[:1] == "_" and not obj.__dict__.get("_ownclass"):
        return builtins.hasattr(obj.__dict__["_v"], name)  # (a private name too: an int has no _name)
    if type(obj) in Stub._kinds and "_v" not in obj.__dict__ and type(name) is str and name[:2] == "__":
        obj._set("_typed", True)  # the Stub class's special methods answered: it stays of that class
    return builtins.hasattr(obj, name)
def getattr(obj, name, *default):
    """The snippet's getattr(), with hasattr()'s answer for a committed
    Stub's special methods."""
    if type(obj) in Stub._kinds and "_v" in obj.__dict__ and type(name) is str and name[:1] == "_" and not obj.__dict__.get("_ownclass"):
        return builtins.getattr(obj.__dict__["_v"], name, *default)
    if type(obj) in Stub._kinds and "_v" not in obj.__dict__ and type(name) is str and name[:2] == "__":
        obj._set("_typed", True)  # the Stub class's special methods answered: it stays of that class
    return builtins.getattr(obj, name, *default)
def vars(*args):
    """The snippet's vars(): a committed Stub's is its value's (an int has
    none); an open Stub's __dict__ is an object's, which no number or text
    has, so from then on it is of its own class (Stub._unlike)."""
    if not args:
        return builtins.__import__("sys")._getframe(1).f_locals
    obj = args[0]
    if builtins.type(obj) in Stub._kinds and len(args) == 1:  # (the type() shim would answer a committed one's value's type)
        if "_v" not in obj.__dict__:
            obj._set("_typed", True)
        elif not obj.__dict__.get("_ownclass"):
            return builtins.vars(obj.__dict__["_v"])
    return builtins.vars(*args)
class _ValueType(builtins.type):
    """The snippet's type(): a committed Stub is its value, so type(x) is
    that value's type (as x.__class__ and isinstance() say), and
    type(x) is int agrees with x + 1. Still open, it is a Stub. Called
    otherwise (three arguments, a metaclass derived from type), and as a
    class (isinstance(C, type), class M(type)), it is the builtin."""
    def __call__(cls, *args, **kwargs):
        if cls is not type:
            return builtins.type.__call__(cls, *args, **kwargs)  # a metaclass the snippet derived
        if len(args) != 1 or kwargs:
            return builtins.type(*args, **kwargs)
        obj = args[0]
        t = builtins.type(obj)
        if t in Stub._kinds:
            f = builtins.__import__("sys")._getframe(1)
            q = f.f_code.co_qualname
            if not (q.startswith(("Stub.", "_ValueType.")) or q in ("isinstance", "callable", "hasattr", "getattr") and f.f_globals is globals()):
                if "_v" not in obj.__dict__:
                    obj._set("_typed", True)  # type() said Stub: it stays of that class (a value it commits to is its own class's)
                elif not obj.__dict__.get("_ownclass") and Stub._realtype():
                    obj._set("_ownclass", True)  # the snippet reads the real type() too, which says Stub
                elif not obj.__dict__.get("_ownclass") and Stub._claim_refused(obj):
                    return builtins.type(obj)  # C took it for what its value is not: of its own class
                elif not obj.__dict__.get("_ownclass"):
                    Stub._claimed(obj)  # told the snippet it is what libraries see it is not
                    return builtins.type(obj.__dict__["_v"])
        return t
    def __instancecheck__(cls, obj):
        return builtins.isinstance(obj, builtins.type) if cls is type else builtins.type.__instancecheck__(cls, obj)
    def __subclasscheck__(cls, sub):
        return builtins.issubclass(sub, builtins.type) if cls is type else builtins.type.__subclasscheck__(cls, sub)
class type(builtins.type, metaclass=_ValueType):
    __module__, __qualname__ = "builtins", "type"
