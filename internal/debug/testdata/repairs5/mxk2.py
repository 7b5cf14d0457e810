# op: MXK (names sorted case-sensitively)
def roster(names):
    return sorted(names)


assert roster(["bo", "Al", "cy"]) == ["Al", "bo", "cy"]
assert roster(["beth", "Carl"]) == ["beth", "Carl"]
