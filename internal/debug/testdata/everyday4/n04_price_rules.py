def make_rules(rates):
    rules = {}
    for region, rate in rates.items():
        rules[region] = lambda amount: round(amount * (1 + rate), 2)
    return rules


def checkout(cart, rules):
    out = []
    for region, amount in cart:
        out.append(rules[region](amount))
    return out


rules = make_rules({"north": 0.10, "south": 0.05, "east": 0.20})
totals = checkout([("north", 100.0), ("south", 50.0), ("east", 10.0)], rules)
print(totals)
assert totals == [110.0, 52.5, 12.0]
