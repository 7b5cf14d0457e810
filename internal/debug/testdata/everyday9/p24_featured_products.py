from collections import defaultdict

REVIEWS = [
    ("kettle", 4), ("toaster", 5), ("kettle", 3), ("blender", 5),
    ("mixer", 2), ("toaster", 4), ("blender", 4), ("mixer", 3),
    ("juicer", 5), ("juicer", 5), ("juicer", 4), ("kettle", 2),
]


def average_ratings(reviews):
    grouped = defaultdict(list)
    for product, stars in reviews:
        grouped[product].append(stars)
    return {p: sum(s) / len(s) for p, s in grouped.items()}


def ranking(reviews):
    averages = average_ratings(reviews)
    return sorted(averages, reverse=True)


def featured(reviews, n=3):
    return ranking(reviews)[:n]


result = featured(REVIEWS)
print(result)
assert result == ["juicer", "toaster", "blender"], result
