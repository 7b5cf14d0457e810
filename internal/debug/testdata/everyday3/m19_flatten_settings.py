from collections import OrderedDict


def flatten(d, prefix=""):
    out = {}
    for key, value in d.items():
        name = prefix + key
        if type(value) == dict:
            out.update(flatten(value, name + "."))
        else:
            out[name] = value
    return out


settings = {
    "db": OrderedDict([("host", "localhost"), ("port", 5432)]),
    "debug": True,
    "cache": {"ttl": 60},
}
flat = flatten(settings)
print(flat)
assert flat == {"db.host": "localhost", "db.port": 5432, "debug": True, "cache.ttl": 60}
