import statistics

RAW = "-2.5, 0.0, 1.5, , 0.0, -1.0, n/a, 3.0"


def parse_readings(text):
    values = []
    for item in text.split(","):
        item = item.strip()
        try:
            values.append(float(item))
        except ValueError:
            values.append(None)
    return values


def usable(values):
    return [v for v in values if v]


def report(text):
    values = usable(parse_readings(text))
    return {
        "count": len(values),
        "mean": round(statistics.mean(values), 2),
        "above_zero": sum(v > 0 for v in values),
    }


result = report(RAW)
print(result)
assert result == {"count": 6, "mean": 0.17, "above_zero": 2}, result
