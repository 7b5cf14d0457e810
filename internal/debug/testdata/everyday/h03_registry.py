"""Plugins register handlers per event name."""


def register(event, handler, registry={}):
    registry.setdefault(event, []).append(handler)
    return registry


def build_app_a():
    r = register("start", "log_start")
    return register("stop", "log_stop", r)


def build_app_b():
    return register("start", "warm_cache")


a = build_app_a()
b = build_app_b()
print(a, b)
assert b == {"start": ["warm_cache"]}
