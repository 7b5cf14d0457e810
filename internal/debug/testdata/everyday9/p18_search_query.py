import urllib.parse

BOOKS = [
    "The Old Man and the Sea",
    "Old Possum's Book of Practical Cats",
    "A Man Called Ove",
    "An Old Man's War",
]


def parse_query(query):
    params = {}
    for pair in query.split("&"):
        key, _, value = pair.partition("=")
        params[key] = urllib.parse.unquote(value)
    return params


def search(query):
    params = parse_query(query)
    term = params.get("q", "").lower()
    hits = [title for title in BOOKS if term in title.lower()]
    return hits, int(params.get("page", "1"))


result = search("q=old+man&lang=en&page=2")
print(result)
assert result == (["The Old Man and the Sea", "An Old Man's War"], 2), result
