from dataclasses import dataclass, field


@dataclass
class Photo:
    filename: str
    year: int
    tags = set()

    def tag(self, *words):
        self.tags.update(words)
        return self


def by_tag(photos, word):
    return sorted(p.filename for p in photos if word in p.tags)


photos = [
    Photo("beach.jpg", 2021).tag("summer", "sea"),
    Photo("ski.jpg", 2022).tag("winter", "snow"),
    Photo("harbour.jpg", 2023).tag("sea"),
]
result = by_tag(photos, "sea"), by_tag(photos, "snow")
print(result)
assert result == (["beach.jpg", "harbour.jpg"], ["ski.jpg"]), result
