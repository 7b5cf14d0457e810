from datetime import date

FRIENDS = {"Ines": date(1990, 2, 14), "Tom": date(1985, 7, 30), "Mei": date(1992, 11, 3)}


def next_birthday(born, today):
    upcoming = born.replace(year=today.year)
    if upcoming > today:
        upcoming = upcoming.replace(year=today.year + 1)
    return upcoming


def days_until(born, today):
    return (next_birthday(born, today) - today).days


def soonest(friends, today):
    name = min(friends, key=lambda n: days_until(friends[n], today))
    return name, days_until(friends[name], today)


result = soonest(FRIENDS, date(2024, 7, 1))
print(result)
assert result == ("Tom", 29), result
