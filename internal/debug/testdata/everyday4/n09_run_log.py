def parse_duration(text):
    minutes, seconds = text.split(":")
    return int(minutes) * 60 + int(seconds)


def clock(total_seconds):
    hours = total_seconds // 3600
    minutes = total_seconds // 60
    seconds = total_seconds % 60
    return f"{hours}:{minutes:02d}:{seconds:02d}"


runs = ["25:30", "41:05", "12:50"]
total = sum(parse_duration(r) for r in runs)
print(clock(total))
assert clock(total) == "1:19:25"
