def as_list(value):
    if isinstance(value, (list, tuple, set, str)):
        return list(value)
    return [value]


def all_tags(posts):
    tags = set()
    for p in posts:
        tags.update(as_list(p.get("tags", [])))
    return sorted(tags)


posts = [{"tags": ["py", "go"]}, {"tags": "rust"}, {"tags": ("py",)}, {"title": "untagged"}]
tags = all_tags(posts)
print(tags)
assert tags == ["go", "py", "rust"]
