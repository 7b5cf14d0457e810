"""Parse durations such as '1h30m' or '45m' into minutes."""


def to_minutes(text):
    total = 0
    number = ""
    for ch in text.strip().lower():
        if ch.isdigit():
            number += ch
        elif ch == "h":
            total += 60 * int(number)
            number = ""
        elif ch == "m":
            total += int(number) * 60
            number = ""
    return total


entries = ["1h30m", "45m", "2h"]
minutes = [to_minutes(e) for e in entries]
print(minutes)
assert minutes == [90, 45, 120]
