import bisect

WEIGHT_LIMITS = [1.0, 5.0, 20.0]
BANDS = ["letter", "small", "medium", "freight"]


def band(weight):
    i = bisect.bisect_left(WEIGHT_LIMITS, weight)
    return BANDS[i - 1]


parcels = {"book": 0.8, "shoes": 1.7, "monitor": 7.5, "desk": 32.0, "card": 0.05}
labels = {name: band(w) for name, w in sorted(parcels.items())}
print(labels)
assert labels == {"book": "letter", "card": "letter", "desk": "freight", "monitor": "medium", "shoes": "small"}
