def to_minutes(text):
    text = text.strip().lower()
    suffix = text[-2:]
    hours, _, minutes = text[:-2].partition(":")
    h = int(hours)
    m = int(minutes) if minutes else 0
    if suffix == "pm":
        h += 12
    elif suffix == "am" and h == 12:
        h = 0
    return h * 60 + m


def earliest(times):
    best = None
    for t in times:
        if best is None or to_minutes(t) < to_minutes(best):
            best = t
    return best


times = ["9:15am", "12:30pm", "12am", "7pm"]
minutes = [to_minutes(t) for t in times]
print(minutes, earliest(times))
assert minutes == [555, 750, 0, 1140]
