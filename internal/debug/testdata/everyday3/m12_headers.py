def parse_headers(raw):
    headers = {}
    for line in raw.strip().splitlines():
        if not line.strip():
            break
        key = line[:line.find(":")]
        value = line[line.rfind(":") + 1:]
        headers[key.strip().lower()] = value.strip()
    return headers


raw = """Host: example.org:8080
Accept: text/html
Connection: close

ignored body: yes
"""
headers = parse_headers(raw)
print(headers)
assert headers == {"host": "example.org:8080", "accept": "text/html", "connection": "close"}
