# A module whose classes no constructor call builds (a handle the caller
# must give, a process-wide resource): the test takes their state from
# the constructors' own source, and a stream argument from an in-memory
# file, then checks both in CPython.
import io
from collections import defaultdict


class Base:
    def __init__(self, *, strict=False, **options):
        self._options = options
        self._configure(options, strict=strict)

    def _configure(self, options, strict=False):
        self.fields = options.pop("fields", None)
        self.strict = strict


class Exporter(Base):
    """Needs a handle nobody can make up, yet most of its state needs none."""

    def __init__(self, handle, header=True, sep=",", **options):
        if not hasattr(handle, "fileno") or handle.fileno() < 0:
            raise ValueError("a real descriptor")
        super().__init__(strict=True, **options)
        self.header = header
        self.pending = header and sep == ","
        self.sep = sep
        self.counts = defaultdict(int)
        self.handle = handle
        self.name = handle.name


class Writer:
    """Writes to a binary stream."""

    def __init__(self, stream):
        stream.write(b"")
        self.stream = stream


class Session:
    """Made only by its factory's method (its constructor wants a token)."""

    def __init__(self, token):
        if not isinstance(token, bytes) or len(token) != 8:
            raise ValueError("a real token")
        self.token = token
        self.open = True


class Factory:
    def __init__(self, name="default"):
        self.name = name

    def session(self, secret=b"12345678") -> "Session":
        return Session(secret)

    def describe(self) -> str:
        return "factory " + self.name
