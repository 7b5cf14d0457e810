def build_query(params, base={"limit": 10, "offset": 0}):
    base.update(params)
    return "&".join("%s=%s" % (k, v) for k, v in sorted(base.items()))


first = build_query({"q": "shoes", "offset": 20})
second = build_query({"q": "hats"})
print(first)
print(second)
assert second == "limit=10&offset=0&q=hats"
