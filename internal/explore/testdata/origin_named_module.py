# A module whose constructor and function parameters carry no
# annotations, only names: a class of the module is named as each.


class Settings:
    def __init__(self, values=None):
        self.values = dict(values or {})

    def getint(self, key, default=0):
        return int(self.values.get(key, default))


class Policy:
    def __init__(self, settings):
        self.max_age = settings.getint("MAX_AGE", 60)


class Response:
    def __init__(self, url):
        if not url.startswith("http"):
            raise ValueError(url)
        self.url = url
        self.headers = {}


def fresh(policy, cached_response, now):
    age = now - cached_response.headers.get("Date", now)
    return age < policy.max_age


class Spider:
    name = "base"


class Crawler:
    """Takes a class, not an instance."""

    def __init__(self, spidercls):
        if not isinstance(spidercls, type):
            raise TypeError("a spider class")
        self.spidercls = spidercls


def start(crawler):
    return crawler.spidercls.name
