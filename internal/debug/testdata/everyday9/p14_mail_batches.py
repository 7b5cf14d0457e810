RECIPIENTS = [
    "ana@example.org",
    "ben@example.org",
    "cy@example.org",
    "dee@example.org",
    "eli@example.org",
    "fay@example.org",
    "gus@example.org",
]


def batches(items, size):
    out = []
    batch = []
    for item in items:
        batch.append(item)
        if len(batch) == size:
            out.append(batch)
            batch.clear()
    if batch:
        out.append(batch)
    return out


def send_plan(recipients, size):
    plan = []
    for number, group in enumerate(batches(recipients, size), start=1):
        plan.append((number, len(group), group[0]))
    return plan


result = send_plan(RECIPIENTS, 3)
print(result)
assert result == [(1, 3, "ana@example.org"), (2, 3, "dee@example.org"), (3, 1, "gus@example.org")], result
