from itertools import islice

LOG = """# access log export
# columns: time status path
08:00:01 200 /
08:00:04 200 /about
08:00:09 404 /favicon.ico
08:00:12 200 /shop
08:00:15 500 /checkout
08:00:21 200 /shop/cart
08:00:30 200 /
"""


def first_requests(text, n):
    lines = text.splitlines()
    return list(islice(lines, 2, n))


def status_counts(text, n):
    counts = {}
    for line in first_requests(text, n):
        status = line.split()[1]
        counts[status] = counts.get(status, 0) + 1
    return counts


result = status_counts(LOG, 5)
print(result)
assert result == {"200": 3, "404": 1, "500": 1}, result
