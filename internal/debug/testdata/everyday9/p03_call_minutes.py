PLAN_MINUTES = 100
RATE_PER_MINUTE = 0.12
MONTHLY_FEE = 9.99

CALLS = [
    ("2024-05-02", 125),
    ("2024-05-02", 61),
    ("2024-05-07", 3540),
    ("2024-05-11", 30),
    ("2024-05-19", 2400),
    ("2024-05-30", 59),
]


def billed_minutes(seconds):
    """Every started minute is billed as a full minute."""
    return seconds // 60


def used_minutes(calls):
    return sum(billed_minutes(seconds) for _, seconds in calls)


def monthly_bill(calls):
    extra = max(0, used_minutes(calls) - PLAN_MINUTES)
    return round(MONTHLY_FEE + extra * RATE_PER_MINUTE, 2)


result = monthly_bill(CALLS)
print(result)
assert result == 10.71, result
