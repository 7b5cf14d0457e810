# op: NON (a bare value tested for truth where only None was meant)
def scores(rows):
    vals = [r.get("score") for r in rows]
    return [v for v in vals if v]


assert scores([{"score": 3}, {"score": 0}, {}]) == [3, 0]
