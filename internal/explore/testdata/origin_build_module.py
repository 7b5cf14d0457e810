# A module whose classes take more than a name's text to build: the test
# builds each as origin.py would, then checks the expression in CPython.
from typing import List, Optional


class Tree:
    """Its type must be at least 256 (as in a grammar's node numbers)."""

    def __init__(self, type: int, children: List["Tree"], prefix: Optional[str] = None):
        assert type >= 256, type
        self.type = type
        self.children = list(children)


class Method:
    def __init__(self, verb):
        if verb not in ("GET", "POST"):
            raise ValueError(verb)
        self.verb = verb


class Connection:
    """Built only through its factory."""

    def __init__(self, dsn):
        raise RuntimeError("use Connection.open_default()")

    @classmethod
    def open_default(cls):
        c = cls.__new__(cls)
        c.dsn = "memory"
        return c

    @classmethod
    def describe(cls):
        return "a connection"  # not an instance: not a factory


class Engine:
    """Only the module's own instance exists."""

    def __init__(self, token):
        raise RuntimeError("the module makes the one engine")


ENGINE = object.__new__(Engine)
ENGINE.state = "ready"
