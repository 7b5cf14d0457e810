def percent_changes(history):
    changes = {}
    for product, prices in history.items():
        old, new = prices[0], prices[-1]
        if old == 0:
            continue
        changes[product] = round((new - old) / new * 100, 1)
    return changes


def biggest_riser(changes):
    return max(changes, key=changes.get)


HISTORY = {
    "coffee": [8.0, 8.4, 10.0],
    "bread": [2.5, 2.5, 2.0],
    "milk": [1.0, 1.1, 1.2],
}
changes = percent_changes(HISTORY)
result = (changes, biggest_riser(changes))
print(result)
assert result == ({"coffee": 25.0, "bread": -20.0, "milk": 20.0}, "coffee"), result
