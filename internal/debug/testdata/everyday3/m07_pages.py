def page(items, number, size=3):
    start = number * size
    return items[start:start + size]


def page_count(items, size=3):
    return -(-len(items) // size)


names = ["ada", "bo", "cy", "dee", "eli", "fay", "gus", "hal", "ivy", "jo"]
pages = [page(names, n) for n in range(1, page_count(names) + 1)]
print(pages)
assert pages == [["ada", "bo", "cy"], ["dee", "eli", "fay"], ["gus", "hal", "ivy"], ["jo"]]
