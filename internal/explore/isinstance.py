import builtins
def isinstance(obj, cls):
    """The snippet's isinstance(): a Stub standing for a class is the Stub
    class, so the test runs (and answers the same every time) instead of
    raising; a Stub is an instance of the type of the value it committed
    to, and a test for int, float, bool or str commits an open one."""
    if type(cls) is tuple:
        cls = tuple(Stub if type(c) is Stub else c for c in cls)
    elif type(cls) is Stub:
        cls = Stub
    if type(obj) is Stub and "_v" in obj.__dict__ and not (cls is Stub or type(cls) is tuple and Stub in cls):
        if not getattr(builtins.__import__("sys")._getframe(1).f_code, "co_qualname", "").startswith("Stub."):
            # Committed: an instance of what its value is an instance of
            # (an int is no Iterable, a list no Hashable).
            return builtins.isinstance(obj.__dict__["_v"], cls)
    if builtins.isinstance(obj, cls):
        return True
    if builtins.isinstance(obj, Stub) and type(obj) is Stub:
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
    if type(obj) is Stub and "_v" in obj.__dict__:
        return builtins.callable(obj.__dict__["_v"])
    return builtins.callable(obj)
