def validate(config):
    """Return the names of settings whose values have the wrong type."""
    errors = []
    for name, value in config.items():
        if name.endswith("_seconds"):
            if not isinstance(value, (int, float)):
                errors.append(name)
        elif name.startswith("enable_"):
            if not isinstance(value, bool):
                errors.append(name)
    return errors


cfg = {"timeout_seconds": True, "retry_seconds": 2.5, "enable_cache": "yes", "name": "svc"}
errors = validate(cfg)
print(errors)
assert errors == ["timeout_seconds", "enable_cache"]
