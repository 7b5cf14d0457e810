# A module whose classes are built right only through their factories or
# with an optional argument: the test builds each as origin.py would, then
# CPython runs the expression and calls the methods that read the state.


class Stats:
    def __init__(self):
        self.values = {}

    def inc_value(self, key):
        self.values[key] = self.values.get(key, 0) + 1


class Spider:
    def __init__(self, name=None, **kwargs):
        if not name:
            raise ValueError("a spider needs a name")
        self.name = name


class FeedSpider(Spider):
    """Its signature passes everything on to Spider's."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.rows = []


class Crawler:
    def __init__(self, spidercls):
        if not isinstance(spidercls, type):
            raise TypeError("a spider class")
        self.spidercls = spidercls
        self.stats = Stats()


class DepthMiddleware:
    """The constructor takes anything for stats; only the factory gives
    the Stats its methods use."""

    def __init__(self, maxdepth, stats):
        self.maxdepth = maxdepth
        self.stats = stats

    @classmethod
    def from_crawler(cls, crawler):
        return cls(3, crawler.stats)

    def seen(self, depth):
        self.stats.inc_value("depth/%d" % depth)
        return depth < self.maxdepth


class Message:
    def __init__(self, url, body=b""):
        if "/" not in url:
            raise ValueError("an address: %r" % url)
        self.url = url
        self.body = body


class JsonMessage(Message):
    """Its signature names no required parameter: Message's say."""

    def __init__(self, *args, dumps_kwargs=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.dumps_kwargs = dict(dumps_kwargs or {})


class BaseRequest:
    def __init__(self, environ):
        self.environ = environ
        self.method = environ["REQUEST_METHOD"]

    @classmethod
    def from_values(cls, method="GET"):
        return cls({"REQUEST_METHOD": method})


class Request(BaseRequest):
    """Built by the factory it inherits."""
