import json


def save(scores):
    return json.dumps({"version": 1, "scores": scores})


def load(blob):
    data = json.loads(blob)
    return data["scores"]


def score_of(scores, user_id):
    return scores.get(user_id, 0)


state = {101: 40, 102: 75, 103: 12}
restored = load(save(state))
picked = [score_of(restored, uid) for uid in (102, 103, 104)]
print(picked)
assert picked == [75, 12, 0]
