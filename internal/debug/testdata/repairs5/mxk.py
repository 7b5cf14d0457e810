# op: MXK (max over a dict compares its keys)
def busiest(hours):
    return max(hours)


assert busiest({"mon": 3, "tue": 9, "wed": 1}) == "tue"
