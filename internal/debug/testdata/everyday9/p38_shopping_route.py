AISLES = {
    "milk": "dairy",
    "cheese": "dairy",
    "apples": "produce",
    "bread": "bakery",
    "spinach": "produce",
    "yogurt": "dairy",
}

STORE_ORDER = ["produce", "bakery", "dairy", "other"]


def group_by_aisle(items, aisles):
    groups = {}
    for item in items:
        aisle = aisles.get(item, "other")
        groups.get(aisle, []).append(item)
    return groups


def shopping_route(items, aisles, order):
    groups = group_by_aisle(items, aisles)
    route = []
    for aisle in order:
        if aisle in groups:
            route.extend(sorted(groups[aisle]))
    return route


LIST = ["yogurt", "bread", "batteries", "apples", "milk", "spinach"]
result = shopping_route(LIST, AISLES, STORE_ORDER)
print(result)
assert result == ["apples", "spinach", "bread", "milk", "yogurt", "batteries"], result
