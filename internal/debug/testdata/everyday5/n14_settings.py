"""Settings with defaults; each caller gets its own settings."""


def load_settings(overrides, defaults={"theme": "light", "plugins": []}):
    settings = defaults
    settings.update(overrides)
    return settings


def add_plugin(settings, name):
    settings["plugins"] = settings["plugins"] + [name]
    return settings


alice = add_plugin(load_settings({"theme": "dark"}), "git")
bob = load_settings({})
print(alice, bob)
assert bob == {"theme": "light", "plugins": []}
