"""Average response time per endpoint from a request log."""


def group_by_endpoint(records):
    groups = {}
    for endpoint, millis in records:
        groups.setdefault(endpoint, []).append(millis)
    return groups


def averages(groups):
    result = {}
    for endpoint, values in groups.items():
        result[endpoint] = sum(values) / len(groups)
    return result


log = [
    ("/login", 120),
    ("/login", 80),
    ("/search", 300),
    ("/search", 500),
    ("/search", 400),
]
avg = averages(group_by_endpoint(log))
print(avg)
assert avg == {"/login": 100.0, "/search": 400.0}
