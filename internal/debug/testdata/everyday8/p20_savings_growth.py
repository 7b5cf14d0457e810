from functools import reduce

YEARLY_RATES = [0.03, 0.025, 0.04, 0.02]


def growth_factor(rates):
    return reduce(lambda acc, r: acc * (1 + r), rates)


def final_balance(deposit, rates):
    return round(deposit * growth_factor(rates), 2)


result = final_balance(1000, YEARLY_RATES)
print(result)
assert result == 1119.94, result
