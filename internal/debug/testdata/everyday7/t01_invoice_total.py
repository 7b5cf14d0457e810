from decimal import Decimal, ROUND_HALF_UP

TAX_RATES = {"food": Decimal("0.07"), "general": Decimal("0.19")}


def parse_line(line):
    sku, kind, qty, price = [part.strip() for part in line.split(",")]
    return {"sku": sku, "kind": kind, "qty": int(qty), "price": Decimal(price)}


def subtotals(items):
    sums = {}
    for item in items:
        sums[item["kind"]] = sums.get(item["kind"], Decimal("0")) + item["price"]
    return sums


def with_tax(sums):
    total = Decimal("0")
    for kind, amount in sums.items():
        total += amount * (1 + TAX_RATES[kind])
    return total.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def receipt(lines):
    items = [parse_line(line) for line in lines if line.strip()]
    total = with_tax(subtotals(items))
    top = max(items, key=lambda item: item["price"])["sku"]
    return f"{len(items)} lines, total {total}, top unit price {top}"


LINES = [
    "A100, food, 3, 2.50",
    "B200, general, 1, 19.99",
    "A101, food, 2, 1.20",
    "",
    "C300, general, 4, 5.99",
]
result = receipt(LINES)
print(result)
assert result == "4 lines, total 62.89, top unit price B200", result
