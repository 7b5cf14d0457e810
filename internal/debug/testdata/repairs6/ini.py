# op: INI line: 3 (a running maximum started at 0)
def coldest_high(days):
    best = 0
    for lo, hi in days:
        best = max(best, hi)
    return best


assert coldest_high([(-9, -2), (-12, -5), (-7, -1)]) == -1, coldest_high([(-9, -2), (-12, -5), (-7, -1)])
