import re
from statistics import mean

LOG = [
    "mon run 1h5m",
    "tue swim 45m",
    "thu bike 2h",
    "sat run 1h30m",
]


def minutes(duration):
    total = 0
    for amount, unit in re.findall(r"(\d)([hm])", duration):
        total += int(amount) * (60 if unit == "h" else 1)
    return total


def summary(log):
    per_day = {}
    for line in log:
        day, sport, duration = line.split()
        per_day[day] = minutes(duration)
    return sum(per_day.values()), mean(per_day.values())


result = summary(LOG)
print(result)
assert result == (320, 80), result
