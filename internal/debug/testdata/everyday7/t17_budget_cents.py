from collections import defaultdict

ENTRIES = """
groceries  $12.5
transport  $3.05
groceries  $7
fun        $20.10
transport  $2.5
"""


def to_cents(text):
    text = text.strip().lstrip("$")
    if "." not in text:
        return int(text) * 100
    dollars, cents = text.split(".")
    return int(dollars) * 100 + int(cents)


def by_category(text):
    totals = defaultdict(int)
    for line in text.strip().splitlines():
        category, amount = line.split()
        totals[category] += to_cents(amount)
    return totals


def report(totals, budget_cents):
    lines = []
    for category in sorted(totals):
        cents = totals[category]
        flag = " !" if cents > budget_cents else ""
        lines.append(f"{category}: {cents // 100}.{cents % 100:02d}{flag}")
    return lines


result = report(by_category(ENTRIES), 1500)
print(result)
assert result == ["fun: 20.10 !", "groceries: 19.50 !", "transport: 5.55"], result
