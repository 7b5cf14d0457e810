from datetime import date

TODAY = date(2024, 6, 30)

INVOICES = [
    ("A-101", date(2024, 6, 20), 120.0),
    ("A-102", date(2024, 5, 15), 80.0),
    ("A-103", date(2024, 3, 1), 300.0),
    ("A-104", date(2024, 7, 10), 55.0),
    ("A-105", date(2024, 4, 25), 42.5),
]


def days_overdue(due, today):
    return max(0, (due - today).days)


def bucket(days):
    if days == 0:
        return "current"
    if days <= 30:
        return "1-30"
    if days <= 60:
        return "31-60"
    return "60+"


def aging_report(invoices, today):
    report = {}
    for _, due, amount in invoices:
        key = bucket(days_overdue(due, today))
        report[key] = report.get(key, 0) + amount
    return report


result = aging_report(INVOICES, TODAY)
print(result)
assert result == {"1-30": 120.0, "31-60": 80.0, "60+": 342.5, "current": 55.0}, result
