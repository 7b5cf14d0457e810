class Thermostat:
    def __init__(self, target):
        self.target = target
        self.mode = "off"
        self.switches = 0

    def update(self, temp):
        if temp < self.target - 1:
            wanted = "heat"
        elif temp > self.target + 1:
            wanted = "cool"
        else:
            wanted = "off"
        if wanted != self.mode:
            self.switches += 1
            mode = wanted
        return self.mode


def run_day(target, temps):
    unit = Thermostat(target)
    modes = [unit.update(t) for t in temps]
    return modes, unit.switches


result = run_day(21, [18.5, 19.0, 20.5, 21.0, 23.5, 24.0, 22.0, 21.5])
print(result)
assert result == (["heat", "heat", "off", "off", "cool", "cool", "off", "off"], 4), result
