SCANS = "30,4,17,4,30,9,17,12"


def parse(text):
    return [int(part) for part in text.split(",")]


def unique_in_order(ids):
    return list(set(ids))


def pick_list(text):
    ids = unique_in_order(parse(text))
    return " -> ".join(f"#{i}" for i in ids)


result = pick_list(SCANS)
print(result)
assert result == "#30 -> #4 -> #17 -> #9 -> #12", result
