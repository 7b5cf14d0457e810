DEFAULT_DISCOUNT = 0.1

MEMBERS = {
    "gold": {"discount": 0.2},
    "staff": {"discount": 0.3},
    "trial": {"discount": 0},
    "basic": {},
}


def discount_for(level):
    return MEMBERS[level].get("discount") or DEFAULT_DISCOUNT


def price(level, amount):
    return round(amount * (1 - discount_for(level)), 2)


result = [price(level, 50) for level in ("gold", "staff", "trial", "basic")]
print(result)
assert result == [40.0, 35.0, 50.0, 45.0], result
