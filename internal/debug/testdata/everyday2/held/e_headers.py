def parse_headers(raw):
    headers = {}
    for line in raw.splitlines():
        if not line.strip():
            continue
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value
    return headers


raw = """Content-Type: text/html; charset=utf-8
X-Request-Id: abc123
Cache-Control: no-cache
"""
h = parse_headers(raw)
print(h)
assert h["x-request-id"] == "abc123"
