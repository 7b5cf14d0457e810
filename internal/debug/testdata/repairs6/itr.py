# op: ITR line: 4 (a dict iterated for pairs without items())
def report(stock):
    lines = []
    for name, count in stock:
        lines.append(f"{name}={count}")
    return ";".join(lines)


assert report({"nuts": 3, "bolts": 12}) == "nuts=3;bolts=12", report({"nuts": 3, "bolts": 12})
