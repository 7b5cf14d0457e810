def packing_slip(name, rows):
    lines = [f"Packing slip for {name}"]
    for sku, name, qty in rows:
        lines.append(f"{qty} x {sku}")
    lines.append(f"{sum(q for _, _, q in rows)} items. Thank you, {name}!")
    return "\n".join(lines)


ROWS = [("MUG-01", "Blue mug", 2), ("TEA-77", "Green tea", 1)]
result = packing_slip("Priya", ROWS).splitlines()
print(result)
assert result == [
    "Packing slip for Priya",
    "2 x MUG-01",
    "1 x TEA-77",
    "3 items. Thank you, Priya!",
], result
