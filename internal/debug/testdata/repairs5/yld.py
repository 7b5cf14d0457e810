# op: YLD (a generator's last chunk returned)
def chunks(xs, n):
    cur = []
    for x in xs:
        cur.append(x)
        if len(cur) == n:
            yield cur
            cur = []
    return cur


assert list(chunks([1, 2, 3], 2)) == [[1, 2], [3]]
