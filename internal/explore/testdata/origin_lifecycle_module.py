# A module standing for a package whose objects need one of their own
# methods called before another can run (TestOriginLifecycle): a context
# that must be pushed before it is popped, a store opened before it is
# read. Methods that leave no state, or that raise, must not be chosen.
import contextvars

_current = contextvars.ContextVar("current")


class Context:
    def __init__(self, app):
        self.app = app
        self._tokens = []

    def push(self):
        self._tokens.append(_current.set(self))

    def pop(self):
        token = self._tokens.pop()
        ctx = _current.get()
        _current.reset(token)
        if ctx is not self:
            raise AssertionError("popped the wrong context")
        return "popped " + self.app


class Store:
    def __init__(self, path="db"):
        self.path = path
        self.db = None

    def forget(self):
        self.db = None

    def corrupt(self, name):
        self.db = {"name": name}
        raise OSError("disk full")

    def open(self, name):
        self.db = {"name": name, "path": self.path}

    def get(self, key):
        return self.db.get(key)


class Journal:
    # Builds with any sink, but its methods write to it: the sink must be
    # a file (an in-memory one), not the parameter's name as text.
    def __init__(self, sink, title):
        self.sink = sink
        self.title = title

    def note(self, text):
        self.sink.write((self.title + ": " + text).encode())


class Item:
    def __init__(self, label="first"):
        self.label = label


class Basket:
    # Filled by add(item: Item): the call names the module's class, which
    # the prefix must import.
    def __init__(self):
        self.items = []

    def add(self, item: Item):
        self.items.append(item)

    def first(self):
        return self.items[0].label
