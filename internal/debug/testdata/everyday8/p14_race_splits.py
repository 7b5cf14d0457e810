SPLITS = ["4:05", "4:12", "3:58", "4:20", "3:30"]


def seconds(split):
    m, s = split.split(":")
    return int(m) * 60 + int(s)


def clock(total):
    hours, rest = divmod(total, 3600)
    mins, secs = divmod(rest, 60)
    return f"{hours}:{mins:02}:{secs:2}"


def finish_time(splits):
    return clock(sum(seconds(s) for s in splits))


result = [finish_time(SPLITS), finish_time(SPLITS * 3)]
print(result)
assert result == ["0:20:05", "1:00:15"], result
