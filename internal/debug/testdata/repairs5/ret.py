# op: RET (a value computed but never returned)
def total(xs):
    t = sum(xs) * 2
    t = t // 2


assert total([1, 2]) == 3
