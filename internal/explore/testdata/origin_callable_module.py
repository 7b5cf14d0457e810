# Described by TestOriginCallableTestedSamples: parameters the functions
# test with callable(), with no default and with None as default, and one
# no function tests.
from os.path import join


def get_method(method, spider):
    if callable(method):
        return method
    if isinstance(method, str):
        return getattr(spider, method, None)


def deprecated(use_instead=None):
    if callable(use_instead):
        return use_instead
    return join("a", "b")


def plain(value):
    return value
