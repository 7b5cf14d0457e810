# A module whose classes are built right only through their factories or
# with an optional argument: the test builds each as origin.py would, then
# CPython runs the expression and calls the methods that read the state.


class Stats:
    def __init__(self):
        self.values = {}

    def inc_value(self, key):
        self.values[key] = self.values.get(key, 0) + 1


class NotConfigured(Exception):
    pass


class Settings:
    def __init__(self, values=None):
        self.values = dict(values or {})

    def __getitem__(self, key):
        return self.values.get(key)

    def getbool(self, key, default=False):
        return bool(self.values.get(key, default))

    def getlist(self, key):
        return list(self.values.get(key) or [])


class Spider:
    def __init__(self, name=None, **kwargs):
        if not name:
            raise ValueError("a spider needs a name")
        self.name = name

    @classmethod
    def from_crawler(cls, crawler, *args, **kwargs):
        spider = cls(*args, **kwargs)
        spider.crawler = crawler
        return spider


class FeedSpider(Spider):
    """Its signature passes everything on to Spider's."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.rows = []


class Crawler:
    def __init__(self, spidercls, settings=None, meta=None):
        if not isinstance(spidercls, type):
            raise TypeError("a spider class")
        self.spidercls = spidercls
        self.stats = Stats()
        self.settings = Settings(settings)
        self.meta = meta  # kept as given: a dict here is no configuration


class Throttle:
    """Switched off unless its setting says otherwise."""

    def __init__(self, crawler):
        if not crawler.settings.getbool("THROTTLE_ENABLED"):
            raise NotConfigured
        self.crawler = crawler

    @classmethod
    def from_crawler(cls, crawler):
        return cls(crawler)


class Mailer:
    """Its factory reads the list it needs from the settings."""

    def __init__(self, recipients):
        self.recipients = recipients

    @classmethod
    def from_crawler(cls, crawler):
        to = crawler.settings.getlist("MAIL_TO")
        if not to:
            raise NotConfigured
        return cls(to)


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


class Response:
    """Tied to the link it was fetched from when one is given."""

    def __init__(self, url, link=None):
        self.url = url
        self.link = link

    @property
    def meta(self):
        if self.link is None:
            raise AttributeError("not tied to any link")
        return self.link.meta


def parse(response, spider):
    """Its parameters name the package's classes."""
    return response.meta, type(spider.crawler).__name__


class Link:
    def __init__(self, url, meta=None):
        self.url = url
        self.meta = dict(meta or {})
