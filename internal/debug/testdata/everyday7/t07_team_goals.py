import csv
import io

DATA = """name,team,goals
Ana,red,3
Ben,blue,1
Cleo,red,0
Dev,blue,4
Eli,green,2
"""


def read_players(text):
    reader = csv.DictReader(io.StringIO(text))
    rows = list(reader)[1:]
    return [{"name": r["name"], "team": r["team"], "goals": int(r["goals"])} for r in rows]


def team_goals(players):
    totals = {}
    for p in players:
        totals[p["team"]] = totals.get(p["team"], 0) + p["goals"]
    return totals


def standings(totals):
    return [team for team, _ in sorted(totals.items(), key=lambda kv: (-kv[1], kv[0]))]


result = standings(team_goals(read_players(DATA)))
print(result)
assert result == ["blue", "red", "green"], result
