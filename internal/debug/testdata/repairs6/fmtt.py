# op: FMT line: 3 (a precision without its presentation type)
def price_tag(name, cents):
    return f"{name}: {cents / 100:.2}"


assert price_tag("tea", 1250) == "tea: 12.50", price_tag("tea", 1250)
