def label(order):
    parts = [
        order["name"].upper(),
        order["city"].lower(),
        str(order["zip"]),
    ]
    return " / ".join(parts)


assert label({"name": "ada", "city": "Paris", "zip": 75001}) == "ADA / PARIS / 75001"
