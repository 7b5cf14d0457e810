def parse_headers(raw):
    headers = {}
    for line in raw.strip().splitlines():
        sep = line.find(":")
        if sep == -1:
            continue
        name = line[:sep].strip().lower()
        value = line[sep:].strip()
        headers[name] = value
    return headers


def is_text(headers):
    return headers.get("content-type", "").startswith("text/")


RAW = """
Host: example.org
Content-Type: text/plain
Content-Length: 42
X-Trace: abc:123
"""

headers = parse_headers(RAW)
result = (headers["host"], headers["x-trace"], is_text(headers))
print(result)
assert result == ("example.org", "abc:123", True), result
