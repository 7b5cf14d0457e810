import re

RULES = {
    "email": lambda v: re.fullmatch(r"[^@\s]+@[^@\s]+\.\w+", v) is not None,
    "age": lambda v: v.isdigit() and 13 <= int(v) <= 120,
    "username": lambda v: 3 <= len(v) <= 16 and v.isalnum(),
    "country": lambda v: len(v) == 2 and v.isupper(),
}


def validate(form):
    errors = []
    for field, rule in RULES.items():
        value = form.get(field, "").strip()
        if not rule(value):
            errors.append(field)
        return errors


def messages(forms):
    return {name: validate(form) or "ok" for name, form in forms.items()}


FORMS = {
    "first": {"email": "ann@example.org", "age": "34", "username": "ann_b", "country": "AT"},
    "second": {"email": "bob@example.org", "age": "9", "username": "bob", "country": "de"},
    "third": {"email": "cleo@example.org", "age": "27", "username": "cleo", "country": "FR"},
}
result = messages(FORMS)
print(result)
assert result == {"first": ["username"], "second": ["age", "country"], "third": "ok"}, result
