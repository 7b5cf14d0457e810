DEFAULTS = {"theme": "light", "font_size": 12, "autosave": True}


def merge_settings(overrides, base=DEFAULTS):
    result = base
    for key, value in overrides.items():
        if key in result:
            result[key] = value
    return result


def describe(settings):
    return f"{settings['theme']}/{settings['font_size']}/{settings['autosave']}"


first = merge_settings({"theme": "dark"})
second = merge_settings({"font_size": 14, "unknown": 1})
result = [describe(first), describe(second)]
print(result)
assert result == ["dark/12/True", "light/14/True"], result
