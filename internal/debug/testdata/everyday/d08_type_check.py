def numeric_total(row):
    """Sum the numeric fields of a record, ignoring text and missing values."""
    total = 0
    for key, value in row.items():
        if isinstance(value, int):
            total += value
    return total


row = {"id": "A-17", "qty": 3, "price": 2.5, "discount": 0.5, "note": None}
total = numeric_total(row)
print(total)
assert total == 6.0
