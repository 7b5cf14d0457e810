import re


def slugify(title):
    slug = re.sub(r"[^a-z0-9]+", "-", title)
    return slug.strip("-")


def unique_slugs(titles):
    seen = {}
    slugs = []
    for title in titles:
        base = slugify(title)
        n = seen.get(base, 0)
        seen[base] = n + 1
        slugs.append(base if n == 0 else f"{base}-{n + 1}")
    return slugs


TITLES = ["Hello, World!", "Ten Tips for Python", "hello world", "2024: A Review"]
result = unique_slugs(TITLES)
print(result)
assert result == ["hello-world", "ten-tips-for-python", "hello-world-2", "2024-a-review"], result
