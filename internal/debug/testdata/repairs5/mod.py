# op: MOD (a unit conversion missing its modulo)
def clock(seconds):
    h = seconds // 3600
    m = seconds // 60
    return f"{h}:{m:02d}"


assert clock(3720) == "1:02"
