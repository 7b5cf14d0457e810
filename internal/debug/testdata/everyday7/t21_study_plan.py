from datetime import date, timedelta

TASKS = [
    {"name": "essay draft", "due": date(2024, 5, 10), "hours": 3},
    {"name": "lab report", "due": date(2024, 5, 7), "hours": 2},
    {"name": "reading", "due": date(2024, 5, 10), "hours": 1},
    {"name": "slides", "due": date(2024, 5, 8), "hours": 2},
]


def plan(tasks, start, hours_per_day):
    sorted(tasks, key=lambda t: (t["due"], t["name"]))
    schedule = []
    day = start
    left = hours_per_day
    for task in tasks:
        need = task["hours"]
        while need > 0:
            if left == 0:
                day += timedelta(days=1)
                left = hours_per_day
            used = min(need, left)
            schedule.append((day.day, task["name"], used))
            need -= used
            left -= used
    return schedule


def late(schedule, tasks):
    due = {t["name"]: t["due"].day for t in tasks}
    return sorted({name for day, name, _ in schedule if day > due[name]})


steps = plan(TASKS, date(2024, 5, 6), 2)
result = (steps[0][1], late(steps, TASKS))
print(result)
assert result == ("lab report", []), result
