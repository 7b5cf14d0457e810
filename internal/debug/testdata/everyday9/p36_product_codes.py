import re

CODE = re.compile(r"[A-Z]{2}-\d{4}")


def valid(code):
    return CODE.match(code) is not None


def import_codes(raw):
    accepted, rejected = [], []
    for code in raw.split(","):
        code = code.strip().upper()
        if not code:
            continue
        (accepted if valid(code) else rejected).append(code)
    return accepted, rejected


result = import_codes("ab-1234, CD-5678x, ef-90, GH-0001, ,KL-12345")
print(result)
assert result == (["AB-1234", "GH-0001"], ["CD-5678X", "EF-90", "KL-12345"]), result
