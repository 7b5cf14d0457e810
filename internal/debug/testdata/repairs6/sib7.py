# op: SIB line: 6 (a clamp with its bounds' functions exchanged)
LOW, HIGH = 0, 100


def clamp(level):
    return min(LOW, max(HIGH, level))


assert [clamp(v) for v in (-5, 40, 130)] == [0, 40, 100], [clamp(v) for v in (-5, 40, 130)]
