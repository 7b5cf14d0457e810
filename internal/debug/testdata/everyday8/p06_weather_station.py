READINGS_F = {"mon": [50, 59, 68], "tue": [41, 50, 59], "wed": [68, 77, 86]}


def to_celsius(f):
    return f - 32 * 5 / 9


def daily_means(readings):
    means = {}
    for day, values in readings.items():
        celsius = [to_celsius(v) for v in values]
        means[day] = round(sum(celsius) / len(celsius), 1)
    return means


def warmest(readings):
    means = daily_means(readings)
    day = max(means, key=means.get)
    return day, means[day]


result = warmest(READINGS_F)
print(result)
assert result == ("wed", 25.0), result
