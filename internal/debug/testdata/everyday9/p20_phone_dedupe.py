import re

CONTACTS = [
    ("Ana", "+1 (555) 010-2000"),
    ("Ana R.", "555.010.2000"),
    ("Ben", "555-010-3111"),
    ("Ben Ode", "(555) 010 3111"),
    ("Cy", "+1 555 010 4222"),
]


def normalise(phone):
    digits = re.sub(r"[ -]", "", phone)
    return digits[-10:]


def merge_contacts(contacts):
    book = {}
    for name, phone in contacts:
        book.setdefault(normalise(phone), []).append(name)
    return book


def duplicates(contacts):
    return sorted(names for names in merge_contacts(contacts).values() if len(names) > 1)


result = duplicates(CONTACTS)
print(result)
assert result == [["Ana", "Ana R."], ["Ben", "Ben Ode"]], result
