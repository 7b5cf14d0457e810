import os
print("possible 1")
try:
    with open(data_file) as fh:
        body = fh.read()
    if os.path.getsize(data_file) != len(body.encode()):
        print("IMPOSSIBLE size disagrees with the content")
    if os.path.basename(data_file) not in os.listdir(os.path.dirname(os.path.abspath(data_file))):
        print("IMPOSSIBLE a file read that its directory does not list")
    if not os.path.isfile(data_file):
        print("IMPOSSIBLE a file read that is not a file")
except Exception:
    pass
try:
    import urllib.request
    req = urllib.request.Request(api_url, method="HEAD")
    with urllib.request.urlopen(req) as resp:
        if resp.read():
            print("IMPOSSIBLE a HEAD answer with a body")
except Exception:
    pass
try:
    import requests
    r = requests.get(api_url)
    if r.status_code == 404 and r.ok:
        print("IMPOSSIBLE a 404 that is ok")
    if r.status_code == 200 and not r.ok:
        print("IMPOSSIBLE a 200 that is not ok")
except Exception:
    pass
try:
    import json
    if json.loads(payload) != json.loads(payload):
        print("IMPOSSIBLE parsing twice differs")
except Exception:
    pass
print("possible 2")
