RECIPE = {
    "serves": 4,
    "items": [("flour", 500), ("butter", 250), ("sugar", 150), ("eggs", 3)],
}


def factor_for(recipe, guests):
    return guests // recipe["serves"]


def scale(recipe, guests):
    factor = factor_for(recipe, guests)
    return [(name, amount * factor) for name, amount in recipe["items"]]


def shopping_line(recipe, guests):
    parts = []
    for name, amount in scale(recipe, guests):
        parts.append(f"{name} {round(amount)}")
    return ", ".join(parts)


result = shopping_line(RECIPE, 6)
print(result)
assert result == "flour 750, butter 375, sugar 225, eggs 4", result
