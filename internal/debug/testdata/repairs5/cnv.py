# op: CNV (a key of the wrong type after a JSON round trip)
import json


def score(blob, uid):
    return json.loads(blob).get(uid, 0)


assert score(json.dumps({7: 40}), 7) == 40
