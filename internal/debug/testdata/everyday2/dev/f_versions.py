def newest_first(versions):
    return sorted(versions, key=lambda v: v.split("."), reverse=True)


releases = ["1.9.2", "1.10.0", "1.2.11", "0.9.9"]
order = newest_first(releases)
print(order)
assert order == ["1.10.0", "1.9.2", "1.2.11", "0.9.9"]
