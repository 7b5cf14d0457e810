from datetime import date


def group_by_week(days):
    weeks = {}
    for d in days:
        week = d.isocalendar()[2]
        weeks.setdefault(week, []).append(d.isoformat())
    return weeks


visits = [date(2024, 5, 6), date(2024, 5, 8), date(2024, 5, 13), date(2024, 5, 14), date(2024, 5, 20)]
w = group_by_week(visits)
print(w)
assert sorted(len(v) for v in w.values()) == [1, 2, 2]
