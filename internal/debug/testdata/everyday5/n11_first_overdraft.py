"""The first day a running balance drops below zero."""


def first_overdraft(start, changes):
    balance = start
    for day, change in enumerate(changes, 1):
        balance += change
        if balance < 0:
            return day
        return None


changes = [-20, 5, -40, 10, -5]
day = first_overdraft(50, changes)
print(day)
assert day == 3
