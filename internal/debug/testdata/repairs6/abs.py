# op: ABS line: 3 (a difference compared with a tolerance, its sign ignored)
def close_enough(measured, expected, tol=0.5):
    return measured - expected <= tol


assert [close_enough(10.2, 10), close_enough(9.0, 10)] == [True, False], [close_enough(10.2, 10), close_enough(9.0, 10)]
