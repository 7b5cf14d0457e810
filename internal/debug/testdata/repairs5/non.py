# op: NON (a falsy test where only None was meant)
def price(base, discount=None):
    if not discount:
        discount = 0.5
    return base * (1 - discount)


assert price(10, 0) == 10
