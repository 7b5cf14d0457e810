def window_sums(xs, k):
    sums = []
    for i in range(len(xs) - k):
        sums.append(sum(xs[i:i + k]))
    return sums


def moving_average(xs, k):
    if k <= 0 or k > len(xs):
        return []
    return [s / k for s in window_sums(xs, k)]


prices = [10, 12, 11, 13, 15, 14]
avg = moving_average(prices, 3)
print(avg)
assert avg == [11.0, 12.0, 13.0, 14.0]
