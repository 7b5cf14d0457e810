# Classes whose own instance is not what their methods run on: a mixin
# whose method reads items() that only the mapping it is mixed into has,
# a base class whose method reads a separator only its subclass sets; and
# a subclass whose **kwargs go on to its base's __init__, which requires
# arguments the subclass does not name.
class PairsMixin:
    def pairs(self):
        return sorted(self.items())


class PairDict(PairsMixin, dict):
    def __init__(self, mapping=None):
        super().__init__(mapping or {})


class Address:
    def __init__(self, host, port):
        self.host, self.port = host, port

    def joined(self):
        return "%s%s%s" % (self.host, self._sep, self.port)


class NetAddress(Address):
    _sep = ":"


class Frame:
    def __init__(self, filename, lineno):
        self.filename, self.lineno = filename, lineno


class DebugFrame(Frame):
    def __init__(self, *, local_ns, **kwargs):
        super().__init__(**kwargs)
        self.local_ns = local_ns

    def where(self):
        return "%s:%s" % (self.filename, self.lineno)


class Client:
    def __init__(self, application, use_cookies=True):
        self.application = application


class AppClient(Client):
    # Everything passed on: the base's required application has to be in
    # kwargs.
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.preserve = False
