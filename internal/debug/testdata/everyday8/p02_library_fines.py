from datetime import date

FINE_PER_DAY = 0.25
LOANS = [
    {"title": "Dune", "due": date(2024, 3, 1), "returned": date(2024, 3, 5)},
    {"title": "Emma", "due": date(2024, 3, 10), "returned": date(2024, 3, 10)},
    {"title": "Ulysses", "due": date(2024, 3, 12), "returned": date(2024, 3, 9)},
    {"title": "Beloved", "due": date(2024, 2, 28), "returned": date(2024, 3, 2)},
]


def days_late(loan):
    return (loan["returned"] - loan["due"]).days


def fines(loans):
    owed = {}
    for loan in loans:
        late = days_late(loan)
        if late >= 0:
            owed[loan["title"]] = late * FINE_PER_DAY
    return owed


result = fines(LOANS)
print(result)
assert result == {"Dune": 1.0, "Beloved": 0.75}, result
