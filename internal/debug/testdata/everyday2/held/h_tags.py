def normalize_tags(tags):
    if isinstance(tags, tuple):
        tags = [tags]
    return sorted({t.strip().lower() for t in tags if t.strip()})


posts = [
    {"title": "a", "tags": ["Go", " python "]},
    {"title": "b", "tags": "Rust"},
]
result = [normalize_tags(p["tags"]) for p in posts]
print(result)
assert result == [["go", "python"], ["rust"]]
