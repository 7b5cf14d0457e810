LOG = """\
WARN 301 disk usage above 80 percent
ERROR 502 upstream timed out after 30 s
INFO 200 nightly backup finished
ERROR 502 upstream timed out after 30 s
ERROR 503 service unavailable
WARN 302 certificate expires in 9 days
"""


def parse(line):
    parts = line.split(" ", 3)
    return {"level": parts[0], "code": int(parts[1]), "message": parts[2]}


def distinct(text, level):
    seen = []
    for line in text.splitlines():
        entry = parse(line)
        if entry["level"] == level and entry["message"] not in seen:
            seen.append(entry["message"])
    return seen


result = distinct(LOG, "ERROR")
print(result)
assert result == ["upstream timed out after 30 s", "service unavailable"], result
