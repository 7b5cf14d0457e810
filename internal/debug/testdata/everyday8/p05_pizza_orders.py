def new_order(customer, toppings={"cheese": 1}):
    return {"customer": customer, "toppings": toppings}


def add_topping(order, name):
    order["toppings"][name] = order["toppings"].get(name, 0) + 1
    return order


def ticket(order):
    parts = [f"{c}x{n}" for n, c in sorted(order["toppings"].items())]
    return order["customer"] + ": " + " ".join(parts)


first = add_topping(add_topping(new_order("Lu"), "olives"), "cheese")
second = add_topping(new_order("Sam"), "ham")
result = [ticket(first), ticket(second)]
print(result)
assert result == ["Lu: 2xcheese 1xolives", "Sam: 1xcheese 1xham"], result
