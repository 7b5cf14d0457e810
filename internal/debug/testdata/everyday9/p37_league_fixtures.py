import itertools

TEAMS = ["Lions", "Tigers", "Bears", "Wolves"]


def fixtures(teams):
    """Every pair of teams meets exactly once."""
    return list(itertools.permutations(teams, 2))


def matchdays(teams):
    days = []
    for home, away in fixtures(teams):
        for day in days:
            if not {home, away} & {t for match in day for t in match}:
                day.append((home, away))
                break
        else:
            days.append([(home, away)])
    return days


def season(teams):
    days = matchdays(teams)
    return len(fixtures(teams)), len(days), days[0]


result = season(TEAMS)
print(result)
assert result == (6, 3, [("Lions", "Tigers"), ("Bears", "Wolves")]), result
