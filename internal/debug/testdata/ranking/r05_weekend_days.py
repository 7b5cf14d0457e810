DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def weekend(days, start):
    picked = []
    for offset, name in enumerate(days):
        if (start + offset) % 7 > 6:
            picked.append(name.upper())
    return picked


result = weekend(DAYS, 0)
print(result)
assert result == ["SAT", "SUN"], result
