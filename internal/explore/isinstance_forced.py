import builtins
def isinstance(obj, cls):
    """The snippet's isinstance(): a Stub standing for a class is the Stub
    class, so the test runs instead of raising; a test of a Stub on a line
    Stub._steer names answers as steered."""
    if type(cls) is tuple:
        cls = tuple(Stub if type(c) is Stub else c for c in cls)
    elif type(cls) is Stub:
        cls = Stub
    answer = builtins.isinstance(obj, cls)
    if builtins.isinstance(obj, Stub):
        s = Stub._steered(2)
        if s is True or s is False:
            return s
    return answer
