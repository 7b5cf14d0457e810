# op: FMT line: 4 (a width where zero padding was meant)
def clock(minutes):
    h, m = divmod(minutes, 60)
    return "{}:{:2}".format(h, m)


assert clock(485) == "8:05", clock(485)
