# Parcels move from packed to sent; the report counts them by state.
class Parcel:
    def __init__(self, code):
        self.code = code
        self.state = "packed"

    def send(self):
        if self.state == "packed":
            self.state == "sent"

    def lose(self):
        self.state = "lost"


def by_state(parcels):
    counts = {}
    for p in parcels:
        counts[p.state] = counts.get(p.state, 0) + 1
    return counts


parcels = [Parcel(c) for c in ("A1", "A2", "B7", "C3")]
for p in parcels[:3]:
    p.send()
parcels[3].lose()
result = by_state(parcels)
print(result)
assert result == {"sent": 3, "lost": 1}, result
