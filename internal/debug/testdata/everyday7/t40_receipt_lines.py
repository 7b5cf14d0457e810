CART = [
    ("Coffee beans 1kg", 1, 18.9),
    ("Milk", 3, 1.19),
    ("Croissant", 4, 1.5),
]


def line_total(qty, price):
    return round(qty * price, 2)


def format_line(name, qty, price):
    total = line_total(qty, price)
    return f"{name:<18}{qty:>3} x {price:>6.2f} = {total:.2}"


def receipt(cart):
    lines = [format_line(*item) for item in cart]
    grand = sum(line_total(qty, price) for _, qty, price in cart)
    lines.append(f"{'TOTAL':<33}{grand:.2f}")
    return lines


for line in receipt(CART):
    print(line)
result = [line.split("= ")[-1] for line in receipt(CART)[:-1]]
assert result == ["18.90", "3.57", "6.00"], result
