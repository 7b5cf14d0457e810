def truncate(text, width):
    if len(text) <= width:
        return text
    return text[:width] + "..."


titles = [
    "Short one",
    "A considerably longer headline",
    "Exactly ten",
    "Tiny",
]
shown = [truncate(t, 12) for t in titles]
print(shown)
assert all(len(s) <= 12 for s in shown), shown
