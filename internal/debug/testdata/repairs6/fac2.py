# op: FAC line: 6 (a running sum missing a factor the loop unpacks)
def payroll(shifts):
    total = 0.0
    worked = 0
    for who, (rate, hours) in shifts.items():
        total += rate
        worked += hours
    return total, worked


assert payroll({"ana": (12.0, 10), "bo": (15.0, 4)}) == (180.0, 14), payroll({"ana": (12.0, 10), "bo": (15.0, 4)})
