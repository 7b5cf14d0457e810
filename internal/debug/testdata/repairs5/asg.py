# op: ASG (a string method's result dropped)
def tag(s):
    s.strip()
    return s.lower()


assert tag("  Hi ") == "hi"
