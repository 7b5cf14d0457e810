"""Keep each email address once, ignoring case and spaces."""


def unique_emails(addresses):
    seen = set()
    result = []
    for address in addresses:
        key = address.strip().lower()
        if key in seen:
            continue
        seen.add(address)
        result.append(key)
    return result


mails = ["Ann@x.org", "bo@y.com", "ann@x.org ", "BO@y.com", "cy@z.net"]
unique = unique_emails(mails)
print(unique)
assert unique == ["ann@x.org", "bo@y.com", "cy@z.net"]
