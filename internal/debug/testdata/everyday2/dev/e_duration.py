import re


def to_minutes(text):
    total = 0
    for num, unit in re.findall(r"(\d+)([hm])", text):
        if unit == "h":
            total += int(num) * 60
        else:
            total += int(num) * 60
    return total


durations = ["1h30m", "45m", "2h"]
minutes = [to_minutes(d) for d in durations]
print(minutes)
assert minutes == [90, 45, 120]
