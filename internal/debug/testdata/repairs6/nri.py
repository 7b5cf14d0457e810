# op: NRI line: 6 (an answer compared without its case folded)
def consents(answers):
    yes = 0
    for a in answers:
        a = a.strip()
        if a in ("y", "yes"):
            yes += 1
    return yes


assert consents(["yes", " Y", "no", "YES "]) == 3, consents(["yes", " Y", "no", "YES "])
