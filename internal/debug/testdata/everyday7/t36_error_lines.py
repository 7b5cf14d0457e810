LOG = """ERROR disk full on /var
INFO backup started
WARN slow response from db (2.3s)
INFO user login ok
ERROR backup failed: disk full
"""


def error_lines(text):
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        if line.find("ERROR"):
            found.append(number)
    return found


def excerpt(text, numbers):
    lines = text.splitlines()
    return [lines[n - 1].split(" ", 1)[1] for n in numbers]


numbers = error_lines(LOG)
result = (numbers, excerpt(LOG, numbers))
print(result)
assert result == ([1, 5], ["disk full on /var", "backup failed: disk full"]), result
