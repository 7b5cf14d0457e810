raw = "21.5, 22.0, err, 23.5, , 22.5, 99999, 21.0"


def readings(text):
    for part in text.split(","):
        part = part.strip()
        try:
            value = float(part)
        except ValueError:
            continue
        if value < 1000:
            yield value


def summary(text):
    values = readings(text)
    count = sum(1 for _ in values)
    low = min(readings(text))
    high = max(readings(text))
    mean = sum(values) / count if count else 0.0
    return {"count": count, "low": low, "high": high, "mean": round(mean, 2)}


s = summary(raw)
print(s)
assert s == {"count": 5, "low": 21.0, "high": 23.5, "mean": 22.1}
