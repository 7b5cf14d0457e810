from decimal import ROUND_HALF_UP, Decimal

VAT_RATE = Decimal("0.25")
CENT = Decimal("0.01")

LINES = [("12.10", 1), ("4.50", 1), ("7.30", 2), ("19.99", 1)]


def to_cents(amount):
    return amount.quantize(CENT)


def vat_for(net):
    return to_cents(net * VAT_RATE)


def invoice(lines):
    nets = [Decimal(price) * qty for price, qty in lines]
    net = sum(nets).quantize(CENT, rounding=ROUND_HALF_UP)
    vat = sum(vat_for(n) for n in nets)
    return str(net), str(vat), str(net + vat)


result = invoice(LINES)
print(result)
assert result == ("51.19", "12.81", "64.00"), result
