def read_config(text):
    settings = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            break
        key, _, value = line.partition("=")
        settings[key.strip()] = value.strip()
    return settings


CONFIG = """
host = db.internal
port = 5432
# credentials are loaded from the vault
user = report
timeout = 30
"""

settings = read_config(CONFIG)
result = (sorted(settings), int(settings.get("timeout", 10)))
print(result)
assert result == (["host", "port", "timeout", "user"], 30), result
