# A module standing for a web framework whose globals stand on context
# variables (TestOriginContexts): `current` is a proxy that looks its
# object up through a closure over `_var`, and has one only inside a
# Context that was pushed. `settings` has a default and needs nothing.
import contextvars

_var = contextvars.ContextVar("ctx")
_defaulted = contextvars.ContextVar("settings", default={"debug": False})


class Proxy:
    __slots__ = ("_lookup",)

    def __init__(self, lookup):
        object.__setattr__(self, "_lookup", lookup)

    def __getattr__(self, name):
        return getattr(object.__getattribute__(self, "_lookup")(), name)


def _lookup_in(var):
    def lookup():
        try:
            return var.get()
        except LookupError:
            raise RuntimeError("working outside of a context") from None
    return lookup


current = Proxy(_lookup_in(_var))
settings = _defaulted


class Context:
    def __init__(self, name):
        self.name = name
        self._token = None

    def push(self):
        self._token = _var.set(self)

    def pop(self):
        _var.reset(self._token)


def greet():
    return "hello " + current.name
