import builtins
def isinstance(obj, cls):
    """The snippet's isinstance(): a Stub standing for a class is the Stub
    class, so the test runs (and answers the same every time) instead of
    raising."""
    if type(cls) is tuple:
        cls = tuple(Stub if type(c) is Stub else c for c in cls)
    elif type(cls) is Stub:
        cls = Stub
    return builtins.isinstance(obj, cls)
