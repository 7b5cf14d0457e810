import json
try:
    with open("settings.json") as fh:
        settings = json.load(fh)
    print(settings["key"])
except FileNotFoundError:
    print("no settings")
