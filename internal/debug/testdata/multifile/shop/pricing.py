DISCOUNT = 0.1


def line_total(price, qty):
    return price * qty


def discounted(amount, threshold):
    # Orders of the threshold or more get the discount.
    if amount > threshold:
        return round(amount * (1 - DISCOUNT), 2)
    return amount
