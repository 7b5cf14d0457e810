def version_key(version):
    return version.split(".")


def latest(versions):
    return max(versions, key=version_key)


def newer_than(versions, current):
    floor = version_key(current)
    return sorted((v for v in versions if version_key(v) > floor), key=version_key)


RELEASES = ["1.2.0", "1.10.1", "1.9.3", "1.10.0", "2.0.0", "1.3.5"]

result = (latest(RELEASES), newer_than(RELEASES, "1.9.0"))
print(result)
assert result == ("2.0.0", ["1.9.3", "1.10.0", "1.10.1", "2.0.0"]), result
