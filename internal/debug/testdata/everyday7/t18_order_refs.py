import re

INBOX = [
    "Re: Order #A1001 arrived damaged",
    "newsletter: spring sale",
    "Where is my order #b2040?",
    "ORDER #C3300 - refund request",
    "order number missing",
]

REF = re.compile(r"order #(\w+)", re.IGNORECASE)


def order_refs(subjects):
    refs = []
    for subject in subjects:
        m = REF.search(subject)
        if m:
            refs.append(m.group(0).upper())
    return refs


def by_prefix(refs):
    groups = {}
    for ref in refs:
        groups.setdefault(ref[0], []).append(ref)
    return groups


result = by_prefix(order_refs(INBOX))
print(result)
assert result == {"A": ["A1001"], "B": ["B2040"], "C": ["C3300"]}, result
