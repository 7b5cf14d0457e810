# op: CPY (a shallow copy where nested lists had to be copied too)
def with_extra(table, row, x):
    out = table.copy()
    out[row].append(x)
    return out


t = {"a": [1]}
with_extra(t, "a", 2)
assert t == {"a": [1]}
