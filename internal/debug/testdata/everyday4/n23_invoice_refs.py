import re

emails = [
    "Payment for INV-2031 received, thanks",
    "INV-1999 overdue",
    "Re: question about inv-2040 and INV-2041",
    "no reference here",
]

PATTERN = re.compile(r"INV-(\d{4})", re.IGNORECASE)


def first_ref(text):
    m = PATTERN.match(text)
    return int(m.group(1)) if m else None


refs = [first_ref(e) for e in emails]
print(refs)
assert refs == [2031, 1999, 2040, None]
