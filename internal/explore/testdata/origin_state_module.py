# A module whose instances need state their constructors do not give
# (TestOriginRealState): a source made by its factory holds the hub a
# store's open() reads; a failure is built from an exception; a parameter
# tested with isinstance against the module's classes; a parameter named
# as a kind of a class the module imports from elsewhere.
from fractions import Fraction


class Hub:
    def __init__(self):
        self.key = "hub-key"


class Source:
    def __init__(self, name):
        self.name = name

    @classmethod
    def from_hub(cls, hub: Hub, name="source"):
        obj = cls(name)
        obj.hub = hub
        return obj


class Store:
    def __init__(self):
        self.db = None

    def open(self, source: Source):
        # Sets db, then needs what only the factory gives the source: a
        # source made by its constructor leaves db set and raises.
        self.db = {}
        self.key = source.hub.key

    def put(self, item):
        self.db[self.key] = item
        return sorted(self.db)


class Failure:
    def __init__(self, exc_value=None, exc_type=None, tb=None):
        if isinstance(exc_value, str) and exc_type is None:
            raise TypeError("strings are not supported")
        if exc_value is None:
            raise ValueError("no current exception")
        if isinstance(exc_value, Exception):
            self.type = type(exc_value)
        else:
            self.type = exc_type
        self.value = exc_value

    def message(self):
        return "failed: %s" % (self.value,)


class Settings:
    def __init__(self, values=None):
        self.values = dict(values or {})

    def top(self):
        return 40


def scraped(item, response):
    if isinstance(response, Failure):
        src = response.message()
    else:
        src = response
    return {"src": src, "item": item}


class Attribute:
    def __init__(self, value, priority):
        self.set(value, priority)

    def set(self, value, priority):
        self.value = value
        if isinstance(self.value, Settings):
            self.priority = max(self.value.top(), priority)
        else:
            self.priority = priority


def halve(exact_fraction):
    return exact_fraction / 2 + Fraction(1, 2)
