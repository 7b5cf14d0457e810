PAGES = {
    None: {"items": [{"id": 1, "name": "alpha"}, {"id": 2, "name": "beta"}], "next": "p2"},
    "p2": {"items": [{"id": 3, "name": "gamma"}, {"id": 4, "name": "delta"}], "next": "p3"},
    "p3": {"items": [{"id": 5, "name": "epsilon"}], "next": None},
}


def fetch(cursor):
    return PAGES[cursor]


def fetch_all():
    results = []
    cursor = None
    while True:
        page = fetch(cursor)
        results.append(page["items"])
        cursor = page["next"]
        if cursor is None:
            break
    return results


def index_by_id(items):
    return {item["id"]: item["name"] for item in items if isinstance(item, dict)}


items = fetch_all()
result = (len(items), index_by_id(items).get(5))
print(result)
assert result == (5, "epsilon"), result
