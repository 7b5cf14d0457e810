import json

RAW = """
{"trip": "lisbon",
 "items": {"hotel": 310, "food": 142.5, "metro": 18.4, "notes": "ask for refund",
           "museum": 12, "refund": null, "flight": 189.99}}
"""


def numeric_total(items):
    total = 0
    skipped = []
    for key, value in items.items():
        if isinstance(value, bool):
            skipped.append(key)
        elif isinstance(value, int):
            total += value
        else:
            skipped.append(key)
    return round(total, 2), sorted(skipped)


data = json.loads(RAW)
result = numeric_total(data["items"])
print(result)
assert result == (672.89, ["notes", "refund"]), result
