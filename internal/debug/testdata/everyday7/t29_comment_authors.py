FORM_POSTS = """
author: Rosa
text: Great article!
---
author:
text: first!!
---
author: Tomas
text: Thanks for the link.
---
text: no author field here
"""


def parse_posts(raw):
    posts = []
    for block in raw.strip().split("---"):
        post = {}
        for line in block.strip().splitlines():
            key, _, value = line.partition(":")
            post[key.strip()] = value.strip()
        posts.append(post)
    return posts


def display_name(post):
    author = post.get("author")
    if author is None:
        author = "anonymous"
    return author


def byline(posts):
    return [f"{display_name(p)}: {p['text']}" for p in posts]


result = byline(parse_posts(FORM_POSTS))
print(result)
assert result == [
    "Rosa: Great article!",
    "anonymous: first!!",
    "Tomas: Thanks for the link.",
    "anonymous: no author field here",
], result
