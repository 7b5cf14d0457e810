# op: SRT (the None of an in-place sort taken as its result)
def ranked(scores):
    order = list(scores)
    order = order.sort(reverse=True)
    return order


assert ranked([2, 9, 4]) == [9, 4, 2]
