# op: SIB (partition from the wrong end)
def key_of(setting):
    key, _, value = setting.rpartition("=")
    return key.strip()


assert key_of("url = http://x/?a=1") == "url"
