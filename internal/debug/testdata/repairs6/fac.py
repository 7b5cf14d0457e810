# op: FAC line: 10 (a term of a sum missing its quantity)
def cart_line(sku, price, qty):
    return {"sku": sku, "price": price, "qty": qty}


CART = [cart_line("pen", 1.5, 4), cart_line("pad", 3.0, 2), cart_line("ink", 7.25, 1)]


def cart_total(cart):
    return round(sum(line["price"] for line in cart), 2)


assert cart_total(CART) == 19.25, cart_total(CART)
