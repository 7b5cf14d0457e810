from datetime import date
from enum import Enum

class Weekday(Enum):
    MONDAY = 1
    TUESDAY = 2

    @classmethod
    def today(cls):
        return cls(date.today().isoweekday() % 2 + 1).name

dir(Weekday.TUESDAY)
