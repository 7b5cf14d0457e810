# op: DIR (day and month order of a date format)
from datetime import datetime


def month_of(s):
    return datetime.strptime(s, "%m.%d.%Y").month


assert month_of("25.12.2024") == 12
