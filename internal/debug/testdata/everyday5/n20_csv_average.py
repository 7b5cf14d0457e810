"""Average price per category from CSV text with a header row."""


def averages(csv_text):
    rows = csv_text.strip().splitlines()
    sums, counts = {}, {}
    for row in rows:
        category, _, price = row.split(",")
        if category == "category":
            continue
        sums[category] = float(price)
        counts[category] = counts.get(category, 0) + 1
    return {c: round(sums[c] / counts[c], 2) for c in sums}


data = "category,item,price\nfruit,apple,1.20\nfruit,pear,1.80\nveg,leek,0.90\n"
avg = averages(data)
print(avg)
assert avg == {"fruit": 1.5, "veg": 0.9}
