import re
from collections import Counter

POSTS = [
    "Morning run done #running #fitness",
    "New shoes! #running",
    "Rainy day, reading instead #books #cozy",
    "Long run by the river #running #nature #fitness",
]


def tags_in(post):
    return [m.lower() for m in re.search(r"#(\w+)", post).groups()]


def trending(posts, n):
    counts = Counter()
    for post in posts:
        counts.update(tags_in(post))
    return [tag for tag, _ in counts.most_common(n)]


result = trending(POSTS, 2)
print(result)
assert result == ["running", "fitness"], result
