"""Show a number of minutes as h:mm."""


def label(minutes):
    hours = minutes // 60
    rest = minutes % 60
    return f"{hours}:{rest}"


def agenda(items):
    return [f"{label(start)} {title}" for start, title in items]


lines = agenda([(545, "standup"), (605, "review"), (840, "lunch")])
print(lines)
assert lines == ["9:05 standup", "10:05 review", "14:00 lunch"]
