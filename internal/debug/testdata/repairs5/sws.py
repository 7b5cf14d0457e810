# op: SWS (a count taken before the guard that skips the item)
def count_known(rows):
    n = 0
    for r in rows:
        n += 1
        if r is None:
            continue
    return n


assert count_known([1, None, 2]) == 2
