ENV_FILE = """
# feature switches
DEBUG=0
ENABLE_CACHE=true
USE_BETA_UI=false
SEND_EMAILS=1
LOG_LEVEL=info
"""

FLAG_NAMES = {"DEBUG", "ENABLE_CACHE", "USE_BETA_UI", "SEND_EMAILS"}


def read_env(text):
    env = {}
    for line in text.strip().splitlines():
        if line.startswith("#") or "=" not in line:
            continue
        key, value = line.split("=", 1)
        env[key.strip()] = value.strip()
    return env


def flags(env):
    result = {}
    for key, raw in env.items():
        if key in FLAG_NAMES:
            result[key] = bool(raw)
    return result


def enabled(env):
    return sorted(name for name, on in flags(env).items() if on)


result = enabled(read_env(ENV_FILE))
print(result)
assert result == ["ENABLE_CACHE", "SEND_EMAILS"], result
