SECTIONS = {
    "7a": [72, 88, 91, 65, 80],
    "7b": [95, 97],
    "7c": [90, 94, 87, 79, 85, 93, 88, 84],
}


def section_stats(sections):
    stats = {}
    for name, scores in sections.items():
        stats[name] = (sum(scores) / len(scores), len(scores))
    return stats


def overall_average(stats):
    weighted = 0
    students = 0
    for name, (mean, count) in stats.items():
        weighted += mean
        students += count
    return round(weighted / students, 1)


def report(sections):
    stats = section_stats(sections)
    best = max(stats, key=lambda name: stats[name][0])
    return {"best": best, "overall": overall_average(stats)}


result = report(SECTIONS)
print(result)
assert result == {"best": "7b", "overall": 85.9}, result
