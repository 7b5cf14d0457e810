fresh_json.JSONDecodeError == json.JSONDecodeError
try:
    fresh_json.loads("{")
except json.JSONDecodeError:
    print("bad")
