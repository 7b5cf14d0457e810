# op: CPY (a list stored where its snapshot was meant)
def running(xs):
    seen, history = [], []
    for x in xs:
        seen.append(x)
        history.append(seen)
    return history


assert running([1, 2]) == [[1], [1, 2]]
