import heapq

shifts = {}


def add_shift(team, start, person):
    shifts.setdefault(team, []).append((start, person))


def day_plan():
    return [f"{start} {person}" for start, person in heapq.merge(*shifts.values())]


add_shift("kitchen", "06:00", "ana")
add_shift("kitchen", "10:00", "ben")
add_shift("kitchen", "14:00", "cy")
add_shift("bar", "16:00", "dee")
add_shift("floor", "07:00", "gus")
add_shift("floor", "11:00", "hal")
add_shift("bar", "08:00", "eli")
add_shift("bar", "12:00", "fay")

result = day_plan()[:5]
print(result)
assert result == ["06:00 ana", "07:00 gus", "08:00 eli", "10:00 ben", "11:00 hal"], result
