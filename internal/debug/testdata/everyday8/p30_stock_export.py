EXPORT = "sku\tname\tqty\nP-10\tPens, blue\t40\nP-11\tPens, red\t25\nN-02\tNotebook A5\t12\n"


def read_table(text, sep=","):
    lines = text.strip().splitlines()
    header = lines[0].split(sep)
    return [dict(zip(header, line.split(sep))) for line in lines[1:]]


def low_stock(text, limit):
    rows = read_table(text, "\t")
    return [r["sku"] for r in rows if int(r["qty"]) < limit]


def names(text):
    return [row.get("name", "?") for row in read_table(text)]


result = (low_stock(EXPORT, 30), names(EXPORT))
print(result)
assert result == (["P-11", "N-02"], ["Pens, blue", "Pens, red", "Notebook A5"]), result
