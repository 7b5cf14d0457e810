def per_team(rows):
    sums = {}
    games = {}
    for team, points in rows:
        sums[team] = sums.get(team, 0) + points
        games[team] = games.get(team, 0) + 1
    means = {}
    for team in sums:
        means[team] = sums[team] / len(rows)
    return means


rows = [("owls", 30), ("bats", 12), ("owls", 20), ("cats", 20), ("owls", 40)]
means = per_team(rows)
print(means)
assert means == {"owls": 30.0, "bats": 12.0, "cats": 20.0}, means
