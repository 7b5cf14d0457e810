# A report with no check of its own: it runs to its end, and a person
# sees that a printed line is wrong ("jan 75.0", where the mean of 120, 80
# and 100 is 100.0). The faulty line is in average().
SALES = {
    "jan": [120, 80, 100],
    "feb": [90, 110],
}


def average(xs):
    total = 0
    for x in xs:
        total += x
    return total / (len(xs) + 1)


def report(sales):
    lines = []
    for month, xs in sales.items():
        lines.append("%s %.1f" % (month, average(xs)))
    return lines


def grand_total(sales):
    return sum(sum(xs) for xs in sales.values())


for line in report(SALES):
    print(line)
print("total", grand_total(SALES))
