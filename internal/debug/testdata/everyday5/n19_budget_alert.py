"""Warn when spending reaches the budget exactly or goes over it."""


def status(spent_items, budget):
    spent = sum(spent_items)
    if spent > budget:
        return "over"
    if spent is budget:
        return "at limit"
    return "ok"


limit = 1000
print(status([400, 350], limit), status([600, 400], limit))
assert status([600, 400], limit) == "at limit"
