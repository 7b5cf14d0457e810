import heapq

OFFERS = """
VIE-LIS TAP 189
VIE-LIS Ryan 74
VIE-LIS Lufthansa 240
VIE-LIS Wizz 69
VIE-LIS Austrian 212
VIE-LIS easy 99
"""


def parse(text):
    flights = []
    for line in text.strip().splitlines():
        route, airline, price = line.split()
        flights.append({"route": route, "airline": airline, "price": int(price)})
    return flights


def cheapest(flights, n):
    return heapq.nsmallest(n, flights, key=lambda f: -f["price"])


def shortlist(text, n=3):
    picks = cheapest(parse(text), n)
    return [f"{f['airline']} {f['price']}" for f in picks]


result = shortlist(OFFERS)
print(result)
assert result == ["Wizz 69", "Ryan 74", "easy 99"], result
