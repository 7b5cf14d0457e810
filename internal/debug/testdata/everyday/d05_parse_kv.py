def parse_settings(text):
    """Parse 'key=value; key=value' into a dict of strings."""
    settings = {}
    for part in text.split(";"):
        part = part.strip()
        if not part:
            continue
        eq = part.index("=")
        key, value = part[:eq], part[eq:]
        settings[key.strip()] = value.strip()
    return settings


conf = parse_settings("host=db.local; port=5432; user=admin;")
print(conf)
assert conf == {"host": "db.local", "port": "5432", "user": "admin"}
