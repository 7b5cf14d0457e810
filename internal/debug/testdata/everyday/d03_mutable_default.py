"""Build tag lists for blog posts."""


def add_tags(post, tags=[]):
    for word in post["title"].lower().split():
        if len(word) > 4:
            tags.append(word)
    return tags


first = add_tags({"title": "Python generators explained"})
second = add_tags({"title": "Debugging slowly"})
print(first, second)
assert second == ["debugging", "slowly"]
