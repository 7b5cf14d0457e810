"""Flatten nested lists and tuples of numbers."""


def flatten(value):
    out = []
    for item in value:
        if isinstance(item, list):
            out.extend(flatten(item))
        else:
            out.append(item)
    return out


data = [1, [2, 3], (4, 5), [[6], (7,)]]
flat = flatten(data)
print(flat)
assert flat == [1, 2, 3, 4, 5, 6, 7]
