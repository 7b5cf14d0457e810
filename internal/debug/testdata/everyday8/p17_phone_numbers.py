CONTACTS = [
    ("Rosa", "(030) 555-0199"),
    ("Karl", "030 555 0123"),
    ("Lena", "+49-30-555-0177"),
]


def digits_only(raw):
    return raw.strip("+-() ")


def national(raw):
    digits = digits_only(raw)
    if digits.startswith("49"):
        digits = "0" + digits[2:]
    return digits


def directory(contacts):
    return {name: national(number) for name, number in contacts}


result = directory(CONTACTS)
print(result)
assert result == {"Rosa": "0305550199", "Karl": "0305550123", "Lena": "0305550177"}, result
