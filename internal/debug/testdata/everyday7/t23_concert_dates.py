from datetime import datetime

CONCERTS = [
    {"band": "The Reeds", "date": "05/11/2024", "city": "Leeds"},
    {"band": "Moss", "date": "21/10/2024", "city": "York"},
    {"band": "Lumen", "date": "14/12/2024", "city": "Hull"},
    {"band": "Grey Fox", "date": "02/10/2024", "city": "Leeds"},
    {"band": "Hollow", "date": "03/01/2025", "city": "York"},
]


def upcoming(concerts, today):
    def when(c):
        return datetime.strptime(c["date"], "%d/%m/%Y")

    ahead = [c for c in concerts if when(c) >= today]
    return sorted(ahead, key=lambda c: c["date"])


def next_in(concerts, city, today):
    for c in upcoming(concerts, today):
        if c["city"] == city:
            return c["band"]
    return None


today = datetime(2024, 10, 1)
result = ([c["band"] for c in upcoming(CONCERTS, today)], next_in(CONCERTS, "York", today))
print(result)
assert result == (["Grey Fox", "Moss", "The Reeds", "Lumen", "Hollow"], "Moss"), result
