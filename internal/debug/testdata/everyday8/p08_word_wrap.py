def wrap(text, width):
    lines = []
    current = ""
    for word in text.split():
        if not current:
            current = word
        elif len(current) + 1 + len(word) < width:
            current += " " + word
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines


TEXT = "the quick brown fox jumps over the lazy dog"
result = wrap(TEXT, 9)
print(result)
assert result == ["the quick", "brown fox", "jumps", "over the", "lazy dog"], result
