# op: RGX (a class matching one character where several were meant)
import re


def minutes(s):
    return sum(int(n) for n in re.findall(r"(\d)m", s))


assert minutes("10m 5m") == 15
