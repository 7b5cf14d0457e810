# A function nobody calls, and a name nobody defines, each parsed as a
# date with a literal format: only a date written in that format reaches
# the lines after the parse (any other string makes strptime raise).
from datetime import datetime


def parse_day(text):
    day = datetime.strptime(text, "%d/%m/%Y")
    print("parsed", day.date())
    return day


moment = datetime.strptime(stamp, "%Y-%m-%d %H:%M")
print("stamp", moment.strftime("%H:%M"), "day", moment.date())
