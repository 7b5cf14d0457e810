people = [
    {"first": "Lena", "last": "Meyer"},
    {"first": "Jan", "last": "de Vries"},
    {"first": "Omar", "last": "Farouk"},
    {"first": "Ines", "last": "van Dijk"},
    {"first": "Tom", "last": "Baker"},
]


def directory(entries):
    lines = []
    for p in entries:
        if not p.get("last"):
            continue
        lines.append(f"{p['last']}, {p['first']}")
    return sorted(lines)


book = directory(people)
print(book)
assert book == ["Baker, Tom", "de Vries, Jan", "Farouk, Omar", "Meyer, Lena", "van Dijk, Ines"]
